import { PGlite, type QueryOptions } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { sql } from 'drizzle-orm'
import { date, integer, interval, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { keepDrizzleTextTypes } from './pglite-parsers.ts'
import { prepareReads } from './pglite-prepared.ts'

const events = pgTable('events', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true }),
  local: timestamp('local'),
  day: date('day'),
  span: interval('span'),
  price: numeric('price'),
  prices: numeric('prices').array(),
  days: date('days').array(),
  stamps: timestamp('stamps', { withTimezone: true }).array(),
  ids: integer('ids').array(),
  data: jsonb('data'),
})

const SETUP = `
  create table events (id int primary key, name text not null, at timestamptz, local timestamp,
    day date, span interval, price numeric, prices numeric[], days date[], stamps timestamptz[],
    ids int[], data jsonb);
  insert into events values
    (1, 'Dutch Open', '2026-11-26T08:00:00Z', '2026-11-26 09:00:00', '2026-11-26', '2 days 3 hours',
     '12.50', '{1.5,2}', '{2026-11-26,2026-11-27}', '{"2026-11-26 08:00:00+00"}', '{3,4}', '{"a":[1]}'),
    (2, 'Empty', null, null, null, null, null, null, null, null, null, null);`

let plainClient: PGlite
let client: PGlite

beforeEach(async () => {
  ;[plainClient, client] = await Promise.all([PGlite.create(), PGlite.create()])
  await plainClient.exec(SETUP)
  await client.exec(SETUP)
})

afterEach(async () => {
  await Promise.all([plainClient.close(), client.close()])
})

/** What a Drizzle select and a raw sql read answer, outside and inside a transaction. */
async function reads(db: ReturnType<typeof drizzle>) {
  const select = () => db.select().from(events).orderBy(events.id)
  const raw = () =>
    db.execute(
      sql`select at, day, span, prices, stamps, ids, data, array_agg(day) over () as all_days from events order by id`,
    )
  return {
    select: await select(),
    again: await select(),
    raw: (await raw()).rows,
    inTransaction: await db.transaction(async (tx) => [
      await tx.select().from(events).orderBy(events.id),
      (await tx.execute(sql`select at, day, ids from events order by id`)).rows,
    ]),
  }
}

describe('Drizzle over PGlite without the per-query parser copy (issue 17)', () => {
  it('answers every type exactly as PGlite with Drizzle’s own parsers does, prepared or not, in transactions too', async () => {
    const expected = await reads(drizzle(plainClient))
    keepDrizzleTextTypes(client)
    prepareReads(client)
    const actual = await reads(drizzle(client))
    expect(actual).toEqual(expected)
    expect(actual.select[0]?.at).toEqual(new Date('2026-11-26T08:00:00Z'))
    expect(actual.select[0]?.day).toBe('2026-11-26')
    expect(actual.raw[0]).toMatchObject({ day: '2026-11-26', ids: [3, 4], data: { a: [1] } })
  })

  it('leaves Drizzle’s parsers out of the query, in transactions too', async () => {
    const seen: (QueryOptions | undefined)[] = []
    const record = <Q extends PGlite['query']>(query: Q) =>
      ((text, params, options) => {
        seen.push(options)
        return query(text, params, options)
      }) as Q
    client.query = record(client.query.bind(client))
    const transaction = client.transaction.bind(client)
    client.transaction = (callback) =>
      transaction((tx) => {
        tx.query = record(tx.query.bind(tx))
        return callback(tx)
      })
    keepDrizzleTextTypes(client)
    const db = drizzle(client)
    await db.select().from(events)
    await db.transaction((tx) => tx.select().from(events))
    expect(seen).toHaveLength(2)
    for (const options of seen) expect(options?.parsers).toBeUndefined()
    expect(seen.map((options) => options?.rowMode)).toEqual(['array', 'array'])
  })

  it('keeps a query’s parsers that ask for anything else', async () => {
    keepDrizzleTextTypes(client)
    const asDate = { 1184: (value: string) => new Date(value) }
    const [row] = (
      await client.query<{ at: unknown }>('select at from events where id = 1', [], { parsers: asDate })
    ).rows
    expect(row?.at).toEqual(new Date('2026-11-26T08:00:00Z'))
    const length = { 25: (value: string) => value.length, 1082: (value: string) => value }
    const [named] = (
      await client.query<{ name: unknown; day: unknown }>('select name, day from events where id = 1', [], {
        parsers: length,
      })
    ).rows
    expect(named).toEqual({ name: 10, day: '2026-11-26' })
  })
})
