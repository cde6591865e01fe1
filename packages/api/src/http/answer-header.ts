/** The part of Hono's Context used here (any route's context has it). */
type AnswerContext = { finalized: boolean; res: Response; header(name: string, value: string): void }

/**
 * Sets a header of the answer a handler has made (issue 17). Hono's `c.header` after the handler
 * wraps the answer in a new Response with a copy of its headers, in case they are immutable (a
 * fetched response's are): the logging and caching middleware did that two or three times for
 * every /bff answer. The handlers' own answers have mutable headers and are changed in place.
 */
export function setAnswerHeader(c: AnswerContext, name: string, value: string): void {
  if (!c.finalized) return c.header(name, value)
  try {
    c.res.headers.set(name, value)
  } catch {
    c.header(name, value)
  }
}
