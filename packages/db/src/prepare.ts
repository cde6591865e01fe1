import { sql } from 'drizzle-orm'
import { migrateDatabase, openDatabase, recordTableSizes, type DatabaseHandle } from './client.ts'
import { organizations } from './schema.ts'
import { seedDemoOwner } from './seed/demo-owner.ts'
import { seedPartnerSearch } from './seed/demo-partner-search.ts'
import { seedDatabase } from './seed/index.ts'

export type PrepareDatabaseOptions = {
  databaseUrl?: string | undefined
  dataDir: string
  /**
   * development seeds demo content into an empty database; production never does (a fresh
   * production database stays empty; `npm run db:seed` fills one on purpose).
   */
  environment: 'development' | 'production'
  log?: (message: string) => void
}

/** Open, migrate and (development, first start of an empty database) seed. Used by the server. */
export async function prepareDatabase(options: PrepareDatabaseOptions): Promise<DatabaseHandle> {
  const log = options.log ?? (() => {})
  const handle = await openDatabase(options)
  await migrateDatabase(handle)
  if (options.environment === 'development') {
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(organizations)
    if (!row || row.n === 0) {
      const started = Date.now()
      const summary = await seedDatabase(handle.db)
      await seedDemoOwner(handle.db)
      await seedPartnerSearch(handle.db)
      log(`seeded demo content in ${Date.now() - started} ms: ${JSON.stringify(summary)}`)
    }
  }
  // The sizes the next start-up compares the table files against (data-dir-check.ts).
  await recordTableSizes(handle)
  return handle
}
