// The typed /bff client (issue 18): hono/client over the API's own type (`BffApp`), so paths,
// parameters and answers are checked against the server by the compiler instead of hand-kept
// copies. It sends through bffFetch (the same transport, credentials and CSRF header as bff()),
// and `ok()` reads an answer the way bff() does: the success body, or UnauthorizedError/BffError.
import type { BffApp } from '@courtside/api'
import { hc, type ClientResponse } from 'hono/client'
import type { SuccessStatusCode } from 'hono/utils/http-status'
import { bffFetch, readBff } from './bff.ts'

export const api = hc<BffApp>('/', {
  // hc passes the address it built as a string.
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    bffFetch(input instanceof Request ? input.url : input.toString(), init),
}).bff

/** The body of an endpoint's success answer. */
export type OkBody<R> =
  R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never

export async function ok<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<OkBody<R>> {
  return readBff<OkBody<R>>(await call)
}
