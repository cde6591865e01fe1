// Issue 14's calendar subscription against the real app on PGlite and PostgreSQL: a player creates
// their feed (CSRF required, anonymous 401), the public .ics lists exactly their scheduled matches
// in public draws (not another player's, not unscheduled ones, not a locked-but-unpublished
// draw's), keeps a match's UID while the director moves it, and a reset makes the old address 404.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument -- JSON bodies checked by the assertions that read them */
import { and, eq, inArray, matches, or, users } from '@courtside/db'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { signUpAndIn, type Session } from '../../test/test-session.ts'
import type { RegistrationTestApp } from '../../test/registration-fixtures.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'
import { createOrganizerKit, type OrganizerKit } from '../../test/organizer-kit.ts'

const FORMAT = { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' } // bo3_11: 35 minutes
const DAY = '2026-12-12'

/** The VEVENTs of a calendar, each as its unfolded properties. */
function eventsOf(ics: string): Record<string, string>[] {
  const unfolded = ics.replace(/\r\n /g, '')
  return [...unfolded.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map((m) =>
    Object.fromEntries(
      m[1]!
        .split('\r\n')
        .filter(Boolean)
        .map((line) => {
          const colon = line.indexOf(':')
          return [line.slice(0, colon), line.slice(colon + 1)]
        }),
    ),
  )
}

describe.each(DATABASE_KINDS)('calendar feed (%s)', (kind) => {
  let kit: OrganizerKit
  let t: RegistrationTestApp
  let owner: Session
  let player: Session
  let other: Session
  let eventId: number
  let courtId: number
  const scheduled: Record<string, number> = {}

  const call: OrganizerKit['call'] = (...args) => kit.call(...args)
  /** The .ics at a feed's https address, fetched without any cookie as a calendar app would. */
  const feed = (httpsUrl: string) => call(null, 'GET', httpsUrl)

  const addEntry = async (cls: number, name: string, userId?: number): Promise<number> =>
    (await kit.addTeam(cls, name, 'Feed', { userId })).teamId
  /** The public match rows of a class that a team plays in. */
  const matchesOf = async (classId: number, teamId: number) =>
    t.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(eq(matches.classId, classId), or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId))),
      )
      .orderBy(matches.id)
  const move = (matchId: number, start: string) =>
    call(owner, 'PATCH', `/organizer/matches/${matchId}/slot`, { courtId, start, confirm: true })

  beforeAll(async () => {
    kit = await createOrganizerKit(kind)
    t = kit.t
    owner = kit.owner
    player = await signUpAndIn(t, `feed-player-${kind}@example.com`)
    other = await signUpAndIn(t, `feed-other-${kind}@example.com`)
    const playerId = await kit.userIdOf(player)
    const otherId = await kit.userIdOf(other)
    await t.db
      .update(users)
      .set({ firstName: 'Petra', preferredLanguage: 'de' })
      .where(eq(users.id, playerId))
    // The two rated players are seeds 1 and 2, so they play different semi-finals.
    await t.db.update(users).set({ duprRatingSingles: 4.5 }).where(eq(users.id, playerId))
    await t.db.update(users).set({ duprRatingSingles: 4.25 }).where(eq(users.id, otherId))
    eventId = await kit.createEvent({
      name: 'Feed Open',
      startDate: `${DAY}T08:00:00Z`,
      endDate: `${DAY}T17:00:00Z`,
      city: 'Köln',
    })
    const made = (name: string) => kit.createClass(eventId, name, FORMAT)
    const knockoutId = await made('Knockout')
    const groupId = await made('Group')
    const hiddenId = await made('Hidden')
    expect((await call(owner, 'POST', `/organizer/events/${eventId}/publish`)).status).toBe(200)
    const playerKnockout = await addEntry(knockoutId, 'Petra', playerId)
    const otherKnockout = await addEntry(knockoutId, 'Otto', otherId)
    for (const name of ['Ben', 'Cem']) await addEntry(knockoutId, name)
    const playerGroup = await addEntry(groupId, 'Petra', playerId)
    for (const name of ['Dev', 'Eve']) await addEntry(groupId, name)
    const playerHidden = await addEntry(hiddenId, 'Petra', playerId)
    await addEntry(hiddenId, 'Fay')
    const drawOf = (cls: number, path: string, body?: unknown) =>
      call(owner, 'POST', `/organizer/classes/${cls}/draw${path}`, body)
    expect((await drawOf(knockoutId, '', { format: 'knockout', randomSeed: 1 })).status).toBe(200)
    const group = await drawOf(groupId, '', { format: 'round_robin', groupCount: 1, randomSeed: 2 })
    expect(group.status, group.text).toBe(200)
    expect((await drawOf(hiddenId, '', { format: 'knockout', randomSeed: 3 })).status).toBe(200)
    for (const cls of [knockoutId, groupId, hiddenId]) expect((await drawOf(cls, '/lock')).status).toBe(200)
    for (const cls of [knockoutId, groupId]) expect((await drawOf(cls, '/publish', {})).status).toBe(200)

    const courts = await call(owner, 'PUT', `/organizer/events/${eventId}/courts`, {
      courts: [{ name: 'Court 1', windows: [{ day: DAY, start: '09:00', end: '18:00' }] }],
    })
    expect(courts.status, courts.text).toBe(200)
    courtId = courts.body.courts[0].id
    // Petra: her semi-final and one of her two group matches; the other group match stays unplanned.
    const [semi] = await matchesOf(knockoutId, playerKnockout)
    const [otherSemi] = await matchesOf(knockoutId, otherKnockout)
    expect(semi!.id).not.toBe(otherSemi!.id)
    const groupMatches = await matchesOf(groupId, playerGroup)
    expect(groupMatches).toHaveLength(2)
    const [hidden] = await matchesOf(hiddenId, playerHidden)
    scheduled.semi = semi!.id
    scheduled.otherSemi = otherSemi!.id
    scheduled.group = groupMatches[0]!.id
    scheduled.unplanned = groupMatches[1]!.id
    scheduled.hidden = hidden!.id
    for (const [id, time] of [
      [semi!.id, '09:00'],
      [otherSemi!.id, '10:00'],
      [groupMatches[0]!.id, '11:00'],
      [hidden!.id, '12:00'],
    ] as const) {
      const moved = await move(id, `${DAY}T${time}:00+01:00`)
      expect(moved.status, moved.text).toBe(200)
      expect(moved.body.saved).toBe(true)
    }
    const [unplanned] = await t.db
      .select()
      .from(matches)
      .where(inArray(matches.id, [scheduled.unplanned]))
    expect(unplanned!.startDate).toBeNull()
  }, 300_000)
  afterAll(async () => {
    await t.database.close()
  })

  it('asks for a session and a CSRF token; GET never creates a feed', async () => {
    expect((await call(null, 'GET', '/user/calendar-feed')).status).toBe(401)
    const anonymous = await call(null, 'POST', '/user/calendar-feed')
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'UNAUTHORIZED'])
    expect((await call(null, 'POST', '/user/calendar-feed/reset')).status).toBe(401)
    const noCsrf = await call(player, 'POST', '/user/calendar-feed', undefined, { csrf: false })
    expect([noCsrf.status, noCsrf.body.error.code]).toEqual([403, 'CSRF_INVALID'])
    const noCsrfReset = await call(player, 'POST', '/user/calendar-feed/reset', undefined, { csrf: false })
    expect([noCsrfReset.status, noCsrfReset.body.error.code]).toEqual([403, 'CSRF_INVALID'])
    expect((await call(player, 'GET', '/user/calendar-feed')).body).toEqual({
      httpsUrl: null,
      webcalUrl: null,
    })
  })

  it('creates the feed once and answers the same addresses afterwards', async () => {
    const created = await call(player, 'POST', '/user/calendar-feed')
    expect(created.status, created.text).toBe(200)
    const { httpsUrl, webcalUrl } = created.body
    expect(httpsUrl).toMatch(/^http:\/\/localhost:3000\/bff\/calendar\/player\/[A-Za-z0-9_-]{43}\.ics$/)
    expect(webcalUrl).toBe(httpsUrl.replace(/^http:/, 'webcal:'))
    expect((await call(player, 'POST', '/user/calendar-feed')).body).toEqual(created.body)
    expect((await call(player, 'GET', '/user/calendar-feed')).body).toEqual(created.body)
    const others = await call(other, 'POST', '/user/calendar-feed')
    expect(others.body.httpsUrl).not.toBe(httpsUrl)
  })

  it('lists exactly the player’s scheduled matches of public draws, without cookies', async () => {
    const { httpsUrl } = (await call(player, 'GET', '/user/calendar-feed')).body
    const ics = await feed(httpsUrl)
    expect(ics.status, ics.text).toBe(200)
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(ics.headers.get('cache-control')).toBe('private, max-age=300')
    expect(ics.text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(ics.text).toContain('X-WR-CALNAME:Courtside – Petra\r\n')
    expect(ics.text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n')
    const events = eventsOf(ics.text)
    expect(events.map((e) => e.UID)).toEqual([
      `match-${scheduled.semi}@courtside`,
      `match-${scheduled.group}@courtside`,
    ])
    const [semi, group] = events
    // 09:00 in Berlin (UTC+1 in December) is 08:00 UTC; bo3_11 lasts 35 minutes.
    expect([semi!.DTSTART, semi!.DTEND]).toEqual(['20261212T080000Z', '20261212T083500Z'])
    expect(semi!.SUMMARY).toMatch(/^Knockout: .+ – .+$/)
    expect(semi!.SUMMARY).toContain('Petra Feed')
    expect(semi!.LOCATION).toBe('Court 1\\, Halle Nord\\, Köln')
    expect(semi!.DESCRIPTION).toContain('Europe/Berlin')
    expect(semi!.DESCRIPTION).toContain('09:00')
    expect(semi!.URL).toMatch(new RegExp(`^http://localhost:3000/de/tournament/${eventId}/class/\\d+$`))
    expect(group!.SUMMARY).toMatch(/^Group: /)
    expect(group!.DTSTART).toBe('20261212T100000Z')

    const othersFeed = await feed((await call(other, 'GET', '/user/calendar-feed')).body.httpsUrl)
    expect(eventsOf(othersFeed.text).map((e) => e.UID)).toEqual([`match-${scheduled.otherSemi}@courtside`])
  })

  it('keeps a match’s UID while a moved match gets its new time and a higher SEQUENCE', async () => {
    const { httpsUrl } = (await call(player, 'GET', '/user/calendar-feed')).body
    const before = eventsOf((await feed(httpsUrl)).text).find(
      (e) => e.UID === `match-${scheduled.semi}@courtside`,
    )!
    const moved = await move(scheduled.semi!, `${DAY}T15:30:00+01:00`)
    expect(moved.status, moved.text).toBe(200)
    const after = eventsOf((await feed(httpsUrl)).text)
    const semi = after.find((e) => e.UID === `match-${scheduled.semi}@courtside`)!
    expect([semi.DTSTART, semi.DTEND]).toEqual(['20261212T143000Z', '20261212T150500Z'])
    expect(before.DTSTART).toBe('20261212T080000Z')
    expect(Number(semi.SEQUENCE)).toBeGreaterThan(Number(before.SEQUENCE))
    // The feed is in start order: the group match now comes first.
    expect(after.map((e) => e.UID)).toEqual([
      `match-${scheduled.group}@courtside`,
      `match-${scheduled.semi}@courtside`,
    ])
  })

  it('raises SEQUENCE also when a match moves earlier (it never goes down)', async () => {
    const { httpsUrl } = (await call(player, 'GET', '/user/calendar-feed')).body
    const semiOf = async () =>
      eventsOf((await feed(httpsUrl)).text).find((e) => e.UID === `match-${scheduled.semi}@courtside`)!
    const before = await semiOf()
    const earlier = await move(scheduled.semi!, `${DAY}T12:00:00+01:00`)
    expect(earlier.status, earlier.text).toBe(200)
    const after = await semiOf()
    expect(after.DTSTART).toBe('20261212T110000Z')
    expect(Number(after.SEQUENCE)).toBeGreaterThan(Number(before.SEQUENCE))
    const back = await move(scheduled.semi!, `${DAY}T15:30:00+01:00`)
    expect(back.status, back.text).toBe(200)
    expect(Number((await semiOf()).SEQUENCE)).toBeGreaterThan(Number(after.SEQUENCE))
  })

  it('ends each match after the event’s own duration for its format', async () => {
    const settings = await call(owner, 'PATCH', `/organizer/events/${eventId}/schedule/settings`, {
      durations: { bo3_11: 50 },
    })
    expect(settings.status, settings.text).toBe(200)
    const { httpsUrl } = (await call(player, 'GET', '/user/calendar-feed')).body
    const semi = eventsOf((await feed(httpsUrl)).text).find(
      (e) => e.UID === `match-${scheduled.semi}@courtside`,
    )!
    expect([semi.DTSTART, semi.DTEND]).toEqual(['20261212T143000Z', '20261212T152000Z'])
  })

  it('resets the address: the old one answers 404 at once, the new one works', async () => {
    const old = (await call(player, 'GET', '/user/calendar-feed')).body
    const reset = await call(player, 'POST', '/user/calendar-feed/reset')
    expect(reset.status, reset.text).toBe(200)
    expect(reset.body.httpsUrl).not.toBe(old.httpsUrl)
    const gone = await feed(old.httpsUrl)
    expect([gone.status, gone.body.error.code]).toEqual([404, 'NOT_FOUND'])
    expect((await feed(reset.body.httpsUrl)).status).toBe(200)
    expect((await call(player, 'GET', '/user/calendar-feed')).body).toEqual(reset.body)
  })

  it('keeps the feed’s secret address out of the request log', async () => {
    const lines: string[] = []
    const logged = createApp({
      database: t.database,
      logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
      config: { siteUrl: 'http://localhost:3000', environment: 'development' },
    })
    const { httpsUrl } = (await call(player, 'GET', '/user/calendar-feed')).body
    expect((await logged.request(httpsUrl)).status).toBe(200)
    const token = /([\w-]{43})\.ics$/.exec(httpsUrl)![1]!
    expect(lines.join('')).toContain('/bff/calendar/player/[token]')
    expect(lines.join('')).not.toContain(token)
  })

  it('answers 404 with the JSON error shape for unknown and malformed tokens', async () => {
    const unknown = await call(null, 'GET', `/calendar/player/${'A'.repeat(43)}.ics`)
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'NOT_FOUND'])
    const malformed = await call(null, 'GET', `/calendar/player/not-a-token.ics`)
    expect(malformed.status).toBe(400)
    expect(typeof malformed.body.error.message).toBe('string')
  })
})
