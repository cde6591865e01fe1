import type { AsyncLocalStorage } from 'node:async_hooks'
import { createIsomorphicFn } from '@tanstack/react-start'

/**
 * The per-request CSP nonce (src/server.ts creates it). On the client the value does not matter:
 * scripts added after hydration come from our own origin, which the policy allows.
 */
export const getCspNonce = createIsomorphicFn()
  .server((): string | undefined => {
    // Read from a global that src/server.ts sets, so the client bundle never imports node:async_hooks.
    return globalThis.__courtsideNonce?.getStore()
  })
  .client((): string | undefined => undefined)

declare global {
  var __courtsideNonce: AsyncLocalStorage<string> | undefined
}
