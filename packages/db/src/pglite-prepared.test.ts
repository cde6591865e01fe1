import { PGlite, type QueryOptions } from '@electric-sql/pglite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { prepareReads } from './pglite-prepared.ts'

let client: PGlite

/** PGlite's own query, as it is before prepareReads wraps it. */
function plain(text: string, params?: unknown[], options?: QueryOptions) {
  return PGlite.prototype.query.call(client, text, params, options)
}

/** The texts of the statements the session holds. */
async function preparedNames(): Promise<string[]> {
  const { rows } = await plain('select statement from pg_prepared_statements order by statement')
  return (rows as { statement: string }[]).map((row) => row.statement)
}

/** A read asked twice: the second time it runs prepared. */
async function twice<T>(text: string, params?: unknown[]) {
  await client.query<T>(text, params)
  return client.query<T>(text, params)
}

beforeEach(async () => {
  client = await PGlite.create()
  await client.exec(`
    create table t (id int primary key, name text not null, at timestamptz, tags text[], data jsonb);
    insert into t values (1, 'one', '2026-01-02T03:04:05Z', '{a,b}', '{"x":1}'), (2, 'two', null, null, null);`)
})

afterEach(async () => {
  await client.close()
})

describe('PGlite reads as named prepared statements (issue 17)', () => {
  it('answers reads as PGlite does, typed values both ways, objects and arrays of rows', async () => {
    prepareReads(client, 10)
    const text =
      'select id, name, at, tags, data from t where id = any($1) and (at is null or at < $2) order by id'
    const params = [[1, 2], new Date('2027-01-01')]
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await plain(text, params, { rowMode })
      expect((await client.query(text, params, { rowMode })).rows).toEqual(expected.rows)
      expect((await client.query(text, params, { rowMode })).fields).toEqual(expected.fields)
    }
    expect((await client.query<{ at: Date }>(text, params)).rows[0]?.at).toEqual(
      new Date('2026-01-02T03:04:05Z'),
    )
    expect(await preparedNames()).toHaveLength(1)
  })

  it('prepares a text on its second use, so one-off texts are never kept', async () => {
    prepareReads(client)
    expect((await client.query('select id from t where id = $1', [1])).rows).toEqual([{ id: 1 }])
    expect(await preparedNames()).toEqual([])
    expect((await client.query('select id from t where id = $1', [2])).rows).toEqual([{ id: 2 }])
    expect(await preparedNames()).toEqual(['select id from t where id = $1'])
  })

  it('keeps at most the given number of statements, closing the least recently used', async () => {
    prepareReads(client, 2)
    await twice('select 1 as a')
    await twice('select 2 as b')
    await client.query('select 1 as a')
    await twice('select 3 as c')
    expect(await preparedNames()).toEqual(['select 1 as a', 'select 3 as c'])
    expect((await client.query<{ a: number }>('select 1 as a')).rows).toEqual([{ a: 1 }])
    expect((await twice<{ b: number }>('select 2 as b')).rows).toEqual([{ b: 2 }])
    expect(await preparedNames()).toEqual(['select 1 as a', 'select 2 as b'])
  })

  it('reports errors as PGlite does and stays usable after them', async () => {
    prepareReads(client)
    await twice('select id from t where id = $1', [1])
    await expect(client.query('select id from t where id = $1', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    })
    await expect(twice('select nope from t')).rejects.toMatchObject({ code: '42703' })
    expect((await client.query('select id from t where id = $1', [2])).rows).toEqual([{ id: 2 }])
    expect(await preparedNames()).toEqual(['select id from t where id = $1'])
  })

  it('sees a table change: a statement prepared before it is prepared again', async () => {
    prepareReads(client)
    expect((await twice('select * from t where id = $1', [1])).fields).toHaveLength(5)
    expect(await preparedNames()).toHaveLength(1)
    await client.exec('alter table t add column extra int default 7')
    // Postgres refuses a cached plan whose result changed shape; the wrapper prepares it anew.
    const answer = await client.query<{ extra: number }>('select * from t where id = $1', [1])
    expect(answer.fields).toHaveLength(6)
    expect(answer.rows[0]?.extra).toBe(7)
  })

  it('leaves writes and transactions to PGlite', async () => {
    prepareReads(client)
    await client.query('insert into t (id, name) values ($1, $2)', [3, 'three'])
    await client.transaction(async (tx) => {
      await tx.query('update t set name = $1 where id = $2', ['drei', 3])
      expect((await tx.query('select name from t where id = $1', [3])).rows).toEqual([{ name: 'drei' }])
    })
    expect((await twice('select name from t where id = $1', [3])).rows).toEqual([{ name: 'drei' }])
    expect(await preparedNames()).toEqual(['select name from t where id = $1'])
  })

  it('answers a read whose function raises a notice (PGlite parses that answer itself)', async () => {
    prepareReads(client)
    await client.exec(
      "create function noisy(n int) returns int language plpgsql as $$ begin raise notice 'n is %', n; return n * 2; end $$",
    )
    expect((await twice<{ v: number }>('select noisy($1) as v', [21])).rows).toEqual([{ v: 42 }])
    expect(await preparedNames()).toEqual(['select noisy($1) as v'])
  })

  it('leaves a select that notifies to PGlite, so listeners hear every notification', async () => {
    prepareReads(client)
    const heard: string[] = []
    await client.listen('courtside_test', (payload) => heard.push(payload))
    for (const payload of ['one', 'two', 'three'])
      await client.query("select pg_notify('courtside_test', $1)", [payload])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(heard).toEqual(['one', 'two', 'three'])
    expect(await preparedNames()).toEqual([])
  })
})
