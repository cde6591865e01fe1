// Issue 14, the public bracket: the class read tells the page where every knockout match sits —
// round, bracket position and stage (main, third place, consolation) — for a draw made in the
// console (from its draw match ids) and for classes with rounds and no draw (the seed's), on
// PGlite and PostgreSQL.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- JSON bodies checked by the assertions that read them */
import { matches, rounds } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassFull } from '../../lib/types.ts'
import type { Session } from '../../test/test-session.ts'
import type { RegistrationTestApp } from '../../test/registration-fixtures.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'
import { createOrganizerKit, type OrganizerKit } from '../../test/organizer-kit.ts'

const FORMAT = { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' }

describe.each(DATABASE_KINDS)('public bracket of a class (%s)', (kind) => {
  let kit: OrganizerKit
  let t: RegistrationTestApp
  let owner: Session
  let drawnClassId: number
  let roundsClassId: number

  const call: OrganizerKit['call'] = (...args) => kit.call(...args)
  const publicClass = async (id: number) => {
    const read = await call(null, 'GET', `/tournament/class/${id}/full`)
    expect(read.status, read.text).toBe(200)
    return read.body as ClassFull
  }
  const addEntry = async (classId: number, name: string, rating: number): Promise<number> =>
    (await kit.addTeam(classId, name, 'Bracket', { user: { duprRatingSingles: rating } })).teamId

  beforeAll(async () => {
    kit = await createOrganizerKit(kind)
    t = kit.t
    owner = kit.owner
    const eventId = await kit.createEvent({
      name: 'Bracket Open',
      timeZone: 'Europe/Madrid',
      venueName: 'Pabellón',
      address: 'Calle 1',
      city: 'Valencia',
      country: 'es',
    })
    const made = (name: string) => kit.createClass(eventId, name, FORMAT)
    drawnClassId = await made('Drawn')
    roundsClassId = await made('Rounds only')
    expect((await call(owner, 'POST', `/organizer/events/${eventId}/publish`)).status).toBe(200)
    for (let i = 0; i < 8; i += 1) await addEntry(drawnClassId, `P${i}`, 5 - i / 10)
  }, 300_000)
  afterAll(async () => {
    await t.database.close()
  })

  it('places main, third-place and consolation matches of a published draw', async () => {
    const draw = (path: string, body?: unknown) =>
      call(owner, 'POST', `/organizer/classes/${drawnClassId}/draw${path}`, body)
    const made = await draw('', { format: 'knockout', thirdPlace: true, consolation: true, randomSeed: 7 })
    expect(made.status, made.text).toBe(200)
    expect((await draw('/lock')).status).toBe(200)
    expect((await draw('/publish', {})).status).toBe(200)

    const page = await publicClass(drawnClassId)
    const view = (await call(owner, 'GET', `/organizer/classes/${drawnClassId}/draw`)).body
    const slotOf = (drawId: string) => {
      const matchId = view.matches.find((m: any) => m.id === drawId).matchId
      return page.matches.find((m) => m.id === matchId)?.knockout
    }
    expect(slotOf('M-R1-3')).toEqual({ stage: 'main', round: 1, position: 3 })
    expect(slotOf('M-R2-2')).toEqual({ stage: 'main', round: 2, position: 2 })
    expect(slotOf('M-R3-1')).toEqual({ stage: 'main', round: 3, position: 1 })
    // The third-place match is played beside the final; the consolation is a bracket of its own.
    expect(slotOf('P3')).toEqual({ stage: 'third_place', round: 3, position: 1 })
    expect(slotOf('C-R1-2')).toEqual({ stage: 'consolation', round: 1, position: 2 })
    expect(slotOf('C-R2-1')).toEqual({ stage: 'consolation', round: 2, position: 1 })
    const count = (stage: string) => page.matches.filter((m) => m.knockout?.stage === stage).length
    expect([count('main'), count('third_place'), count('consolation')]).toEqual([7, 1, 3])
    // The main rounds keep their round rows (and the list view) as before.
    expect(page.roundStandings.map((r) => r.matchIds.length)).toEqual([4, 2, 1])
    const thirdPlace = page.matches.find((m) => m.knockout?.stage === 'third_place')!
    expect([thirdPlace.roundId, thirdPlace.groupId]).toEqual([null, null])
    expect([thirdPlace.homeTeamPlaceholder, thirdPlace.awayTeamPlaceholder]).toEqual(['L:SF1', 'L:SF2'])

    // A result moves the winner into the match its slot feeds.
    const quarter = view.matches.find((m: any) => m.id === 'M-R1-1')
    const entered = await call(owner, 'POST', `/organizer/matches/${quarter.matchId}/result`, {
      games: [
        { home: 11, away: 3 },
        { home: 11, away: 4 },
      ],
    })
    expect(entered.status, entered.text).toBe(200)
    const after = await publicClass(drawnClassId)
    const semi = after.matches.find(
      (m) => m.knockout?.stage === 'main' && m.knockout.round === 2 && m.knockout.position === 1,
    )
    expect(semi?.homeTeam?.id).toBe(quarter.home.entryId)
  })

  it('keeps a class with knockout rounds and no draw (the seed’s) in the main bracket', async () => {
    const [a, b, c, d] = [
      await addEntry(roundsClassId, 'A', 4),
      await addEntry(roundsClassId, 'B', 4),
      await addEntry(roundsClassId, 'C', 4),
      await addEntry(roundsClassId, 'D', 4),
    ]
    const [semis, final] = await t.db
      .insert(rounds)
      .values([
        { classId: roundsClassId, number: 1 },
        { classId: roundsClassId, number: 2 },
      ])
      .returning({ id: rounds.id })
    await t.db.insert(matches).values([
      { classId: roundsClassId, roundId: semis!.id, bracketPosition: 2, homeTeamId: c, awayTeamId: d },
      { classId: roundsClassId, roundId: semis!.id, bracketPosition: 1, homeTeamId: a, awayTeamId: b },
      {
        classId: roundsClassId,
        roundId: final!.id,
        homeTeamPlaceholder: 'W:SF1',
        awayTeamPlaceholder: 'W:SF2',
      },
    ])
    const page = await publicClass(roundsClassId)
    const byHome = (id: number | null) => page.matches.find((m) => (m.homeTeam?.id ?? null) === id)?.knockout
    expect(byHome(a)).toEqual({ stage: 'main', round: 1, position: 1 })
    expect(byHome(c)).toEqual({ stage: 'main', round: 1, position: 2 })
    expect(byHome(null)).toEqual({ stage: 'main', round: 2, position: null })
  })
})
