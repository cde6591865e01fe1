import { createIsomorphicFn } from '@tanstack/react-start'

type Transport = (url: string, init: RequestInit) => Promise<Response>

declare global {
  /** The in-process /bff call, registered by the server entry (src/server.ts → server/bff.server.ts). */
  var __courtsideBffInProcess: Transport | undefined
}

/**
 * How /bff requests travel: in the browser over the network; during server rendering straight
 * into the in-process Hono app with the visitor's cookies (no loopback HTTP hop). The server side
 * is registered by the server entry, so this client-safe module never imports server code.
 */
export const bffTransport = createIsomorphicFn()
  .server((url: string, init: RequestInit): Promise<Response> => {
    const inProcess = globalThis.__courtsideBffInProcess
    if (!inProcess) throw new Error('The /bff in-process transport is not registered (src/server.ts)')
    return inProcess(url, init)
  })
  .client((url: string, init: RequestInit): Promise<Response> => fetch(url, init))
