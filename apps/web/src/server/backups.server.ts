// Backups while the server holds the embedded database (docs/decisions/0009-backups.md): the
// server writes <DATA_DIR>/server.json so `npm run db:backup` can ask it (/bff/ops/backup), and
// takes one automatically every BACKUP_INTERVAL_HOURS (first one when the newest backup is that
// old, at least 15 minutes after start-up so it never slows the start or a short test run).
import { statSync } from 'node:fs'
import path from 'node:path'
import {
  listBackups,
  removeServerInfo,
  writeBackup,
  writeServerInfo,
  type BackupResult,
  type DatabaseHandle,
} from '@courtside/db'
import type pino from 'pino'

export type BackupOps = { token: string; backup: () => Promise<BackupResult>; stop: () => void }

export function startBackups(options: {
  database: DatabaseHandle
  dataDir: string
  port: number
  intervalHours: number
  keep: number
  logger: pino.Logger
}): BackupOps | undefined {
  const { database, dataDir, logger } = options
  const dump = database.dumpDataDir
  if (database.kind !== 'pglite' || !dump) return undefined
  let running: Promise<BackupResult> | undefined
  // One backup at a time; a second request while one runs gets the same result.
  const backup = () => {
    running ??= writeBackup({ dataDir, keep: options.keep, dump }).finally(() => {
      running = undefined
    })
    return running
  }
  const info = writeServerInfo(dataDir, options.port)
  let timer: NodeJS.Timeout | undefined
  if (options.intervalHours > 0) {
    const intervalMs = options.intervalHours * 3_600_000
    const newest = listBackups(path.join(dataDir, 'backups')).at(-1)
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR from the validated environment
    const age = newest ? Date.now() - statSync(path.join(dataDir, 'backups', newest)).mtimeMs : Infinity
    const run = () => {
      backup().then(
        (result) => logger.info({ file: result.file, bytes: result.bytes }, 'automatic backup written'),
        (error: unknown) => logger.error({ err: error }, 'automatic backup failed'),
      )
      timer = setTimeout(run, intervalMs)
      timer.unref()
    }
    timer = setTimeout(run, Math.max(15 * 60_000, Math.min(intervalMs, intervalMs - age)))
    timer.unref()
  }
  return {
    token: info.token,
    backup,
    stop: () => {
      clearTimeout(timer)
      removeServerInfo(dataDir, info)
    },
  }
}
