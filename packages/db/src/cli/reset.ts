// `npm run db:reset`: recreates the database the server would use and fills it with the demo
// content. PostgreSQL (DATABASE_URL=postgres://…): drops and recreates the public and drizzle
// schemas. Otherwise PGlite: deletes <DATA_DIR or repo>/data/pglite. Stop the server first —
// PGlite is single-process and must not have its directory removed under it.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { findProjectRoot, isPostgresUrl, migrateDatabase, openDatabase } from '../client.ts'
import { seedDemoOwner } from '../seed/demo-owner.ts'
import { seedPartnerSearch } from '../seed/demo-partner-search.ts'
import { seedDatabase } from '../seed/index.ts'

async function main(): Promise<void> {
  const started = Date.now()
  const databaseUrl = isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(findProjectRoot(), 'data'))
  const pgliteDir = path.join(dataDir, 'pglite')

  if (!databaseUrl) rmSync(pgliteDir, { recursive: true, force: true })
  const handle = await openDatabase({ databaseUrl, dataDir })
  try {
    if (handle.kind === 'postgres') {
      await handle.db.execute(sql`drop schema if exists public cascade`)
      await handle.db.execute(sql`create schema public`)
      // Drizzle records applied migrations here; without it nothing would be re-applied.
      await handle.db.execute(sql`drop schema if exists drizzle cascade`)
    }
    await migrateDatabase(handle)
    const summary = await seedDatabase(handle.db)
    // The demo owner's published password must never reach a production database.
    if (process.env.NODE_ENV !== 'production') {
      await seedDemoOwner(handle.db)
      await seedPartnerSearch(handle.db)
    }
    const relative = path.relative(process.cwd(), pgliteDir)
    const target = databaseUrl
      ? `PostgreSQL ${databaseUrl.replace(/\/\/[^@/]*@/, '//')}` // without credentials
      : `PGlite ${relative.startsWith('..') ? pgliteDir : relative}`
    console.log(
      `db:reset: ${target} recreated in ${((Date.now() - started) / 1000).toFixed(1)} s — ` +
        `${summary.organizations} organizers, ${summary.tournaments} events, ${summary.tours} tours, ` +
        `${summary.users} players, ${summary.classes} classes, ${summary.teams} entries, ` +
        `${summary.matches} matches, ${summary.podcastEpisodes} podcast episodes`,
    )
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  console.error('db:reset failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
})
