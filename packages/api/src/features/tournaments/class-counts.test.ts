// class_counts (migrations/0024, issue 17): each class's players, entries and final placements are
// kept by triggers for the event page. After the seed and after every kind of write that changes
// them they must equal a fresh count, on PGlite and on PostgreSQL (where two registrations at once
// must both count).
import { PLACE_HOLDING_STATUSES } from '@courtside/domain'
import { PLACE_HOLDING_SQL as PLACE_HOLDING, sql, type DatabaseHandle } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, openTestDatabase } from '../../test/databases.ts'
import { rawRows, statusesCountedBy, usersWithoutEntries } from '../../test/raw-rows.ts'

type Counts = { id: number; players: number; entries: number; rewards: number }

const rows = rawRows

/** What the trigger-kept table says, every class (0 where it has no row). */
const kept = (handle: DatabaseHandle) =>
  rows<Counts>(
    handle,
    sql`select c.id, coalesce(cc.players, 0)::int as players, coalesce(cc.entries, 0)::int as entries,
        coalesce(cc.rewards, 0)::int as rewards
      from classes c left join class_counts cc on cc.class_id = c.id order by c.id`,
  )

/** The same counted from scratch, as the event read did before 0024. */
const counted = (handle: DatabaseHandle) =>
  rows<Counts>(
    handle,
    sql`select c.id,
      (select count(distinct r.user_id)::int from registrations r
        where r.class_id = c.id and r.status in ${PLACE_HOLDING}) as players,
      (select count(distinct coalesce(r.team_id, -r.id))::int from registrations r
        where r.class_id = c.id and r.status in ${PLACE_HOLDING}) as entries,
      (select count(*)::int from rewards w where w.class_id = c.id) as rewards
      from classes c order by c.id`,
  )

async function expectExact(handle: DatabaseHandle) {
  expect(await kept(handle)).toEqual(await counted(handle))
}

const countsOf = async (handle: DatabaseHandle, classId: number) =>
  (await kept(handle)).find((row) => row.id === classId)!

