// npm run podcast:import -- <file-or-url>
// Imports (or re-imports) a podcast RSS feed into the database the server uses.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { findProjectRoot, openDatabase, migrateDatabase } from '@courtside/db'
import { FeedError, importPodcastFeed } from '../features/podcast/index.ts'

const [source] = parseArgs({ allowPositionals: true }).positionals
if (!source) {
  console.error('Usage: npm run podcast:import -- <file-or-url>')
  process.exit(2)
}

async function readFeed(from: string): Promise<string> {
  if (/^https?:\/\//.test(from)) {
    const response = await fetch(from, { signal: AbortSignal.timeout(30_000) })
    if (!response.ok) throw new FeedError(`Could not download the feed: HTTP ${response.status}`)
    return response.text()
  }
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- the operator names the feed file on the command line
  return readFile(path.resolve(from), 'utf8')
}

const databaseUrl = process.env.DATABASE_URL || undefined
const dataDir = process.env.DATA_DIR
  ? path.resolve(process.env.DATA_DIR)
  : path.join(findProjectRoot(), 'data')
const database = await openDatabase({ databaseUrl, dataDir })
try {
  await migrateDatabase(database)
  const summary = await importPodcastFeed({ db: database.db, xml: await readFeed(source) })
  console.log(`Imported ${source}: ${summary.created} new, ${summary.updated} updated episode(s).`)
} catch (error) {
  console.error(error instanceof FeedError ? `Import failed, nothing was changed: ${error.message}` : error)
  process.exitCode = 1
} finally {
  await database.close()
}
