// Login, MFA challenge, logout and token refresh as server functions (spec section 7): tokens
// never reach page JavaScript, only HttpOnly cookies (see auth-relay.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'

export type AuthFailure = { status: 'error'; code: string; message: string; retryAfter: number | null }
export type LoginResult =
  | { status: 'signed-in' }
  | {
      status: 'challenge'
      challenge: 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA'
      session: string
      destination: string | null
    }
  | AuthFailure
export type RefreshResult =
  { status: 'refreshed'; expiresAt: number } | { status: 'signed-out' } | { status: 'unavailable' }

function failure(result: { status: number; body: unknown; retryAfter: string | null }): AuthFailure {
  const error = (result.body as { error?: { code?: string; message?: string } } | null)?.error
  return {
    status: 'error',
    code: error?.code ?? 'REQUEST_FAILED',
    message: error?.message ?? 'Request failed',
    retryAfter: result.retryAfter ? Number(result.retryAfter) : null,
  }
}

/**
 * Input the validator refuses is the caller's mistake: an error with status 400, which TanStack
 * Start answers with that status (server-fn-errors.server.ts turns it into the error shape).
 */
function parseOr400<T>(schema: z.ZodType<T>) {
  return (input: unknown): T => {
    const result = schema.safeParse(input)
    if (result.success) return result.data
    throw Object.assign(new Error('The input of this server function is not valid'), { status: 400 })
  }
}

/** `framed`: the login runs inside an embed iframe, so the session needs partitioned cookies. */
const credentials = z.object({
  identifier: z.string().max(254),
  password: z.string().max(1024),
  framed: z.boolean().optional(),
  /** The page's language, for an SMS code or a lockout notice (the API falls back to English). */
  locale: z.string().max(35).optional(),
})
const challengeInput = z.object({
  identifier: z.string().max(254),
  challenge: z.enum(['SMS_MFA', 'SOFTWARE_TOKEN_MFA']),
  session: z.string().max(4096),
  code: z.string().max(16),
  framed: z.boolean().optional(),
})

export const loginFn = createServerFn({ method: 'POST' })
  .validator(parseOr400(credentials))
  .handler(async ({ data }): Promise<LoginResult> => {
    const { relayAuth } = await import('./auth-relay.server.ts')
    const result = await relayAuth('/login', data)
    return result.status === 200 ? (result.body as LoginResult) : failure(result)
  })

export const respondToChallengeFn = createServerFn({ method: 'POST' })
  .validator(parseOr400(challengeInput))
  .handler(async ({ data }): Promise<LoginResult> => {
    const { relayAuth } = await import('./auth-relay.server.ts')
    const result = await relayAuth('/challenge', data)
    return result.status === 200 ? { status: 'signed-in' } : failure(result)
  })

export const logoutFn = createServerFn({ method: 'POST' }).handler(async () => {
  const { relayAuth } = await import('./auth-relay.server.ts')
  await relayAuth('/logout')
  return { success: true as const }
})

/**
 * Refreshes the tokens. `onlyIfExpiring`: only when they expire within the tolerance (spec
 * section 4: 5 seconds) — used before every page load; the 50-minute timer forces it.
 */
export const refreshSessionFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) =>
    parseOr400(z.object({ onlyIfExpiring: z.boolean().default(false) }))(input ?? {}),
  )
  .handler(async ({ data }): Promise<RefreshResult | { status: 'fresh' } | { status: 'anonymous' }> => {
    const { relayAuth, sessionExpiryFromRequest, hasRefreshCookie } = await import('./auth-relay.server.ts')
    const { isExpiring } = await import('../lib/session-expiry.ts')
    if (!hasRefreshCookie()) return { status: 'anonymous' }
    if (data.onlyIfExpiring && !isExpiring(sessionExpiryFromRequest())) return { status: 'fresh' }
    const result = await relayAuth('/refresh')
    if (result.status === 200)
      return { status: 'refreshed', expiresAt: (result.body as { expiresAt: number }).expiresAt }
    // 401: the provider refused (cookies cleared by the API). 5xx: keep the tokens, try later.
    return result.status === 401 ? { status: 'signed-out' } : { status: 'unavailable' }
  })
