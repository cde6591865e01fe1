// Faults (issue 8): the database unreachable at start-up and in the middle of a request gives a
// clear 503 in the error shape with Retry-After, and the API recovers when the database returns.
// PostgreSQL is reached through a TCP relay this test controls, so "the database goes away" is
// real network behaviour (refused connections, connections cut while a query is on the wire).
// Payments: Stripe (the real SDK) behind a stand-in that takes the request and never answers, so
// the SDK's timeout fires; the registration stays pending and is confirmed exactly once later.
// Registration writes: a child process registering players is killed with SIGKILL mid-way and
// the database must hold only whole orders (PostgreSQL, where a connection really dies).
import { spawn } from 'node:child_process'
import { createServer, type ServerResponse } from 'node:http'
import net from 'node:net'
import { fileURLToPath } from 'node:url'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  asc,
  classes,
  count,
  eq,
  inArray,
  openDatabase,
  orderItems,
  orders,
  outboxMessages,
  registrations,
  sql,
  teams,
  users,
  type DatabaseHandle,
} from '@courtside/db'
import { createApp } from '../app.ts'
import {
  startStripeTestServer,
  succeedIntent,
  type StripeTestServer,
} from '../adapters/payments/stripe-test-server.ts'
import {
  createFixture,
  createRegistrationTestApp,
  type Fixture,
  type RegistrationTestApp,
} from './registration-fixtures.ts'
import { DATABASE_KINDS, openTestDatabase, SEED_NOW, silentLogger } from './databases.ts'

const config = { siteUrl: 'http://localhost:3000', environment: 'development' as const }

type ErrorBody = { error: { code: string; message: string } }

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBeTruthy()
  const body = (await response.json()) as ErrorBody
  expect(body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) as string } })
  expect(body.error.message).not.toMatch(/ECONN|select|terminated|postgres/i)
}

/** A port that refuses connections: bound once to learn a free port, then closed. */
async function refusedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** A TCP relay to PostgreSQL that can be switched off (refuse and cut) and on again. */
async function createRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let port = 0
  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host)
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
        socket.on('error', () => {})
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve))
    port = (server.address() as net.AddressInfo).port
  }
  await listen()
  return {
    port: () => port,
    /** New connections are refused; open ones are cut the next time a query is sent on them. */
    down: async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      for (const socket of sockets) socket.once('data', () => socket.destroy())
    },
    up: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()))
    },
  }
}

describe('database unavailable at start-up', () => {
  it('answers 503 with the error shape instead of failing or hanging', async () => {
    const port = await refusedPort()
    const database = await openDatabase({
      databaseUrl: `postgres://postgres:postgres@127.0.0.1:${port}/courtside`,
      dataDir: '',
    })
    try {
      const app = createApp({ database, logger: silentLogger, config })
      await expectUnavailable(await app.request('/bff/tournament/list'))
      await expectUnavailable(await app.request('/bff/tournament/1'))
      const health = await app.request('/bff/health')
      expect(health.status).toBe(503)
      expect(await health.json()).toMatchObject({ status: 'degraded', database: { reachable: false } })
    } finally {
      await database.close()
    }
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL going away and coming back', () => {
  let template: DatabaseHandle
  let relayed: DatabaseHandle
  let relay: Awaited<ReturnType<typeof createRelay>>
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    // A fresh copy of the seeded template; the app reaches it only through the relay.
    template = await openTestDatabase('postgres')
    const result = await template.db.execute<{ name: string }>(sql`select current_database() as name`)
    const row = (result as { rows: { name: string }[] }).rows[0]
    const direct = new URL(process.env.TEST_DATABASE_URL as string)
    relay = await createRelay({ host: direct.hostname, port: Number(direct.port || 5432) })
    const url = new URL(direct)
    url.host = `127.0.0.1:${relay.port()}`
    url.pathname = `/${row?.name ?? ''}`
    relayed = await openDatabase({ databaseUrl: url.toString(), dataDir: '' })
    app = createApp({ database: relayed, logger: silentLogger, config })
  })

  afterAll(async () => {
    await relayed?.close().catch(() => {})
    await relay?.close()
    await template?.close()
  })

  it('serves, answers 503 while the database is gone (mid-request and new connections), and recovers', async () => {
    const before = await app.request('/bff/tournament/list')
    expect(before.status).toBe(200)
    const expected = (await before.json()) as { total: number }

    await relay.down()
    // The pooled connection is cut while the query is on the wire…
    await expectUnavailable(await app.request('/bff/tournament/list'))
    // …and reconnecting is refused.
    await expectUnavailable(await app.request('/bff/tournament/list'))
    expect((await app.request('/bff/health')).status).toBe(503)

    await relay.up()
    const after = await app.request('/bff/tournament/list')
    expect(after.status).toBe(200)
    expect(((await after.json()) as { total: number }).total).toBe(expected.total)
    expect((await app.request('/bff/health')).status).toBe(200)
  })
})

