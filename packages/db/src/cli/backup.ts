// `npm run db:backup`: one backup of the embedded database and the uploads into
// <DATA_DIR>/backups (backup.ts), keeping the newest BACKUP_KEEP (default 7). While a server
// holds the database it is asked to take it (server-info.ts); otherwise this opens the database
// itself. With PostgreSQL (DATABASE_URL) use pg_dump instead (README "Backups").
import path from 'node:path'
import { OPS_BACKUP_PATH, keepFromEnv, dataDirFromEnv } from './backup-env.ts'
import { isPostgresUrl, openDatabase } from '../client.ts'
import { writeBackup, type BackupResult } from '../backup.ts'
import { runningServer } from '../server-info.ts'

async function main(): Promise<void> {
  if (isPostgresUrl(process.env.DATABASE_URL)) {
    console.error(
      'db:backup is for the embedded PGlite database. With PostgreSQL use pg_dump (see README "Backups").',
    )
    process.exitCode = 1
    return
  }
  const dataDir = dataDirFromEnv()
  const keep = keepFromEnv()
  const server = runningServer(dataDir)
  let result: BackupResult
  if (server) {
    const response = await fetch(`http://127.0.0.1:${server.port}${OPS_BACKUP_PATH}`, {
      method: 'POST',
      headers: { 'x-courtside-ops-token': server.token },
    })
    if (!response.ok) throw new Error(`the running server (pid ${server.pid}) answered ${response.status}`)
    result = (await response.json()) as BackupResult
  } else {
    const handle = await openDatabase({ dataDir })
    try {
      result = await writeBackup({ dataDir, keep, dump: () => handle.dumpDataDir!() })
    } finally {
      await handle.close()
    }
  }
  const relative = path.relative(process.cwd(), result.file)
  console.log(
    `db:backup: wrote ${relative.startsWith('..') ? result.file : relative} ` +
      `(${(result.bytes / 1024 / 1024).toFixed(1)} MB${server ? `, taken by the running server pid ${server.pid}` : ''})` +
      (result.removed.length ? `; removed ${result.removed.length} older backup(s)` : ''),
  )
}

main().catch((error: unknown) => {
  console.error('db:backup failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
})
