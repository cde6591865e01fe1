// A render worker (docs/decisions/0018): a worker thread that renders pages for the main thread.
// It holds no database: every /bff call of a render goes to the main thread (api-call.server.ts),
// which answers it through the same app and micro cache as its own renders.
import { parentPort } from 'node:worker_threads'
import type { RenderVisit } from '../lib/member-shell.ts'
import { rememberAnswerText } from '../lib/answer-text.ts'
import { setApiBridge } from './api-call.server.ts'
import { inMemoryBytes } from './api-answer.server.ts'
import {
  answerOf,
  plainAnswer,
  plainRequest,
  requestOf,
  type FromWorker,
  type ToWorker,
  type WorkerMemory,
} from './render-protocol.server.ts'

export type RenderFn = (request: Request, nonce: string, visit: RenderVisit) => Promise<Response>

/**
 * The answer's body as an ArrayBuffer of its own, to be transferred (not copied) to the main
 * thread. A page rendered to bytes (page-render.server.tsx) is taken as it is.
 */
async function transferableBody(response: Response): Promise<ArrayBuffer | null> {
  const bytes = inMemoryBytes(response)
  if (bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes.buffer
  return response.body ? response.arrayBuffer() : null
}

export function startRenderWorker(render: RenderFn): void {
  const port = parentPort
  if (!port) throw new Error('startRenderWorker runs in a worker thread')
  const post = (message: FromWorker, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer)
  const calls = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>()
  let nextCall = 0

  setApiBridge(async (request, throughCache) => {
    const id = ++nextCall
    const plain = await plainRequest(request)
    return new Promise<Response>((resolve, reject) => {
      calls.set(id, { resolve, reject })
      post({ type: 'api', id, request: plain, throughCache })
    })
  })

  async function renderOne(message: Extract<ToWorker, { type: 'render' }>) {
    try {
      const response = await render(requestOf(message.request), message.nonce, message.visit)
      const body = await transferableBody(response)
      post({ type: 'rendered', id: message.id, answer: plainAnswer(response, body) }, body ? [body] : [])
    } catch (error) {
      post({
        type: 'rendered',
        id: message.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      })
    }
  }

  port.on('message', (message: ToWorker) => {
    if (message.type === 'render') {
      void renderOne(message)
      return
    }
    if (message.type === 'memory') {
      post({ type: 'memory', ...memoryNow() })
      return
    }
    const call = calls.get(message.id)
    if (!call) return
    calls.delete(message.id)
    if (!message.answer) {
      call.reject(new Error(message.error ?? 'The API call failed in the main thread'))
      return
    }
    const response = answerOf(message.answer)
    // The render reads the answer's text from here (lib/answer-text.ts), as in the main thread.
    if (typeof message.answer.body === 'string') rememberAnswerText(response, message.answer.body)
    call.resolve(response)
  })
  post({ type: 'ready' })
}

/** The heap's use after two full collections (when Node exposes `gc`: the bench's leak check). */
function memoryNow(): WorkerMemory {
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  gc?.()
  const { heapUsed, external } = process.memoryUsage()
  return { heapUsed, external }
}
