// The JSON text of each answer, kept with the answer (issue 17). Hono's `c.json` stringifies an
// answer into a Response whose body can only be read back as a stream: the server then read
// every /bff answer's bytes back out of that stream to send them with their length, and server
// rendering's in-process calls read the text back (encode, stream, decode) only to parse it —
// with the 128-player class (190 kB) reading it back was ~3–4% of the class page's CPU. Here
// `c.json` makes the same Response (Hono's own `c.body` with the same default content type) and
// remembers its text, so `jsonTextOf` can hand it over instead. The text is kept with the body
// (a stream object), not the Response: Hono's `c.header()` after the handler wraps the same body
// in a new Response. A middleware that makes a new body is simply not found here and its answer
// is read as before.
import type { Context, MiddlewareHandler } from 'hono'

const texts = new WeakMap<ReadableStream, string>()

/** The text of an answer made by `c.json`, or undefined for any other response. */
export function jsonTextOf(response: Response): string | undefined {
  return response.body ? texts.get(response.body) : undefined
}

/** Installs the remembering `c.json` for the request; the first middleware of the app. */
export function keepJsonText(): MiddlewareHandler {
  return async (c, next) => {
    c.json = ((
      object: unknown,
      arg?: Parameters<Context['body']>[1],
      headers?: Record<string, string | string[]>,
    ) => {
      const text = JSON.stringify(object)
      // Exactly Hono's `c.json` (context.js): its body call with JSON as the default content type.
      const response = c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers })
      if (text !== undefined && response.body) texts.set(response.body, text)
      return response
    }) as unknown as Context['json']
    await next()
  }
}
