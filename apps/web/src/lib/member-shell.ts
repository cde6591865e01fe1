import type { AsyncLocalStorage } from 'node:async_hooks'
import { createIsomorphicFn } from '@tanstack/react-start'

/**
 * True while the server renders a signed-in player's public page as the shared member shell
 * (server/member-shell.server.ts): signed in, but without knowing who. Always false in the browser.
 */
export const isMemberShellRender = createIsomorphicFn()
  // Read from a global that server/member-shell.server.ts sets, so the client bundle never
  // imports node:async_hooks.
  .server((): boolean => globalThis.__courtsideMemberShell?.getStore() ?? false)
  .client((): boolean => false)

declare global {
  var __courtsideMemberShell: AsyncLocalStorage<boolean> | undefined
}
