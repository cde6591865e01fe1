// The organizer API's rows of the access-control matrix (access-matrix.test.ts, issue 12): A owns
// "Matrix Club" and its events; B belongs to no organization, so every object of A's club answers
// B with 404 and anonymous callers with 401. Each row's objects are made on its first call and
// reused for the other actors, so A's call (the last) acts on the object B was refused.
import {
  classes,
  courts,
  draws,
  matchDay,
  matches,
  messages,
  organizationMembers,
  organizations,
  registrations,
  teamMembers,
  teams,
  tournaments,
  users,
  type Db,
} from '@courtside/db'
import { generateDraw } from '@courtside/domain'
import sharp from 'sharp'
import { createInvitation } from '../features/organizer/index.ts'
import { signScoringToken } from '../features/scoring/token.ts'

type Actor = 'anonymous' | 'A' | 'B'
type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT'
  path: string
  body?: unknown
  headers?: Record<string, string>
}
type OrgRow = {
  endpoint: string
  access: 'public' | 'own data' | "A's object"
  expect: Record<Actor, number | 'denied'>
  call: (w: unknown, actor: Actor) => Call | Promise<Call>
}

type OrgWorld = {
  db: Db
  orgId: number
  eventId: number
  cancelEventId: number
  classId: number
  otherClassId: number
  ratedClassId: number
  doublesClassId: number
}
let ow: OrgWorld
let counter = 0
const DAY = 86_400_000
const FORMAT = { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' as const }

export async function setUpOrganizerWorld(db: Db, aId: number, now: Date): Promise<void> {
  const [org] = await db
    .insert(organizations)
    .values({ slug: `matrix-club-${now.getTime()}-${++counter}`, name: 'Matrix Club', country: 'DE' })
    .returning()
  await db.insert(organizationMembers).values({ organizationId: org!.id, userId: aId, role: 'owner' })
  const event = (name: string) => ({
    slug: `${name.toLowerCase().replace(/\s/g, '-')}-${now.getTime()}-${++counter}`,
    organizationId: org!.id,
    typeCode: 1,
    name,
    startDate: new Date(now.getTime() + 40 * DAY),
    endDate: new Date(now.getTime() + 41 * DAY),
    timeZone: 'Europe/Berlin',
    venueName: 'Hall',
    address: 'Street 1',
    city: 'Berlin',
    country: 'DE',
    status: 'published' as const,
    registrationOpensAt: new Date(now.getTime() - DAY),
    registrationClosesAt: new Date(now.getTime() + 30 * DAY),
  })
  const [main, toCancel] = await db
    .insert(tournaments)
    .values([event('Matrix Open'), event('Matrix Cancelled')])
    .returning()
  const cls = (tournamentId: number, name: string, extra: Partial<typeof classes.$inferInsert> = {}) => ({
    tournamentId,
    name,
    type: 1,
    capacity: 64,
    feeMinor: 1000,
    matchFormat: FORMAT,
    ...extra,
  })
  const [one, two, rated, , doubles] = await db
    .insert(classes)
    .values([
      cls(main!.id, 'Singles A'),
      cls(main!.id, 'Singles B'),
      cls(main!.id, 'Rated', { ratingMin: 4, unratedMayAsk: true }),
      cls(toCancel!.id, 'Singles'),
      cls(main!.id, 'Doubles', { type: 2 }),
    ])
    .returning()
  ow = {
    db,
    orgId: org!.id,
    eventId: main!.id,
    cancelEventId: toCancel!.id,
    classId: one!.id,
    otherClassId: two!.id,
    ratedClassId: rated!.id,
    doublesClassId: doubles!.id,
  }
}

async function freshUser(): Promise<number> {
  const n = ++counter
  const [u] = await ow.db
    .insert(users)
    .values({
      firstName: 'Matrix',
      lastName: `Player ${n}`,
      userName: `matrix_player_${n}_${Date.now()}`,
      gender: 'female',
      birthYear: 1990,
    })
    .returning({ id: users.id })
  return u!.id
}

async function entry(
  status: 'confirmed' | 'waitlisted' | 'pending_approval',
  classId = ow.classId,
  isLookingForPartner = false,
): Promise<number> {
  const userId = await freshUser()
  const [r] = await ow.db
    .insert(registrations)
    .values({
      classId,
      userId,
      status,
      feeMinor: 1000,
      waitlistPosition: status === 'waitlisted' ? 1 : null,
      isLookingForPartner,
    })
    .returning({ id: registrations.id })
  return r!.id
}

/** Makes an object on the first actor's call and hands the same one to the others. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  let kindRun = ow
  return () => {
    if (!made || kindRun !== ow) {
      kindRun = ow
      made = make()
    }
    return made
  }
}

let png: string | undefined
async function tinyPng(): Promise<string> {
  png ??= (
    await sharp({ create: { width: 16, height: 9, channels: 3, background: '#204080' } })
      .png()
      .toBuffer()
  ).toString('base64')
  return png
}

/**
 * A class of A's with two entries and a knockout draw in `status` (issue 14); a locked one also
 * has its public match row, so a result can be entered on it.
 */
async function drawnClass(
  status: 'none' | 'draft' | 'locked',
): Promise<{ classId: number; entryIds: number[]; matchId: number }> {
  const [cls] = await ow.db
    .insert(classes)
    .values({
      tournamentId: ow.eventId,
      name: 'Draw',
      type: 1,
      capacity: 8,
      feeMinor: 0,
      matchFormat: FORMAT,
    })
    .returning({ id: classes.id })
  const entryIds: number[] = []
  for (const name of ['One', 'Two']) {
    const [team] = await ow.db
      .insert(teams)
      .values({ classId: cls!.id, name, teamType: 1 })
      .returning({ id: teams.id })
    await ow.db.insert(teamMembers).values({ teamId: team!.id, userId: await freshUser() })
    entryIds.push(team!.id)
  }
  let matchId = 0
  if (status !== 'none') {
    const entries = entryIds.map((id) => ({ id, name: String(id), members: [] }))
    const draw = generateDraw({ entries, ratingKind: 'singles', format: { kind: 'knockout' }, seed: 7 })
    await ow.db.insert(draws).values({
      classId: cls!.id,
      status,
      draw,
      options: { format: draw.format, seedGiven: true },
      randomSeed: 7,
    })
    if (status === 'locked') {
      const [match] = await ow.db
        .insert(matches)
        .values({ classId: cls!.id, drawMatchId: 'M-R1-1', homeTeamId: entryIds[0], awayTeamId: entryIds[1] })
        .returning({ id: matches.id })
      matchId = match!.id
    }
  }
  return { classId: cls!.id, entryIds, matchId }
}

/**
 * A ready match of A's (a locked two-entry draw) and a court of its own in A's event for the court
 * desk (issue 15); `called` already calls it to that court, `spare` adds a second free court.
 */
async function deskMatch(called: boolean): Promise<{ matchId: number; courtId: number; spareId: number }> {
  const { matchId } = await drawnClass('locked')
  const made = await ow.db
    .insert(courts)
    .values([
      { tournamentId: ow.eventId, name: `Desk ${++counter}` },
      { tournamentId: ow.eventId, name: `Desk ${++counter}` },
    ])
    .returning({ id: courts.id })
  const [court, spare] = made.map((c) => c.id)
  if (called)
    await ow.db
      .insert(matchDay)
      .values({ matchId, tournamentId: ow.eventId, state: 'called', courtId: court!, calledAt: new Date() })
  return { matchId, courtId: court!, spareId: spare! }
}

/** A message of A's event that the outbox gave up on (issue 16); A's retry sends it. */
const failedMessage = once(async () => {
  const [row] = await ow.db
    .insert(messages)
    .values({
      kind: 'receipt',
      subjectKey: `matrix:${++counter}`,
      channel: 'email',
      recipient: 'matrix.player@example.com',
      tournamentId: ow.eventId,
      locale: 'en',
      payload: { tournament: 'Matrix Open' },
      status: 'failed',
      attempts: 6,
      lastError: 'mailbox unavailable',
    })
    .returning({ id: messages.id })
  return row!.id
})

const denied = { anonymous: 401, B: 'denied', A: 0 } as const
const objectOfA = (status: number) => ({ ...denied, A: status })

export function organizerRows(): OrgRow[] {
  const eventBody = () => ({
    kind: 'tournament',
    name: 'Matrix Summer Cup',
    startDate: '2027-07-01T08:00:00+02:00',
    endDate: '2027-07-02T18:00:00+02:00',
    timeZone: 'Europe/Berlin',
    venueName: 'Hall',
    address: 'Street 2',
    city: 'Berlin',
    country: 'DE',
  })
  const classBody = {
    name: 'Doubles',
    type: 'doubles',
    gender: 'mixed',
    capacity: 16,
    feeMinor: 3000,
    matchFormat: FORMAT,
  }
  let withdrawable: () => Promise<number> = () => Promise.resolve(0)
  let movable: () => Promise<number> = () => Promise.resolve(0)
  let approvable: () => Promise<number> = () => Promise.resolve(0)
  let refusable: () => Promise<number> = () => Promise.resolve(0)
  let promotable: () => Promise<number> = () => Promise.resolve(0)
  let deletable: () => Promise<number> = () => Promise.resolve(0)
  let removable: () => Promise<number> = () => Promise.resolve(0)
  let token: () => Promise<string> = () => Promise.resolve('')
  let revocable: () => Promise<number> = () => Promise.resolve(0)
  let pairable: () => Promise<[number, number]> = () => Promise.resolve([0, 0])
  type Drawn = Awaited<ReturnType<typeof drawnClass>>
  const none: () => Promise<Drawn> = () => Promise.resolve({ classId: 0, entryIds: [], matchId: 0 })
  let undrawn = none
  let previewed = none
  let swappable = none
  let lockable = none
  let publishable = none
  let scorable = none
  let plannable = none
  type DeskOf = Awaited<ReturnType<typeof deskMatch>>
  const noDesk: () => Promise<DeskOf> = () => Promise.resolve({ matchId: 0, courtId: 0, spareId: 0 })
  let callable = noDesk
  let onCourtable = noDesk
  let uncallable = noDesk
  let courtMovable = noDesk
  let refereeCourt = noDesk
  // Fresh lazies per database kind (setUpOrganizerWorld runs first).
  const reset = () => {
    withdrawable = once(() => entry('confirmed'))
    movable = once(() => entry('confirmed'))
    approvable = once(() => entry('pending_approval', ow.ratedClassId))
    refusable = once(() => entry('pending_approval', ow.ratedClassId))
    promotable = once(() => entry('waitlisted', ow.otherClassId))
    deletable = once(
      async () =>
        (
          await ow.db
            .insert(classes)
            .values({
              tournamentId: ow.eventId,
              name: 'Spare',
              type: 1,
              capacity: 4,
              feeMinor: 0,
              matchFormat: FORMAT,
            })
            .returning({ id: classes.id })
        )[0]!.id,
    )
    removable = once(async () => {
      const userId = await freshUser()
      await ow.db.insert(organizationMembers).values({ organizationId: ow.orgId, userId, role: 'desk' })
      return userId
    })
    // Two waitlisted players looking for a partner (no team or payment needed to pair them).
    pairable = once(async () => [
      await entry('waitlisted', ow.doublesClassId, true),
      await entry('waitlisted', ow.doublesClassId, true),
    ])
    undrawn = once(() => drawnClass('none'))
    previewed = once(() => drawnClass('draft'))
    swappable = once(() => drawnClass('draft'))
    lockable = once(() => drawnClass('draft'))
    publishable = once(() => drawnClass('locked'))
    scorable = once(() => drawnClass('locked'))
    plannable = once(() => drawnClass('locked'))
    callable = once(() => deskMatch(false))
    onCourtable = once(() => deskMatch(true))
    uncallable = once(() => deskMatch(true))
    courtMovable = once(() => deskMatch(true))
    refereeCourt = once(() => deskMatch(false))
    revocable = once(
      async () =>
        (
          await createInvitation(ow.db, {
            organizationId: ow.orgId,
            email: 'revoke.me@example.com',
            role: 'desk',
            invitedByUserId: null,
            now: new Date(),
          })
        ).id,
    )
    token = once(
      async () =>
        (
          await createInvitation(ow.db, {
            organizationId: ow.orgId,
            email: 'a.again@example.com',
            role: 'owner',
            invitedByUserId: null,
            now: new Date(),
          })
        ).token,
    )
  }
  let resetFor: OrgWorld | undefined
  const fresh = () => {
    if (resetFor !== ow) {
      resetFor = ow
      reset()
    }
  }
  const row = (
    endpoint: string,
    expect: OrgRow['expect'],
    call: (actor: Actor) => Call | Promise<Call>,
    access: OrgRow['access'] = "A's object",
  ): OrgRow => ({
    endpoint,
    access,
    expect,
    call: (_w, actor) => {
      fresh()
      return call(actor)
    },
  })
  const o = '/bff/organizer'
  return [
    row(
      'GET /bff/openapi.json',
      { anonymous: 200, B: 200, A: 200 },
      () => ({ method: 'GET', path: '/bff/openapi.json' }),
      'public',
    ),
    row(
      'GET /bff/reference',
      { anonymous: 200, B: 200, A: 200 },
      () => ({ method: 'GET', path: '/bff/reference' }),
      'public',
    ),
    row(
      'GET /bff/organizer/me',
      { anonymous: 401, B: 200, A: 200 },
      () => ({ method: 'GET', path: `${o}/me` }),
      'own data',
    ),
    row(
      'GET /bff/organizer/my-courts',
      { anonymous: 401, B: 200, A: 200 },
      () => ({ method: 'GET', path: `${o}/my-courts` }),
      'own data',
    ),
    row('GET /bff/organizer/organizations/:orgId/events', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/organizations/${ow.orgId}/events`,
    })),
    row('POST /bff/organizer/organizations/:orgId/events', objectOfA(201), () => ({
      method: 'POST',
      path: `${o}/organizations/${ow.orgId}/events`,
      body: eventBody(),
    })),
    row('GET /bff/organizer/events/:id', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/events/${ow.eventId}`,
    })),
    row('PATCH /bff/organizer/events/:id', objectOfA(200), () => ({
      method: 'PATCH',
      path: `${o}/events/${ow.eventId}`,
      body: { descriptions: { fr: 'Bienvenue' } },
    })),
    row('POST /bff/organizer/events/:id/unpublish', objectOfA(200), () => ({
      method: 'POST',
      path: `${o}/events/${ow.eventId}/unpublish`,
    })),
    row('POST /bff/organizer/events/:id/publish', objectOfA(200), () => ({
      method: 'POST',
      path: `${o}/events/${ow.eventId}/publish`,
    })),
    row('POST /bff/organizer/events/:id/copy', objectOfA(201), () => ({
      method: 'POST',
      path: `${o}/events/${ow.eventId}/copy`,
      body: { offsetDays: 364 },
    })),
    row('POST /bff/organizer/events/:id/image', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/events/${ow.eventId}/image`,
      body: { fileName: 'cover.png', file: await tinyPng() },
    })),
    row('POST /bff/organizer/events/:id/cancel', objectOfA(200), () => ({
      method: 'POST',
      path: `${o}/events/${ow.cancelEventId}/cancel`,
    })),
    row('GET /bff/organizer/events/:id/audit', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/events/${ow.eventId}/audit`,
    })),
    row('POST /bff/organizer/events/:id/classes', objectOfA(201), () => ({
      method: 'POST',
      path: `${o}/events/${ow.eventId}/classes`,
      body: classBody,
    })),
    row('PATCH /bff/organizer/classes/:id', objectOfA(200), () => ({
      method: 'PATCH',
      path: `${o}/classes/${ow.classId}`,
      body: { name: 'Singles A (renamed)' },
    })),
    row('DELETE /bff/organizer/classes/:id', objectOfA(204), async () => ({
      method: 'DELETE',
      path: `${o}/classes/${await deletable()}`,
    })),
    row('GET /bff/organizer/classes/:id/entries', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/classes/${ow.classId}/entries`,
    })),
    row('GET /bff/organizer/classes/:id/entries.csv', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/classes/${ow.classId}/entries.csv`,
    })),
    row('POST /bff/organizer/classes/:id/entries', objectOfA(201), async () => ({
      method: 'POST',
      path: `${o}/classes/${ow.classId}/entries`,
      body: { userId: await freshUser(), paidAtDesk: true },
    })),
    row('PUT /bff/organizer/classes/:id/waitlist', objectOfA(200), async () => {
      await promotable()
      return {
        method: 'PUT',
        path: `${o}/classes/${ow.otherClassId}/waitlist`,
        body: { entryIds: [await promotable()] },
      }
    }),
    row('POST /bff/organizer/entries/:id/withdraw', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/entries/${await withdrawable()}/withdraw`,
      body: { refund: 'policy' },
    })),
    row('POST /bff/organizer/entries/:id/move', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/entries/${await movable()}/move`,
      body: { toClassId: ow.otherClassId },
    })),
    row('POST /bff/organizer/entries/:id/approve', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/entries/${await approvable()}/approve`,
    })),
    row('POST /bff/organizer/entries/:id/refuse', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/entries/${await refusable()}/refuse`,
    })),
    row('POST /bff/organizer/entries/:id/promote', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/entries/${await promotable()}/promote`,
    })),
    row('POST /bff/organizer/classes/:id/pairs', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/classes/${ow.doublesClassId}/pairs`,
      body: { entryIds: await pairable() },
    })),
    row('DELETE /bff/organizer/organizations/:orgId/invitations/:id', objectOfA(204), async () => ({
      method: 'DELETE',
      path: `${o}/organizations/${ow.orgId}/invitations/${await revocable()}`,
    })),
    row('GET /bff/organizer/organizations/:orgId/members', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/organizations/${ow.orgId}/members`,
    })),
    row('POST /bff/organizer/organizations/:orgId/members', objectOfA(201), () => ({
      method: 'POST',
      path: `${o}/organizations/${ow.orgId}/members`,
      body: { email: 'new.member@example.com', role: 'desk' },
    })),
    row('PATCH /bff/organizer/organizations/:orgId/members/:userId', objectOfA(200), async () => ({
      method: 'PATCH',
      path: `${o}/organizations/${ow.orgId}/members/${await removable()}`,
      body: { role: 'director' },
    })),
    row('DELETE /bff/organizer/organizations/:orgId/members/:userId', objectOfA(204), async () => ({
      method: 'DELETE',
      path: `${o}/organizations/${ow.orgId}/members/${await removable()}`,
    })),
    // Draws and results (issue 14, features/draws).
    row('GET /bff/organizer/classes/:id/draw', objectOfA(200), async () => ({
      method: 'GET',
      path: `${o}/classes/${(await previewed()).classId}/draw`,
    })),
    row('POST /bff/organizer/classes/:id/draw', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/classes/${(await undrawn()).classId}/draw`,
      body: { format: 'knockout', randomSeed: 1 },
    })),
    row('POST /bff/organizer/classes/:id/draw/swap', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/classes/${(await swappable()).classId}/draw/swap`,
      body: { entryIds: (await swappable()).entryIds },
    })),
    row('POST /bff/organizer/classes/:id/draw/lock', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/classes/${(await lockable()).classId}/draw/lock`,
    })),
    row('POST /bff/organizer/classes/:id/draw/publish', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/classes/${(await publishable()).classId}/draw/publish`,
      body: {},
    })),
    row('POST /bff/organizer/matches/:id/result', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/matches/${(await scorable()).matchId}/result`,
      body: {
        games: [
          { home: 11, away: 3 },
          { home: 11, away: 4 },
        ],
      },
    })),
    // Order of play (issue 14, features/schedule).
    row('GET /bff/organizer/events/:id/courts', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/events/${ow.eventId}/courts`,
    })),
    row('PUT /bff/organizer/events/:id/courts', objectOfA(200), () => ({
      method: 'PUT',
      path: `${o}/events/${ow.eventId}/courts`,
      body: {
        courts: [{ name: 'Matrix Court', windows: [{ day: '2027-07-01', start: '09:00', end: '18:00' }] }],
      },
    })),
    row('GET /bff/organizer/events/:id/schedule/settings', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/events/${ow.eventId}/schedule/settings`,
    })),
    row('PATCH /bff/organizer/events/:id/schedule/settings', objectOfA(200), () => ({
      method: 'PATCH',
      path: `${o}/events/${ow.eventId}/schedule/settings`,
      body: { minRestMinutes: 25 },
    })),
    row('GET /bff/organizer/events/:id/schedule', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/events/${ow.eventId}/schedule`,
    })),
    row('POST /bff/organizer/events/:id/schedule', objectOfA(200), () => ({
      method: 'POST',
      path: `${o}/events/${ow.eventId}/schedule`,
      body: { mode: 'keep' },
    })),
    row('PATCH /bff/organizer/matches/:id/slot', objectOfA(200), async () => ({
      method: 'PATCH',
      path: `${o}/matches/${(await plannable()).matchId}/slot`,
      body: { courtId: null, start: null },
    })),
    // The court desk (issue 15, features/desk).
    row('GET /bff/organizer/events/:id/desk', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/events/${ow.eventId}/desk`,
    })),
    row('PUT /bff/organizer/events/:id/desk-settings', objectOfA(200), () => ({
      method: 'PUT',
      path: `${o}/events/${ow.eventId}/desk-settings`,
      body: { overdueMinutes: 40 },
    })),
    row('POST /bff/organizer/matches/:id/call', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/matches/${(await callable()).matchId}/call`,
      body: { courtId: (await callable()).courtId },
    })),
    row('POST /bff/organizer/matches/:id/on-court', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/matches/${(await onCourtable()).matchId}/on-court`,
      body: {},
    })),
    row('POST /bff/organizer/matches/:id/uncall', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/matches/${(await uncallable()).matchId}/uncall`,
      body: {},
    })),
    row('POST /bff/organizer/matches/:id/move-court', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/matches/${(await courtMovable()).matchId}/move-court`,
      body: { courtId: (await courtMovable()).spareId },
    })),
    // Court referees (issue 15, features/referees): A's club has no referee, so A clears a court.
    row('GET /bff/organizer/events/:id/referees', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/events/${ow.eventId}/referees`,
    })),
    row('PUT /bff/organizer/events/:id/courts/:courtId/referees', objectOfA(200), async () => ({
      method: 'PUT',
      path: `${o}/events/${ow.eventId}/courts/${(await refereeCourt()).courtId}/referees`,
      body: { userIds: [] },
    })),
    row('GET /bff/organizer/events/:id/my-courts', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/events/${ow.eventId}/my-courts`,
    })),
    // Exports (issue 14, features/exports).
    ...['export.tods.json', 'results.csv', 'export.dupr.csv', 'order-of-play.pdf'].map((file) =>
      row(`GET /bff/organizer/events/:id/${file}`, objectOfA(200), () => ({
        method: 'GET',
        path: `${o}/events/${ow.eventId}/${file}`,
      })),
    ),
    row('GET /bff/organizer/events/:id/dupr-submission', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/events/${ow.eventId}/dupr-submission`,
    })),
    // Nothing in A's event is rateable yet: the owner gets an empty report without a call to DUPR.
    row('POST /bff/organizer/events/:id/dupr-submission', objectOfA(200), () => ({
      method: 'POST',
      path: `${o}/events/${ow.eventId}/dupr-submission`,
    })),
    row('GET /bff/organizer/classes/:id/draw-sheet.pdf', objectOfA(200), async () => ({
      method: 'GET',
      path: `${o}/classes/${(await scorable()).classId}/draw-sheet.pdf`,
    })),
    // An invitation token is the credential: B's made-up token finds nothing, A's own link works.
    row('POST /bff/organizer/invitations/accept', objectOfA(200), async (actor) => ({
      method: 'POST',
      path: `${o}/invitations/accept`,
      body: { token: actor === 'A' ? await token() : 'made-up-token-of-someone-else-000' },
    })),
    row('GET /bff/organizer/events/:id/messages', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/events/${ow.eventId}/messages`,
    })),
    row('POST /bff/organizer/messages/:id/retry', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/messages/${await failedMessage()}/retry`,
    })),
    // Check-in (issue 15, features/check-in). A's event has no confirmed player with A's id or the
    // made-up code (player 999999 does not exist), so A's writes reach the service and are refused there (409/422), B's never.
    row('GET /bff/organizer/events/:id/check-in', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/events/${ow.eventId}/check-in?q=matrix`,
    })),
    row('POST /bff/organizer/events/:id/check-in', objectOfA(422), () => ({
      method: 'POST',
      path: `${o}/events/${ow.eventId}/check-in`,
      body: { code: 'ABCD-EFGH' },
    })),
    row('POST /bff/organizer/events/:id/check-in/:userId', objectOfA(409), () => ({
      method: 'POST',
      path: `${o}/events/${ow.eventId}/check-in/999999`,
    })),
    row('DELETE /bff/organizer/events/:id/check-in/:userId', objectOfA(200), () => ({
      method: 'DELETE',
      path: `${o}/events/${ow.eventId}/check-in/999999`,
    })),
    row('PUT /bff/organizer/events/:id/check-in-settings', objectOfA(200), () => ({
      method: 'PUT',
      path: `${o}/events/${ow.eventId}/check-in-settings`,
      body: { selfCheckInOpensAt: null, selfCheckInClosesAt: null, checkInDeadline: null },
    })),
    row('GET /bff/organizer/events/:id/no-shows', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/events/${ow.eventId}/no-shows`,
    })),
    row('POST /bff/organizer/events/:id/no-shows/withdraw', objectOfA(409), () => ({
      method: 'POST',
      path: `${o}/events/${ow.eventId}/no-shows/withdraw`,
      body: { entryIds: [1] },
    })),
    // Each unrated player asks for approval for themself only.
    row(
      'POST /bff/registrations/class/:id/approval-request',
      { anonymous: 401, B: 201, A: 201 },
      () => ({
        method: 'POST',
        path: `/bff/registrations/class/${ow.ratedClassId}/approval-request`,
        body: {},
      }),
      'own data',
    ),
    ...scoringRows(row),
  ]
}

/** A lazy made once per database kind (the world is rebuilt for each). */
function perWorld<T>(make: () => Promise<T>): () => Promise<T> {
  const made = new WeakMap<object, Promise<T>>()
  return () => {
    let value = made.get(ow.db)
    if (!value) {
      value = make()
      made.set(ow.db, value)
    }
    return value
  }
}

/**
 * Scoring from a phone (issue 15, features/scoring). The desk's routes are A's objects; the phone
 * routes are public and their token is the credential: anonymous and B hold a made-up token (401),
 * A the match's real link. Confirm and dispute act on a score the home link left pending.
 */
function scoringRows(
  row: (
    endpoint: string,
    expect: OrgRow['expect'],
    call: (actor: Actor) => Call | Promise<Call>,
    access?: OrgRow['access'],
  ) => OrgRow,
): OrgRow[] {
  const o = '/bff/organizer'
  const GAMES = [
    { home: 11, away: 3 },
    { home: 11, away: 4 },
  ]
  const pending = async (state: 'called' | 'score_pending') => {
    const drawn = await drawnClass('locked')
    await ow.db.insert(matchDay).values({
      matchId: drawn.matchId,
      tournamentId: ow.eventId,
      state,
      ...(state === 'score_pending'
        ? {
            pendingResult: { games: GAMES, decision: null },
            pendingSide: 'home' as const,
            pendingAt: new Date('2100-01-01'),
          }
        : {}),
    })
    return drawn.matchId
  }
  const linked = perWorld(() => drawnClass('locked').then((d) => d.matchId))
  const called = perWorld(() => pending('called'))
  const decidable = perWorld(() => pending('score_pending'))
  const submittable = perWorld(() => drawnClass('locked').then((d) => d.matchId))
  const confirmable = perWorld(() => pending('score_pending'))
  const disputable = perWorld(() => pending('score_pending'))
  const tokenFor = async (actor: Actor, matchId: number, party: 'home' | 'away' | 'referee') =>
    actor === 'A'
      ? signScoringToken(ow.db, { matchId, party, version: 1 }, new Date('2100-01-01'))
      : 'made-up.scoring.token'
  const key = (actor: Actor) => ({ 'idempotency-key': `matrix-scoring-${actor}-${++counter}` })
  const once401 = { anonymous: 401, B: 401, A: 200 }
  return [
    row('GET /bff/organizer/matches/:id/scoring-links', objectOfA(200), async () => ({
      method: 'GET',
      path: `${o}/matches/${await linked()}/scoring-links`,
    })),
    row('POST /bff/organizer/matches/:id/scoring-links/revoke', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/matches/${await called()}/scoring-links/revoke`,
    })),
    row('POST /bff/organizer/matches/:id/decide', objectOfA(200), async () => ({
      method: 'POST',
      path: `${o}/matches/${await decidable()}/decide`,
      body: { games: GAMES },
    })),
    row('GET /bff/organizer/events/:id/scores', objectOfA(200), () => ({
      method: 'GET',
      path: `${o}/events/${ow.eventId}/scores`,
    })),
    row(
      'GET /bff/score/:token',
      once401,
      async (actor) => ({
        method: 'GET',
        path: `/bff/score/${await tokenFor(actor, await linked(), 'referee')}`,
      }),
      'public',
    ),
    row(
      'POST /bff/score/:token',
      once401,
      async (actor) => ({
        method: 'POST',
        path: `/bff/score/${await tokenFor(actor, await submittable(), 'referee')}`,
        body: { games: GAMES },
        headers: key(actor),
      }),
      'public',
    ),
    row(
      'POST /bff/score/:token/confirm',
      once401,
      async (actor) => ({
        method: 'POST',
        path: `/bff/score/${await tokenFor(actor, await confirmable(), 'away')}/confirm`,
        body: {},
        headers: key(actor),
      }),
      'public',
    ),
    row(
      'POST /bff/score/:token/dispute',
      once401,
      async (actor) => ({
        method: 'POST',
        path: `/bff/score/${await tokenFor(actor, await disputable(), 'away')}/dispute`,
        body: { note: 'Not the score we played' },
        headers: key(actor),
      }),
      'public',
    ),
  ]
}
