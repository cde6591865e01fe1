// Access control matrix (issue 8): every /bff endpoint × (anonymous, user A, user B) with the
// status each must get, on real objects. A owns a profile, an avatar, a DUPR link, an order with
// a registration, and a partner invitation (sent by B). B calls every endpoint with A's ids and
// must be refused (403/404) wherever the object is A's; whatever anonymous and B do, everything
// of A's — rows, sessions, the avatar file — is the same afterwards, and none of their answers
// contains A's e-mail address or phone number. Public reads answer 200 to all three; everything
// personal answers 401 to anonymous callers. The table must name every endpoint the app has, so a
// new endpoint fails this suite until it is classified here.
import {
  and,
  calendarFeeds,
  eq,
  identityAccounts,
  identitySessions,
  organizations,
  orders,
  partnerInvitations,
  podcastEpisodes,
  registrations,
  sql,
  tours,
  users,
} from '@courtside/db'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { createAccount, ORIGIN, signIn, signUpAndIn, STRONG_PASSWORD, type Session } from './test-session.ts'
import { createFixture, type Fixture } from './registration-fixtures.ts'
import { createLocalStorage } from '../adapters/storage.ts'
import { DATABASE_KINDS, openTestDatabase, SEED_NOW, silentLogger } from './databases.ts'
import { endpointsOf } from './endpoints.ts'
import { organizerRows, setUpOrganizerWorld } from './organizer-matrix.ts'

type Actor = 'anonymous' | 'A' | 'B'
/** Callers in the order each row runs them: B's attempt comes before A's own call changes anything. */
const ACTORS: Actor[] = ['anonymous', 'B', 'A']

/** An exact status, or `denied`: 403 or 404 (someone else's object; never 200). */
type Expected = number | 'denied'

type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT'
  path: string
  body?: unknown
  headers?: Record<string, string>
  /** The session to call with; default: the actor's own (none for anonymous). */
  session?: Session | null
}

type World = {
  fx: Fixture
  a: Session
  b: Session
  aId: number
  bId: number
  /** A third account anyone may sign in to. */
  carol: string
  tourId: number
  organizationSlug: string
  episodeSlug: string
  avatarA: string
  orderA: string
  registrationA: number
  invitationToA: number
  /** The path of A's calendar feed (read when needed: A's own reset call changes it). */
  feedPathOfA: () => Promise<string>
  sessionOf: (actor: Actor) => Session | null
}

type Row = {
  /** `METHOD /bff/path` exactly as the router lists it. */
  endpoint: string
  /** What the call is (spec section 7, DESIGN.md security baseline). */
  access:
    | 'public'
    | 'own data'
    | "A's object"
    | 'session endpoint'
    | 'development only'
    | 'Stripe only'
    | 'operator only'
  expect: Record<Actor, Expected>
  call: (w: World, actor: Actor) => Call | Promise<Call>
  /** Extra checks of one actor's answer. */
  check?: (w: World, actor: Actor, status: number, body: unknown) => void
  /** Why this row's answers may contain A's contact details. */
  showsContactDetails?: string
}

const all = (status: Expected): Record<Actor, Expected> => ({ anonymous: status, A: status, B: status })
const signedIn = (a: Expected, b: Expected = a): Record<Actor, Expected> => ({ anonymous: 401, A: a, B: b })
const ACCEPTED_CARD = '4242 4242 4242 4242'
const A_EMAIL = 'owner.a@example.com'
const A_PHONE = '+4917012345678'
const B_EMAIL = 'other.b@example.com'
const DUPR = { clientKey: 'matrix-key', clientSecret: 'matrix-secret', environment: 'uat' as const }

let counter = 0
const fresh = (actor: Actor) => `matrix-${actor.toLowerCase()}-${++counter}@example.com`
const idempotencyKey = (actor: Actor) => ({ 'idempotency-key': `matrix-${actor}-${++counter}-key` })

