// How query data travels from the server's render to the browser (issue 17). TanStack Router
// serialises the dehydrated query cache with seroval, which walks every object of the data and
// writes each as a JavaScript literal with a back-reference: for a 128-player class page ~200 kB
// of script (32 kB gzipped) and ~7% of the render's CPU. Data that is exactly a /bff JSON answer
// travels as that answer's text instead (one string for seroval, no JSON.stringify: the text the
// API wrote), and the browser parses it with JSON.parse, which is faster than evaluating a
// literal. Anything else (a part of an answer, infinite pages) is serialised as before.

/** The wrapper's one key; an API answer never carries it. */
const JSON_TEXT = '__courtsideJsonText'

/** Answers parsed on the server, with the text they were parsed from. */
const texts = new WeakMap<object, string>()

/**
 * A /bff answer's body. On the server the parsed value remembers its text, for `serializeData`;
 * nothing may change the value afterwards (query data is read-only in this app).
 */
export function parseAnswer(text: string, remember: boolean): unknown {
  const value: unknown = JSON.parse(text)
  if (remember && typeof value === 'object' && value !== null) texts.set(value, text)
  return value
}

/** dehydrate's `serializeData`: an answer's text in place of the answer, else the data as is. */
export function serializeData(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data
  const text = texts.get(data)
  return text === undefined ? data : { [JSON_TEXT]: text }
}

/** hydrate's `deserializeData`: the reverse of serializeData. */
export function deserializeData(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !(JSON_TEXT in data)) return data
  const text = (data as Record<typeof JSON_TEXT, unknown>)[JSON_TEXT]
  return typeof text === 'string' ? JSON.parse(text) : data
}
