// The API's answers are JSON built in memory; they are sent that way (issue 17). Hono's `c.json`
// gives a Response whose body is a stream; passed on as it is, every answer went out chunked
// without a length, held a load-shedder slot until its stream was pumped, and was gzipped
// through a CompressionStream even when it was a 200-byte `{ "user": … }` — in a profile of
// signed-in /bff reads, compressing and pumping were about a tenth of the request's CPU. Here
// the bytes are read once: the answer carries its length, srvx writes it to the socket in one
// go, and compression (compression.server.ts) gzips it in one call when it is worth it.
// Rendered pages are sent the same way (`inMemoryPage`, below). Event streams (live updates) stay
// streams.
import { jsonTextOf } from '@courtside/api'
import { FastResponse } from 'srvx'

/** The bytes of answers made here, for compression without reading the body again. */
const bytesOf = new WeakMap<Response, Buffer<ArrayBuffer>>()

/** An answer of these bytes with their length; `inMemoryBytes` finds them again. */
export function bytesAnswer(
  bytes: Buffer<ArrayBuffer>,
  init: { status: number; statusText?: string; headers: Headers },
): Response {
  init.headers.set('content-length', String(bytes.length))
  const response = new FastResponse(bytes, init)
  bytesOf.set(response, bytes)
  return response
}

/** The answer with its body read into memory, unless it is an event stream or has no body. */
export async function inMemoryAnswer(response: Response): Promise<Response> {
  if (
    !response.body ||
    bytesOf.has(response) ||
    response.headers.get('content-type')?.startsWith('text/event-stream')
  )
    return response
  // The API's JSON answers keep their text (packages/api/src/http/json-text.ts).
  const text = jsonTextOf(response)
  const bytes = text === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(text)
  return bytesAnswer(bytes, {
    status: response.status,
    statusText: response.statusText,
    headers: new Headers(response.headers),
  })
}

/**
 * A rendered page read into memory like an API answer. React streams a page in ~2 kB chunks,
 * and each went through gzip's stream, a thread-pool round trip and web-stream plumbing on its
 * own: about a fifth of an uncached render's CPU (issue 17). The first byte now waits for the
 * last, a few milliseconds later: React sends nothing before the page's shell is complete (its
 * loaders have the data by then), and what follows is mostly the dehydrated data. Other answers
 * of the page handler (files, streams) pass as they are.
 */
export async function inMemoryPage(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response
  return inMemoryAnswer(response)
}

/** The body of an answer made by `bytesAnswer`, or undefined for any other response. */
export function inMemoryBytes(response: Response): Buffer<ArrayBuffer> | undefined {
  return bytesOf.get(response)
}

/** React's mark of a Suspense boundary that the server left for the browser to render. */
const LEFT_TO_BROWSER = Buffer.from('<!--$!-->')

/**
 * Whether a page read into memory (`inMemoryPage`) has a Suspense boundary the server did not
 * render: a component suspended and the render did not wait (server/page-render.server.tsx).
 */
export function leavesBoundaryToBrowser(page: Response): boolean {
  return inMemoryBytes(page)?.includes(LEFT_TO_BROWSER) ?? false
}