const table: Row[] = [
  // Public reads: the same answer for everybody.
  { endpoint: 'GET /bff/health', access: 'public', expect: all(200), call: () => get('/bff/health') },
  // Live updates (issue 15) carry public topics only: the same versions for everybody, and a
  // topic naming anything else (a user) is refused for everybody. The stream itself is held
  // open, so its delivery is tested in features/live/live.test.ts.
  {
    endpoint: 'GET /bff/live/versions',
    access: 'public',
    expect: all(200),
    call: () => get('/bff/live/versions?topics=class:1,event:1'),
  },
  {
    endpoint: 'GET /bff/live',
    access: 'public',
    expect: all(400),
    call: () => get('/bff/live?topics=user:1'),
  },
  {
    endpoint: 'GET /bff/tournament/list',
    access: 'public',
    expect: all(200),
    call: () => get('/bff/tournament/list?limit=3'),
  },
  {
    endpoint: 'GET /bff/tournament/featured',
    access: 'public',
    expect: all(200),
    call: () => get('/bff/tournament/featured'),
  },
  {
    endpoint: 'GET /bff/tournament/countries',
    access: 'public',
    expect: all(200),
    call: () => get('/bff/tournament/countries'),
  },
  {
    endpoint: 'GET /bff/tournament/tours',
    access: 'public',
    expect: all(200),
    call: () => get('/bff/tournament/tours'),
  },
  {
    endpoint: 'GET /bff/tournament/tour/:id',
    access: 'public',
    expect: all(200),
    call: (w) => get(`/bff/tournament/tour/${w.tourId}`),
  },
  {
    endpoint: 'GET /bff/tournament/:id',
    access: 'public',
    expect: all(200),
    call: (w) => get(`/bff/tournament/${w.fx.tournamentId}`),
  },
  {
    endpoint: 'GET /bff/tournament/:id/calendar.ics',
    access: 'public',
    expect: all(200),
    call: (w) => get(`/bff/tournament/${w.fx.tournamentId}/calendar.ics`),
  },
  {
    endpoint: 'GET /bff/tournament/:id/base-info',
    access: 'public',
    expect: all(200),
    call: (w) => get(`/bff/tournament/${w.fx.tournamentId}/base-info`),
  },
  {
    endpoint: 'GET /bff/tournament/class/:id/full',
    access: 'public',
    expect: all(200),
    call: (w) => get(`/bff/tournament/class/${w.fx.singlesId}/full`),
  },
  {
    endpoint: 'GET /bff/tournament/:id/player-list',
    access: 'public',
    expect: all(200),
    call: (w) => get(`/bff/tournament/${w.fx.tournamentId}/player-list?limit=50`),
  },
  // The court board and the tournament page's live panel (issue 15) are public; "my matches" is the caller's own.
  {
    endpoint: 'GET /bff/tournament/:id/live',
    access: 'public',
    expect: all(200),
    call: (w) => get(`/bff/tournament/${w.fx.tournamentId}/live`),
  },
  {
    endpoint: 'GET /bff/tournament/:id/live/summary',
    access: 'public',
    expect: all(200),
    call: (w) => get(`/bff/tournament/${w.fx.tournamentId}/live/summary`),
  },
  {
    endpoint: 'GET /bff/tournament/:id/my-matches',
    access: 'own data',
    expect: signedIn(200),
    call: (w) => get(`/bff/tournament/${w.fx.tournamentId}/my-matches`),
  },
  {
    endpoint: 'GET /bff/organizers/list',
    access: 'public',
    expect: all(200),
    call: () => get('/bff/organizers/list'),
  },
  {
    endpoint: 'GET /bff/organizers/:idOrSlug',
    access: 'public',
    expect: all(200),
    call: (w) => get(`/bff/organizers/${w.organizationSlug}`),
  },
  {
    endpoint: 'GET /bff/podcast/episodes',
    access: 'public',
    expect: all(200),
    call: () => get('/bff/podcast/episodes'),
  },
  {
    endpoint: 'GET /bff/podcast/episodes/:idOrSlug',
    access: 'public',
    expect: all(200),
    call: (w) => get(`/bff/podcast/episodes/${w.episodeSlug}`),
  },
  {
    endpoint: 'GET /bff/auth/countries',
    access: 'public',
    expect: all(200),
    call: () => get('/bff/auth/countries'),
  },
  {
    // Avatars are shown next to names on public player lists.
    endpoint: 'GET /bff/upload/:folder/:name',
    access: 'public',
    expect: all(200),
    call: (w) => get(w.avatarA),
  },

  // The caller's own data: the id comes from the session, so B reaches only B's.
  {
    endpoint: 'GET /bff/user/me',
    access: 'own data',
    expect: signedIn(200),
    call: () => get('/bff/user/me'),
    check: (_w, actor, status, body) => {
      if (status === 200) expect((body as { email: string }).email).toBe(actor === 'A' ? A_EMAIL : B_EMAIL)
    },
  },
  {
    endpoint: 'PATCH /bff/user/update',
    access: 'own data',
    expect: signedIn(200),
    call: (_w, actor) => ({
      method: 'PATCH',
      path: '/bff/user/update',
      body: { firstName: `Changed by ${actor}` },
    }),
  },
  // A player's message history (issue 16): only the caller's own messages.
  {
    endpoint: 'GET /bff/user/messages',
    access: 'own data',
    expect: signedIn(200),
    call: () => get('/bff/user/messages'),
  },
  // Web Push (issue 15): the server's public key is public; a browser's subscription belongs to
  // the signed-in caller, and removing one touches only the caller's own (0 removed for others).
  { endpoint: 'GET /bff/push/key', access: 'public', expect: all(200), call: () => get('/bff/push/key') },
  {
    endpoint: 'POST /bff/user/push-subscriptions',
    access: 'own data',
    expect: signedIn(201),
    call: (_w, actor) => ({
      method: 'POST',
      path: '/bff/user/push-subscriptions',
      body: {
        endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${actor}`,
        keys: {
          p256dh: Buffer.alloc(65, 4).toString('base64url'),
          auth: Buffer.alloc(16, 7).toString('base64url'),
        },
      },
    }),
  },
  {
    endpoint: 'DELETE /bff/user/push-subscriptions',
    access: 'own data',
    expect: signedIn(200),
    call: (_w, actor) => ({
      method: 'DELETE',
      path: '/bff/user/push-subscriptions',
      body: { endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${actor}` },
    }),
  },
  // A player's calendar feed (issue 14): the addresses are the caller's own; the .ics itself is
  // public to whoever holds the secret address (calendar apps send no cookies).
  {
    endpoint: 'GET /bff/user/calendar-feed',
    access: 'own data',
    expect: signedIn(200),
    call: () => get('/bff/user/calendar-feed'),
  },
  {
    endpoint: 'POST /bff/user/calendar-feed',
    access: 'own data',
    expect: signedIn(200),
    call: () => post('/bff/user/calendar-feed', {}),
  },
  {
    endpoint: 'POST /bff/user/calendar-feed/reset',
    access: 'own data',
    expect: signedIn(200),
    call: () => post('/bff/user/calendar-feed/reset', {}),
  },
  // Check-in (issue 15): the window is public; a player's code and self check-in are their own
  // (the player comes from the session). Neither A nor B has a confirmed entry when these run, so
  // both get no code and a 403 NOT_ENTERED; features/check-in/check-in.test.ts covers the rest.
  {
    endpoint: 'GET /bff/tournament/:id/check-in/window',
    access: 'public',
    expect: all(200),
    call: (w) => get(`/bff/tournament/${w.fx.tournamentId}/check-in/window`),
  },
  {
    endpoint: 'GET /bff/tournament/:id/check-in',
    access: 'own data',
    expect: signedIn(200),
    call: (w) => get(`/bff/tournament/${w.fx.tournamentId}/check-in`),
    check: (_w, _actor, status, body) => {
      const mine = body as { entered: boolean; token: string | null }
      if (status === 200 && !mine.entered) expect(mine.token).toBeNull()
    },
  },
  {
    endpoint: 'POST /bff/tournament/:id/check-in',
    access: 'own data',
    expect: signedIn(403),
    call: (w) => post(`/bff/tournament/${w.fx.tournamentId}/check-in`, {}),
  },
  {
    endpoint: 'GET /bff/calendar/player/:file',
    access: 'public',
    expect: all(200),
    call: async (w) => get(await w.feedPathOfA()),
    check: (_w, _actor, status, body) => {
      if (status === 200) expect(String(body)).toMatch(/^BEGIN:VCALENDAR/)
    },
  },
  {
    endpoint: 'GET /bff/user/mfa',
    access: 'own data',
    expect: signedIn(200),
    call: () => get('/bff/user/mfa'),
  },
  {
    endpoint: 'POST /bff/user/mfa/totp/setup',
    access: 'own data',
    expect: signedIn(200),
    call: () => post('/bff/user/mfa/totp/setup', {}),
  },
  {
    // A wrong code: the signed-in caller gets as far as the code check.
    endpoint: 'POST /bff/user/mfa/totp/verify',
    access: 'own data',
    expect: signedIn(400),
    call: () => post('/bff/user/mfa/totp/verify', { code: '000000' }),
  },
  {
    endpoint: 'POST /bff/user/mfa/preference',
    access: 'own data',
    expect: signedIn(200),
    call: () => post('/bff/user/mfa/preference', { sms: false }),
  },
  {
    endpoint: 'POST /bff/upload-base64/profile',
    access: 'own data',
    expect: signedIn(200),
    call: async () => post('/bff/upload-base64/profile', { fileName: 'me.png', file: await tinyPng() }),
  },
  {
    endpoint: 'GET /bff/dupr/login',
    access: 'own data',
    expect: signedIn(200),
    call: () => get('/bff/dupr/login'),
  },
  {
    endpoint: 'POST /bff/dupr/link',
    access: 'own data',
    expect: signedIn(200),
    call: (_w, actor) => post('/bff/dupr/link', { userToken: `dupr-token-of-${actor}` }),
  },
  {
    endpoint: 'DELETE /bff/dupr/link',
    access: 'own data',
    expect: signedIn(200),
    call: () => ({ method: 'DELETE', path: '/bff/dupr/link' }),
  },
  {
    endpoint: 'GET /bff/registrations/tournament/:id/options',
    access: 'own data',
    expect: signedIn(200),
    call: (w) => get(`/bff/registrations/tournament/${w.fx.tournamentId}/options`),
  },
  {
    endpoint: 'POST /bff/registrations/tournament/:id/quote',
    access: 'own data',
    expect: signedIn(200),
    call: (w) =>
      post(`/bff/registrations/tournament/${w.fx.tournamentId}/quote`, {
        entries: [{ classId: w.fx.tinyId }],
      }),
  },
  {
    endpoint: 'POST /bff/registrations/tournament/:id/orders',
    access: 'own data',
    expect: signedIn(201),
    call: (w, actor) => ({
      ...post(`/bff/registrations/tournament/${w.fx.tournamentId}/orders`, {
        entries: [{ classId: w.fx.tinyId }],
      }),
      headers: idempotencyKey(actor),
    }),
  },
  {
    endpoint: 'GET /bff/registrations/mine',
    access: 'own data',
    expect: signedIn(200),
    call: () => get('/bff/registrations/mine'),
    check: (w, actor, status, body) => {
      if (status !== 200) return
      const text = JSON.stringify(body)
      if (actor === 'B') expect(text).not.toContain(w.orderA)
      if (actor === 'A') expect(text).toContain(w.orderA)
    },
  },
  {
    // Partner search shows public profile fields of other players (never contact details).
    endpoint: 'GET /bff/registrations/players',
    access: 'own data',
    expect: signedIn(200),
    call: () => get('/bff/registrations/players?search=Owner'),
    check: (w, actor, status, body) => {
      if (actor !== 'B' || status !== 200) return
      expect((body as { items: { id: number }[] }).items.map((p) => p.id)).toContain(w.aId)
    },
  },
  {
    endpoint: 'GET /bff/registrations/class/:id/looking-for-partner',
    access: 'own data',
    expect: signedIn(200),
    call: (w) => get(`/bff/registrations/class/${w.fx.doublesId}/looking-for-partner`),
  },

  // A's objects by id: B is refused and nothing changes.
  {
    endpoint: 'GET /bff/registrations/orders/:orderId',
    access: "A's object",
    expect: signedIn(200, 'denied'),
    call: (w) => get(`/bff/registrations/orders/${w.orderA}`),
  },
  {
    endpoint: 'POST /bff/registrations/orders/:orderId/pay',
    access: "A's object",
    expect: signedIn(200, 'denied'),
    call: (w) => post(`/bff/registrations/orders/${w.orderA}/pay`, { locale: 'en' }),
  },
  {
    endpoint: 'POST /bff/payments/test-checkout/:orderId',
    access: "A's object",
    expect: signedIn(200, 'denied'),
    call: (w) => post(`/bff/payments/test-checkout/${w.orderA}`, { cardNumber: ACCEPTED_CARD, locale: 'en' }),
  },
  {
    endpoint: 'POST /bff/registrations/:id/cancel',
    access: "A's object",
    expect: signedIn(200, 'denied'),
    call: (w) => post(`/bff/registrations/${w.registrationA}/cancel`, {}),
  },
  {
    // B sent the invitation; only A, the invited player, may answer it (B tries to accept it).
    endpoint: 'POST /bff/registrations/invitations/:id/accept',
    access: "A's object",
    expect: signedIn(200, 'denied'),
    call: (w) => post(`/bff/registrations/invitations/${w.invitationToA}/accept`, {}),
  },
  {
    // B may not decline it either; A, having accepted it just above, may no longer (409).
    endpoint: 'POST /bff/registrations/invitations/:id/decline',
    access: "A's object",
    expect: signedIn(409, 'denied'),
    call: (w) => post(`/bff/registrations/invitations/${w.invitationToA}/decline`, {}),
  },

  // Session endpoints: no session is needed, so everybody gets the same answer.
  {
    endpoint: 'POST /bff/auth/login',
    access: 'session endpoint',
    expect: all(200),
    call: (w) => post('/bff/auth/login', { identifier: w.carol, password: STRONG_PASSWORD }),
  },
  {
    endpoint: 'POST /bff/auth/challenge',
    access: 'session endpoint',
    expect: all(401),
    call: (w) =>
      post('/bff/auth/challenge', {
        identifier: w.carol,
        challenge: 'SOFTWARE_TOKEN_MFA',
        session: 'not-a-challenge-session',
        code: '123456',
      }),
  },
  {
    // Each signed-in actor refreshes a session of its own, made for this call.
    endpoint: 'POST /bff/auth/refresh',
    access: 'session endpoint',
    expect: { anonymous: 401, A: 200, B: 200 },
    call: async (_w, actor) => ({ ...post('/bff/auth/refresh', {}), session: await throwawaySession(actor) }),
  },
  {
    endpoint: 'POST /bff/auth/logout',
    access: 'session endpoint',
    expect: all(200),
    call: async (_w, actor) => ({ ...post('/bff/auth/logout', {}), session: await throwawaySession(actor) }),
  },
  {
    endpoint: 'POST /bff/auth/sign-up',
    access: 'session endpoint',
    expect: all(200),
    call: (_w, actor) =>
      post('/bff/auth/sign-up', {
        identifier: fresh(actor),
        password: STRONG_PASSWORD,
        givenName: 'New',
        familyName: 'Player',
      }),
  },
  {
    endpoint: 'POST /bff/auth/verify',
    access: 'session endpoint',
    expect: all(400),
    call: (_w, actor) => post('/bff/auth/verify', { identifier: fresh(actor), code: '000000' }),
  },
  {
    endpoint: 'POST /bff/auth/resend-code',
    access: 'session endpoint',
    expect: all(200),
    call: (_w, actor) => post('/bff/auth/resend-code', { identifier: fresh(actor) }),
  },
  {
    // Anyone may ask for a reset code for A's address; the code goes to A only.
    endpoint: 'POST /bff/auth/forgot-password',
    access: 'session endpoint',
    expect: all(200),
    call: () => post('/bff/auth/forgot-password', { identifier: A_EMAIL }),
  },
  {
    endpoint: 'POST /bff/auth/reset-password',
    access: 'session endpoint',
    expect: all(400),
    call: () =>
      post('/bff/auth/reset-password', {
        identifier: A_EMAIL,
        code: '000000',
        password: `${STRONG_PASSWORD}!`,
      }),
  },
  {
    endpoint: 'POST /bff/auth/password-strength',
    access: 'session endpoint',
    expect: all(200),
    call: () => post('/bff/auth/password-strength', { password: 'correct horse battery staple' }),
  },

  // Operational endpoints.
  {
    // Authenticated by Stripe's signature, not by a session; without Stripe it does not exist.
    endpoint: 'POST /bff/payments/stripe/webhook',
    access: 'Stripe only',
    expect: all(404),
    call: () => post('/bff/payments/stripe/webhook', { type: 'payment_intent.succeeded' }),
  },
  {
    // 404 in production (checked below).
    endpoint: 'GET /bff/dev/outbox',
    access: 'development only',
    expect: all(200),
    call: () => get('/bff/dev/outbox'),
    showsContactDetails:
      'the development outbox shows every message sent, to every caller; 404 in production',
  },
  {
    // `npm run db:backup` on the server's own machine, with the token from DATA_DIR/server.json;
    // invisible to everybody else (features/ops/ops.routes.ts).
    endpoint: 'POST /bff/ops/backup',
    access: 'operator only',
    expect: all(404),
    call: () => post('/bff/ops/backup', {}),
  },
]

