// Types read off the typed /bff client (bff-client.ts, issue 18): an endpoint's success answer and
// the JSON body it takes, so queries name the server's shapes instead of hand-kept copies.
import type { InferRequestType } from 'hono/client'
import type { OkBody } from './bff-client.ts'

/** The body of an endpoint's success answer (`E`: a typed client's method such as `$get`). */
export type Answer<E extends (...args: never[]) => Promise<unknown>> = OkBody<Awaited<ReturnType<E>>>

/** The JSON body an endpoint takes. */
export type JsonOf<E> = InferRequestType<E> extends { json: infer J } ? J : never
