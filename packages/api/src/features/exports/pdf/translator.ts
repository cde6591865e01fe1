// Labels for the printed PDFs in the event's language, from the site's own locale files (the
// public site's and the console's), so a PDF says "Semifinal" exactly as the pages do. The API
// may not import from apps/ (dependency-cruiser), so the JSON is read from disk: the server runs
// from the repository root (scripts/serve.mjs), COURTSIDE_LOCALES_DIR overrides.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isLocale } from '@courtside/domain'

type Tree = { [key: string]: string | Tree }
export type Translate = (key: string, vars?: Record<string, string | number>) => string

const cache = new Map<string, Tree>()

function localesDir(): string {
  return process.env.COURTSIDE_LOCALES_DIR ?? path.resolve('apps/web/src/locales')
}

function load(file: string): Tree {
  const cached = cache.get(file)
  if (cached) return cached
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- file is '<locale>.json' or 'manage/<locale>.json' with a checked Locale
  const tree = JSON.parse(readFileSync(path.join(localesDir(), file), 'utf8')) as Tree
  cache.set(file, tree)
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

/** `manage.*` keys come from the console's files, the rest from the site's; English fills gaps. */
export function translator(language: string): Translate {
  const lang = isLocale(language) ? language : 'en'
  const trees = (key: string) =>
    key.startsWith('manage.')
      ? [load(`manage/${lang}.json`), load('manage/en.json')]
      : [load(`${lang}.json`), load('en.json')]
  return (key, vars = {}) => {
    const text =
      trees(key)
        .map((tree) => lookup(tree, key))
        .find((value) => value !== undefined) ?? key
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
  }
}