// The organizer console's endpoints (issue 12): organizer-matrix.ts.
table.push(...(organizerRows() as unknown as Row[]))

function get(path: string): Call {
  return { method: 'GET', path }
}
function post(path: string, body: unknown): Call {
  return { method: 'POST', path, body }
}

let pngBase64: string | undefined
async function tinyPng(): Promise<string> {
  pngBase64 ??= (
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#118051' } })
      .png()
      .toBuffer()
  ).toString('base64')
  return pngBase64
}

// Filled in by each database's beforeAll (throwawaySession needs the app).
let signInAgain: (email: string) => Promise<Session> = () => Promise.reject(new Error('no app'))
async function throwawaySession(actor: Actor): Promise<Session | null> {
  if (actor === 'anonymous') return null
  return signInAgain(actor === 'A' ? A_EMAIL : B_EMAIL)
}

describe.each(DATABASE_KINDS)('access control matrix (%s)', (kind) => {
  let app: ReturnType<typeof createApp>
  let database: Awaited<ReturnType<typeof openTestDatabase>>
  let w: World
  let snapshotOfA: () => Promise<unknown>

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    const db = database.db
    app = createApp({
      database,
      logger: silentLogger,
      config: { siteUrl: ORIGIN, environment: 'development', dupr: DUPR },
      now: () => new Date(SEED_NOW),
      // Many sign-ins from one address; the limits themselves are tested in auth.test.ts.
      rateLimiter: { hit: () => 0 },
      storage: createLocalStorage({}),
      // DUPR (stubbed: no internet in tests) knows a player by the token DUPR gave the page.
      fetch: (_input, init) => {
        const token = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '') ?? ''
        return Promise.resolve(
          Response.json({
            result: { duprId: `DUPR-${token}`, ratings: { singles: '3.5', doubles: '3.75' } },
          }),
        )
      },
    })
    const t = { app, database, db }
    signInAgain = (email) => signIn(t, email)

    const fx = await createFixture(db, SEED_NOW)
    const a = await signUpAndIn(t, A_EMAIL)
    const b = await signUpAndIn(t, B_EMAIL)
    const carol = 'carol.matrix@example.com'
    await createAccount(t, carol)
    const idOf = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id
    const aId = await idOf(A_EMAIL)
    const bId = await idOf(B_EMAIL)
    await setUpOrganizerWorld(db, aId, SEED_NOW)

    const as = async (session: Session, call: Call, status = 200) => {
      const response = await send(app, session, call)
      const text = await response.text()
      if (response.status !== status)
        throw new Error(`${call.method} ${call.path}: ${response.status} ${text}`)
      return JSON.parse(text) as Record<string, unknown>
    }
    // A's objects.
    await as(a, {
      method: 'PATCH',
      path: '/bff/user/update',
      body: { firstName: 'Alice', lastName: 'Owner', userName: `alice_owner`, phone: A_PHONE },
    })
    const { avatar } = (await as(
      a,
      post('/bff/upload-base64/profile', { fileName: 'a.png', file: await tinyPng() }),
    )) as {
      avatar: string
    }
    await as(a, post('/bff/dupr/link', { userToken: 'dupr-token-of-A' }))
    await as(a, post('/bff/user/calendar-feed', {}))
    const order = await as(
      a,
      {
        ...post(`/bff/registrations/tournament/${fx.tournamentId}/orders`, {
          entries: [{ classId: fx.singlesId }],
        }),
        headers: idempotencyKey('A'),
      },
      201,
    )
    const [registration] = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.orderId, order.id as string))
    // B invites A as doubles partner.
    await as(
      b,
      {
        ...post(`/bff/registrations/tournament/${fx.tournamentId}/orders`, {
          entries: [{ classId: fx.doublesId, partnerUserIds: [aId] }],
        }),
        headers: idempotencyKey('B'),
      },
      201,
    )
    const [invitation] = await db
      .select({ id: partnerInvitations.id })
      .from(partnerInvitations)
      .where(and(eq(partnerInvitations.invitedUserId, aId), eq(partnerInvitations.inviterUserId, bId)))

    const [tour] = await db.select({ id: tours.id }).from(tours).limit(1)
    const [organization] = await db
      .select({ slug: organizations.slug })
      .from(organizations)
      .where(
        sql`${organizations.id} = (select organization_id from tournaments where id = ${fx.tournamentId})`,
      )
    const [episode] = await db.select({ slug: podcastEpisodes.slug }).from(podcastEpisodes).limit(1)

    w = {
      fx,
      a,
      b,
      aId,
      bId,
      carol,
      tourId: tour!.id,
      organizationSlug: organization!.slug,
      episodeSlug: episode!.slug,
      avatarA: avatar,
      orderA: order.id as string,
      registrationA: registration!.id,
      invitationToA: invitation!.id,
      feedPathOfA: async () => {
        const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, aId))
        return `/bff/calendar/player/${feed!.token}.ics`
      },
      sessionOf: (actor) => (actor === 'A' ? a : actor === 'B' ? b : null),
    }

    // Everything of A's that another caller could try to read or change.
    const [account] = await db.select().from(identityAccounts).where(eq(identityAccounts.email, A_EMAIL))
    snapshotOfA = async () => {
      const me = await send(app, a, get('/bff/user/me'))
      const avatarFile = await app.request(avatar)
      return {
        me: { status: me.status, body: await me.text() },
        user: await db.select().from(users).where(eq(users.id, aId)),
        account: await db.select().from(identityAccounts).where(eq(identityAccounts.id, account!.id)),
        sessions: await db.select().from(identitySessions).where(eq(identitySessions.accountId, account!.id)),
        orders: await db.select().from(orders).where(eq(orders.userId, aId)),
        registrations: await db.select().from(registrations).where(eq(registrations.userId, aId)),
        invitations: await db
          .select()
          .from(partnerInvitations)
          .where(eq(partnerInvitations.invitedUserId, aId)),
        avatarFile: {
          status: avatarFile.status,
          bytes: Buffer.from(await avatarFile.arrayBuffer()).toString('base64'),
        },
      }
    }
  }, 120_000)
  afterAll(async () => {
    await database.close()
  })

  it('classifies every endpoint of the app, and nothing else', () => {
    const listed = endpointsOf(app).map((e) => `${e.method} ${e.path}`)
    const classified = table.map((row) => row.endpoint)
    expect(new Set(classified).size, 'an endpoint is listed twice').toBe(classified.length)
    expect(
      listed.filter((e) => !classified.includes(e)),
      'new endpoints: add them to the access matrix',
    ).toEqual([])
    expect(
      classified.filter((e) => !listed.includes(e)),
      'endpoints that no longer exist',
    ).toEqual([])
  })

  it('set up A with a profile, an avatar, a DUPR link, an order, a registration and an invitation', async () => {
    const mine = (await (await send(app, w.a, get('/bff/registrations/mine'))).json()) as {
      entries: { registrationId: number }[]
      invitations: { id: number; status: string }[]
    }
    expect(mine.entries.map((e) => e.registrationId)).toContain(w.registrationA)
    expect(mine.invitations).toMatchObject([{ id: w.invitationToA, status: 'pending' }])
  })

  for (const row of table) {
    it(`${row.endpoint} (${row.access}): anonymous ${row.expect.anonymous}, B ${row.expect.B}, A ${row.expect.A}`, async () => {
      const before = await snapshotOfA()
      for (const actor of ACTORS) {
        const call = await row.call(w, actor)
        const session = call.session === undefined ? w.sessionOf(actor) : call.session
        const response = await send(app, session, call)
        const text = await response.text()
        const label = `${actor}: ${call.method} ${call.path} → ${response.status} ${text.slice(0, 200)}`
        const expected = row.expect[actor]
        if (expected === 'denied') expect([403, 404], label).toContain(response.status)
        else expect(response.status, label).toBe(expected)
        const isJson = response.headers.get('content-type')?.includes('application/json') ?? false
        const body: unknown = isJson ? JSON.parse(text) : text
        if (response.status >= 400) {
          const error = (body as { error?: { code?: unknown; message?: unknown } }).error
          expect(typeof error?.code, label).toBe('string')
          expect(typeof error?.message, label).toBe('string')
        }
        row.check?.(w, actor, response.status, body)
        if (actor === 'A') continue
        // Never a change to A's things, never A's contact details.
        expect(await snapshotOfA(), `${label}: A's data changed`).toEqual(before)
        if (!row.showsContactDetails) {
          expect(text, label).not.toContain(A_EMAIL)
          expect(text, label).not.toContain(A_PHONE)
        }
      }
    })
  }

  it('hides the development outbox in production, from everybody', async () => {
    const production = createApp({
      database,
      logger: silentLogger,
      config: { siteUrl: ORIGIN, environment: 'production' },
    })
    for (const session of [null, w.a, w.b]) {
      expect((await send(production, session, get('/bff/dev/outbox'))).status).toBe(404)
    }
  })
})

/** A request as the browser of `session` would send it: cookies, CSRF header on state changes. */
function send(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  session: Session | null,
  call: Call,
) {
  const headers: Record<string, string> = { origin: ORIGIN, ...call.headers }
  if (session) {
    headers.cookie = session.cookieHeader()
    if (call.method !== 'GET') headers['x-csrf-token'] = session.csrf
  }
  if (call.body !== undefined) headers['content-type'] = 'application/json'
  return Promise.resolve(
    app.request(call.path, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    }),
  )
}
