// The set-up the organizer API suites share (draws, schedule, exports, draw state, the public
// bracket, the calendar feed): the test app on one database with the demo club and its owner
// signed in, a `call` that sends a session's cookie and CSRF token, the desk/referee/rival cast,
// an event with classes, and walk-in teams written straight to the database (a confirmed entry
// without the registration flow, which its own suites test).
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- JSON bodies of many shapes, each checked by the assertions that read them */
import { eq, organizationMembers, organizations, teamMembers, teams, users } from '@courtside/db'
import { DEMO_OWNER, seedDemoOwner } from '@courtside/db/seed'
import { expect } from 'vitest'
import { signIn, signUpAndIn, type Session } from './test-session.ts'
import { createRegistrationTestApp, type RegistrationTestApp } from './registration-fixtures.ts'
import type { DatabaseKind } from './databases.ts'

const DAY_MS = 86_400_000

/** Best of three games to 11, side-out scoring (35 minutes on the schedule). */
export const BO3_11 = { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' }

export interface Answer {
  status: number
  headers: Headers
  /** The parsed JSON body, or null when the answer is not JSON. */
  body: any
  text: string
}

export interface CallOptions {
  /** Send the session's CSRF token on a write (default true). */
  csrf?: boolean
}

export type OrganizerKit = Awaited<ReturnType<typeof createOrganizerKit>>

/** The app on `kind` with the demo club; its owner is signed in. */
export async function createOrganizerKit(kind: DatabaseKind) {
  const t: RegistrationTestApp = await createRegistrationTestApp(kind)
  const orgId = (await seedDemoOwner(t.db))!.organizationId
  const owner = await signIn(t, DEMO_OWNER.email, DEMO_OWNER.password)
  let counter = 0

  /** The raw answer to `method path` (under /bff unless it is a full URL) as `session`. */
  async function request(
    session: Session | null,
    method: string,
    path: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {}
    if (session) headers.cookie = session.cookieHeader()
    if (session && method !== 'GET' && options.csrf !== false) headers['x-csrf-token'] = session.csrf
    if (body !== undefined) headers['content-type'] = 'application/json'
    return t.app.request(path.startsWith('http') ? path : `/bff${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }

  /** Like `request`, with the body read (and parsed when it is JSON). */
  async function call(
    session: Session | null,
    method: string,
    path: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<Answer> {
    const response = await request(session, method, path, body, options)
    const text = await response.text()
    const isJson = response.headers.get('content-type')?.includes('json') ?? false
    return {
      status: response.status,
      headers: response.headers,
      body: text && isJson ? JSON.parse(text) : null,
      text,
    }
  }

  const userIdOf = async (s: Session) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, s.email)))[0]!.id

  /** An ISO instant `days` after the test clock's now. */
  const at = (days: number) => new Date(t.clock.now.getTime() + days * DAY_MS).toISOString()

  /**
   * The club's desk and referee, and the owner of another club, each signed in (e-mails start
   * with `prefix`, unique per suite and database).
   */
  async function cast(prefix: string) {
    const desk = await signUpAndIn(t, `${prefix}-desk-${kind}@example.com`)
    const referee = await signUpAndIn(t, `${prefix}-referee-${kind}@example.com`)
    const rival = await signUpAndIn(t, `${prefix}-rival-${kind}@example.com`)
    const [rivalOrg] = await t.db
      .insert(organizations)
      .values({ slug: `${prefix}-rival-${kind}`, name: 'Rival Club', country: 'AT' })
      .returning()
    await t.db.insert(organizationMembers).values([
      { organizationId: rivalOrg!.id, userId: await userIdOf(rival), role: 'owner' },
      { organizationId: orgId, userId: await userIdOf(desk), role: 'desk' },
      { organizationId: orgId, userId: await userIdOf(referee), role: 'referee' },
    ])
    return { desk, referee, rival }
  }

  /** A tournament of the demo club (10–11 days ahead in Munich unless `fields` say otherwise). */
  async function createEvent(fields: Record<string, unknown>): Promise<number> {
    const event = await call(owner, 'POST', `/organizer/organizations/${orgId}/events`, {
      kind: 'tournament',
      startDate: at(10),
      endDate: at(11),
      timeZone: 'Europe/Berlin',
      venueName: 'Halle Nord',
      address: 'Sportweg 1',
      city: 'München',
      country: 'de',
      ...fields,
    })
    expect(event.status, event.text).toBe(201)
    return event.body.id as number
  }

  /** An open singles class of 16 places, free, in `matchFormat`. */
  async function createClass(eventId: number, name: string, matchFormat: object = BO3_11): Promise<number> {
    const made = await call(owner, 'POST', `/organizer/events/${eventId}/classes`, {
      name,
      type: 'singles',
      gender: 'open',
      capacity: 16,
      feeMinor: 0,
      matchFormat,
    })
    expect(made.status, made.text).toBe(201)
    return made.body.id as number
  }

  /**
   * A walk-in single: a team of one player named `firstName lastName` in the class, for a new
   * player (with `user`'s fields) or the existing `userId`. Returns the team and the player.
   */
  async function addTeam(
    classId: number,
    firstName: string,
    lastName: string,
    player: { userId?: number; user?: Partial<typeof users.$inferInsert> } = {},
  ): Promise<{ teamId: number; userId: number }> {
    const userId =
      player.userId ??
      (
        await t.db
          .insert(users)
          .values({
            firstName,
            lastName,
            userName: `${lastName.toLowerCase()}_${kind}_${++counter}`,
            ...player.user,
          })
          .returning({ id: users.id })
      )[0]!.id
    const [team] = await t.db
      .insert(teams)
      .values({ classId, name: `${firstName} ${lastName}`, teamType: 1 })
      .returning({ id: teams.id })
    await t.db.insert(teamMembers).values({ teamId: team!.id, userId, position: 1 })
    return { teamId: team!.id, userId }
  }

  return { t, orgId, owner, request, call, userIdOf, at, cast, createEvent, createClass, addTeam }
}
