// Test databases for API suites: every suite runs against PGlite and, when TEST_DATABASE_URL
// points at a PostgreSQL server (CI starts one), against PostgreSQL too. Both start from a
// template seeded once per run (global-setup.ts), so each suite gets a fresh, identical copy.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { openDatabase, pgliteHandle, type DatabaseHandle } from '@courtside/db'
import pino from 'pino'
import { createApp } from '../app.ts'
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_DB, SEED_NOW } from './constants.ts'

export type DatabaseKind = 'pglite' | 'postgres'

export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

export { SEED_NOW }

export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL as string
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/** A fresh copy of the seeded template database. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const data = readFileSync(PGLITE_TEMPLATE_FILE)
    const client = await PGlite.create({
      loadDataDir: new Blob([data]),
      extensions: { pg_trgm },
    })
    return pgliteHandle(client)
  }
  const name = `courtside_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl() })
  await admin.connect()
  await admin.query(`create database ${name} template ${POSTGRES_TEMPLATE_DB}`)
  await admin.end()
  const handle = await openDatabase({ databaseUrl: withDatabase(adminUrl(), name), dataDir: '' })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      const cleanup = new pg.Client({ connectionString: adminUrl() })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

export const silentLogger = pino({ level: 'silent' })

export async function createTestApp(kind: DatabaseKind) {
  const database = await openTestDatabase(kind)
  const app = createApp({
    database,
    logger: silentLogger,
    config: { siteUrl: 'http://localhost:3000', environment: 'development' },
  })
  return { app, database, db: database.db }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
