// Sending results to DUPR (issue 14) against the real app on PGlite and PostgreSQL. DUPR itself
// is played by an in-memory partner API behind deps.fetch (no internet in tests) that checks
// what the real one checks: the base64 partner credentials, the bearer token, at most 100
// matches per batch, one match per identifier, and deletion by identifier and match code.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- JSON bodies checked by the assertions that read them */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import type { Session } from '../../test/test-session.ts'
import { DATABASE_KINDS, silentLogger } from '../../test/databases.ts'
import { createOrganizerKit, type OrganizerKit } from '../../test/organizer-kit.ts'

const DUPR = { clientKey: 'test-ck-courtside', clientSecret: 'test-cs-secret', environment: 'uat' as const }
const API = 'https://uat.mydupr.com/api'
const WIN = [
  { home: 11, away: 5 },
  { home: 11, away: 7 },
]

/** DUPR's partner API as far as match submission goes. */
function fakeDupr() {
  const state = {
    reachable: true,
    refuse: new Map<string, string>(),
    matches: new Map<string, { code: string; body: any }>(),
    calls: [] as { path: string; method: string }[],
    issued: 'token-1',
    next: 1,
  }
  const answer = (input: RequestInfo | URL, init?: RequestInit): Response => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const path = url.href.slice(API.length)
    const method = init?.method ?? 'GET'
    state.calls.push({ path, method })
    const headers = new Headers(init?.headers)
    if (path === '/auth/v1.0/token' && method === 'POST') {
      const expected = Buffer.from(`${DUPR.clientKey}:${DUPR.clientSecret}`).toString('base64')
      if (headers.get('x-authorization') !== expected)
        return Response.json({ status: 'FAILURE', message: 'Invalid credentials' }, { status: 403 })
      return Response.json({
        status: 'SUCCESS',
        result: { token: state.issued, expiry: '2099-01-01T00:00:00Z' },
      })
    }
    if (headers.get('authorization') !== `Bearer ${state.issued}`)
      return Response.json({ status: 'FAILURE', message: 'Unauthorized' }, { status: 401 })
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : 'null')
    if (path === '/match/v1.0/batch' && method === 'POST') {
      if (!Array.isArray(body) || body.length > 100)
        return Response.json({ status: 'FAILURE', message: 'At most 100 matches' }, { status: 400 })
      const errors: any[] = []
      const matchCodes = body.map((match: any) => {
        const refusal =
          state.refuse.get(match.identifier) ??
          (state.matches.has(match.identifier) ? 'Match with identifier already exists' : undefined) ??
          (/^\d{4}-\d{2}-\d{2}$/.test(match.matchDate) ? undefined : 'Match date must be yyyy-MM-dd')
        if (refusal) {
          errors.push({ ...match, errors: { identifier: refusal } })
          return null
        }
        const code = `MC${state.next++}`
        state.matches.set(match.identifier, { code, body: match })
        return code
      })
      return Response.json({ status: 'SUCCESS', result: { errors, matchCodes } })
    }
    if (path === '/match/v1.0/delete' && method === 'DELETE') {
      const stored = state.matches.get(body.identifier)
      if (!stored || stored.code !== body.matchCode)
        return Response.json({ status: 'FAILURE', message: 'Match not found' }, { status: 404 })
      state.matches.delete(body.identifier)
      return Response.json({ status: 'SUCCESS', message: 'Match deleted successfully' })
    }
    return Response.json({ status: 'FAILURE' }, { status: 404 })
  }
  // An unreachable DUPR rejects like the platform's fetch does (TypeError: fetch failed).
  const fetch: typeof globalThis.fetch = (input, init) =>
    state.reachable ? Promise.resolve(answer(input, init)) : Promise.reject(new TypeError('fetch failed'))
  return { state, fetch }
}

