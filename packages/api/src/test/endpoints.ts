// The /bff endpoints as the Hono app itself lists them (method + route pattern), so suites that
// must cover every endpoint (hostile-input, access-matrix) pick up new ones automatically.
import type { Hono } from 'hono'

export type Endpoint = { method: string; path: string }

export function endpointsOf(app: Pick<Hono, 'routes'>): Endpoint[] {
  const seen = new Set<string>()
  return app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/bff/') && !r.path.includes('*'))
    .filter((r) => {
      const key = `${r.method} ${r.path}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .map((r) => ({ method: r.method, path: r.path }))
}

/** The route pattern with its parameters (`:id`, `:answer{accept|decline}`) filled in turn from `values`. */
export const fillPath = (path: string, values: string[]) => {
  let i = 0
  // eslint-disable-next-line security/detect-unsafe-regex -- applied to our own route patterns, not to input
  return path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => encodeURIComponent(values[i++ % values.length] ?? 'x'))
}
