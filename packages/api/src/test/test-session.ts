// Test helpers: sign up, verify and sign in through the real /bff endpoints, and carry the
// resulting cookies like a browser would.
import { desc, eq, outboxMessages, type Db } from '@courtside/db'
import type { TestApp } from './databases.ts'

export const ORIGIN = 'http://localhost:3000'
export const STRONG_PASSWORD = 'Dinking-at-the-kitchen-line-42'

export type Session = {
  cookies: Record<string, string>
  cookieHeader: () => string
  csrf: string
  email: string
}

/** Our API's error shape (DESIGN.md): `{ error: { code, message } }`. */
export type ErrorBody = { error: { code: string; message: string } }

/** The `error.code` of an error response. */
export async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as ErrorBody).error.code
}

export function parseSetCookies(response: Response): Record<string, { value: string; attributes: string }> {
  const result: Record<string, { value: string; attributes: string }> = {}
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';')
    const index = pair.indexOf('=')
    result[pair.slice(0, index).trim()] = {
      value: decodeURIComponent(pair.slice(index + 1).trim()),
      attributes: attributes.join(';'),
    }
  }
  return result
}

export async function latestCode(db: Db, recipient: string): Promise<string> {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1)
  const code = message?.body.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code sent to ${recipient}`)
  return code
}

export function post(t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  })
}

export async function createAccount(t: TestApp, email: string, password = STRONG_PASSWORD) {
  const signUp = await post(t, '/bff/auth/sign-up', {
    identifier: email,
    password,
    givenName: 'Test',
    familyName: 'Player',
  })
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${await signUp.text()}`)
  const verify = await post(t, '/bff/auth/verify', { identifier: email, code: await latestCode(t.db, email) })
  if (verify.status !== 200) throw new Error(`verify failed: ${await verify.text()}`)
}

export function sessionFromResponse(response: Response, email: string): Session {
  const cookies: Record<string, string> = {}
  for (const [name, { value }] of Object.entries(parseSetCookies(response))) if (value) cookies[name] = value
  return {
    cookies,
    email,
    csrf: cookies['__Host-courtside_csrf'] ?? cookies.courtside_csrf ?? '',
    cookieHeader: () =>
      Object.entries(cookies)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('; '),
  }
}

export async function signIn(t: TestApp, email: string, password = STRONG_PASSWORD): Promise<Session> {
  const response = await post(t, '/bff/auth/login', { identifier: email, password })
  if (response.status !== 200) throw new Error(`login failed: ${await response.text()}`)
  return sessionFromResponse(response, email)
}

export async function signUpAndIn(t: TestApp, email: string): Promise<Session> {
  await createAccount(t, email)
  return signIn(t, email)
}

/** A request as the signed-in browser: cookies, and the CSRF header on state changes. */
export function asUser(
  t: TestApp,
  session: Session,
  path: string,
  init: { method?: string; body?: unknown; csrf?: string | null } = {},
) {
  const method = init.method ?? 'GET'
  const headers: Record<string, string> = { cookie: session.cookieHeader() }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const csrf = init.csrf === undefined ? session.csrf : init.csrf
  if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf
  return t.app.request(path, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}
