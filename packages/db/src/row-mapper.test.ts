import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import * as drizzleOrm from 'drizzle-orm'
import { eq, sql, type Column, type SelectedFieldsOrdered } from 'drizzle-orm'
import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileRowMapper, mapRowsOnce } from './row-mapper.ts'

const orgs = pgTable('orgs', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city'),
})
const events = pgTable('events', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  orgId: integer('org_id'),
  fee: numeric('fee'),
  startsAt: timestamp('starts_at', { mode: 'date' }),
})

/** Drizzle's own mapper, the reference (exported by drizzle-orm, left out of its types). */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow(
    this: void,
    fields: SelectedFieldsOrdered<Column>,
    row: unknown[],
    joinsNotNullableMap?: Record<string, boolean>,
  ): Record<string, unknown>
}

let client: PGlite
const db = () => drizzle(client)

beforeAll(async () => {
  client = await PGlite.create()
  await client.exec(`
    create table orgs (id int primary key, name text not null, city text);
    create table events (id int primary key, name text not null, org_id int, fee numeric, starts_at timestamp);
    insert into orgs values (1, 'Club A', 'Lyon'), (2, 'Club B', null);
    insert into events values
      (10, 'Open', 1, '25.50', '2026-05-01 09:00'),
      (11, 'Cup', 2, null, null),
      (12, 'Orphan', null, '10', '2026-06-01 10:30');
  `)
})
afterAll(() => client.close())

/** The query's own rows through Drizzle's mapper and through the compiled one, as JSON (key order counts). */
async function bothWays(query: {
  prepare(name: string): unknown
}): Promise<{ drizzle: string; compiled: string; rows: number }> {
  const prepared = query.prepare(`q_${Math.random().toString(36).slice(2)}`) as {
    fields: SelectedFieldsOrdered<Column>
    joinsNotNullableMap?: Record<string, boolean>
    queryString: string
    params: unknown[]
  }
  const { rows } = await client.query<unknown[]>(prepared.queryString, prepared.params, {
    rowMode: 'array',
  })
  const mapRow = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap)
  return {
    drizzle: JSON.stringify(
      rows.map((row) => mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap)),
    ),
    compiled: JSON.stringify(rows.map(mapRow)),
    rows: rows.length,
  }
}

const parsed = (json: string) => JSON.parse(json) as Record<string, unknown>[]

describe('compileRowMapper', () => {
  it('maps flat selects with column and SQL decoders as Drizzle does', async () => {
    const result = await bothWays(
      db()
        .select({
          id: events.id,
          fee: events.fee,
          startsAt: events.startsAt,
          doubled: sql<number>`${events.id} * 2`.mapWith(Number),
          label: sql<string>`upper(${events.name})`,
        })
        .from(events)
        .orderBy(events.id),
    )
    expect(result.rows).toBe(3)
    expect(result.compiled).toBe(result.drizzle)
    expect(parsed(result.compiled)[0]).toEqual({
      id: 10,
      fee: '25.50',
      startsAt: '2026-05-01T09:00:00.000Z',
      doubled: 20,
      label: 'OPEN',
    })
  })

  it('makes a left-joined table’s object null when it matched nothing, and keeps nested objects in order', async () => {
    const result = await bothWays(
      db()
        .select({
          event: { id: events.id, name: events.name },
          org: { id: orgs.id, city: orgs.city },
          whole: orgs,
          count: sql<number>`1`.mapWith(Number),
        })
        .from(events)
        .leftJoin(orgs, eq(orgs.id, events.orgId))
        .orderBy(events.id),
    )
    expect(result.compiled).toBe(result.drizzle)
    const rows = parsed(result.compiled)
    expect(rows.map((row) => row.org)).toEqual([{ id: 1, city: 'Lyon' }, { id: 2, city: null }, null])
    expect(rows[2]).toMatchObject({ whole: null })
  })

  it('leaves an object null-free when its columns come from several tables or the join cannot miss', async () => {
    const mixed = await bothWays(
      db()
        .select({ pair: { orgName: orgs.name, eventName: events.name } })
        .from(events)
        .leftJoin(orgs, eq(orgs.id, events.orgId))
        .orderBy(events.id),
    )
    expect(mixed.compiled).toBe(mixed.drizzle)
    expect(parsed(mixed.compiled)[2]).toEqual({ pair: { orgName: null, eventName: 'Orphan' } })
    const inner = await bothWays(
      db()
        .select({ org: { city: orgs.city, name: orgs.name } })
        .from(orgs)
        .innerJoin(events, eq(orgs.id, events.orgId))
        .orderBy(events.id),
    )
    expect(inner.compiled).toBe(inner.drizzle)
    expect(parsed(inner.compiled)[1]).toEqual({ org: { city: null, name: 'Club B' } })
  })

  it('follows Drizzle in deciding a joined object by its first column only', () => {
    const fields = (
      db()
        .select({ org: { city: orgs.city, name: orgs.name } })
        .from(events)
        .leftJoin(orgs, eq(orgs.id, events.orgId)) as unknown as {
        prepare(name: string): {
          fields: SelectedFieldsOrdered<Column>
          joinsNotNullableMap: Record<string, boolean>
        }
      }
    ).prepare('first_column_rule')
    const row = [null, 'Club B']
    expect(compileRowMapper(fields.fields, fields.joinsNotNullableMap)(row)).toEqual(
      mapResultRow(fields.fields, row, fields.joinsNotNullableMap),
    )
    expect(compileRowMapper(fields.fields, fields.joinsNotNullableMap)(row)).toEqual({ org: null })
  })
})

describe('mapRowsOnce', () => {
  it('gives a prepared select the compiled mapper, with the same results as an unprepared one', async () => {
    const query = () =>
      db()
        .select({ id: events.id, org: { name: orgs.name } })
        .from(events)
        .leftJoin(orgs, eq(orgs.id, events.orgId))
        .orderBy(events.id)
    const prepared = mapRowsOnce(query().prepare('mapped_once'))
    expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    )
    expect(await prepared.execute()).toEqual(await query())
  })

  it('leaves relational queries and other values alone', () => {
    const value = { execute: () => [] }
    expect(mapRowsOnce(value)).toBe(value)
    const raw = db().execute(sql`select 1`)
    expect(mapRowsOnce(raw)).toBe(raw)
  })
})
