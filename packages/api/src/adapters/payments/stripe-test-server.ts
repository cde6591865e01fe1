// Test helper: a local HTTP server standing in for api.stripe.com. It records the requests the
// real `stripe` SDK sends (method, path, headers, form body) and answers with Stripe-shaped JSON,
// so tests can check what would go over the wire. Only what our adapter uses is implemented.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = {
  method: string
  path: string
  headers: IncomingMessage['headers']
  /** The form-encoded body, flattened as Stripe encodes it (`metadata[orderId]`). */
  form: Record<string, string>
}

type Intent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: string
  client_secret: string
  description: string | null
  metadata: Record<string, string>
}

export type StripeTestServer = {
  url: string
  requests: RecordedRequest[]
  intents: Map<string, Intent>
  /** Next refund status the server answers with (default succeeded). */
  refundStatus: string
  /** Overrides the next created intent's amount (to test a provider mismatch). */
  tamperNextAmount: number | null
  close: () => Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (data += chunk))
    request.on('end', () => resolve(data))
    request.on('error', reject)
  })
}

export async function startStripeTestServer(): Promise<StripeTestServer> {
  const state: Omit<StripeTestServer, 'url' | 'close'> = {
    requests: [],
    intents: new Map(),
    refundStatus: 'succeeded',
    tamperNextAmount: null,
  }
  // Stripe's idempotency: the same key returns the first response.
  const byIdempotencyKey = new Map<string, unknown>()
  let counter = 0

  const server: Server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request)
      const url = new URL(request.url ?? '/', 'http://localhost')
      const form = Object.fromEntries(new URLSearchParams(raw))
      state.requests.push({
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        form,
      })
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` })
        response.end(JSON.stringify(body))
      }
      if (request.headers.authorization !== 'Bearer sk_test_courtside') {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
        return
      }
      const key = request.headers['idempotency-key']
      const cacheKey = typeof key === 'string' ? `${request.method} ${url.pathname} ${key}` : null
      if (request.method === 'POST' && cacheKey && byIdempotencyKey.has(cacheKey)) {
        send(200, byIdempotencyKey.get(cacheKey))
        return
      }
      const remember = (body: unknown) => {
        if (cacheKey) byIdempotencyKey.set(cacheKey, body)
        send(200, body)
      }

      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const id = `pi_test_${++counter}`
        const metadata: Record<string, string> = {}
        for (const [k, v] of Object.entries(form)) {
          const match = k.match(/^metadata\[(.+)\]$/)
          if (match?.[1]) metadata[match[1]] = v
        }
        const intent: Intent = {
          id,
          object: 'payment_intent',
          amount: state.tamperNextAmount ?? Number(form.amount),
          amount_received: 0,
          currency: form.currency ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_test`,
          description: form.description ?? null,
          metadata,
        }
        state.tamperNextAmount = null
        state.intents.set(id, intent)
        remember(intent)
        return
      }
      const intentMatch = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)$/)
      if (request.method === 'GET' && intentMatch?.[1]) {
        const intent = state.intents.get(intentMatch[1])
        if (!intent)
          send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } })
        else send(200, intent)
        return
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        remember({
          id: `re_test_${++counter}`,
          object: 'refund',
          amount: Number(form.amount),
          payment_intent: form.payment_intent,
          status: state.refundStatus,
          metadata: {},
        })
        return
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL ${url.pathname}` },
      })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}

/** Marks an intent paid, as Stripe would after a successful card payment. */
export function succeedIntent(server: StripeTestServer, id: string): Intent {
  const intent = server.intents.get(id)
  if (!intent) throw new Error(`no intent ${id}`)
  intent.status = 'succeeded'
  intent.amount_received = intent.amount
  return intent
}
