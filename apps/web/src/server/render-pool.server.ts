// The main thread's render workers (docs/decisions/0018). The main thread owns the database, the
// API, the micro cache and every socket; a page's render — React, the router, the page's
// markup — runs in a worker thread, whose /bff calls come back here. One Node thread renders on
// one core; with the database in the main thread, the workers let a page's render use the others.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { jsonTextOf } from '@courtside/api'
import { isLocale } from '../i18n/locales.ts'
import type { RenderVisit } from '../lib/member-shell.ts'
import { bytesAnswer } from './api-answer.server.ts'
import { callApiHere } from './api-call.server.ts'
import { isServerFnRequest } from './server-fn-errors.server.ts'
import {
  NO_BODY,
  renderWorkerData,
  requestOf,
  plainAnswer,
  plainRequest,
  type FromWorker,
  type PlainAnswer,
  type ToWorker,
  type WorkerMemory,
} from './render-protocol.server.ts'

type Job = { resolve: (response: Response) => void; reject: (error: Error) => void }
type Slot = {
  worker: Worker
  ready: boolean
  jobs: Map<number, Job>
  memoryAsked: ((memory: WorkerMemory) => void)[]
}

declare global {
  /** The server's render workers, if any (the bench's memory probe reads their heaps). */
  var __courtsideRenderPool: RenderPool | undefined
}

export type RenderPool = {
  /** The page rendered by the least busy ready worker; undefined when none is ready. */
  render(request: Request, nonce: string, visit: RenderVisit): Promise<Response> | undefined
  /** Each ready worker's heap (the load check's soak adds them to the main thread's). */
  memory(): Promise<WorkerMemory[]>
  close(): Promise<void>
}

export type RenderPoolOptions = {
  size: number
  /** The server's built entry module: a worker imports it and renders with it. */
  entry: URL
  /** Answers a worker's /bff call (default: the app in this process, `callApiHere`). */
  callApi?: (request: Request, throughCache: boolean) => Promise<Response>
  onWorkerError?: (error: unknown) => void
  /** Pause before a worker that ended is replaced (ms). */
  respawnDelayMs?: number
}

export function createRenderPool({
  size,
  entry,
  callApi = callApiHere,
  onWorkerError,
  respawnDelayMs = 1000,
}: RenderPoolOptions): RenderPool {
  const slots: Slot[] = []
  let nextJob = 0
  let closing = false

  const spawn = (index: number) => {
    const worker = new Worker(entry, { workerData: renderWorkerData })
    const slot: Slot = { worker, ready: false, jobs: new Map(), memoryAsked: [] }
    slots[index] = slot
    const post = (message: ToWorker) => worker.postMessage(message)
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') slot.ready = true
      else if (message.type === 'api') void answerCall(callApi, post, message)
      else if (message.type === 'memory')
        slot.memoryAsked.shift()?.({ heapUsed: message.heapUsed, external: message.external })
      else {
        const job = slot.jobs.get(message.id)
        slot.jobs.delete(message.id)
        if (message.answer) job?.resolve(pageOf(message.answer))
        else job?.reject(new Error(message.error ?? 'The render worker failed'))
      }
    })
    worker.on('error', (error) => onWorkerError?.(error))
    worker.on('exit', () => {
      slot.ready = false
      for (const job of slot.jobs.values()) job.reject(new Error('The render worker stopped'))
      slot.jobs.clear()
      // A worker that has ended holds nothing.
      for (const ask of slot.memoryAsked.splice(0)) ask({ heapUsed: 0, external: 0 })
      // A worker that ends is replaced (after a pause, so a worker failing at start cannot spin).
      if (!closing) setTimeout(() => !closing && spawn(index), respawnDelayMs).unref()
    })
    // The process may end while workers live (they hold no state of their own).
    worker.unref()
  }
  for (let index = 0; index < size; index++) spawn(index)

  return {
    render(request, nonce, visit) {
      let best: Slot | undefined
      for (const slot of slots) if (slot.ready && (!best || slot.jobs.size < best.jobs.size)) best = slot
      if (!best) return undefined
      const slot = best
      const id = ++nextJob
      // Counted at once, so renders asked for together go to different workers.
      return new Promise<Response>((resolve, reject) => {
        slot.jobs.set(id, { resolve, reject })
        plainRequest(request).then(
          (plain) =>
            slot.worker.postMessage({ type: 'render', id, request: plain, nonce, visit } satisfies ToWorker),
          (error: unknown) => {
            slot.jobs.delete(id)
            reject(error instanceof Error ? error : new Error(String(error)))
          },
        )
      })
    },
    memory() {
      const ready = slots.filter((slot) => slot.ready)
      return Promise.all(
        ready.map(
          (slot) =>
            new Promise<WorkerMemory>((resolve) => {
              slot.memoryAsked.push(resolve)
              slot.worker.postMessage({ type: 'memory' } satisfies ToWorker)
            }),
        ),
      )
    },
    async close() {
      closing = true
      await Promise.all(slots.map((slot) => slot.worker.terminate()))
    },
  }
}

async function answerCall(
  callApi: NonNullable<RenderPoolOptions['callApi']>,
  post: (message: ToWorker) => void,
  message: Extract<FromWorker, { type: 'api' }>,
) {
  try {
    const response = await callApi(requestOf(message.request), message.throughCache)
    const body = jsonTextOf(response) ?? (await response.text())
    post({ type: 'api-answer', id: message.id, answer: plainAnswer(response, body) })
  } catch (error) {
    post({
      type: 'api-answer',
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    })
  }
}

/** A worker's page as an answer held in memory (api-answer.server.ts), its bytes not copied. */
function pageOf(answer: PlainAnswer): Response {
  const init = { status: answer.status, statusText: answer.statusText, headers: new Headers(answer.headers) }
  if (NO_BODY.has(answer.status) || answer.body === null) return new Response(null, init)
  const body = answer.body
  const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body, 0, body.byteLength)
  return bytesAnswer(bytes, init)
}

/**
 * Whether a worker may render the request: a page of the site (a locale's path), fetched. Server
 * functions, server routes (sitemap, robots) and files stay in the main thread.
 */
export function isWorkerPage(request: Request): boolean {
  if (request.method !== 'GET' || isServerFnRequest(request)) return false
  return isLocale(new URL(request.url).pathname.split('/')[1])
}

/** Render workers to start: RENDER_WORKERS, or one per core. */
export function renderWorkerCount(configured: number | undefined): number {
  return configured ?? availableParallelism()
}
