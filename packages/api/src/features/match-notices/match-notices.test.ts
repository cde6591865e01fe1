// Match-day notices by e-mail and Web Push (issue 15) against the real app on PGlite and
// PostgreSQL, with a real push service stand-in: an HTTP server on loopback that receives what
// `web-push` sends, which the test decrypts with the browser's private key (RFC 8291) to read the
// notification the player would see.
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON bodies checked by the assertions that read them */
import { createECDH, randomBytes, type ECDH } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { Agent, createServer, type Server } from 'node:https'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import {
  and,
  courts,
  eq,
  matches,
  messages,
  pushSubscriptions,
  teamMembers,
  teams,
  users,
  type DatabaseHandle,
} from '@courtside/db'
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { asUser, signUpAndIn, type Session } from '../../test/test-session.ts'
import { createFixture } from '../../test/registration-fixtures.ts'
import { DATABASE_KINDS, openTestDatabase, silentLogger } from '../../test/databases.ts'
import { noticeMatchPlayers } from './index.ts'

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }) => Buffer
}

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer }

// A self-signed certificate for 127.0.0.1, made for this test only (push services speak HTTPS).
const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url))
const TLS = { key: fixture('loopback-tls.key'), cert: fixture('loopback-tls.crt') }
const pushAgent = new Agent({ ca: TLS.cert })

