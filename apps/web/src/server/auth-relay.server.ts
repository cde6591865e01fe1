// Server side of the auth server functions: forwards to the in-process /bff/auth endpoints (one
// implementation of sessions and cookies, tested in packages/api/src/features/accounts) with the
// visitor's cookies and address, and hands the Set-Cookie headers back to the browser.
import { appendResponseHeader, getRequest, getRequestIP } from '@tanstack/react-start/server'
import { callApi } from './api-call.server.ts'

export type RelayResult = { status: number; body: unknown; retryAfter: string | null }

const FORWARDED = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-request-id']

export async function relayAuth(path: string, body: unknown = {}): Promise<RelayResult> {
  const incoming = getRequest()
  const origin = new URL(incoming.url).origin
  const headers = new Headers({ 'content-type': 'application/json' })
  for (const name of FORWARDED) {
    const value = incoming.headers.get(name)
    if (value) headers.set(name, value)
  }
  // The server function itself passed TanStack Start's Origin/Sec-Fetch-Site guard (or this is
  // an in-process call during server rendering), so the relayed call is same-origin.
  headers.set('origin', origin)
  const request = new Request(`${origin}/bff/auth${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  // The rate limiter reads the socket address the way srvx exposes it (request.ip).
  Object.defineProperty(request, 'ip', { value: getRequestIP() ?? 'unknown' })
  const response = await callApi(request).catch((error: unknown) => {
    // A server-side failure, not bad input: 503 (server-fn-errors.server.ts relies on it).
    throw Object.assign(new Error('The database is not open', { cause: error }), { status: 503 })
  })
  const cookies = response.headers.getSetCookie()
  for (const cookie of cookies) appendResponseHeader('set-cookie', cookie)
  if (cookies.length) shareCookiesWithThisRequest(incoming, cookies)
  const text = await response.text()
  let parsed: unknown = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = null
  }
  return { status: response.status, body: parsed, retryAfter: response.headers.get('retry-after') }
}

/**
 * After a refresh during server rendering, later in-process /bff calls of the same page
 * (bff.server.ts forwards the page request's cookie header) must see the new tokens.
 */
function shareCookiesWithThisRequest(request: Request, setCookies: string[]) {
  const jar = new Map<string, string>()
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index > 0) jar.set(part.slice(0, index).trim(), part.slice(index + 1).trim())
  }
  for (const line of setCookies) {
    const [pair = ''] = line.split(';')
    const index = pair.indexOf('=')
    const name = pair.slice(0, index).trim()
    const value = pair.slice(index + 1).trim()
    if (/max-age=0/i.test(line) || !value) jar.delete(name)
    else jar.set(name, value)
  }
  try {
    request.headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
  } catch {
    // Immutable request headers: the page renders with the old cookies once; the browser has the new ones.
  }
}

/** The readable session marker: when the access and id tokens expire (epoch seconds). */
export function sessionExpiryFromRequest(): number | null {
  const cookie = getRequest().headers.get('cookie') ?? ''
  const match = cookie.match(/(?:^|;\s*)(?:__Host-)?courtside_session=(\d+)/)
  return match?.[1] ? Number(match[1]) : null
}

export function hasRefreshCookie(): boolean {
  return /(?:^|;\s*)(?:__Host-)?courtside_refresh=[^;]+/.test(getRequest().headers.get('cookie') ?? '')
}
