// An entry whose team already plays in the draw (here: the seed's finished demo tournament)
// cannot be withdrawn by deleting its team: the desk gets a clear 409 and nothing changes
// (it was a 500 from the database's foreign key).
import { and, eq, matches, organizations, registrations, sql, classes, tournaments } from '@courtside/db'
import { DEMO_OWNER, seedDemoOwner } from '@courtside/db/seed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, type Session } from '../../test/test-session.ts'
import { createRegistrationTestApp, type RegistrationTestApp } from '../../test/registration-fixtures.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'

describe.each(DATABASE_KINDS)('withdrawing an entry that is in the draw (%s)', (kind) => {
  let t: RegistrationTestApp
  let owner: Session
  beforeAll(async () => {
    t = await createRegistrationTestApp(kind)
    await seedDemoOwner(t.db)
    owner = await signIn(t, DEMO_OWNER.email, DEMO_OWNER.password)
  }, 120_000)
  afterAll(async () => {
    await t.database.close()
  })

  it('answers 409 STILL_REFERENCED and keeps the entry', async () => {
    const [entry] = await t.db
      .select({ id: registrations.id, status: registrations.status })
      .from(registrations)
      .innerJoin(classes, eq(classes.id, registrations.classId))
      .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
      .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
      .where(
        and(
          eq(organizations.slug, DEMO_OWNER.organizationSlug),
          eq(registrations.status, 'confirmed'),
          sql`exists (select 1 from ${matches} m where m.home_team_id = ${registrations.teamId} or m.away_team_id = ${registrations.teamId})`,
        ),
      )
      .limit(1)
    expect(entry, 'a seeded entry with matches').toBeDefined()
    const response = await t.app.request(`/bff/organizer/entries/${entry!.id}/withdraw`, {
      method: 'POST',
      headers: {
        cookie: owner.cookieHeader(),
        'x-csrf-token': owner.csrf,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ refund: 'none' }),
    })
    expect(response.status).toBe(409)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('STILL_REFERENCED')
    const [after] = await t.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, entry!.id))
    expect(after?.status).toBe('confirmed')
  })
})
