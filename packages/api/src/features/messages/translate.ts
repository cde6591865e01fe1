// Message strings from apps/web/src/locales/messages/<lang>.json, read from disk like the PDFs'
// labels (features/exports/pdf/translator.ts: the API may not import from apps/, the server runs
// from the repository root, COURTSIDE_LOCALES_DIR overrides). Not shared through the exports
// feature's index because that would close an import circle (exports → organizer → registrations
// → messages).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE, isLocale } from '@courtside/domain'

type Tree = { [key: string]: string | Tree }
export type Translate = (key: string, vars?: Record<string, string | number>) => string

const cache = new Map<string, Tree>()

function load(lang: string): Tree {
  const cached = cache.get(lang)
  if (cached) return cached
  const dir = process.env.COURTSIDE_LOCALES_DIR ?? path.resolve('apps/web/src/locales')
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- lang is a checked Locale
  const tree = JSON.parse(readFileSync(path.join(dir, 'messages', `${lang}.json`), 'utf8')) as Tree
  cache.set(lang, tree)
  return tree
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** Thrown for a key no locale file has: a template bug, never a silent raw key in a message. */
export class MissingMessageKey extends Error {}

/** `key` is relative to `messages.`; English fills a gap (npm run check:i18n reports gaps). */
export function translator(language: string): Translate {
  const lang = isLocale(language) ? language : DEFAULT_LOCALE
  return (key, vars = {}) => {
    const full = `messages.${key}`
    const text = lookup(load(lang), full) ?? lookup(load('en'), full)
    if (text === undefined) throw new MissingMessageKey(`No message string ${full}`)
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
  }
}

/** Whether `lang`'s own file has the key (tests: no message falls back to English). */
export function hasOwnKey(lang: string, key: string): boolean {
  return lookup(load(lang), `messages.${key}`) !== undefined
}
