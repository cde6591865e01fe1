// Messages between the main thread and its render workers (docs/decisions/0018). Requests and
// answers cross as plain objects; a page's bytes are moved, not copied.
import { parentPort, workerData } from 'node:worker_threads'
import type { RenderVisit } from '../lib/member-shell.ts'

const MARK = 'courtsideRenderWorker'

/** The data a render worker is started with; `isRenderWorker` recognises it. */
export const renderWorkerData = { [MARK]: true }

/** True in a thread started as a render worker. */
export function isRenderWorker(): boolean {
  return parentPort !== null && (workerData as Record<string, unknown> | null)?.[MARK] === true
}

export type PlainRequest = {
  url: string
  method: string
  headers: [string, string][]
  body?: string
  /** The client's address as srvx gives it (`request.ip`): the API's rate limits read it. */
  ip?: string
}

export type PlainAnswer = {
  status: number
  statusText: string
  headers: [string, string][]
  body: ArrayBuffer | string | null
}

export type ToWorker =
  | { type: 'render'; id: number; request: PlainRequest; nonce: string; visit: RenderVisit }
  | { type: 'api-answer'; id: number; answer?: PlainAnswer; error?: string }
  | { type: 'memory' }

/** What a worker's heap holds (bytes); after full collections when Node runs with --expose-gc. */
export type WorkerMemory = { heapUsed: number; external: number }

export type FromWorker =
  | { type: 'ready' }
  | ({ type: 'memory' } & WorkerMemory)
  | { type: 'rendered'; id: number; answer?: PlainAnswer; error?: string }
  | { type: 'api'; id: number; request: PlainRequest; throughCache: boolean }

export async function plainRequest(request: Request): Promise<PlainRequest> {
  const ip = (request as Request & { ip?: unknown }).ip
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    ...(request.body ? { body: await request.text() } : {}),
    ...(typeof ip === 'string' ? { ip } : {}),
  }
}

export function requestOf(plain: PlainRequest): Request {
  const request = new Request(plain.url, { method: plain.method, headers: plain.headers, body: plain.body })
  if (plain.ip !== undefined) Object.defineProperty(request, 'ip', { value: plain.ip })
  return request
}

/** An answer as a plain object, with its body already read. */
export function plainAnswer(response: Response, body: PlainAnswer['body']): PlainAnswer {
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body }
}

/** Statuses whose answers never have a body. */
export const NO_BODY = new Set([101, 103, 204, 205, 304])

export function answerOf(plain: PlainAnswer): Response {
  const body = NO_BODY.has(plain.status) ? null : plain.body
  return new Response(body, { status: plain.status, statusText: plain.statusText, headers: plain.headers })
}