describe.each(DATABASE_KINDS)('sending results to DUPR (%s)', (kind) => {
  let kit: OrganizerKit
  let withDupr: ReturnType<typeof createApp>
  let dupr: ReturnType<typeof fakeDupr>
  let owner: Session
  let desk: Session
  let eventId: number
  let classId: number

  /** `kit.call`, on the app without DUPR keys ('plain') or on the one with them ('dupr'). */
  async function call(app: 'plain' | 'dupr', session: Session, method: string, path: string, body?: unknown) {
    if (app === 'plain') return kit.call(session, method, path, body)
    const headers: Record<string, string> = { cookie: session.cookieHeader() }
    if (method !== 'GET') headers['x-csrf-token'] = session.csrf
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await withDupr.request(`/bff${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null, text }
  }
  const state = () => call('dupr', owner, 'GET', `/organizer/events/${eventId}/dupr-submission`)
  const submit = (session = owner) =>
    call('dupr', session, 'POST', `/organizer/events/${eventId}/dupr-submission`)

  beforeAll(async () => {
    kit = await createOrganizerKit(kind)
    const { t } = kit
    owner = kit.owner
    dupr = fakeDupr()
    withDupr = createApp({
      database: t.database,
      logger: silentLogger,
      config: { siteUrl: 'http://localhost:3000', environment: 'development', dupr: DUPR },
      now: () => t.clock.now,
      rateLimiter: { hit: () => 0 },
      fetch: dupr.fetch,
    })
    desk = (await kit.cast('dupr')).desk
    eventId = await kit.createEvent({
      name: 'Lisboa Open',
      timeZone: 'Europe/Lisbon',
      venueName: 'Pavilhão Norte',
      city: 'Lisboa',
      country: 'pt',
    })
    classId = await kit.createClass(eventId, 'Open Singles')
    // Four players; the fourth (seed 4) has no DUPR id, so her semi-final against seed 1 (M-R1-1)
    // cannot be sent; the other semi-final and the final can.
    for (const [index, name] of ['Ana', 'Bea', 'Cai', 'Dora'].entries()) {
      await kit.addTeam(classId, name, 'Dupr', {
        user: { duprRatingSingles: 5 - index / 10, duprId: index === 3 ? null : `DP${index}` },
      })
    }
    const drawn = await kit.call(owner, 'POST', `/organizer/classes/${classId}/draw`, {
      format: 'knockout',
      randomSeed: 5,
    })
    expect(drawn.status, drawn.text).toBe(200)
    expect((await kit.call(owner, 'POST', `/organizer/classes/${classId}/draw/lock`)).status).toBe(200)
    for (;;) {
      const view = (await kit.call(desk, 'GET', `/organizer/classes/${classId}/draw`)).body
      const ready = view.matches.find((m: any) => m.status === 'ready')
      if (!ready) break
      const entered = await kit.call(desk, 'POST', `/organizer/matches/${ready.matchId}/result`, {
        games: WIN,
      })
      expect(entered.status, entered.text).toBe(200)
    }
  }, 300_000)
  afterAll(async () => {
    await kit.t.database.close()
  })
  beforeEach(() => {
    dupr.state.calls.length = 0
  })

  it('says that sending is not configured without partner keys, and leaves the upload file', async () => {
    const refused = await call('plain', owner, 'POST', `/organizer/events/${eventId}/dupr-submission`)
    expect([refused.status, refused.body.error.code]).toEqual([409, 'DUPR_NOT_CONFIGURED'])
    const plain = await call('plain', owner, 'GET', `/organizer/events/${eventId}/dupr-submission`)
    expect(plain.body).toMatchObject({ configured: false, toSend: 2, sent: 0 })
  })

  it('lets the desk read the status but only directors send', async () => {
    expect((await call('dupr', desk, 'GET', `/organizer/events/${eventId}/dupr-submission`)).status).toBe(200)
    const denied = await submit(desk)
    expect(denied.status).toBe(403)
    expect(dupr.state.calls).toEqual([])
  })

  it('answers 502 when DUPR is unreachable and records nothing', async () => {
    dupr.state.reachable = false
    const failed = await submit()
    dupr.state.reachable = true
    expect([failed.status, failed.body.error.code]).toEqual([502, 'DUPR_UNAVAILABLE'])
    expect((await state()).body).toMatchObject({ sent: 0, toSend: 2 })
  })

  it('sends every rateable match once, with the partner credentials, and nothing on a repeat', async () => {
    expect((await state()).body).toEqual({
      configured: true,
      sent: 0,
      toSend: 2,
      toCorrect: 0,
      toRemove: 0,
      excluded: { noDuprId: 1, notPlayedOut: 0, teams: 0 },
    })
    const sent = await submit()
    expect(sent.status, sent.text).toBe(200)
    expect(sent.body).toMatchObject({ created: 2, corrected: 0, removed: 0, unchanged: 0, rejected: [] })
    expect(dupr.state.calls.map((c) => c.path)).toEqual(['/auth/v1.0/token', '/match/v1.0/batch'])
    const atDupr = [...dupr.state.matches.values()].map((m) => m.body)
    expect(atDupr.map((m) => m.identifier).sort()).toEqual(
      [`courtside-${eventId}-${classId}-M-R1-2`, `courtside-${eventId}-${classId}-M-R2-1`].sort(),
    )
    for (const match of atDupr) {
      expect(match).toMatchObject({
        format: 'SINGLES',
        matchSource: 'TOURNAMENT',
        matchType: 'SIDEOUT',
        event: 'Lisboa Open',
        location: 'Pavilhão Norte, Lisboa, PT',
        teamA: { game1: 11, game2: 11, game3: null },
        teamB: { game1: 5, game2: 7, game3: null },
      })
      expect(match.matchDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    expect((await state()).body).toMatchObject({ sent: 2, toSend: 0 })

    dupr.state.calls.length = 0
    const again = await submit()
    expect(again.body).toMatchObject({ created: 0, unchanged: 2, rejected: [] })
    expect(dupr.state.calls).toEqual([])
  })

  it('replaces a corrected result at DUPR (delete, then create) and keeps the identifier', async () => {
    const view = (await call('plain', desk, 'GET', `/organizer/classes/${classId}/draw`)).body
    const final = view.matches.find((m: any) => m.id === 'M-R2-1')
    const identifier = `courtside-${eventId}-${classId}-M-R2-1`
    const oldCode = dupr.state.matches.get(identifier)!.code
    const corrected = await call('plain', desk, 'POST', `/organizer/matches/${final.matchId}/result`, {
      games: [
        { home: 11, away: 5 },
        { home: 9, away: 11 },
        { home: 13, away: 11 },
      ],
    })
    expect(corrected.status, corrected.text).toBe(200)
    expect((await state()).body).toMatchObject({ sent: 1, toCorrect: 1 })
    const report = await submit()
    expect(report.body).toMatchObject({ created: 0, corrected: 1, unchanged: 1, rejected: [] })
    expect(dupr.state.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /auth/v1.0/token',
      'DELETE /match/v1.0/delete',
      'POST /match/v1.0/batch',
    ])
    const atDupr = dupr.state.matches.get(identifier)!
    expect(atDupr.code).not.toBe(oldCode)
    expect(atDupr.body.teamA).toMatchObject({ game1: 11, game2: 9, game3: 13 })
    expect((await state()).body).toMatchObject({ sent: 2, toCorrect: 0 })
  })

  it('lists a match DUPR refuses with DUPR’s reason and sends it again next time', async () => {
    const view = (await call('plain', desk, 'GET', `/organizer/classes/${classId}/draw`)).body
    const final = view.matches.find((m: any) => m.id === 'M-R2-1')
    const identifier = `courtside-${eventId}-${classId}-M-R2-1`
    await call('plain', desk, 'POST', `/organizer/matches/${final.matchId}/result`, { games: WIN })
    dupr.state.refuse.set(identifier, 'player1 lacks BASIC_L1')
    const report = await submit()
    expect(report.body.corrected).toBe(0)
    expect(report.body.rejected).toEqual([
      {
        identifier,
        match: expect.stringContaining('Open Singles · Final'),
        message: 'player1 lacks BASIC_L1',
      },
    ])
    expect((await state()).body).toMatchObject({ sent: 1, toSend: 1 })
    dupr.state.refuse.clear()
    expect((await submit()).body).toMatchObject({ created: 1, rejected: [] })
    expect((await state()).body).toMatchObject({ sent: 2, toSend: 0 })
  })

  it('deletes a sent match at DUPR when it becomes a walkover', async () => {
    const view = (await call('plain', desk, 'GET', `/organizer/classes/${classId}/draw`)).body
    const final = view.matches.find((m: any) => m.id === 'M-R2-1')
    const identifier = `courtside-${eventId}-${classId}-M-R2-1`
    const walkover = await call('plain', desk, 'POST', `/organizer/matches/${final.matchId}/result`, {
      games: [],
      decision: 'walkover_away',
    })
    expect(walkover.status, walkover.text).toBe(200)
    expect((await state()).body).toMatchObject({ sent: 1, toRemove: 1, excluded: { notPlayedOut: 1 } })
    expect((await submit()).body).toMatchObject({ removed: 1, rejected: [] })
    expect(dupr.state.matches.has(identifier)).toBe(false)
    expect((await state()).body).toMatchObject({ sent: 1, toRemove: 0 })
  })
})
