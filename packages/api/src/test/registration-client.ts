// A small client for registration suites: requests as a signed-in browser (cookies + CSRF
// header) with optional extra headers such as Idempotency-Key.
import { eq, users } from '@courtside/db'
import type { Session } from './test-session.ts'
import type { RegistrationTestApp } from './registration-fixtures.ts'

export type CallOptions = {
  body?: unknown
  headers?: Record<string, string>
  /** null: send no CSRF header. */
  csrf?: string | null
}

export function caller(t: RegistrationTestApp) {
  return async function call(
    session: Session | null,
    method: 'GET' | 'POST',
    path: string,
    options: CallOptions = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies, checked by assertions
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const headers: Record<string, string> = { ...options.headers }
    if (session) headers.cookie = session.cookieHeader()
    const csrf = options.csrf === undefined ? session?.csrf : options.csrf
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const response = await t.app.request(`/bff${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const text = await response.text()
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : null,
      headers: response.headers,
    }
  }
}

let keyCounter = 0
/** A fresh Idempotency-Key. */
export const newKey = () => `test-key-${Date.now()}-${++keyCounter}`

export async function userIdOf(t: RegistrationTestApp, session: Session): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, session.email))
  if (!row) throw new Error(`no user ${session.email}`)
  return row.id
}
