/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call -- JSON response bodies; the assertions check their shape */
// GET /bff/registrations/tournament/{id}/options writes nothing (issue 18), yet shows the places
// as the sweep will leave them; the server's background sweep (hold-sweep.ts) then releases the
// lapsed hold and promotes the waitlist, and the options read the same before and after.
import { inArray, messages, orders, partnerInvitations, registrations } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, SEED_NOW } from '../../test/databases.ts'
import { signUpAndIn, type Session } from '../../test/test-session.ts'
import { caller, newKey, userIdOf } from '../../test/registration-client.ts'
import {
  createFixture,
  createRegistrationTestApp,
  type Fixture,
  type RegistrationTestApp,
} from '../../test/registration-fixtures.ts'

describe.each(DATABASE_KINDS)('registration options on %s', (kind) => {
  let t: RegistrationTestApp
  let fx: Fixture
  let call: ReturnType<typeof caller>
  let fay: Session
  let gus: Session
  let hal: Session

  beforeAll(async () => {
    t = await createRegistrationTestApp(kind)
    fx = await createFixture(t.db, SEED_NOW)
    call = caller(t)
    fay = await signUpAndIn(t, 'fay-options@example.com')
    gus = await signUpAndIn(t, 'gus-options@example.com')
    hal = await signUpAndIn(t, 'hal-options@example.com')
  })
  afterAll(async () => {
    await t.database.close()
  })

  const register = async (session: Session, classId: number) => {
    const created = await call(session, 'POST', `/registrations/tournament/${fx.tournamentId}/orders`, {
      body: { entries: [{ classId }] },
      headers: { 'idempotency-key': newKey() },
    })
    expect(created.status).toBe(201)
    return created.body
  }
  const classIds = () => [fx.singlesId, fx.tinyId]
  /** Every row the sweep could touch, updated_at included. */
  const snapshot = async () => ({
    registrations: await t.db
      .select()
      .from(registrations)
      .where(inArray(registrations.classId, classIds()))
      .orderBy(registrations.id),
    orders: await t.db.select().from(orders).orderBy(orders.id),
    invitations: await t.db.select().from(partnerInvitations).orderBy(partnerInvitations.id),
    messages: await t.db.select().from(messages).orderBy(messages.id),
  })
  const placesOf = async (session: Session) => {
    const options = await call(session, 'GET', `/registrations/tournament/${fx.tournamentId}/options`)
    expect(options.status).toBe(200)
    return Object.fromEntries(
      options.body.classes
        .filter((c: { id: number }) => classIds().includes(c.id))
        .map(
          (c: {
            id: number
            placesTaken: number
            placesLeft: number
            waitlistCount: number
            isFull: boolean
          }) => [
            c.id,
            {
              placesTaken: c.placesTaken,
              placesLeft: c.placesLeft,
              waitlistCount: c.waitlistCount,
              isFull: c.isFull,
            },
          ],
        ),
    )
  }

  it('writes nothing while a hold has lapsed, and shows the places the sweep will leave', async () => {
    // Fay holds the only place of the tiny class, Gus waits for it; Hal holds a singles place.
    const held = await register(fay, fx.tinyId)
    expect(held.items[0]).toMatchObject({ kind: 'charged', status: 'pending_payment' })
    expect((await register(gus, fx.tinyId)).items[0]).toMatchObject({ kind: 'waitlisted' })
    await register(hal, fx.singlesId)
    expect(await placesOf(hal)).toEqual({
      [fx.singlesId]: { placesTaken: 1, placesLeft: 15, waitlistCount: 0, isFull: false },
      [fx.tinyId]: { placesTaken: 1, placesLeft: 0, waitlistCount: 1, isFull: true },
    })

    // Past the 30-minute checkout hold: both unpaid holds have lapsed.
    t.clock.now = new Date(SEED_NOW.getTime() + 31 * 60_000)
    try {
      const before = await snapshot()
      const shown = await placesOf(hal)
      // Hal's singles place is free again; the tiny class's place goes to Gus, who leaves the waitlist.
      expect(shown).toEqual({
        [fx.singlesId]: { placesTaken: 0, placesLeft: 16, waitlistCount: 0, isFull: false },
        [fx.tinyId]: { placesTaken: 1, placesLeft: 0, waitlistCount: 0, isFull: true },
      })
      await placesOf(fay)
      expect(await snapshot()).toEqual(before)

      // The background sweep does what the read showed.
      await t.sweep()
      const after = await snapshot()
      const gusId = await userIdOf(t, gus)
      const fayId = await userIdOf(t, fay)
      const halId = await userIdOf(t, hal)
      const status = (userId: number, classId: number) =>
        after.registrations.find((r) => r.userId === userId && r.classId === classId)?.status
      expect(status(fayId, fx.tinyId)).toBe('expired')
      expect(status(halId, fx.singlesId)).toBe('expired')
      expect(status(gusId, fx.tinyId)).toBe('pending_payment')
      expect(after.orders.find((o) => o.id === held.id)?.status).toBe('expired')
      expect(after.messages.map((m) => [m.userId, m.kind])).toEqual(
        expect.arrayContaining([
          [gusId, 'promoted'],
          [fayId, 'place_expired'],
        ]),
      )
      expect(await placesOf(hal)).toEqual(shown)
      // A second run finds nothing due.
      await t.sweep()
      expect(await snapshot()).toEqual(after)
    } finally {
      t.clock.now = new Date(SEED_NOW)
    }
  })
})
