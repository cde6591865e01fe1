// Scoring from a phone (issue 15) against the real app on PGlite and PostgreSQL: the desk's
// links, tokens that are forged, expired, of another match or revoked; a referee's score that the
// away side confirms and the public class page then shows; a dispute the desk decides (final and
// audited); an Idempotency-Key replay that answers the same and writes once; refused scores with
// a field per game; and a pending score that confirms itself after auto_confirm_minutes.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-call -- JSON bodies of many shapes, each checked by the assertions that read them */
import { and, auditLog, eq, matchDay, messages, scoringRequests } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Session } from '../../test/test-session.ts'
import type { RegistrationTestApp } from '../../test/registration-fixtures.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'
import { createOrganizerKit, type OrganizerKit } from '../../test/organizer-kit.ts'

const WIN = [
  { home: 11, away: 5 },
  { home: 11, away: 7 },
]
const CLOSE = [
  { home: 11, away: 9 },
  { home: 8, away: 11 },
  { home: 11, away: 6 },
]
let keyCounter = 0
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`

describe.each(DATABASE_KINDS)('scoring from a phone (%s)', (kind) => {
  let kit: OrganizerKit
  let t: RegistrationTestApp
  let owner: Session
  let desk: Session
  let referee: Session
  let rival: Session
  let eventId: number

  /** A published class with two players and its locked, published one-match knockout. */
  async function finalOf(name: string): Promise<{ classId: number; matchId: number }> {
    const classId = await kit.createClass(eventId, name)
    for (const first of ['Hana', 'Aldo'])
      await kit.addTeam(classId, first, name, {
        user: { email: `${first}.${name}-${kind}@example.com`.toLowerCase(), preferredLanguage: 'pt' },
      })
    const drawn = await kit.call(owner, 'POST', `/organizer/classes/${classId}/draw`, {
      format: 'knockout',
      randomSeed: 7,
    })
    expect(drawn.status, drawn.text).toBe(200)
    expect((await kit.call(owner, 'POST', `/organizer/classes/${classId}/draw/lock`)).status).toBe(200)
    const published = await kit.call(owner, 'POST', `/organizer/classes/${classId}/draw/publish`, {})
    expect(published.status, published.text).toBe(200)
    const match = published.body.matches.find((m: any) => m.status === 'ready')
    return { classId, matchId: match.matchId as number }
  }

  const links = async (matchId: number, session: Session | null = desk) =>
    kit.call(session, 'GET', `/organizer/matches/${matchId}/scoring-links?locale=de`)
  const tokenOf = async (matchId: number, party: 'home' | 'away' | 'referee') => {
    const answer = await links(matchId)
    const url: string = answer.body.links.find((l: any) => l.party === party).url
    return url.split('/score/')[1]!
  }
  const read = (token: string) => kit.call(null, 'GET', `/score/${token}`)
  /** A phone's POST: JSON, no cookie, an Idempotency-Key. */
  async function post(token: string, action: '' | '/confirm' | '/dispute', body: unknown, key = newKey()) {
    const response = await t.app.request(`/bff/score/${token}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
  const publicMatch = async (classId: number, matchId: number) =>
    (await kit.call(null, 'GET', `/tournament/class/${classId}/full`)).body.matches.find(
      (m: any) => m.id === matchId,
    )

  beforeAll(async () => {
    kit = await createOrganizerKit(kind)
    t = kit.t
    owner = kit.owner
    ;({ desk, referee, rival } = await kit.cast('scoring'))
    eventId = await kit.createEvent({ name: 'Scoring Open' })
    // An event is published once it has a class.
    await kit.createClass(eventId, 'Opening')
    const published = await kit.call(owner, 'POST', `/organizer/events/${eventId}/publish`)
    expect(published.status, published.text).toBe(200)
  }, 300_000)
  afterAll(async () => {
    await t.database.close()
  })

  it('gives the club three absolute links with QR codes; other clubs nothing', async () => {
    const { matchId } = await finalOf('Links')
    const answer = await links(matchId)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body.links.map((l: any) => l.party)).toEqual(['home', 'away', 'referee'])
    for (const link of answer.body.links) {
      expect(link.url).toMatch(/^http.+\/de\/score\/[\w-]+\.[\w-]+\.[\w-]+$/)
      expect(link.qrSvg).toMatch(/^<svg/)
    }
    // A signed-in referee only opens a match on a court assigned to them (features/referees,
    // where the allowed case is tested); revoking is the desk's.
    expect((await links(matchId, referee)).status).toBe(403)
    expect((await links(matchId, rival)).status).toBe(404)
    expect((await links(matchId, null)).status).toBe(401)
    const revoke = await kit.call(referee, 'POST', `/organizer/matches/${matchId}/scoring-links/revoke`)
    expect(revoke.status).toBe(403)
  })

  it('refuses forged, garbled, expired, revoked links and a page of another match', async () => {
    const { matchId } = await finalOf('Tokens')
    const { matchId: otherId } = await finalOf('Tokens 2')
    const token = await tokenOf(matchId, 'home')
    const [header, payload, signature] = token.split('.')
    const tampered = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    tampered.m = otherId
    const forged = `${header}.${Buffer.from(JSON.stringify(tampered)).toString('base64url')}.${signature}`
    for (const bad of [forged, 'not-a-token', `${header}.${payload}.${'A'.repeat(86)}`]) {
      const answer = await read(bad)
      expect([answer.status, answer.body.error.code]).toEqual([401, 'SCORING_LINK_INVALID'])
    }
    const other = await post(token, '', { games: WIN, matchId: otherId })
    expect([other.status, other.body.error.code]).toEqual([403, 'SCORING_LINK_OTHER_MATCH'])

    const saved = t.clock.now
    t.clock.now = new Date(saved.getTime() + 13 * 86_400_000)
    const expired = await read(token)
    t.clock.now = saved
    expect([expired.status, expired.body.error.code]).toEqual([410, 'SCORING_LINK_EXPIRED'])

    // Revoked before the match is called: the old link is dead from now on, the new one works.
    const early = await kit.call(desk, 'POST', `/organizer/matches/${matchId}/scoring-links/revoke`)
    expect(early.status, early.text).toBe(200)
    expect(early.body.tokenVersion).toBe(2)
    const stale = await read(token)
    expect([stale.status, stale.body.error.code]).toEqual([410, 'SCORING_LINK_REVOKED'])
    const staleWrite = await post(token, '', { games: WIN })
    expect([staleWrite.status, staleWrite.body.error.code]).toEqual([410, 'SCORING_LINK_REVOKED'])
    const fresh = early.body.links.find((l: any) => l.party === 'home').url.split('/score/')[1]
    expect((await read(fresh)).status).toBe(200)
    expect((await post(fresh, '', { games: WIN })).status).toBe(200)
    // And once a score waits, again.
    const revoked = await kit.call(desk, 'POST', `/organizer/matches/${matchId}/scoring-links/revoke`)
    expect(revoked.status, revoked.text).toBe(200)
    expect(revoked.body.tokenVersion).toBe(3)
    expect((await read(fresh)).status).toBe(410)
    const newest = revoked.body.links.find((l: any) => l.party === 'away').url.split('/score/')[1]
    expect((await read(newest)).body).toMatchObject({ state: 'score_pending', pending: { games: WIN } })
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, String(matchId)), eq(auditLog.action, 'match.scoring_links_revoked')))
    expect(audits).toHaveLength(2)
  })

  it('keeps revoked links revoked when the desk sends the match back to the queue', async () => {
    const { matchId } = await finalOf('Requeue')
    const courts = await kit.call(owner, 'PUT', `/organizer/events/${eventId}/courts`, {
      courts: [{ name: 'Centre', windows: [] }],
    })
    expect(courts.status, courts.text).toBe(200)
    const token = await tokenOf(matchId, 'referee')
    const deskAct = (action: string) => kit.call(desk, 'POST', `/organizer/matches/${matchId}/${action}`, {})
    expect((await deskAct('call')).status).toBe(200)
    const revoked = await kit.call(desk, 'POST', `/organizer/matches/${matchId}/scoring-links/revoke`)
    expect(revoked.status, revoked.text).toBe(200)
    const sentBack = await deskAct('uncall')
    expect(sentBack.status, sentBack.text).toBe(200)
    const queued = (await kit.call(desk, 'GET', `/organizer/events/${eventId}/desk`)).body
    expect(queued.queue.map((m: any) => m.id)).toContain(matchId)
    expect((await read(token)).status).toBe(410)
    // Called again: still revoked; the links handed out after the revocation work.
    expect((await deskAct('call')).status).toBe(200)
    expect((await read(token)).status).toBe(410)
    const current = await tokenOf(matchId, 'referee')
    expect((await read(current)).body).toMatchObject({ state: 'called', match: { className: 'Requeue' } })
  })

  it("takes a referee's score, the away side confirms, the class page shows it", async () => {
    const { classId, matchId } = await finalOf('Confirm')
    const refereeToken = await tokenOf(matchId, 'referee')
    const awayToken = await tokenOf(matchId, 'away')
    const first = await read(refereeToken)
    expect(first.status, first.text).toBe(200)
    expect(first.body).toMatchObject({
      party: 'referee',
      state: 'open',
      match: { className: 'Confirm' },
      format: { gamesToWin: 2, pointsToWin: 11, winBy: 2 },
      can: { submit: true, confirm: false },
    })
    expect([first.body.match.home, first.body.match.away].sort()).toEqual(['Aldo Confirm', 'Hana Confirm'])
    const submitted = await post(refereeToken, '', { games: CLOSE })
    expect(submitted.status).toBe(200)
    expect(submitted.body).toMatchObject({
      state: 'score_pending',
      pending: { games: CLOSE, side: 'referee' },
    })
    // Both sides are asked to confirm, in Portuguese, each through its own side's link.
    const asked = (await t.db.select().from(messages).where(eq(messages.kind, 'score_to_confirm'))).filter(
      (m) => m.subjectKey.startsWith(`match:${matchId}:`),
    )
    expect(asked).toHaveLength(2)
    expect(asked.every((m) => m.locale === 'pt')).toBe(true)
    const parties = await Promise.all(
      asked.map(
        async (m) => (await read(String(m.payload.path).replace('/score/', ''))).body.party as string,
      ),
    )
    expect(parties.sort()).toEqual(['away', 'home'])
    // The referee cannot confirm its own score; the away side sees it and may.
    const own = await post(refereeToken, '/confirm', {})
    expect([own.status, own.body.error.code]).toEqual([409, 'OWN_SCORE'])
    expect((await read(awayToken)).body.can).toEqual({ submit: false, confirm: true, dispute: true })
    expect((await publicMatch(classId, matchId)).results).toEqual([])

    const confirmed = await post(awayToken, '/confirm', { matchId })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ state: 'confirmed', result: { games: CLOSE } })
    const shown = await publicMatch(classId, matchId)
    expect(shown.results).toEqual(CLOSE.map((g) => ({ homeTeam: g.home, awayTeam: g.away })))
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, String(matchId)), eq(auditLog.action, 'match.result')))
    expect([entry!.actorUserId, (entry!.after as any).via]).toEqual([null, 'away link'])
    // Confirmed is final for the links.
    const late = await post(awayToken, '', { games: WIN })
    expect([late.status, late.body.error.code]).toEqual([409, 'SCORE_CONFIRMED'])
  })

  it('sends a dispute to the desk, whose decision is final and audited', async () => {
    const { classId, matchId } = await finalOf('Dispute')
    const home = await tokenOf(matchId, 'home')
    const away = await tokenOf(matchId, 'away')
    expect((await post(home, '', { games: WIN })).status).toBe(200)
    const disputed = await post(away, '/dispute', { note: 'Second game was 9–11' })
    expect(disputed.body).toMatchObject({ state: 'disputed', disputeNote: 'Second game was 9–11' })
    const refused = await post(away, '/confirm', {})
    expect([refused.status, refused.body.error.code]).toEqual([409, 'SCORE_DISPUTED'])

    const list = await kit.call(desk, 'GET', `/organizer/events/${eventId}/scores`)
    expect(list.status, list.text).toBe(200)
    expect(list.body.scores.find((s: any) => s.matchId === matchId)).toMatchObject({
      state: 'disputed',
      games: WIN,
      submittedBy: 'home',
      disputeNote: 'Second game was 9–11',
    })
    expect((await kit.call(rival, 'GET', `/organizer/events/${eventId}/scores`)).status).toBe(404)
    expect(
      (await kit.call(referee, 'POST', `/organizer/matches/${matchId}/decide`, { games: CLOSE })).status,
    ).toBe(403)

    const decided = await kit.call(desk, 'POST', `/organizer/matches/${matchId}/decide`, { games: CLOSE })
    expect(decided.status, decided.text).toBe(200)
    expect(decided.body).toMatchObject({ state: 'confirmed', result: { games: CLOSE } })
    expect((await publicMatch(classId, matchId)).results).toHaveLength(3)
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, String(matchId)), eq(auditLog.action, 'match.score_decided')))
    expect(audit!.actorUserId).toBe(await kit.userIdOf(desk))
    expect(audit!.before).toMatchObject({ state: 'disputed', disputeNote: 'Second game was 9–11' })
    const again = await kit.call(desk, 'POST', `/organizer/matches/${matchId}/decide`, { games: WIN })
    expect([again.status, again.body.error.code]).toEqual([409, 'NOTHING_TO_DECIDE'])
    expect(
      (await kit.call(desk, 'GET', `/organizer/events/${eventId}/scores`)).body.scores,
    ).not.toContainEqual(expect.objectContaining({ matchId }))
  })

  it('answers a replayed Idempotency-Key with the first answer and writes once', async () => {
    const { matchId } = await finalOf('Replay')
    const home = await tokenOf(matchId, 'home')
    const key = newKey()
    const first = await post(home, '', { games: WIN }, key)
    const versionAfterFirst = (await t.db.select().from(matchDay).where(eq(matchDay.matchId, matchId)))[0]!
      .version
    const replay = await post(home, '', { games: CLOSE }, key)
    expect(replay).toEqual(first)
    const [row] = await t.db.select().from(matchDay).where(eq(matchDay.matchId, matchId))
    expect([row!.version, row!.pendingResult!.games]).toEqual([versionAfterFirst, WIN])
    const stored = await t.db.select().from(scoringRequests).where(eq(scoringRequests.matchId, matchId))
    expect(stored).toHaveLength(1)
    // Without a key, or not as JSON, nothing is written.
    const response = await t.app.request(`/bff/score/${home}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ games: CLOSE }),
    })
    expect(response.status).toBe(400)
    const form = await t.app.request(`/bff/score/${home}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': newKey() },
      body: 'games=1',
    })
    expect(form.status).toBe(415)
  })

  it('refuses scores that do not fit the match format, with a field per game', async () => {
    const { matchId } = await finalOf('Refused')
    const home = await tokenOf(matchId, 'home')
    const close = await post(home, '', { games: [{ home: 11, away: 10 }, WIN[1]] })
    expect([close.status, close.body.error.code, close.body.error.fields]).toEqual([
      400,
      'GAME_INCOMPLETE',
      { 'games.0': 'game_incomplete' },
    ])
    const shape = await post(home, '', { games: [{ home: -1, away: 11 }] })
    expect([shape.status, shape.body.error.code]).toEqual([400, 'INVALID_BODY'])
    expect((await read(home)).body.state).toBe('open')
  })

  it('confirms a pending score by itself after auto_confirm_minutes', async () => {
    const { classId, matchId } = await finalOf('Auto')
    const home = await tokenOf(matchId, 'home')
    const saved = t.clock.now
    try {
      expect((await post(home, '', { games: WIN })).status).toBe(200)
      t.clock.now = new Date(saved.getTime() + 9 * 60_000)
      expect((await read(home)).body).toMatchObject({ state: 'score_pending' })
      expect((await publicMatch(classId, matchId)).results).toEqual([])
      t.clock.now = new Date(saved.getTime() + 10 * 60_000)
      expect((await read(home)).body).toMatchObject({ state: 'confirmed', result: { games: WIN } })
      expect((await publicMatch(classId, matchId)).results).toHaveLength(2)
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectId, String(matchId)), eq(auditLog.action, 'match.result')))
      expect((entry!.after as any).via).toBe('auto-confirm')
    } finally {
      t.clock.now = saved
    }
  })
})
