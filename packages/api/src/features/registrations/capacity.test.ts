// Capacity under concurrency: many players hit the same class at the same moment. The class row
// lock (class-store.ts) must hold exactly `capacity` places, on PGlite and on
// PostgreSQL (where the requests really run in parallel on a pool of connections).
import { and, asc, classes, eq, inArray, orders, registrations, teams, users } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, SEED_NOW } from '../../test/databases.ts'
import {
  createFixture,
  createRegistrationTestApp,
  type Fixture,
  type RegistrationTestApp,
} from '../../test/registration-fixtures.ts'

const ATTEMPTS = 200
const PLACES = 16

describe.each(DATABASE_KINDS)('capacity race on %s', (kind) => {
  let t: RegistrationTestApp
  let fx: Fixture
  let raceClassId: number
  let players: number[]

  beforeAll(async () => {
    t = await createRegistrationTestApp(kind, { raceTokens: true })
    fx = await createFixture(t.db, SEED_NOW)
    const [row] = await t.db
      .insert(classes)
      .values({
        tournamentId: fx.tournamentId,
        name: 'Race Singles',
        type: 1,
        capacity: PLACES,
        feeMinor: 2500,
        position: 9,
        matchFormat: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
      })
      .returning({ id: classes.id })
    raceClassId = row!.id
    const people = await t.db
      .select({ id: users.id })
      .from(users)
      .orderBy(asc(users.id))
      .limit(ATTEMPTS + 1)
    players = people.map((p) => p.id)
  })
  afterAll(async () => {
    await t.database.close()
  })

  const register = async (userId: number, classId: number, key: string) =>
    await t.app.request(`/bff/registrations/tournament/${fx.tournamentId}/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer race-${userId}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ entries: [{ classId }] }),
    })

  it(`${ATTEMPTS} simultaneous registrations for ${PLACES} places hold exactly ${PLACES}`, async () => {
    const racers = players.slice(0, ATTEMPTS)
    expect(racers).toHaveLength(ATTEMPTS)
    const responses = await Promise.all(racers.map((id) => register(id, raceClassId, `race-${id}-once`)))
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as {
      id: string
      items: { kind: string; status: string }[]
    }[]
    expect(responses.map((r) => r.status)).toEqual(racers.map(() => 201))
    const kinds = bodies.map((b) => b.items[0]?.kind)
    expect(kinds.filter((k) => k === 'charged')).toHaveLength(PLACES)
    expect(kinds.filter((k) => k === 'waitlisted')).toHaveLength(ATTEMPTS - PLACES)

    const rows = await t.db.select().from(registrations).where(eq(registrations.classId, raceClassId))
    expect(rows.filter((r) => r.status === 'pending_payment')).toHaveLength(PLACES)
    const waitlisted = rows.filter((r) => r.status === 'waitlisted')
    expect(waitlisted).toHaveLength(ATTEMPTS - PLACES)
    // Every waitlisted entry has its own position.
    expect(new Set(waitlisted.map((r) => r.waitlistPosition)).size).toBe(ATTEMPTS - PLACES)

    // All sixteen pay at once: sixteen confirmed entries, sixteen teams, nobody else.
    const holders = bodies.filter((b) => b.items[0]?.kind === 'charged')
    const paid = await Promise.all(
      holders.map(async (order) => {
        const owner = rows.find((r) => r.orderId === order.id)!.userId
        return await t.app.request(`/bff/payments/test-checkout/${order.id}`, {
          method: 'POST',
          headers: { authorization: `Bearer race-${owner}`, 'content-type': 'application/json' },
          body: JSON.stringify({ cardNumber: '4242424242424242' }),
        })
      }),
    )
    expect(paid.map((r) => r.status)).toEqual(holders.map(() => 200))
    const after = await t.db.select().from(registrations).where(eq(registrations.classId, raceClassId))
    expect(after.filter((r) => r.status === 'confirmed')).toHaveLength(PLACES)
    expect(after.filter((r) => r.status === 'waitlisted')).toHaveLength(ATTEMPTS - PLACES)
    expect(await t.db.select().from(teams).where(eq(teams.classId, raceClassId))).toHaveLength(PLACES)
  })

  it('one player racing themselves with different keys gets one entry; the same key gives one order', async () => {
    const [player] = players.slice(ATTEMPTS)
    const differentKeys = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register(player!, fx.singlesId, `self-race-${player}-${i}`)),
    )
    const statuses = differentKeys.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)

    const sameKey = await Promise.all(
      Array.from({ length: 20 }, () => register(player!, fx.tinyId, `same-${player}`)),
    )
    expect(sameKey.every((r) => r.status === 200 || r.status === 201)).toBe(true)
    const ids = new Set(await Promise.all(sameKey.map(async (r) => ((await r.json()) as { id: string }).id)))
    expect(ids.size).toBe(1)
    const ordersOfPlayer = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, player!), inArray(orders.idempotencyKey, [`same-${player}`])))
    expect(ordersOfPlayer).toHaveLength(1)
  })
})
