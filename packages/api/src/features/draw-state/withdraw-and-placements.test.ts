// Issue 14 on PGlite and PostgreSQL, through the real app: a withdrawal at the desk after the draw
// is locked goes through the draw (a bye before play, walkovers after play began, the team kept
// for the results), and a finished class gets its placements and ranking points from the
// results — removed again when a correction reopens it.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument -- JSON bodies, each checked by the assertions that read them */
import { eq, registrations, rewards, teams, users } from '@courtside/db'
import { placementPoints } from '@courtside/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RegistrationTestApp } from '../../test/registration-fixtures.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'
import { createOrganizerKit, type OrganizerKit } from '../../test/organizer-kit.ts'

const FORMAT = { gamesToWin: 1, pointsToWin: 11, winBy: 2, scoring: 'side_out' }
const HOME = { games: [{ home: 11, away: 6 }] }
const AWAY = { games: [{ home: 8, away: 11 }] }

describe.each(DATABASE_KINDS)('withdrawals from a locked draw, and placements (%s)', (kind) => {
  let kit: OrganizerKit
  let t: RegistrationTestApp
  let eventId: number
  let published = false
  let counter = 0

  /** Every call here is the club owner's. */
  const call = (method: string, path: string, body?: unknown) => kit.call(kit.owner, method, path, body)

  /** A class with walk-in entries rated from 5.0 down; returns the class and entry ids in seed order. */
  async function drawnClass(name: string, players: number, options: Record<string, unknown>) {
    const classId = await kit.createClass(eventId, name, FORMAT)
    if (!published) {
      // An event is published once it has a class.
      const publish = await call('POST', `/organizer/events/${eventId}/publish`)
      expect(publish.status, publish.text).toBe(200)
      published = true
    }
    const entries: number[] = []
    for (let i = 0; i < players; i += 1) {
      const [user] = await t.db
        .insert(users)
        .values({
          firstName: `${name}${i + 1}`,
          lastName: 'Player',
          userName: `wd_${kind}_${++counter}`,
          duprRatingSingles: 5 - i / 10,
        })
        .returning({ id: users.id })
      const entry = await call('POST', `/organizer/classes/${classId}/entries`, {
        userId: user!.id,
        paidAtDesk: true,
      })
      expect(entry.status, entry.text).toBe(201)
      entries.push(entry.body.id as number)
    }
    const generated = await call('POST', `/organizer/classes/${classId}/draw`, { ...options, randomSeed: 7 })
    expect(generated.status, generated.text).toBe(200)
    expect((await call('POST', `/organizer/classes/${classId}/draw/lock`)).status).toBe(200)
    expect((await call('POST', `/organizer/classes/${classId}/draw/publish`)).status).toBe(200)
    return { classId, entries }
  }
  const teamOf = async (entryId: number) =>
    (
      await t.db
        .select({ teamId: registrations.teamId })
        .from(registrations)
        .where(eq(registrations.id, entryId))
    )[0]!.teamId!
  const drawView = async (classId: number) => (await call('GET', `/organizer/classes/${classId}/draw`)).body
  const matchOf = (view: any, id: string) => view.matches.find((m: any) => m.id === id)
  const publicClass = async (classId: number) =>
    await (await t.app.request(`/bff/tournament/class/${classId}/full`)).json()
  const score = (matchId: number, body: unknown) => call('POST', `/organizer/matches/${matchId}/result`, body)
  const withdraw = (entryId: number, body: Record<string, unknown> = {}) =>
    call('POST', `/organizer/entries/${entryId}/withdraw`, { refund: 'none', ...body })

  beforeAll(async () => {
    kit = await createOrganizerKit(kind)
    t = kit.t
    eventId = await kit.createEvent({ name: 'Withdrawal Cup', venueName: 'Halle Süd', address: 'Sportweg 2' })
  }, 300_000)
  afterAll(async () => {
    await t.database.close()
  })

  it('before play, a knockout entry that withdraws leaves a bye and its opponent moves on', async () => {
    const { classId, entries } = await drawnClass('KO', 4, { format: 'knockout' })
    const fourth = await teamOf(entries[3]!)
    const done = await withdraw(entries[3]!)
    expect(done.status, done.text).toBe(200)
    const view = await drawView(classId)
    expect(view.entries.map((e: any) => e.id)).not.toContain(fourth)
    const page = await publicClass(classId)
    const first = page.matches.find((m: any) => m.id === matchOf(view, 'M-R1-1').matchId)
    expect([first.homeTeam?.id, first.awayTeamPlaceholder]).toEqual([await teamOf(entries[0]!), 'BYE'])
    const final = page.matches.find((m: any) => m.id === matchOf(view, 'M-R2-1').matchId)
    expect(final.homeTeam?.id).toBe(await teamOf(entries[0]!))
    // The team is gone with the entry; nothing refers to it any more.
    expect(await t.db.select().from(teams).where(eq(teams.id, fourth))).toEqual([])
    const repeat = await withdraw(entries[3]!)
    expect([repeat.status, repeat.body.error.code]).toEqual([409, 'NOT_ACTIVE'])
  })

  it('after play began, the remaining matches become walkovers and the team stays in the results', async () => {
    const { classId, entries } = await drawnClass('RR', 4, { format: 'round_robin', groupCount: 1 })
    const view = await drawView(classId)
    const [played, ...rest] = view.matches
    expect((await score(played.matchId, HOME)).status).toBe(200)
    const leaving = await teamOf(entries[2]!)
    const done = await withdraw(entries[2]!)
    expect(done.status, done.text).toBe(200)
    const after = await drawView(classId)
    const open = after.matches.filter(
      (m: any) => rest.some((r: any) => r.id === m.id) && [m.home.entryId, m.away.entryId].includes(leaving),
    )
    expect(open.length).toBeGreaterThan(0)
    const page = await publicClass(classId)
    for (const match of open) {
      const row = page.matches.find((m: any) => m.id === match.matchId)
      const leavingIsHome = row.homeTeam?.id === leaving
      expect(row.decision).toBe(leavingIsHome ? 'walkover_away' : 'walkover_home')
    }
    expect(await t.db.select({ id: teams.id }).from(teams).where(eq(teams.id, leaving))).toHaveLength(1)
    const [entry] = await t.db.select().from(registrations).where(eq(registrations.id, entries[2]!))
    expect(entry!.status).toBe('cancelled')
  })

  it('a finished class gets placements and points from its results; a correction reopens it', async () => {
    const { classId, entries } = await drawnClass('Final', 4, { format: 'knockout', thirdPlace: true })
    const teamIds = await Promise.all(entries.map(teamOf))
    let view = await drawView(classId)
    // Seeds 1 v 4 and 2 v 3: the favourites win the semi-finals, seed 2 wins the final.
    for (const id of ['M-R1-1', 'M-R1-2']) {
      const match = matchOf(view, id)
      const favouriteHome = match.home.entryId === teamIds[0] || match.home.entryId === teamIds[1]
      expect((await score(match.matchId, favouriteHome ? HOME : AWAY)).status).toBe(200)
    }
    view = await drawView(classId)
    expect((await publicClass(classId)).rewards).toEqual([])
    const third = matchOf(view, 'P3')
    expect((await score(third.matchId, third.home.entryId === teamIds[2] ? HOME : AWAY)).status).toBe(200)
    const final = matchOf(view, 'M-R2-1')
    expect((await score(final.matchId, final.home.entryId === teamIds[1] ? HOME : AWAY)).status).toBe(200)

    const page = await publicClass(classId)
    expect(page.rewards.map((r: any) => [r.placement, r.teamId ?? r.team?.id, r.points])).toEqual([
      [1, teamIds[1], placementPoints(1, 4)],
      [2, teamIds[0], placementPoints(2, 4)],
      [3, teamIds[2], placementPoints(3, 4)],
      [4, teamIds[3], placementPoints(4, 4)],
    ])
    // The final corrected: the places follow.
    const corrected = await score(final.matchId, final.home.entryId === teamIds[0] ? HOME : AWAY)
    expect(corrected.status, corrected.text).toBe(200)
    const places = async () =>
      (await t.db.select().from(rewards).where(eq(rewards.classId, classId)))
        .sort((a, b) => a.placement - b.placement)
        .map((r) => r.teamId)
    expect((await places()).slice(0, 2)).toEqual([teamIds[0], teamIds[1]])
    // The final cleared: the class is open again and has no placements.
    expect((await score(final.matchId, { games: [] })).status).toBe(200)
    expect(await places()).toEqual([])
  })
})
