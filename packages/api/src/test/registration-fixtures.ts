// Test fixtures for registration suites: an app with a movable clock (and optionally Stripe),
// and a tournament of our own with known prices, so the expected numbers are written out in
// the tests instead of being computed the way the code computes them.
import { classes, eq, organizations, tournaments, users, type Db } from '@courtside/db'
import { createDevOutbox } from '../adapters/outbox.ts'
import { createApp } from '../app.ts'
import { messageSenderFor } from '../features/messages/index.ts'
import { sweepHolds } from '../features/registrations/index.ts'
import { createIdentityService, type IdentityService } from '../adapters/identity/index.ts'
import type { ApiConfig } from '../lib/context.ts'
import { openTestDatabase, silentLogger, SEED_NOW, type DatabaseKind } from './databases.ts'

export type Clock = { now: Date }

/**
 * Bearer tokens `race-<userId>` sign in as that (seeded) user. Only for suites that need
 * hundreds of distinct players at once, where real sign-ups would take minutes of scrypt.
 */
function withRaceTokens(db: Db): IdentityService {
  const real = createIdentityService({
    db,
    outbox: createDevOutbox({ db, logger: silentLogger, isDevelopment: true }),
    issuer: 'http://localhost:3000',
  })
  return {
    ...real,
    authenticate: async (token: string | undefined) => {
      const userId = Number(token?.match(/^race-(\d+)$/)?.[1])
      if (!userId) return real.authenticate(token)
      return {
        userId,
        subject: `race-${userId}`,
        sessionId: `race-${userId}`,
        accessToken: token ?? '',
        expiresAt: Infinity,
      }
    },
  }
}

export async function createRegistrationTestApp(
  kind: DatabaseKind,
  options: { payments?: ApiConfig['payments']; raceTokens?: boolean } = {},
) {
  const database = await openTestDatabase(kind)
  const clock: Clock = { now: new Date(SEED_NOW) }
  const config: ApiConfig = {
    siteUrl: 'http://localhost:3000',
    environment: 'development',
    payments: options.payments,
  }
  const app = createApp({
    ...(options.raceTokens ? { identity: withRaceTokens(database.db) } : {}),
    database,
    logger: silentLogger,
    config,
    now: () => clock.now,
    // Many sign-ups from one address in a suite; the limits themselves are tested elsewhere.
    rateLimiter: { hit: () => 0 },
  })
  const messages = messageSenderFor({ database, logger: silentLogger, config })
  /** One run of the server's background hold sweep, at the clock's time. */
  const sweep = () => sweepHolds({ database, config, messages, logger: silentLogger }, clock.now)
  return { app, database, db: database.db, clock, sweep }
}

export type RegistrationTestApp = Awaited<ReturnType<typeof createRegistrationTestApp>>

export type Fixture = {
  tournamentId: number
  singlesId: number
  doublesId: number
  ratedId: number
  tinyId: number
  teamsId: number
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * "Registration Test Open": VAT 19 % added, 10 % off from 2 classes, refunds until 14 days
 * before the start (start = now + 30 days), partners have 72 h, promoted entries 48 h.
 */
export async function createFixture(db: Db, now: Date, overrides: { vatMode?: 'included' | 'added' } = {}) {
  const [org] = await db
    .insert(organizations)
    .values({
      slug: `reg-test-${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Registration Test Club',
      country: 'DE',
      currency: 'EUR',
      vatRateBasisPoints: 1900,
      vatMode: overrides.vatMode ?? 'added',
      multiClassDiscountMinClasses: 2,
      multiClassDiscountPercent: 10,
      partnerDeadlineHours: 72,
      paymentWindowHours: 48,
      refundUntilDays: 14,
    })
    .returning({ id: organizations.id })
  const [event] = await db
    .insert(tournaments)
    .values({
      slug: `registration-test-open-${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
      organizationId: org!.id,
      typeCode: 1,
      name: 'Registration Test Open',
      startDate: new Date(now.getTime() + 30 * DAY),
      endDate: new Date(now.getTime() + 31 * DAY),
      timeZone: 'Europe/Berlin',
      venueName: 'Test Hall',
      address: 'Teststraße 1',
      city: 'Berlin',
      country: 'DE',
      registrationOpensAt: new Date(now.getTime() - 10 * DAY),
      registrationClosesAt: new Date(now.getTime() + 20 * DAY),
    })
    .returning({ id: tournaments.id })
  const format = { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' as const }
  const insertClass = async (values: {
    name: string
    type: number
    capacity: number
    feeMinor: number
    ratingMin?: number
    ratingMax?: number
    position: number
  }) => {
    const [row] = await db
      .insert(classes)
      .values({ tournamentId: event!.id, matchFormat: format, ...values })
      .returning({ id: classes.id })
    return row!.id
  }
  return {
    tournamentId: event!.id,
    singlesId: await insertClass({
      name: "Men's Singles",
      type: 1,
      capacity: 16,
      feeMinor: 2500,
      position: 1,
    }),
    doublesId: await insertClass({
      name: 'Mixed Doubles',
      type: 2,
      capacity: 8,
      feeMinor: 2000,
      position: 2,
    }),
    ratedId: await insertClass({
      name: 'Doubles 3.5–4.0',
      type: 2,
      capacity: 8,
      feeMinor: 1500,
      ratingMin: 3.5,
      ratingMax: 4,
      position: 3,
    }),
    tinyId: await insertClass({
      name: 'Singles Invitational',
      type: 1,
      capacity: 1,
      feeMinor: 1000,
      position: 4,
    }),
    teamsId: await insertClass({ name: 'Club Teams', type: 4, capacity: 4, feeMinor: 1200, position: 5 }),
  } satisfies Fixture
}

export async function setRatings(db: Db, userId: number, singles: number | null, doubles: number | null) {
  await db
    .update(users)
    .set({ duprRatingSingles: singles, duprRatingDoubles: doubles })
    .where(eq(users.id, userId))
}

export { DAY, HOUR }
