// Pure rules of the first-load guard (check-first-load.ts runs them on a production build):
// issue 12 — the public pages' first-load JS must not grow with the organizer console.

/**
 * Whether a browser module (its id relative to apps/web) is console code. A console route's own
 * file is allowed without a query: that is the route's definition (path, head, beforeLoad), which
 * the route tree in the entry needs to match URLs; its loader and component are split off
 * (`?tsr-split=…`, vite.config.ts) and are console code.
 */
export function isConsoleModule(id: string): boolean {
  const [file = '', query] = id.split('?')
  if (/(^|\/)src\/routes\/\$locale\/manage\//.test(file)) return query !== undefined
  return (
    /(^|\/)src\/(components|locales)\/manage\//.test(file) ||
    /(^|\/)src\/queries\/manage[-.]/.test(file) ||
    /[\\/]node_modules[\\/]@mantine[\\/](dates|dropzone)[\\/]/.test(file)
  )
}

/** Routes a visitor can open without the console: everything outside /$locale/manage. */
export const isPublicRoute = (routeId: string) => !/^\/\$locale\/manage(\/|$)/.test(routeId)

/** Files every page loads (the root route's preloads): the entry, with the `$initial` group. */
export const MAX_ROOT_FILES = 2

export type Violation = { route: string; chunk: string; module: string }

/**
 * Console modules in the first load of public routes, and files a first load names that the
 * chunk map does not know (a stale or mismatched build, which must not pass silently).
 */
export function findViolations(
  firstLoads: Record<string, string[]>,
  chunkModules: Record<string, string[]>,
): Violation[] {
  const violations: Violation[] = []
  for (const [route, files] of Object.entries(firstLoads)) {
    if (!isPublicRoute(route)) continue
    for (const file of files) {
      const modules = chunkModules[file.replace(/^\//, '')]
      if (!modules) {
        violations.push({ route, chunk: file, module: '(chunk missing from client-chunks.json)' })
        continue
      }
      for (const module of modules.filter(isConsoleModule)) violations.push({ route, chunk: file, module })
    }
  }
  return violations
}
