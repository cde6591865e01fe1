import { PGlite } from '@electric-sql/pglite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pgliteHandle, type DatabaseHandle } from './client.ts'

let client: PGlite
let handle: DatabaseHandle

type TableStats = { dead: number; vacuumed: boolean; analyzed: boolean; changed: number }

async function stats(table: string): Promise<TableStats> {
  await client.exec('select pg_stat_force_next_flush()')
  const { rows } = await client.query<TableStats>(
    `select n_dead_tup::int as dead, last_vacuum is not null as vacuumed,
       last_analyze is not null as analyzed, n_mod_since_analyze::int as changed
     from pg_stat_user_tables where relname = $1`,
    [table],
  )
  return rows[0]!
}

const bytes = async (table: string) =>
  (await client.query<{ n: number }>(`select pg_relation_size($1)::int as n`, [table])).rows[0]!.n

beforeEach(async () => {
  client = await PGlite.create()
  handle = pgliteHandle(client)
  await client.exec(`
    create table scores (id int primary key, v int not null);
    create table quiet (id int primary key, v int not null);
    create table "Grown ""fast""" (id int primary key);
    insert into scores select g, 0 from generate_series(1, 2000) g;
    insert into quiet select g, 0 from generate_series(1, 2000) g;`)
  // The seed is analysed and vacuumed once; what follows is a match day's churn.
  await client.exec('select pg_stat_force_next_flush()')
  await client.exec('vacuum (analyze) scores')
  await client.exec('vacuum (analyze) quiet')
})

afterEach(async () => {
  await handle.close()
})

describe('vacuumWhereDue (PGlite has no autovacuum)', () => {
  it('vacuums a table full of dead rows, analyses one that grew, and leaves a quiet one alone', async () => {
    for (let round = 0; round < 10; round++) await client.exec('update scores set v = v + 1')
    await client.exec(`insert into "Grown ""fast""" select g from generate_series(1, 500) g`)
    await client.exec('update quiet set v = 1 where id <= 10')
    expect((await stats('scores')).dead).toBeGreaterThanOrEqual(2000)
    // Without vacuum every round of updates makes the table larger.
    const before = await bytes('scores')
    await client.exec('update scores set v = v + 1')
    expect(await bytes('scores')).toBeGreaterThan(before)

    const done = await handle.vacuumWhereDue!()

    expect(done).toEqual([
      { table: 'public.scores', action: 'vacuum' },
      { table: 'public.Grown "fast"', action: 'analyze' },
    ])
    expect(await stats('scores')).toMatchObject({ dead: 0, vacuumed: true, changed: 0 })
    expect(await stats('Grown "fast"')).toMatchObject({ analyzed: true, vacuumed: false, changed: 0 })
    // Ten changed rows of 2,000 are below the thresholds (50 + 20% dead, 50 + 10% changed).
    expect(await stats('quiet')).toMatchObject({ dead: 10, changed: 10 })
    // Nothing is due any more.
    expect(await handle.vacuumWhereDue!()).toEqual([])
    // The dead versions' space is used again: the next round of updates does not grow the table.
    const vacuumed = await bytes('scores')
    await client.exec('update scores set v = v + 1')
    expect(await bytes('scores')).toBe(vacuumed)
  })

  it('waits for an open transaction instead of failing inside it', async () => {
    for (let round = 0; round < 3; round++) await client.exec('update scores set v = v + 1')
    let isCommitted = false
    const writing = client.transaction(async (tx) => {
      await tx.exec('update scores set v = v + 1 where id = 1')
      await new Promise((resolve) => setTimeout(resolve, 50))
      isCommitted = true
    })
    const done = await handle.vacuumWhereDue!()
    await writing
    expect(isCommitted).toBe(true)
    expect(done).toEqual([{ table: 'public.scores', action: 'vacuum' }])
    expect((await stats('scores')).vacuumed).toBe(true)
  })
})
