import { createIsomorphicFn } from '@tanstack/react-start'

/**
 * How /bff requests travel: in the browser over the network; during server rendering straight
 * into the in-process Hono app with the visitor's cookies (no loopback HTTP hop).
 */
export const bffTransport = createIsomorphicFn()
  .server(async (url: string, init: RequestInit): Promise<Response> => {
    const { fetchBffInProcess } = await import('../server/bff.server.ts')
    return fetchBffInProcess(url, init)
  })
  .client((url: string, init: RequestInit): Promise<Response> => fetch(url, init))