describe.each(DATABASE_KINDS)('class_counts on %s', (kind) => {
  let handle: DatabaseHandle
  /** A class whose teams of two hold places (entries < players). */
  let doubles: number
  /** Another class with entries, of another event. */
  let other: number

  beforeAll(async () => {
    handle = await openTestDatabase(kind)
    const [teamClass] = await rows<{ class_id: number; tournament_id: number }>(
      handle,
      sql`select r.class_id, c.tournament_id from registrations r join classes c on c.id = r.class_id
        where r.team_id is not null and r.status in ${PLACE_HOLDING}
        group by r.class_id, c.tournament_id having count(*) > count(distinct r.team_id)
        order by r.class_id limit 1`,
    )
    doubles = teamClass!.class_id
    const [another] = await rows<{ id: number }>(
      handle,
      sql`select c.id from classes c where c.tournament_id <> ${teamClass!.tournament_id}
        and exists (select 1 from registrations r where r.class_id = c.id and r.status in ${PLACE_HOLDING})
        order by c.id limit 1`,
    )
    other = another!.id
  })

  afterAll(async () => {
    await handle.close()
  })

  it('holds what the seed wrote: players, entries (a team once) and final placements', async () => {
    await expectExact(handle)
    const all = await kept(handle)
    const team = all.find((row) => row.id === doubles)!
    expect(team.entries).toBeGreaterThan(0)
    expect(team.entries).toBeLessThan(team.players)
    // The seed's finished classes have their placements.
    expect(all.some((row) => row.rewards > 0)).toBe(true)
  })

  it('follows entries that come, leave, change status, team, class or player, and go', async () => {
    const [entry] = await rows<{ id: number; team_id: number; user_id: number }>(
      handle,
      sql`select id, team_id, user_id from registrations where class_id = ${doubles} and team_id is not null
        and status in ${PLACE_HOLDING} order by id limit 1`,
    )
    const before = await countsOf(handle, doubles)
    await handle.db.execute(sql`update registrations set status = 'cancelled' where id = ${entry!.id}`)
    await expectExact(handle)
    expect((await countsOf(handle, doubles)).players).toBe(before.players - 1)
    await handle.db.execute(sql`update registrations set status = 'confirmed' where id = ${entry!.id}`)
    await expectExact(handle)
    // Leaving the team makes an entry of its own: one entry more, the same players.
    await handle.db.execute(sql`update registrations set team_id = null where id = ${entry!.id}`)
    await expectExact(handle)
    expect(await countsOf(handle, doubles)).toMatchObject({
      players: before.players,
      entries: before.entries + 1,
    })
    await handle.db.execute(sql`update registrations set team_id = ${entry!.team_id} where id = ${entry!.id}`)
    await expectExact(handle)
    await handle.db.execute(sql`update registrations set class_id = ${other} where id = ${entry!.id}`)
    await expectExact(handle)
    await handle.db.execute(sql`update registrations set class_id = ${doubles} where id = ${entry!.id}`)
    await expectExact(handle)
    const [stranger] = await usersWithoutEntries(handle, 1)
    await handle.db.execute(sql`update registrations set user_id = ${stranger!.id} where id = ${entry!.id}`)
    await expectExact(handle)
    await handle.db.execute(sql`delete from registrations where id = ${entry!.id}`)
    await expectExact(handle)
    // One statement over many classes (the bulk path).
    await handle.db.execute(
      sql`update registrations set status = 'cancelled' where class_id in (${doubles}, ${other})`,
    )
    await expectExact(handle)
    expect(await countsOf(handle, other)).toMatchObject({ players: 0, entries: 0 })
  })

  it('follows final placements that are written and removed', async () => {
    const [finished] = await rows<{ class_id: number }>(
      handle,
      sql`select class_id from rewards group by class_id order by class_id limit 1`,
    )
    const classId = finished!.class_id
    const placements = await rows<{ team_id: number; placement: number; points: number }>(
      handle,
      sql`select team_id, placement, points from rewards where class_id = ${classId} order by placement`,
    )
    await handle.db.execute(sql`delete from rewards where class_id = ${classId}`)
    await expectExact(handle)
    expect((await countsOf(handle, classId)).rewards).toBe(0)
    for (const p of placements)
      await handle.db.execute(
        sql`insert into rewards (class_id, team_id, placement, points) values (${classId}, ${p.team_id}, ${p.placement}, ${p.points})`,
      )
    await expectExact(handle)
    expect((await countsOf(handle, classId)).rewards).toBe(placements.length)
  })

  it('goes with its class', async () => {
    const [copy] = await rows<{ id: number }>(
      handle,
      sql`insert into classes (tournament_id, name, type, gender, capacity, fee_minor, match_format)
        select tournament_id, name || ' II', type, gender, capacity, fee_minor, match_format from classes
        where id = ${other} returning id`,
    )
    const [user] = await rows<{ id: number }>(handle, sql`select id from users order by id limit 1`)
    await handle.db.execute(
      sql`insert into registrations (class_id, user_id, status, fee_minor) values (${copy!.id}, ${user!.id}, 'confirmed', 0)`,
    )
    await expectExact(handle)
    expect(await countsOf(handle, copy!.id)).toMatchObject({ players: 1, entries: 1 })
    // A class is deleted without entries (they do not go with it).
    await handle.db.execute(sql`delete from registrations where class_id = ${copy!.id}`)
    await handle.db.execute(sql`delete from classes where id = ${copy!.id}`)
    await expectExact(handle)
    const [left] = await rows<{ n: number }>(
      handle,
      sql`select count(*)::int as n from class_counts where class_id = ${copy!.id}`,
    )
    expect(left!.n).toBe(0)
  })

  it('counts with the domain’s place-holding statuses', async () => {
    expect(await statusesCountedBy(handle, 'class_counts_refresh')).toEqual([...PLACE_HOLDING_STATUSES])
  })

  it.runIf(kind === 'postgres')(
    'counts two registrations in one class that commit at the same time',
    async () => {
      const users = await usersWithoutEntries(handle, 2)
      const before = (await countsOf(handle, other)).players
      const register = (userId: number, holdMs: number) =>
        handle.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into registrations (class_id, user_id, status, fee_minor) values (${other}, ${userId}, 'confirmed', 0)`,
          )
          await tx.execute(sql`select pg_sleep(${holdMs / 1000})`)
        })
      await Promise.all([
        register(users[0]!.id, 300),
        new Promise((resolve) => setTimeout(resolve, 50)).then(() => register(users[1]!.id, 0)),
      ])
      expect((await countsOf(handle, other)).players).toBe(before + 2)
      await expectExact(handle)
    },
  )
})
