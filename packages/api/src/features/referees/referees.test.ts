// Signed-in referees (issue 15) against the real app on PGlite and PostgreSQL: the desk assigns
// the club's referees to courts (replacing, refusing members who are not referees, courts of
// another event, other clubs and calls without a CSRF token), every change audited and published
// live; a referee's "my courts" shows only their courts with the match the desk called there and
// a referee link that opens the phone page of that match; the scoring links endpoint gives a
// referee only the matches of their courts.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- JSON bodies checked by the assertions that read them */
import { and, auditLog, eq, liveEvents, organizationMembers } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpAndIn, type Session } from '../../test/test-session.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'
import { createOrganizerKit, type OrganizerKit } from '../../test/organizer-kit.ts'

describe.each(DATABASE_KINDS)('court referees (%s)', (kind) => {
  let kit: OrganizerKit
  let owner: Session
  let desk: Session
  let referee: Session
  let second: Session
  let rival: Session
  let refereeId: number
  let secondId: number
  let eventId: number
  let otherEventCourt: number
  let courtA: number
  let courtB: number

  const call: OrganizerKit['call'] = (...args) => kit.call(...args)
  const assign = (courtId: number, userIds: number[], session: Session = desk, csrf = true) =>
    call(session, 'PUT', `/organizer/events/${eventId}/courts/${courtId}/referees`, { userIds }, { csrf })
  const list = (session: Session | null = desk) =>
    call(session, 'GET', `/organizer/events/${eventId}/referees`)
  const myCourts = (session: Session | null) =>
    call(session, 'GET', `/organizer/events/${eventId}/my-courts?locale=fr`)
  const courtsOf = (answer: any, userId: number) =>
    answer.body.referees.find((r: any) => r.userId === userId)?.courtIds
  const queue = async () => {
    const desked = await call(desk, 'GET', `/organizer/events/${eventId}/desk`)
    expect(desked.status, desked.text).toBe(200)
    return desked.body.queue as any[]
  }
  const makeCourts = async (id: number, names: string[]) => {
    const made = await call(owner, 'PUT', `/organizer/events/${id}/courts`, {
      courts: names.map((name) => ({ name, windows: [] })),
    })
    expect(made.status, made.text).toBe(200)
    return made.body.courts.map((c: any) => c.id) as number[]
  }

  beforeAll(async () => {
    kit = await createOrganizerKit(kind)
    owner = kit.owner
    ;({ desk, referee, rival } = await kit.cast('referees'))
    second = await signUpAndIn(kit.t, `referees-second-${kind}@example.com`)
    refereeId = await kit.userIdOf(referee)
    secondId = await kit.userIdOf(second)
    await kit.t.db
      .insert(organizationMembers)
      .values({ organizationId: kit.orgId, userId: secondId, role: 'referee' })
    eventId = await kit.createEvent({ name: 'Referee Open' })
    const classId = await kit.createClass(eventId, 'Open Singles')
    for (const name of ['Ada', 'Ben', 'Cem', 'Dev']) await kit.addTeam(classId, name, 'Ref')
    const draw = (path: string, body?: unknown) =>
      call(owner, 'POST', `/organizer/classes/${classId}/draw${path}`, body)
    expect((await draw('', { format: 'knockout', randomSeed: 1 })).status).toBe(200)
    expect((await draw('/lock')).status).toBe(200)
    const [a, b] = await makeCourts(eventId, ['Court A', 'Court B'])
    const [elsewhere] = await makeCourts(await kit.createEvent({ name: 'Other Open' }), ['Elsewhere'])
    ;[courtA, courtB, otherEventCourt] = [a!, b!, elsewhere!]
  }, 300_000)
  afterAll(async () => {
    await kit.t.database.close()
  })

  it("lists the club's referees to the desk; others get 401, 403 or 404", async () => {
    const answer = await list()
    expect(answer.status, answer.text).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    // Only the members whose role is referee (not the desk member, not the owner).
    expect(answer.body.referees.map((r: any) => r.userId).sort()).toEqual([refereeId, secondId].sort())
    expect(courtsOf(answer, refereeId)).toEqual([])
    expect((await list(null)).status).toBe(401)
    expect((await list(referee)).status).toBe(403)
    expect((await list(rival)).status).toBe(404)
  })

  it('assigns and replaces referees, audited and published live', async () => {
    const first = await assign(courtA, [refereeId])
    expect(first.status, first.text).toBe(200)
    expect(courtsOf(first, refereeId)).toEqual([courtA])
    const both = await assign(courtB, [refereeId, secondId], owner)
    expect(both.status, both.text).toBe(200)
    expect(courtsOf(both, refereeId)).toEqual([courtA, courtB])
    // Replacing court B's referees drops the first referee there.
    const replaced = await assign(courtB, [secondId])
    expect(courtsOf(replaced, refereeId)).toEqual([courtA])
    expect(courtsOf(replaced, secondId)).toEqual([courtB])
    expect(courtsOf(await list(), secondId)).toEqual([courtB])

    const audit = await kit.t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.tournamentId, eventId), eq(auditLog.action, 'court.referees_set')))
    expect(audit).toHaveLength(3)
    expect(audit[2]).toEqual({
      before: { courtId: courtB, userIds: [refereeId, secondId] },
      after: { courtId: courtB, userIds: [secondId] },
    })
    const topics = (await kit.t.db.select({ topic: liveEvents.topic }).from(liveEvents)).map((r) => r.topic)
    expect(topics).toContain(`event:${eventId}`)
  })

  it('refuses non-referees, other courts, other roles, other clubs and a missing CSRF token', async () => {
    const deskId = await kit.userIdOf(desk)
    const stranger = await assign(courtA, [refereeId, deskId])
    expect(stranger.status).toBe(400)
    expect(stranger.body.error.code).toBe('NOT_A_REFEREE')
    expect(stranger.body.error.fields.userIds).toContain(String(deskId))
    expect((await assign(courtA, [refereeId, refereeId])).status).toBe(400)
    expect((await assign(otherEventCourt, [refereeId])).status).toBe(404)
    expect((await assign(2_000_000_000, [refereeId])).status).toBe(404)
    expect((await assign(courtA, [], referee)).status).toBe(403)
    expect((await assign(courtA, [], rival)).status).toBe(404)
    const noCsrf = await assign(courtA, [], desk, false)
    expect(noCsrf.status).toBe(403)
    // Nothing of that changed court A.
    expect(courtsOf(await list(), refereeId)).toEqual([courtA])
  })

  it('shows a referee only their courts, with a working link for the match called there', async () => {
    const empty = await myCourts(referee)
    expect(empty.status, empty.text).toBe(200)
    expect(empty.body.courts).toEqual([
      expect.objectContaining({ id: courtA, name: 'Court A', match: null, scoringUrl: null }),
    ])
    // No order of play yet: nothing is planned on the court.
    expect(empty.body.courts[0].next).toBeNull()

    const [onA, onB] = await queue()
    expect((await call(desk, 'POST', `/organizer/matches/${onA.id}/call`, { courtId: courtA })).status).toBe(
      200,
    )
    expect((await call(desk, 'POST', `/organizer/matches/${onB.id}/call`, { courtId: courtB })).status).toBe(
      200,
    )

    const mine = await myCourts(referee)
    expect(mine.body.courts).toHaveLength(1)
    const [court] = mine.body.courts
    expect(court.match).toMatchObject({ id: onA.id, state: 'called', home: onA.home, away: onA.away })
    expect(court.scoringUrl).toMatch(/^http.+\/fr\/score\/[\w-]+\.[\w-]+\.[\w-]+$/)
    const page = await call(null, 'GET', `/score/${court.scoringUrl.split('/score/')[1]}`)
    expect(page.status, page.text).toBe(200)
    expect(page.body).toMatchObject({ match: { id: onA.id }, party: 'referee' })

    // The second referee sees court B only; the desk has no courts of its own; rivals nothing.
    const theirs = await myCourts(second)
    expect(theirs.body.courts.map((c: any) => [c.id, c.match?.id])).toEqual([[courtB, onB.id]])
    expect((await myCourts(desk)).body.courts).toEqual([])
    expect((await myCourts(rival)).status).toBe(404)
    expect((await myCourts(null)).status).toBe(401)

    // The scoring links: a referee gets those of their court's match, not another court's.
    const links = (matchId: number, session: Session) =>
      call(session, 'GET', `/organizer/matches/${matchId}/scoring-links`)
    expect((await links(onA.id, referee)).status).toBe(200)
    const refused = await links(onB.id, referee)
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('NOT_YOUR_COURT')
    expect((await links(onB.id, second)).status).toBe(200)
    expect((await links(onB.id, desk)).status).toBe(200)
  })
  it('tells a referee where they referee, for the console home: their events and courts only', async () => {
    const where = (session: Session | null) => call(session, 'GET', '/organizer/my-courts')
    const mine = await where(referee)
    expect(mine.status, mine.text).toBe(200)
    expect(mine.body.events).toEqual([
      expect.objectContaining({
        eventId,
        eventName: 'Referee Open',
        organizationId: kit.orgId,
        courts: [{ id: courtA, name: 'Court A' }],
      }),
    ])
    expect((await where(second)).body.events.map((e: any) => e.courts)).toEqual([
      [{ id: courtB, name: 'Court B' }],
    ])
    expect((await where(desk)).body.events).toEqual([])
    expect((await where(rival)).body.events).toEqual([])
    expect((await where(null)).status).toBe(401)
    // Once the event is over it leaves the list.
    const saved = kit.t.clock.now
    kit.t.clock.now = new Date(saved.getTime() + 3 * 365 * 86_400_000)
    expect((await where(referee)).body.events).toEqual([])
    kit.t.clock.now = saved
    // A referee who leaves the club no longer sees its courts.
    await kit.t.db.delete(organizationMembers).where(eq(organizationMembers.userId, secondId))
    expect((await where(second)).body.events).toEqual([])
  })
})