/** A push service on loopback: answers 201, or 410 for endpoints under /gone/. */
async function startPushService() {
  const received: Received[] = []
  const server: Server = createServer(TLS, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      res.writeHead(req.url?.startsWith('/gone/') ? 410 : 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  return { host, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A browser's push subscription: its P-256 key pair and authentication secret. */
function browser(endpoint: string) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16).toString('base64url')
  return {
    ecdh,
    auth,
    json: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
  }
}

describe.each(DATABASE_KINDS)('match-day notices and Web Push (%s)', (kind) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createApp>
  let push: Awaited<ReturnType<typeof startPushService>>
  let t: { app: ReturnType<typeof createApp>; db: DatabaseHandle['db'] }
  let player: Session
  let playerId: number
  let matchId: number

  beforeAll(async () => {
    push = await startPushService()
    database = await openTestDatabase(kind)
    app = createApp({
      database,
      logger: silentLogger,
      config: { siteUrl: 'http://localhost:3000', environment: 'development', pushExtraHosts: [push.host] },
      rateLimiter: { hit: () => 0 },
      pushAgent,
    })
    t = { app, db: database.db }
    player = await signUpAndIn(t as never, `push-player-${kind}@example.com`)
    playerId = (
      await database.db.select({ id: users.id }).from(users).where(eq(users.email, player.email))
    )[0]!.id
    await database.db
      .update(users)
      .set({ preferredLanguage: 'de', firstName: 'Zoë' })
      .where(eq(users.id, playerId))
    // A singles match: the player against a walk-in, called to "Platz 3".
    const fixture = await createFixture(database.db, new Date())
    const [opponent] = await database.db
      .insert(users)
      .values({ firstName: 'Åsa', lastName: 'Öberg', userName: `oberg_push_${kind}` })
      .returning({ id: users.id })
    const team = async (name: string, userId: number) => {
      const [row] = await database.db
        .insert(teams)
        .values({ classId: fixture.singlesId, name, teamType: 1 })
        .returning({ id: teams.id })
      await database.db.insert(teamMembers).values({ teamId: row!.id, userId, position: 1 })
      return row!.id
    }
    const home = await team('Zoë Player', playerId)
    const away = await team('Åsa Öberg', opponent!.id)
    const [court] = await database.db
      .insert(courts)
      .values({ tournamentId: fixture.tournamentId, name: 'Platz 3' })
      .returning({ id: courts.id })
    const [match] = await database.db
      .insert(matches)
      .values({ classId: fixture.singlesId, homeTeamId: home, awayTeamId: away, courtId: court!.id })
      .returning({ id: matches.id })
    matchId = match!.id
  })
  afterAll(async () => {
    await database.close()
    await push.close()
  })

  const subscribe = (session: Session, body: unknown, csrf?: string | null) =>
    asUser(t as never, session, '/bff/user/push-subscriptions', {
      method: 'POST',
      body,
      ...(csrf !== undefined ? { csrf } : {}),
    })

  it('keeps one VAPID key pair for every process of the deployment', async () => {
    const first = (await (await app.request('/bff/push/key')).json()) as { publicKey: string }
    const other = createApp({
      database,
      logger: silentLogger,
      config: { siteUrl: 'http://localhost:3000', environment: 'development' },
    })
    const second = (await (await other.request('/bff/push/key')).json()) as { publicKey: string }
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect(second.publicKey).toBe(first.publicKey)
  })

  it('stores a subscription only for a signed-in player, with the CSRF token, to a push service', async () => {
    const good = browser(`https://${push.host}/push/${kind}-1`)
    const anonymous = await app.request('/bff/user/push-subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(good.json),
    })
    expect(anonymous.status).toBe(401)
    expect((await subscribe(player, good.json, null)).status).toBe(403)

    // Anything else would make the server POST wherever a client says (SSRF).
    const metadata = await subscribe(player, { ...good.json, endpoint: 'https://169.254.169.254/latest/x' })
    expect(metadata.status).toBe(400)
    expect((await metadata.json()).error.code).toBe('PUSH_ENDPOINT_REFUSED')
    const badKey = await subscribe(player, { ...good.json, keys: { p256dh: 'AAAA', auth: good.auth } })
    expect(badKey.status).toBe(400)
    const refusal = (await badKey.json()) as { error: { code: string; message: string } }
    expect(refusal.error.code).toBe('INVALID_BODY')
    expect(refusal.error.message).not.toBe('')

    expect((await subscribe(player, good.json)).status).toBe(201)
    expect((await subscribe(player, good.json)).status).toBe(201)
    const rows = await database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, good.json.endpoint))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.userId).toBe(playerId)
  })

  it('calls the player to court by e-mail and push, in German, with the time in the event’s zone', async () => {
    const phone = browser(`https://${push.host}/push/${kind}-phone`)
    expect((await subscribe(player, phone.json)).status).toBe(201)
    const at = '2026-12-05T09:30:00Z'
    const ids = await database.db.transaction((tx) =>
      noticeMatchPlayers(tx, { kind: 'match_called', matchId, occasion: 1, at }),
    )
    // Replaying the same call writes nothing new.
    expect(
      await database.db.transaction((tx) =>
        noticeMatchPlayers(tx, { kind: 'match_called', matchId, occasion: 1, at }),
      ),
    ).toEqual([])
    const before = push.received.length
    await app.request('/bff/health') // the app (and its sender) is built
    const sender = (await import('../messages/index.ts')).messageSenderFor({
      database,
      logger: silentLogger,
      config: { siteUrl: 'http://localhost:3000', environment: 'development', pushExtraHosts: [push.host] },
      pushAgent,
    })
    await sender.runOnce({ ids, now: true })

    const rows = await database.db
      .select()
      .from(messages)
      .where(eq(messages.subjectKey, `match:${matchId}:1`))
    const email = rows.find((row) => row.channel === 'email' && row.userId === playerId)!
    expect(email.status).toBe('sent')
    expect(email.subject).toBe('Dein Spiel ist auf Platz 3 aufgerufen')
    expect(email.textBody).toContain('gegen Åsa Öberg')
    expect(email.textBody).toContain('10:30')
    expect(email.textBody).toContain('(Europe/Berlin)')

    const pushRow = rows.find((row) => row.channel === 'push')
    expect(pushRow?.lastError ?? null).toBe(null)
    const delivered = push.received.slice(before).filter((r) => r.path === `/push/${kind}-phone`)
    expect(delivered).toHaveLength(1)
    const [request] = delivered
    expect(request!.headers['content-encoding']).toBe('aes128gcm')
    expect(request!.headers.urgency).toBe('high')
    // The VAPID token is signed with the server's key and names this push service.
    const { publicKey } = (await (await app.request('/bff/push/key')).json()) as { publicKey: string }
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(String(request!.headers.authorization))!
    expect(vapid[2]).toBe(publicKey)
    expect(decodeProtectedHeader(vapid[1]!).alg).toBe('ES256')
    const point = Buffer.from(publicKey, 'base64url')
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    )
    const { payload: claims } = await jwtVerify(vapid[1]!, key)
    expect(claims.aud).toBe(`https://${push.host}`)
    // What the phone shows: decrypted with the browser's private key.
    const plain = ece.decrypt(request!.body, {
      version: 'aes128gcm',
      privateKey: phone.ecdh,
      authSecret: phone.auth,
    })
    const shown = JSON.parse(plain.toString()) as { title: string; body: string; url: string }
    expect(shown.title).toBe('Dein Spiel ist auf Platz 3 aufgerufen')
    expect(shown.body).toContain('Bitte geh jetzt zum Platz')
    expect(shown.url).toMatch(/^http:\/\/localhost:3000\/de\/tournament\/\d+$/)
    // The opponent has no e-mail address and no browser: nothing is written for them.
    expect(rows.every((row) => row.userId === playerId)).toBe(true)
  })

  it('forgets a browser the push service no longer knows, and gives its message up at once', async () => {
    const gone = browser(`https://${push.host}/gone/${kind}`)
    expect((await subscribe(player, gone.json)).status).toBe(201)
    const ids = await database.db.transaction((tx) =>
      noticeMatchPlayers(tx, { kind: 'court_changed', matchId, occasion: 'gone', sides: ['home'] }),
    )
    const sender = (await import('../messages/index.ts')).messageSenderFor({
      database,
      logger: silentLogger,
      config: { siteUrl: 'http://localhost:3000', environment: 'development', pushExtraHosts: [push.host] },
      pushAgent,
    })
    await sender.runOnce({ ids, now: true })
    const [row] = await database.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.subjectKey, `match:${matchId}:gone`), eq(messages.recipient, gone.json.endpoint)),
      )
    expect(row!.status).toBe('failed')
    expect(row!.attempts).toBe(1)
    expect(row!.lastError).toContain('410')
    expect(
      await database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, gone.json.endpoint)),
    ).toHaveLength(0)
  })

  it('removes only the caller’s own subscription', async () => {
    const other = await signUpAndIn(t as never, `push-other-${kind}@example.com`)
    const mine = browser(`https://${push.host}/push/${kind}-mine`)
    expect((await subscribe(player, mine.json)).status).toBe(201)
    const foreign = await asUser(t as never, other, '/bff/user/push-subscriptions', {
      method: 'DELETE',
      body: { endpoint: mine.json.endpoint },
    })
    expect((await foreign.json()).removed).toBe(0)
    const own = await asUser(t as never, player, '/bff/user/push-subscriptions', {
      method: 'DELETE',
      body: { endpoint: mine.json.endpoint },
    })
    expect((await own.json()).removed).toBe(1)
  })
})
