import type { AsyncLocalStorage } from 'node:async_hooks'
import { createIsomorphicFn } from '@tanstack/react-start'

/**
 * Whom the server is rendering for: the shared member shell of a signed-in player's public page
 * (server/member-shell.server.ts: signed in, but without knowing who), a request without any
 * session cookie (nobody to look up or refresh), or a request with a session.
 */
export type RenderVisit = 'member-shell' | 'signed-out' | 'session'

// Read from a global that server/member-shell.server.ts sets, so the client bundle never imports
// node:async_hooks. Both are always false in the browser.
const visit = (): RenderVisit | undefined => globalThis.__courtsideRenderVisit?.getStore()

/** True while the server renders the shared member shell. */
export const isMemberShellRender = createIsomorphicFn()
  .server((): boolean => visit() === 'member-shell')
  .client((): boolean => false)

/**
 * True while the server renders for a request without a session cookie: there is no session to
 * refresh and no user to read, so the render asks for neither (issue 17: both were in-process
 * calls on every uncached anonymous render).
 */
export const isSignedOutRender = createIsomorphicFn()
  .server((): boolean => visit() === 'signed-out')
  .client((): boolean => false)

declare global {
  var __courtsideRenderVisit: AsyncLocalStorage<RenderVisit> | undefined
}
