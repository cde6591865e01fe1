// Issue 13, point 5: "My registrations" shows the day the class plays, not the tournament's first
// day — so the entry carries the class's own start.
import { classes, eq, tournaments } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, SEED_NOW } from '../../test/databases.ts'
import { signUpAndIn } from '../../test/test-session.ts'
import { caller, newKey } from '../../test/registration-client.ts'
import {
  createFixture,
  createRegistrationTestApp,
  DAY,
  type Fixture,
  type RegistrationTestApp,
} from '../../test/registration-fixtures.ts'

describe.each(DATABASE_KINDS)('my registrations on %s', (kind) => {
  let t: RegistrationTestApp
  let fx: Fixture
  beforeAll(async () => {
    t = await createRegistrationTestApp(kind)
    fx = await createFixture(t.db, SEED_NOW)
  })
  afterAll(async () => {
    await t.database.close()
  })

  it("gives each entry its class's day", async () => {
    const [event] = await t.db.select().from(tournaments).where(eq(tournaments.id, fx.tournamentId))
    const secondDay = new Date(event!.startDate.getTime() + DAY + 9 * 3_600_000)
    await t.db.update(classes).set({ startsAt: secondDay }).where(eq(classes.id, fx.singlesId))
    const call = caller(t)
    const erin = await signUpAndIn(t, 'erin.days@example.com')
    const created = await call(erin, 'POST', `/registrations/tournament/${fx.tournamentId}/orders`, {
      body: { entries: [{ classId: fx.singlesId }] },
      headers: { 'idempotency-key': newKey() },
    })
    expect(created.status).toBe(201)
    const mine = await call(erin, 'GET', '/registrations/mine')
    const entries = (mine.body as { entries: { class: { id: number; startsAt: string | null } }[] }).entries
    const entry = entries.find((e) => e.class.id === fx.singlesId)
    expect(entry?.class.startsAt).toBe(secondDay.toISOString())
    expect(entry?.class.startsAt).not.toBe(event!.startDate.toISOString())
  })
})
