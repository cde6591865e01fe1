// Seeds the template databases once per test run (see databases.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import pg from 'pg'
import { migrateDatabase, openDatabase } from '@courtside/db'
import { seedDatabase } from '@courtside/db/seed'
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_DB, SEED_NOW, TEST_CACHE_DIR } from './constants.ts'

export default async function setup() {
  mkdirSync(TEST_CACHE_DIR, { recursive: true })
  const lite = await openDatabase({ databaseUrl: 'memory://', dataDir: '' })
  await migrateDatabase(lite)
  await seedDatabase(lite.db, { now: SEED_NOW })
  const client = (lite.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }).$client
  const dump = await client.dumpDataDir('gzip')
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()))
  await lite.close()

  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE_DB} with (force)`)
    await admin.query(`create database ${POSTGRES_TEMPLATE_DB}`)
    await admin.end()
    const target = new URL(url)
    target.pathname = `/${POSTGRES_TEMPLATE_DB}`
    const handle = await openDatabase({ databaseUrl: target.toString(), dataDir: '' })
    await migrateDatabase(handle)
    await seedDatabase(handle.db, { now: SEED_NOW })
    await handle.close()
  }
}
