// A stand-in render worker for render-pool.test.ts: it speaks the pool's protocol
// (render-protocol.server.ts) without the app. Paths: /en/echo makes one /bff call and renders
// its answer; /en/crash ends the worker; /en/fail reports a failed render; /en/slow waits 200 ms.
import { parentPort, threadId } from 'node:worker_threads'

const calls = new Map()
let nextCall = 0
// Set when the worker is ending: process.exit in a worker may still deliver a queued message.
let ending = false

function callApi(request) {
  const id = ++nextCall
  return new Promise((resolve) => {
    calls.set(id, resolve)
    parentPort.postMessage({ type: 'api', id, request, throughCache: true })
  })
}

async function render({ id, request, nonce, visit }) {
  const path = new URL(request.url).pathname
  if (path === '/en/crash') {
    ending = true
    process.exit(3)
  }
  if (path === '/en/fail') return parentPort.postMessage({ type: 'rendered', id, error: 'render failed' })
  if (path === '/en/slow') await new Promise((resolve) => setTimeout(resolve, 200))
  let text = ''
  if (path === '/en/echo') {
    const answer = await callApi({
      url: 'http://localhost/bff/echo',
      method: 'POST',
      headers: [['content-type', 'application/json']],
      body: JSON.stringify({ cookie: new Headers(request.headers).get('cookie') }),
      ip: '203.0.113.9',
    })
    text = `${answer.status} ${answer.body}`
  }
  const body = new TextEncoder().encode(`<p>${text}|${nonce}|${visit}</p>`).buffer
  parentPort.postMessage(
    {
      type: 'rendered',
      id,
      answer: {
        status: 200,
        statusText: '',
        headers: [
          ['content-type', 'text/html; charset=utf-8'],
          ['set-cookie', 'a=1; Path=/'],
          ['set-cookie', 'b=2; Path=/'],
          ['x-thread', String(threadId)],
        ],
        body,
      },
    },
    [body],
  )
}

parentPort.on('message', (message) => {
  if (ending) return
  if (message.type === 'render') void render(message)
  else if (message.type === 'memory') parentPort.postMessage({ type: 'memory', ...process.memoryUsage() })
  else if (message.type === 'api-answer')
    calls.get(message.id)?.(message.answer ?? { status: 0, body: message.error })
})
parentPort.postMessage({ type: 'ready' })
