// Pages are rendered to one string with React's renderToString, not streamed: server.ts holds every
// page in memory before it sends it (api-answer.server.ts, inMemoryPage), so a stream's ~2 kB
// chunks were only encoded, scanned for the router's scripts and joined again (issue 17,
// docs/decisions/0017).
//
// The string goes through the router's transform as bytes, once: TanStack's string path
// (`defaultRenderHandler`) encodes the page into chunks, scans them, decodes them back into a
// string and makes a Response of that string, which the server then checks for lone surrogates
// (a copy) and encodes again — about a tenth of an uncached render's allocations and 5–10% of
// its CPU on the big pages. Here the page is encoded once, scanned as bytes, and the scanned bytes
// are the answer (`bytesAnswer`: kept in memory, found again without reading a stream). Same HTML
// byte for byte (page-render.server.test.tsx compares the two).
//
// renderToString does not wait for a component that suspends: React sends the boundary's
// fallback and leaves the boundary to the browser (which reports it as an error). No page does
// that: route loaders fetch what a page shows before it renders (useSuspenseQuery finds it in the
// cache), lazy parts are mounted on interaction or after hydration, and the live panel keeps its
// loaded component (components/live-board/live-panel-module.ts). A page that still does is
// logged (server.ts, `leavesBoundaryToBrowser`), so it is found and fixed.
import {
  RouterServer,
  defineHandlerCallback,
  getSsrStatus,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import { createStartHandler } from '@tanstack/react-start/server'
import { renderToString } from 'react-dom/server'
import { bytesAnswer } from './api-answer.server.ts'

/** The whole of a byte stream in one buffer. */
export async function collectBytes(stream: ReadableStream<Uint8Array>): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = []
  let length = 0
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    length += value.byteLength
  }
  return Buffer.concat(chunks, length)
}

/** One stream of these bytes. */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
}

/** TanStack's `renderRouterToString`, with the page kept as bytes from React's string on. */
export const bytesRenderHandler = defineHandlerCallback(async ({ router, responseHeaders }) => {
  try {
    const html = renderToString(<RouterServer router={router} />)
    const page = Buffer.from(`<!DOCTYPE html>${html}`)
    const bytes = await collectBytes(transformReadableStreamWithRouter(router, streamOf(page)))
    return bytesAnswer(bytes, { status: getSsrStatus(router), headers: responseHeaders })
  } catch (error) {
    console.error('Render to string error:', error)
    return new Response('Internal Server Error', { status: 500, headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})

export const renderPage = createStartHandler(bytesRenderHandler)
