// What a first visit of each route loads, read from the production build: the TanStack Start
// manifest (apps/web/.output/server/_tanstack-start-manifest_*.mjs) lists each route's preloads
// and CSS; a route's first load is the root's plus those of every route down to it. Used by the
// bundle benchmark (bundle.ts) and by the console guard (../check-first-load.ts).
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

type ManifestRoute = { parentId?: string; children?: string[]; preloads?: string[]; css?: string[] }
export type FirstLoad = { js: string[]; css: string[] }

export async function readFirstLoads(root: string) {
  const serverDir = path.join(root, 'apps/web/.output/server')
  const publicDir = path.join(root, 'apps/web/.output/public')
  const manifestFile = readdirSync(serverDir).find((f) => f.startsWith('_tanstack-start-manifest'))
  if (!manifestFile) throw new Error('No TanStack Start manifest in apps/web/.output/server')
  const { tsrStartManifest } = (await import(pathToFileURL(path.join(serverDir, manifestFile)).href)) as {
    tsrStartManifest: () => { routes: Record<string, ManifestRoute> }
  }
  const { routes } = tsrStartManifest()
  const parents = new Map<string, string>()
  for (const [id, route] of Object.entries(routes))
    for (const child of route.children ?? []) parents.set(child, id)

  /** The route and its ancestors, root first. */
  const chain = (id: string): string[] => {
    const ids: string[] = []
    for (let at: string | undefined = id; at; at = parents.get(at)) ids.unshift(at)
    return ids
  }
  const firstLoad = (id: string): FirstLoad => {
    const js = new Set<string>()
    const css = new Set<string>()
    for (const at of chain(id)) {
      for (const file of routes[at]?.preloads ?? []) js.add(file)
      for (const file of routes[at]?.css ?? []) css.add(file)
    }
    return { js: [...js], css: [...css] }
  }

  const gzCache = new Map<string, number>()
  /** Bytes a browser downloads: the .gz nitro serves, or gzip -9 of the file when it has none. */
  const gzipBytes = (asset: string): number => {
    const cached = gzCache.get(asset)
    if (cached !== undefined) return cached
    const file = path.join(publicDir, asset)
    const size = existsSync(`${file}.gz`)
      ? readFileSync(`${file}.gz`).length
      : gzipSync(readFileSync(file), { level: 9 }).length
    gzCache.set(asset, size)
    return size
  }
  return { routes, firstLoad, gzipBytes, rootJs: new Set(routes.__root__?.preloads ?? []) }
}