/**
 * An HTTP relay in front of the Stripe stand-in. While `hang` is on, requests are still delivered
 * to the stand-in (Stripe did receive them and may have created the intent) but no answer ever
 * comes back, as when Stripe is slow or the network drops the reply.
 */
async function startHangingRelay(target: string) {
  const held = new Set<ServerResponse>()
  const state = { hang: false, delivered: 0, unanswered: 0 }
  const server = createServer((request, response) => {
    void (async () => {
      let body = ''
      request.setEncoding('utf8')
      for await (const chunk of request) body += chunk as string
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers.set(name, value)
      }
      const upstream = await fetch(`${target}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers,
        ...(request.method === 'GET' ? {} : { body }),
      })
      const text = await upstream.text()
      state.delivered++
      if (state.hang) {
        state.unanswered++
        held.add(response)
        response.on('close', () => held.delete(response))
        return
      }
      response.writeHead(upstream.status, { 'content-type': 'application/json' })
      response.end(text)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: async () => {
      for (const response of held) response.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  })
}

const WEBHOOK_SECRET = 'whsec_courtside_faults'

describe.each(DATABASE_KINDS)('payment provider timeout on %s', (kind) => {
  let stripe: StripeTestServer
  let relay: Awaited<ReturnType<typeof startHangingRelay>>
  let t: RegistrationTestApp
  let fx: Fixture
  let player: { id: number }

  beforeAll(async () => {
    stripe = await startStripeTestServer()
    relay = await startHangingRelay(stripe.url)
    t = await createRegistrationTestApp(kind, {
      raceTokens: true,
      payments: {
        provider: 'stripe',
        secretKey: 'sk_test_courtside',
        publishableKey: 'pk_test_courtside',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: relay.url,
        // Low so the test is quick; one retry, which must not create a second payment.
        timeoutMs: 300,
        maxNetworkRetries: 1,
      },
    })
    fx = await createFixture(t.db, SEED_NOW)
    const [row] = await t.db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1)
    player = row!
  })
  afterAll(async () => {
    await t.database.close()
    await relay.close()
    await stripe.close()
  })

  const request = (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.request(`/bff${path}`, {
      method,
      headers: { authorization: `Bearer race-${player.id}`, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const deliver = (payload: string) =>
    t.app.request('/bff/payments/stripe/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    })
  const snapshot = async (orderId: string) => ({
    order: (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0],
    entries: await t.db.select().from(registrations).where(eq(registrations.orderId, orderId)),
    teams: await t.db.select().from(teams).where(eq(teams.classId, fx.singlesId)),
    // Every message queued for anyone (confirmation mails and the like): none is sent twice.
    messages: (await t.db.select({ n: count() }).from(outboxMessages))[0]?.n,
  })

  it('a payment provider timeout leaves the registration pending, never confirmed twice', async () => {
    const created = await request(
      'POST',
      `/registrations/tournament/${fx.tournamentId}/orders`,
      { entries: [{ classId: fx.singlesId }] },
      { 'idempotency-key': `faults-timeout-${kind}` },
    )
    expect(created.status).toBe(201)
    const order = (await created.json()) as { id: string; totalMinor: number }

    // Stripe receives the request (and its retry) but never answers: a 504 in the error shape.
    relay.hang = true
    const timedOut = await request('POST', `/registrations/orders/${order.id}/pay`, { locale: 'en' })
    expect(timedOut.status).toBe(504)
    expect(timedOut.headers.get('retry-after')).toBeTruthy()
    const error = (await timedOut.json()) as ErrorBody
    expect(error).toEqual({
      error: { code: 'PAYMENT_PROVIDER_TIMEOUT', message: expect.any(String) as string },
    })
    expect(error.error.message).not.toMatch(/ECONN|abort|timeout being reached|stripe/i)
    expect(relay.unanswered).toBe(2)

    const pending = await snapshot(order.id)
    expect(pending.order).toMatchObject({ status: 'pending', paymentRef: null, paidAt: null })
    expect(pending.entries.map((e) => e.status)).toEqual(['pending_payment'])
    const view = await request('GET', `/registrations/orders/${order.id}`)
    expect(view.status).toBe(200)
    expect(await view.json()).toMatchObject({ status: 'pending', isPayable: true })

    // Stripe answers again: paying resumes the one PaymentIntent Stripe already made (same key).
    relay.hang = false
    const resumed = await request('POST', `/registrations/orders/${order.id}/pay`, { locale: 'en' })
    expect(resumed.status).toBe(200)
    expect(await resumed.json()).toMatchObject({ provider: 'stripe', orderId: order.id })
    const intents = [...stripe.intents.values()].filter((i) => i.metadata.orderId === order.id)
    expect(intents).toHaveLength(1)
    const intent = succeedIntent(stripe, intents[0]!.id)
    expect((await snapshot(order.id)).order?.paymentRef).toBe(intent.id)

    const succeeded = (id: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'payment_intent.succeeded',
        api_version: '2026-10-28',
        data: {
          object: {
            id: intent.id,
            object: 'payment_intent',
            amount: intent.amount,
            amount_received: intent.amount,
            currency: 'eur',
            metadata: { orderId: order.id },
          },
        },
      })
    const first = await deliver(succeeded(`evt_faults_${kind}_1`))
    expect(await first.json()).toEqual({ received: true, duplicate: false })
    const confirmed = await snapshot(order.id)
    expect(confirmed.order).toMatchObject({ status: 'paid' })
    expect(confirmed.entries.map((e) => e.status)).toEqual(['confirmed'])
    expect(confirmed.teams).toHaveLength(1)

    // The same event again, another event for the same payment, the success page's reconciliation
    // and another "pay" all leave the confirmed registration exactly as it was.
    expect(await (await deliver(succeeded(`evt_faults_${kind}_1`))).json()).toEqual({
      received: true,
      duplicate: true,
    })
    expect((await deliver(succeeded(`evt_faults_${kind}_2`))).status).toBe(200)
    const reconciled = await request('GET', `/registrations/orders/${order.id}`)
    expect(await reconciled.json()).toMatchObject({ status: 'paid' })
    expect(await (await request('POST', `/registrations/orders/${order.id}/pay`, {})).json()).toMatchObject({
      provider: 'none',
    })
    expect(await snapshot(order.id)).toEqual(confirmed)
    expect([...stripe.intents.values()].filter((i) => i.metadata.orderId === order.id)).toHaveLength(1)
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('registration writes killed with SIGKILL', () => {
  // PostgreSQL only: the child must reach the same database over its own connections, and a
  // killed process's open transaction is rolled back by the server. (PGlite lives inside one
  // process; killing that process takes the database with it.)
  const PLAYERS = 120
  const CAPACITY = 30
  let database: DatabaseHandle
  let fx: Fixture

  beforeAll(async () => {
    database = await openTestDatabase('postgres')
    fx = await createFixture(database.db, SEED_NOW)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('a process killed (SIGKILL) during registration writes leaves no partial rows', async () => {
    const db = database.db
    const format = { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' as const }
    const classRows = await db
      .insert(classes)
      .values(
        [1, 2, 3].map((n) => ({
          tournamentId: fx.tournamentId,
          name: `Kill Singles ${n}`,
          type: 1,
          capacity: CAPACITY,
          feeMinor: 1000 * n,
          position: 10 + n,
          matchFormat: format,
        })),
      )
      .returning({ id: classes.id })
    const classIds = classRows.map((c) => c.id)
    const players = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(PLAYERS)).map(
      (u) => u.id,
    )
    expect(players).toHaveLength(PLAYERS)
    const nameRow = (await db.execute<{ name: string }>(sql`select current_database() as name`)) as {
      rows: { name: string }[]
    }
    const url = new URL(process.env.TEST_DATABASE_URL as string)
    url.pathname = `/${nameRow.rows[0]!.name}`

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./registration-writer.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          WRITER_DATABASE_URL: url.toString(),
          WRITER_TOURNAMENT_ID: String(fx.tournamentId),
          WRITER_CLASS_IDS: classIds.join(','),
          WRITER_USER_IDS: players.join(','),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.on('exit', (code, signal) => resolve(signal ?? code)),
    )
    // Kill it once a dozen orders are committed, while four more are being written.
    const committedBeforeKill = await new Promise<number>((resolve, reject) => {
      let committed = 0
      child.stdout.on('data', (chunk: Buffer) => {
        committed += chunk
          .toString()
          .split('\n')
          .filter((line) => line === 'ok').length
        if (committed >= 12 && child.kill('SIGKILL')) resolve(committed)
      })
      void exited.then(() => reject(new Error(`the writer stopped by itself: ${stderr}`)))
    })
    expect(await exited).toBe('SIGKILL')
    expect(committedBeforeKill).toBeLessThan(PLAYERS)

    const orderRows = await db.select().from(orders).where(eq(orders.tournamentId, fx.tournamentId))
    const orderIds = orderRows.map((o) => o.id)
    const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds))
    const entries = await db.select().from(registrations).where(inArray(registrations.classId, classIds))
    expect(orderRows.length).toBeGreaterThanOrEqual(committedBeforeKill)
    expect(orderRows.length).toBeLessThan(PLAYERS)

    // Every order is whole: one item and one registration per class, totals adding up.
    for (const order of orderRows) {
      const own = items.filter((i) => i.orderId === order.id)
      expect(own.map((i) => i.classId).sort()).toEqual([...classIds].sort())
      expect(own.reduce((sum, i) => sum + i.totalMinor, 0)).toBe(order.totalMinor)
      const ownEntries = entries.filter((e) => e.orderId === order.id)
      expect(ownEntries.map((e) => e.id).sort()).toEqual(own.map((i) => i.registrationId).sort())
      // A paid order's charged entries are all confirmed; an unpaid one's are all still pending.
      for (const item of own.filter((i) => i.kind === 'charged')) {
        const entry = ownEntries.find((e) => e.id === item.registrationId)
        expect(entry?.status).toBe(order.status === 'paid' ? 'confirmed' : 'pending_payment')
      }
      for (const item of own.filter((i) => i.kind === 'waitlisted')) {
        expect(ownEntries.find((e) => e.id === item.registrationId)?.status).toBe('waitlisted')
      }
    }
    // No registration without its order and order item.
    for (const entry of entries) {
      expect(orderIds).toContain(entry.orderId)
      expect(items.some((i) => i.registrationId === entry.id)).toBe(true)
    }
    // Capacity: places held never exceed it, waitlisting starts only when full, a team per
    // confirmed entry.
    const teamRows = await db.select().from(teams).where(inArray(teams.classId, classIds))
    for (const classId of classIds) {
      const inClass = entries.filter((e) => e.classId === classId)
      const held = inClass.filter((e) => e.status === 'pending_payment' || e.status === 'confirmed')
      const waitlisted = inClass.filter((e) => e.status === 'waitlisted')
      expect(held.length).toBeLessThanOrEqual(CAPACITY)
      if (waitlisted.length > 0) expect(held).toHaveLength(CAPACITY)
      expect(new Set(waitlisted.map((e) => e.waitlistPosition)).size).toBe(waitlisted.length)
      expect(teamRows.filter((r) => r.classId === classId)).toHaveLength(
        inClass.filter((e) => e.status === 'confirmed').length,
      )
    }
  }, 60_000)
})
