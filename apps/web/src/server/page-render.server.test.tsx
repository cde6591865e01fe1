import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  type AnyRouter,
} from '@tanstack/react-router'
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import { describe, expect, it } from 'vitest'
import { inMemoryBytes } from './api-answer.server.ts'
import { bytesRenderHandler, collectBytes } from './page-render.server.tsx'

// A small app with what the real pages have: head tags, a loader's data dehydrated for the
// browser (some of it settling after the render, as the query integration's data does), the
// router's scripts, text outside ASCII, and a not-found page.
const rootRoute = createRootRoute({
  head: () => ({ meta: [{ title: 'Grüße – Übersicht ✓' }] }),
  component: () => (
    <html lang="de">
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  ),
  notFoundComponent: () => <p>Nicht gefunden</p>,
})
type PageData = { title: string; players: string[]; later: Promise<string> }

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$locale/class/$id',
  loader: ({ params }): PageData => {
    if (params.id === '0') throw notFound()
    return {
      title: `Gruppe Ä – Spiel ${params.id} 🏓`,
      players: ['Zoë', 'Åsa', 'Łukasz'],
      // Settles after the render: its data reaches the page only through the router's transform.
      later: new Promise<string>((resolve) => setTimeout(() => resolve('Später – Ergebnis ✓'), 5)),
    }
  },
  component: function Page() {
    const data: PageData = pageRoute.useLoaderData()
    return (
      <main>
        <h1>{data.title}</h1>
        <ul>
          {data.players.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </main>
    )
  },
})
const routeTree = rootRoute.addChildren([pageRoute])

function render(path: string, handler: typeof bytesRenderHandler): Promise<Response> {
  const request = new Request(`http://localhost${path}`)
  const makeRouter = (): AnyRouter => createRouter({ routeTree })
  return createRequestHandler({ createRouter: makeRouter, request })(handler)
}

/** The same page rendered twice differs only in the dehydrated matches' load times. */
const withoutTimes = (html: string) => html.replace(/\bu:\d+/g, 'u:0')

describe('pages rendered to bytes', () => {
  it("are the HTML of TanStack's string renderer, byte for byte, held in memory with their length", async () => {
    const expected = await render('/de/class/7', defaultRenderHandler)
    const answer = await render('/de/class/7', bytesRenderHandler)
    const bytes = inMemoryBytes(answer)
    expect(bytes).toBeDefined()
    expect(answer.headers.get('content-length')).toBe(String(bytes?.length))
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(withoutTimes(html)).toBe(withoutTimes(await expected.text()))
    expect(html.startsWith('<!DOCTYPE html><html lang="de">')).toBe(true)
    expect(html).toContain('<h1>Gruppe Ä – Spiel 7 🏓</h1>')
    expect(html).toContain('<title>Grüße – Übersicht ✓</title>')
    // The loader's data goes to the browser in the router's scripts, before the body closes.
    expect(html).toMatch(/\$_TSR[\s\S]*Łukasz[\s\S]*Später – Ergebnis ✓[\s\S]*<\/body><\/html>$/)
  })

  it('keep the status of a page that is not found', async () => {
    const expected = await render('/de/class/0', defaultRenderHandler)
    const answer = await render('/de/class/0', bytesRenderHandler)
    expect(answer.status).toBe(404)
    expect(expected.status).toBe(404)
    expect(withoutTimes(await answer.text())).toBe(withoutTimes(await expected.text()))
  })
})

describe('collectBytes', () => {
  it('joins a stream of chunks, characters split across chunks included', async () => {
    const text = 'Spielplan – Åsa 🏓 Zoë'
    const bytes = Buffer.from(text)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 3) controller.enqueue(bytes.subarray(at, at + 3))
        controller.close()
      },
    })
    expect((await collectBytes(stream)).toString('utf8')).toBe(text)
  })

  it('gives an empty buffer for an empty stream', async () => {
    const stream = new ReadableStream<Uint8Array>({ start: (controller) => controller.close() })
    expect((await collectBytes(stream)).length).toBe(0)
  })
})
