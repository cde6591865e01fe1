// tournament_counts (migrations/0021, issue 17): the event card's class and player counts are kept
// by triggers. After the seed and after every kind of write that changes them they must equal a
// fresh count, on PGlite and on PostgreSQL (where two registrations at once must both count).
import { PLACE_HOLDING_STATUSES } from '@courtside/domain'
import { PLACE_HOLDING_SQL as PLACE_HOLDING, sql, type DatabaseHandle } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, openTestDatabase } from '../../test/databases.ts'
import { rawRows, statusesCountedBy, usersWithoutEntries } from '../../test/raw-rows.ts'

type Counts = { id: number; classes: number; players: number }

const rows = rawRows

/** What the trigger-kept table says, every tournament (0 where it has no row). */
const kept = (handle: DatabaseHandle) =>
  rows<Counts>(
    handle,
    sql`select t.id, coalesce(tc.classes, 0)::int as classes, coalesce(tc.players, 0)::int as players
      from tournaments t left join tournament_counts tc on tc.tournament_id = t.id order by t.id`,
  )

/** The same counted from scratch, as the card did before 0021. */
const counted = (handle: DatabaseHandle) =>
  rows<Counts>(
    handle,
    sql`select t.id,
      (select count(*)::int from classes c where c.tournament_id = t.id) as classes,
      (select count(distinct r.user_id)::int from registrations r join classes c on c.id = r.class_id
        where c.tournament_id = t.id and r.status in ${PLACE_HOLDING}) as players
      from tournaments t order by t.id`,
  )

async function expectExact(handle: DatabaseHandle) {
  expect(await kept(handle)).toEqual(await counted(handle))
}

describe.each(DATABASE_KINDS)('tournament_counts on %s', (kind) => {
  let handle: DatabaseHandle
  let busy: { tournamentId: number; classIds: number[] }
  let other: { tournamentId: number; classIds: number[] }

  beforeAll(async () => {
    handle = await openTestDatabase(kind)
    const byEvent = await rows<{ tournament_id: number; ids: number[] }>(
      handle,
      sql`select c.tournament_id, array_agg(c.id order by c.id) as ids from classes c
        where exists (select 1 from registrations r where r.class_id = c.id)
        group by c.tournament_id having count(*) >= 2 order by c.tournament_id limit 2`,
    )
    busy = { tournamentId: byEvent[0]!.tournament_id, classIds: byEvent[0]!.ids }
    other = { tournamentId: byEvent[1]!.tournament_id, classIds: byEvent[1]!.ids }
  })

  afterAll(async () => {
    await handle.close()
  })

  it('holds what the seed wrote, and counts players', async () => {
    await expectExact(handle)
    const busiest = (await kept(handle)).find((row) => row.id === busy.tournamentId)
    expect(busiest?.players).toBeGreaterThan(0)
  })

  it('follows entries that come, leave, change status, class or player, and go', async () => {
    const [entry] = await rows<{ id: number; user_id: number }>(
      handle,
      sql`select id, user_id from registrations where class_id = ${busy.classIds[0]} and status in ${PLACE_HOLDING} order by id limit 1`,
    )
    await handle.db.execute(sql`update registrations set status = 'cancelled' where id = ${entry!.id}`)
    await expectExact(handle)
    await handle.db.execute(sql`update registrations set status = 'confirmed' where id = ${entry!.id}`)
    await expectExact(handle)
    await handle.db.execute(
      sql`update registrations set class_id = ${other.classIds[0]} where id = ${entry!.id}`,
    )
    await expectExact(handle)
    const [stranger] = await usersWithoutEntries(handle, 1)
    await handle.db.execute(sql`update registrations set user_id = ${stranger!.id} where id = ${entry!.id}`)
    await expectExact(handle)
    await handle.db.execute(sql`delete from registrations where id = ${entry!.id}`)
    await expectExact(handle)
    // One statement over many events (the bulk path).
    await handle.db.execute(
      sql`update registrations set status = 'cancelled' where class_id in (${busy.classIds[1]}, ${other.classIds[1]})`,
    )
    await expectExact(handle)
  })

  it('follows classes that are added, moved to another event with their entries, and deleted', async () => {
    const [copy] = await rows<{ id: number }>(
      handle,
      sql`insert into classes (tournament_id, name, type, gender, capacity, fee_minor, match_format)
        select tournament_id, name || ' II', type, gender, capacity, fee_minor, match_format from classes
        where id = ${busy.classIds[0]} returning id`,
    )
    await expectExact(handle)
    await handle.db.execute(
      sql`update classes set tournament_id = ${other.tournamentId} where id = ${copy!.id}`,
    )
    await expectExact(handle)
    await handle.db.execute(
      sql`update classes set tournament_id = ${busy.tournamentId} where id = ${busy.classIds[0]}`,
    )
    await expectExact(handle)
    await handle.db.execute(sql`delete from classes where id = ${copy!.id}`)
    await expectExact(handle)
  })

  it('counts with the domain’s place-holding statuses', async () => {
    expect(await statusesCountedBy(handle, 'tournament_counts_refresh')).toEqual([...PLACE_HOLDING_STATUSES])
  })

  it.runIf(kind === 'postgres')('counts two registrations that commit at the same time', async () => {
    const users = await usersWithoutEntries(handle, 2)
    const before = (await kept(handle)).find((row) => row.id === other.tournamentId)!.players
    const register = (userId: number, classId: number, holdMs: number) =>
      handle.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into registrations (class_id, user_id, status, fee_minor) values (${classId}, ${userId}, 'confirmed', 0)`,
        )
        await tx.execute(sql`select pg_sleep(${holdMs / 1000})`)
      })
    await Promise.all([
      register(users[0]!.id, other.classIds[0]!, 300),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        register(users[1]!.id, other.classIds[1]!, 0),
      ),
    ])
    expect((await kept(handle)).find((row) => row.id === other.tournamentId)!.players).toBe(before + 2)
    await expectExact(handle)
  })
})
