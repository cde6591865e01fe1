// Who is calling: a Bearer access token (API clients) or the HttpOnly access cookie (the site).
// Missing, forged, expired or revoked tokens leave the caller anonymous; routes that need a user
// call requireAuth (401).
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv, AuthContext } from '../lib/context.ts'
import { unauthorized } from '../lib/errors.ts'
import { readSessionCookie } from './cookies.ts'

export type { AuthContext }

export function authMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { identity, config } = c.get('deps')
    const header = c.req.header('authorization')
    const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1]
    const token = bearer ?? readSessionCookie(c, 'access', config.siteUrl)
    const session = await identity.authenticate(token)
    c.set('auth', session ? { ...session, via: bearer ? 'bearer' : 'cookie' } : null)
    await next()
  }
}

export function requireAuth(c: Context<AppEnv>): AuthContext {
  const auth = c.get('auth')
  if (!auth) throw unauthorized()
  return auth
}
