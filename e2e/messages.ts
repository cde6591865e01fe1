import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

type Tree = { [key: string]: string | Tree }

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/locales')
const cache = new Map<string, Tree>()

/** A message as the site shows it, read from the locale files (tests follow the translations). */
export function message(locale: string, key: string): string {
  let tree = cache.get(locale)
  if (!tree) {
    const read = (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Tree
    tree = { ...read(`${locale}.json`), ...read(`manage/${locale}.json`) }
    cache.set(locale, tree)
  }
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    )
  if (typeof value !== 'string') throw new Error(`No message ${locale}:${key}`)
  return value
}
