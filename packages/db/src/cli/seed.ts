// `npm run db:seed`: fills an EMPTY database with the demo content, on purpose (the server seeds
// only in development; a production database is never seeded at start-up). Refuses a database
// that already holds organizations, so it cannot mix demo data into real data.
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { findProjectRoot, isPostgresUrl, migrateDatabase, openDatabase } from '../client.ts'
import { seedDemoOwner } from '../seed/demo-owner.ts'
import { seedPartnerSearch } from '../seed/demo-partner-search.ts'
import { seedDatabase } from '../seed/index.ts'

async function main(): Promise<void> {
  const databaseUrl = isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(findProjectRoot(), 'data'))
  const handle = await openDatabase({ databaseUrl, dataDir })
  try {
    await migrateDatabase(handle)
    const result = await handle.db.execute(sql`select count(*)::int as n from organizations`)
    if (((result as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0) {
      console.error(
        'db:seed: the database already holds organizations; nothing was written (npm run db:reset wipes and reseeds)',
      )
      process.exitCode = 1
      return
    }
    const summary = await seedDatabase(handle.db)
    // The demo owner's published password must never reach a production database.
    if (process.env.NODE_ENV !== 'production') {
      await seedDemoOwner(handle.db)
      await seedPartnerSearch(handle.db)
    }
    console.log(`db:seed: demo content written: ${JSON.stringify(summary)}`)
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  console.error('db:seed failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
})
