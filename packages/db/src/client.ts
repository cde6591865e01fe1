// Opens the database: PGlite in a directory by default, PostgreSQL when DATABASE_URL is a
// postgres:// URL. Both get the same schema, migrations and queries (DESIGN.md).
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { checkDataDirectoryFiles, DataDirectoryError, SHRUNKEN_RELATIONS_SQL } from './data-dir-check.ts'
import { vacuumWhereDue, type TableMaintenance } from './maintenance.ts'
import { keepDrizzleTextTypes } from './pglite-parsers.ts'
import { prepareReads } from './pglite-prepared.ts'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** An open transaction of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** What a read or write can run on: the database or a transaction. */
export type Executor = Db | Tx

export type DatabaseHandle = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs `select 1`; used by /bff/health. */
  ping: () => Promise<boolean>
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (PostgreSQL: a dedicated connection that
   * reconnects; PGlite: its own listen). Resolves to the function that stops listening.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>
  /** PGlite only: a tar of the data directory, taken between two queries (backup.ts). */
  dumpDataDir?: () => Promise<Blob>
  /** PGlite only: autovacuum's work, which PGlite never does by itself (maintenance.ts). */
  vacuumWhereDue?: () => Promise<TableMaintenance[]>
  close: () => Promise<void>
}

export type OpenDatabaseOptions = {
  /** A postgres:// URL, `memory://` for a throw-away PGlite, or undefined for PGlite in dataDir. */
  databaseUrl?: string | undefined
  dataDir: string
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url)
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (isPostgresUrl(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {})
    const db = drizzlePg(pool, { schema }) as unknown as Db
    const listeners = new Set<() => Promise<void>>()
    return {
      db,
      kind: 'postgres',
      ping: () => ping(db),
      listen: async (channel, onPayload) => {
        const stop = await listenOnPostgres(options.databaseUrl as string, channel, onPayload)
        listeners.add(stop)
        return async () => {
          listeners.delete(stop)
          await stop()
        }
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()))
        await pool.end()
      },
    }
  }
  const inMemory = options.databaseUrl === 'memory://'
  const dir = path.join(options.dataDir, 'pglite')
  if (!inMemory) checkDataDirectoryFiles(dir)
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR from the validated environment
  if (!inMemory) mkdirSync(dir, { recursive: true })
  const client = inMemory ? await PGlite.create({ extensions: { pg_trgm } }) : await openCheckedPglite(dir)
  return pgliteHandle(client)
}

/** The handle of an open PGlite (also for tests that load a template into memory). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  keepDrizzleTextTypes(client)
  prepareReads(client)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload)
      return async () => {
        if (!client.closed) await stop()
      }
    },
    dumpDataDir: async () => {
      // A checkpoint first, so the copy needs little recovery when it is opened.
      await client.exec('checkpoint')
      return client.dumpDataDir('none')
    },
    vacuumWhereDue: () => vacuumWhereDue(client),
    close: () => client.close(),
  }
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it drops,
 * it connects again after a second and listens again; notifications sent meanwhile are lost,
 * which is why readers catch up from the table they describe (features/live: Last-Event-ID).
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false
  let current: pg.Client | null = null
  let retry: NodeJS.Timeout | undefined
  const quoted = `"${channel.replaceAll('"', '""')}"`
  // The first connection's failure goes to the caller; later ones retry every second.
  const connect = async (isFirst: boolean): Promise<void> => {
    const client = new pg.Client({ connectionString: url })
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '')
    })
    client.on('error', () => {
      if (stopped || current !== client) return
      current = null
      void client.end().catch(() => {})
      retry = setTimeout(() => void connect(false).catch(() => {}), 1000)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${quoted}`)
      current = client
    } catch (error) {
      await client.end().catch(() => {})
      if (isFirst) throw error
      if (!stopped) retry = setTimeout(() => void connect(false).catch(() => {}), 1000)
    }
  }
  await connect(true)
  return async () => {
    stopped = true
    clearTimeout(retry)
    const client = current
    current = null
    await client?.end().catch(() => {})
  }
}

/** Opens PGlite on a directory that passed the file checks; any failure is reported as damage. */
async function openCheckedPglite(dir: string): Promise<PGlite> {
  let client: PGlite
  try {
    client = await PGlite.create(dir, { extensions: { pg_trgm } })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new DataDirectoryError(dir, `PGlite cannot open it (${reason.split('\n')[0]})`)
  }
  try {
    const { rows } = await client.query<{ name: string }>(SHRUNKEN_RELATIONS_SQL)
    if (rows.length > 0)
      throw new DataDirectoryError(
        dir,
        `table files are shorter than recorded: ${rows.map((r) => r.name).join(', ')}`,
      )
  } catch (error) {
    await client.close().catch(() => {})
    if (error instanceof DataDirectoryError) throw error
    const reason = error instanceof Error ? error.message : String(error)
    throw new DataDirectoryError(dir, `reading the catalog failed (${reason.split('\n')[0]})`)
  }
  return client
}

/**
 * Records the current size of every table (pg_class.relpages) so that the next start-up notices
 * a file that shrank (data-dir-check.ts). Run after start-up and after each backup.
 */
export async function recordTableSizes(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') await handle.db.execute(sql`analyze`)
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}

/** Finds the SQL migrations both from source (tsx, vitest) and from the bundled server. */
export function findMigrationsDir(): string {
  const candidates = [
    process.env.COURTSIDE_MIGRATIONS_DIR,
    fileURLToPath(new URL('../migrations', import.meta.url)),
    path.join(findProjectRoot(), 'packages/db/migrations'),
  ]
  for (const dir of candidates) {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- candidates come from the environment and this module, not from requests
    if (dir && existsSync(path.join(dir, 'meta/_journal.json'))) return dir
  }
  throw new Error('Database migrations not found (set COURTSIDE_MIGRATIONS_DIR)')
}

/** The repository root: the nearest folder up from cwd whose package.json is the workspace root. */
export function findProjectRoot(start = process.cwd()): string {
  let dir = path.resolve(start)
  for (;;) {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- walks up from the working directory (start-up, no request input)
    if (existsSync(path.join(dir, 'packages/db/migrations'))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return path.resolve(start)
    dir = parent
  }
}

/**
 * Applies pending migrations. Idempotent (drizzle records applied ones); on PostgreSQL an
 * advisory lock keeps several starting processes from migrating at once.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = findMigrationsDir()
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder })
    return
  }
  await handle.db.execute(sql`select pg_advisory_lock(4242001)`)
  try {
    await migratePg(handle.db as never, { migrationsFolder })
  } finally {
    await handle.db.execute(sql`select pg_advisory_unlock(4242001)`)
  }
}
