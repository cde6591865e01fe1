import { parse, PGlite, protocol, type QueryOptions } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exchangeRaw, readResult, type BackendMessage, type Parsers } from './pglite-rows.ts'

let client: PGlite

beforeAll(async () => {
  client = await PGlite.create()
  await client.exec(`
    create table t (id int8 primary key, name text, price numeric(10, 3), ok boolean, at timestamptz,
      day date, tags text[], data jsonb, raw bytea, score float8, small int2);
    insert into t values
      (1, 'Zoë Ångström 🏓 "quoted"', 12.345, true, '2026-01-02T03:04:05Z', '2026-05-06', '{a,"b c"}',
        '{"x": [1, "ü"]}', '\\x00ff', 4.125, 7),
      (2, null, null, null, null, null, null, null, null, null, null);
    prepare q as select *, id as "id" from t where id = any($1) order by id;`)
})

afterAll(async () => {
  await client.close()
})

/** The raw wire answer of running the prepared statement q with the given ids. */
async function rawAnswer(ids: string, statement = 'q'): Promise<Buffer> {
  return exchangeRaw(client, [
    protocol.serialize.bind({ statement, values: [ids] }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ])
}

/** What PGlite's own parser makes of the same answer. */
function pgliteResult(answer: Buffer, options?: QueryOptions) {
  const messages: BackendMessage[] = []
  new protocol.Parser().parse(answer, (m) => messages.push(m))
  return parse.parseResults(messages, client.parsers, options)[0]
}

describe('rows read from the raw answer (pglite-rows.ts, issue 17)', () => {
  it('gives what PGlite gives: every type, unicode, nulls, objects and arrays, row count', async () => {
    const answer = await rawAnswer('{1,2}')
    for (const options of [undefined, { rowMode: 'array' as const }, { rowMode: 'object' as const }]) {
      const ours = readResult(answer, client.parsers as Parsers, options)
      expect(ours).toEqual(pgliteResult(answer, options))
    }
    const rows = readResult<{ name: string; at: Date; data: unknown }>(
      answer,
      client.parsers as Parsers,
      undefined,
    )
    expect(rows?.rows[0]?.name).toBe('Zoë Ångström 🏓 "quoted"')
    expect(rows?.rows[0]?.at).toEqual(new Date('2026-01-02T03:04:05Z'))
    expect(rows?.rows[0]?.data).toEqual({ x: [1, 'ü'] })
    expect(rows?.rowCount).toBe(2)
  })

  it('uses the query’s own parsers before the client’s', async () => {
    const answer = await rawAnswer('{1}')
    const options = { parsers: { 25: (value: string) => value.length } }
    const ours = readResult<{ name: unknown }>(answer, client.parsers as Parsers, options)
    expect(ours?.rows[0]?.name).toBe('Zoë Ångström 🏓 "quoted"'.length)
    expect(ours).toEqual(pgliteResult(answer, options))
  })

  it('an empty result still names its fields', async () => {
    const answer = await rawAnswer('{99}')
    const ours = readResult(answer, client.parsers as Parsers, undefined)
    expect(ours?.rows).toEqual([])
    expect(ours?.fields.map((f) => f.name)).toContain('price')
    expect(ours).toEqual(pgliteResult(answer))
  })

  it('leaves an error answer to PGlite’s parser', async () => {
    const answer = await rawAnswer('not an array')
    expect(readResult(answer, client.parsers as Parsers, undefined)).toBeUndefined()
    const messages: unknown[] = []
    new protocol.Parser().parse(answer, (m) => messages.push(m))
    expect(messages.find((m) => m instanceof protocol.messages.DatabaseError)).toMatchObject({
      code: '22P02',
    })
  })

  it('leaves a cut-off answer alone', async () => {
    const answer = await rawAnswer('{1,2}')
    expect(
      readResult(answer.subarray(0, answer.length - 3), client.parsers as Parsers, undefined),
    ).toBeUndefined()
  })
})
