// The site's locale files as the API reads them (PDF labels, messages): the API may not import
// from apps/ (dependency-cruiser), so the JSON is read from disk — the server runs from the
// repository root (scripts/serve.mjs), COURTSIDE_LOCALES_DIR overrides. Each file is read once.
import { readFileSync } from 'node:fs'
import path from 'node:path'

type Tree = { [key: string]: string | Tree }
export type Translate = (key: string, vars?: Record<string, string | number>) => string

const cache = new Map<string, Tree>()

/** `file` relative to the locales directory, e.g. 'de.json', 'manage/de.json', 'messages/de.json'. */
export function localeFile(file: string): Tree {
  const cached = cache.get(file)
  if (cached) return cached
  const dir = process.env.COURTSIDE_LOCALES_DIR ?? path.resolve('apps/web/src/locales')
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- callers pass '<dir/>?<checked Locale>.json'
  const tree = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree
  cache.set(file, tree)
  return tree
}

/** The string at a dotted key, or undefined. */
export function lookupKey(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** i18next's `{{name}}` placeholders filled from `vars` (missing ones become ''). */
export function fillVars(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
}
