// The one /bff client (spec sections 7–8): credentials included, a JSON content type only when
// a body is sent, the CSRF header from its cookie on POST/PUT/PATCH/DELETE, 401 → Unauthorized,
// other failures → the body text, else the status text, else "Request failed".
import { answerText } from './answer-text.ts'
import { bffTransport } from './bff-transport.ts'
import { CSRF_COOKIES, CSRF_HEADER, readCookie } from './cookie-names.ts'
import { parseAnswer } from './query-json.ts'

export const BFF_PREFIX = '/bff'

export class UnauthorizedError extends Error {
  readonly status = 401
  constructor() {
    super('Unauthorized')
    this.name = 'UnauthorizedError'
  }
}

/** A non-OK answer. `message` is the body text (spec 8); `code` is parsed from our error shape. */
export class BffError extends Error {
  readonly status: number
  readonly code: string | undefined
  constructor(status: number, message: string, code?: string) {
    super(message)
    this.name = 'BffError'
    this.status = status
    this.code = code
  }
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

export type BffRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
  headers?: Record<string, string>
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function buildBffUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.set(key, String(value))
  }
  const qs = params.toString()
  return `${BFF_PREFIX}${path}${qs ? `?${qs}` : ''}`
}

export async function bff<T>(path: string, request: BffRequest = {}): Promise<T> {
  const method = request.method ?? 'GET'
  const headers = new Headers(request.headers)
  const hasBody = request.body !== undefined
  if (hasBody) headers.set('content-type', 'application/json')
  const response = await bffFetch(buildBffUrl(path, request.query), {
    method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
    signal: request.signal,
  })
  return readBff<T>(response)
}

/**
 * One /bff request over the transport (network in the browser, in-process on the server), with
 * credentials and the CSRF header on state-changing methods. The typed client (bff-client.ts)
 * sends through this too.
 */
export function bffFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase()
  const headers = new Headers(init.headers)
  if (STATE_CHANGING.has(method) && typeof document !== 'undefined') {
    const token = CSRF_COOKIES.map((name) => readCookie(document.cookie, name)).find(Boolean)
    if (token) headers.set(CSRF_HEADER, token)
  }
  return bffTransport(url, { ...init, method, headers, credentials: 'include' })
}

/** An answer's body, or the error it stands for: 401 → UnauthorizedError, other failures → BffError. */
export async function readBff<T>(response: Response): Promise<T> {
  if (response.status === 401) throw new UnauthorizedError()
  if (!response.ok) {
    const text = await answerText(response).catch(() => '')
    throw new BffError(response.status, text || response.statusText || 'Request failed', parseCode(text))
  }
  if (response.status === 204) return undefined as T
  return parseAnswer(await answerText(response), !!import.meta.env.SSR) as T
}

function parseCode(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown } }
    return typeof parsed.error?.code === 'string' ? parsed.error.code : undefined
  } catch {
    return undefined
  }
}

/** Errors worth retrying: network failures and server-side 5xx, never a client's 4xx. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof UnauthorizedError) return false
  if (error instanceof BffError) return error.status >= 500
  return !(error instanceof DOMException && error.name === 'AbortError')
}
