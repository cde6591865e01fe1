import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { eq, sql } from 'drizzle-orm'
import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgliteHandle, type Db } from './client.ts'
import { anyOfPlaceholder, preparedQuery } from './prepared-query.ts'

const players = pgTable('players', { id: integer('id').primaryKey(), name: text('name').notNull() })

async function openDb(names: string[]): Promise<{ client: PGlite; db: Db }> {
  const client = await PGlite.create()
  await client.exec('create table players (id int primary key, name text not null)')
  for (const [i, name] of names.entries())
    await client.query('insert into players values ($1, $2)', [i + 1, name])
  return { client, db: drizzle(client) as unknown as Db }
}

describe('preparedQuery', () => {
  let first: { client: PGlite; db: Db }
  let second: { client: PGlite; db: Db }
  let builds = 0
  const byId = preparedQuery('players_by_id', (db, name) => {
    builds++
    return db
      .select({ name: players.name })
      .from(players)
      .where(eq(players.id, sql.placeholder('id')))
      .prepare(name)
  })

  beforeAll(async () => {
    ;[first, second] = await Promise.all([openDb(['Ana', 'Ben']), openDb(['Cleo'])])
  })
  afterAll(async () => {
    await Promise.all([first.client.close(), second.client.close()])
  })

  it('builds a query once per database and runs it with each call’s values', async () => {
    expect(await byId(first.db).execute({ id: 1 })).toEqual([{ name: 'Ana' }])
    expect(await byId(first.db).execute({ id: 2 })).toEqual([{ name: 'Ben' }])
    expect(await byId(first.db).execute({ id: 3 })).toEqual([])
    expect(builds).toBe(1)
  })

  it('never runs one database’s query against another', async () => {
    expect(await byId(second.db).execute({ id: 1 })).toEqual([{ name: 'Cleo' }])
    expect(await byId(first.db).execute({ id: 1 })).toEqual([{ name: 'Ana' }])
    expect(builds).toBe(2)
  })

  it('builds its own query in a transaction, which sees the transaction’s writes', async () => {
    await first.db
      .transaction(async (tx) => {
        await tx.insert(players).values({ id: 9, name: 'Dora' })
        expect(await byId(tx).execute({ id: 9 })).toEqual([{ name: 'Dora' }])
        tx.rollback()
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error
      })
    expect(await byId(first.db).execute({ id: 9 })).toEqual([])
    expect(builds).toBe(3)
  })

  it('takes a list of any length as one array placeholder, also once PGlite runs it prepared', async () => {
    const { client } = await openDb(['Ana', 'Ben', 'Cleo'])
    // The app's handle: a read coming a second time runs as a named statement (pglite-prepared.ts).
    const { db, close } = pgliteHandle(client)
    const byIds = db
      .select({ name: players.name })
      .from(players)
      .where(anyOfPlaceholder(players.id, 'ids'))
      .orderBy(players.id)
      .prepare('players_by_ids')
    for (let round = 0; round < 2; round++) {
      expect(await byIds.execute({ ids: [1, 3] })).toEqual([{ name: 'Ana' }, { name: 'Cleo' }])
      expect(await byIds.execute({ ids: [] })).toEqual([])
      expect(await byIds.execute({ ids: [2] })).toEqual([{ name: 'Ben' }])
    }
    await close()
  })
})
