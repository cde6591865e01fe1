import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LOCALES as ALL_LOCALES } from '@courtside/domain'
import { checkLocales, type Messages } from './i18n-check.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = path.join(root, 'apps/web/src/locales')
const readFile = (name: string): Messages => {
  try {
    return JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Messages
  } catch (error) {
    console.error(`${name}: ${(error as Error).message}`)
    return {}
  }
}
/**
 * A language's messages: the site's file, the console's own chunk (locales/manage/) and the
 * e-mail/SMS messages the server sends (locales/messages/, issue 16).
 */
const read = (locale: string): Messages => {
  const site = readFile(`${locale}.json`)
  if ('manage' in site) {
    console.error(`${locale}.json: the console's messages belong in manage/${locale}.json`)
    process.exitCode = 1
  }
  if ('messages' in site) {
    console.error(`${locale}.json: the sent messages' strings belong in messages/${locale}.json`)
    process.exitCode = 1
  }
  return { ...site, ...readFile(`manage/${locale}.json`), ...readFile(`messages/${locale}.json`) }
}
/** Every language but the reference (English). */
const LOCALES = ALL_LOCALES.filter((locale) => locale !== 'en')

const problems = checkLocales({
  reference: read('en'),
  locales: Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)])),
  sameAsEnglishAllowed: JSON.parse(
    readFileSync(path.join(root, 'scripts/i18n-same-as-english.json'), 'utf8'),
  ) as Record<string, string[]>,
})

if (problems.length) {
  for (const p of problems.slice(0, 400)) console.error(`${p.locale}: ${p.key}: ${p.problem}`)
  console.error(`i18n check failed: ${problems.length} problem(s)`)
  process.exit(1)
}
console.log(`i18n check passed: ${LOCALES.length + 1} locales complete`)
