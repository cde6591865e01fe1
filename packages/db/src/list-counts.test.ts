// Migration 0004 (tournament_list_counts, docs/decisions/0007) on a database that already holds
// tournaments: the counts it backfills must equal a count of the tournaments, on PGlite and, when
// TEST_DATABASE_URL is set, on PostgreSQL.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { findMigrationsDir, openDatabase, type DatabaseHandle } from './client.ts'

const NOW = new Date('2026-11-23T10:00:00Z')

/**
 * Events written with the columns the schema had at 0003 (the seed follows today's schema, so it
 * cannot write into a database stopped before 0004): 4 organizers × 60 events over every type code,
 * progress and a handful of countries, deterministic.
 */
async function insertEventsAsOf0003(handle: DatabaseHandle): Promise<void> {
  const countries = ['DE', 'FR', 'ES', 'SE', 'PT', 'CH', 'AT']
  for (let org = 1; org <= 4; org += 1) {
    await handle.db.execute(
      sql`insert into organizations (id, slug, name, country) values (${org}, ${`org-${org}`}, ${`Club ${org}`}, ${countries[org]})`,
    )
  }
  const rows = Array.from({ length: 240 }, (_, i) => {
    const start = new Date(NOW.getTime() + (i - 120) * 86_400_000)
    return sql`(${`event-${i + 1}`}, ${(i % 4) + 1}, ${[1, 13, 3, 15][i % 4]}, ${`Event ${i + 1}`},
      ${start.toISOString()}, ${start.toISOString()}, 'Europe/Berlin', 'Hall', 'Street 1', 'City',
      ${countries[i % countries.length]}, ${i % 3})`
  })
  await handle.db.execute(sql`insert into tournaments
    (slug, organization_id, type_code, name, start_date, end_date, time_zone, venue_name, address, city, country, progress)
    values ${sql.join(rows, sql`, `)}`)
}
const KINDS = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)

/** The migrations folder as it was before 0004: a copy whose journal stops at 0003. */
function migrationsBefore0004(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'courtside-migrations-'))
  cpSync(findMigrationsDir(), dir, { recursive: true })
  const journalFile = path.join(dir, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  journal.entries = journal.entries.filter((e) => e.tag < '0004')
  writeFileSync(journalFile, JSON.stringify(journal))
  return dir
}

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

async function open(kind: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ databaseUrl: 'memory://', dataDir: '' })
  const admin = new URL(process.env.TEST_DATABASE_URL as string)
  const name = `courtside_test_migrate_${process.pid}`
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  await client.query(`drop database if exists ${name} with (force)`)
  await client.query(`create database ${name}`)
  await client.end()
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: admin.toString() })
    await c.connect()
    await c.query(`drop database if exists ${name} with (force)`)
    await c.end()
  })
  const target = new URL(admin)
  target.pathname = `/${name}`
  return openDatabase({ databaseUrl: target.toString(), dataDir: '' })
}

describe.each(KINDS)('migration 0004 on %s', (kind) => {
  it('backfills tournament_list_counts from the tournaments already there', async () => {
    const handle = await open(kind)
    cleanups.push(() => handle.close())
    const migrate = (migrationsFolder: string) =>
      kind === 'pglite'
        ? migratePglite(handle.db as never, { migrationsFolder })
        : migratePg(handle.db as never, { migrationsFolder })
    const before = migrationsBefore0004()
    cleanups.push(() => Promise.resolve(rmSync(before, { recursive: true, force: true })))
    await migrate(before)
    await insertEventsAsOf0003(handle)
    await handle.db.execute(sql`update tournaments set status = 'draft' where id % 7 = 0`)
    await migrate(findMigrationsDir())

    const rows = async (query: string) => {
      const result = await handle.db.execute(sql.raw(query))
      return (result as { rows: unknown[] }).rows
    }
    const expected = await rows(`
      select type_code, progress, country, organization_id, count(*)::int as n from tournaments
      where status = 'published' group by 1, 2, 3, 4 order by 1, 2, 3, 4`)
    expect(expected.length).toBeGreaterThan(10)
    expect(
      await rows(`select type_code, progress, country, organization_id, n from tournament_list_counts
        where n <> 0 order by 1, 2, 3, 4`),
    ).toEqual(expected)
  })
})
