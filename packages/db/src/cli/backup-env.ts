// What the backup and restore commands read from the environment (the server reads the same
// variables through apps/web/src/lib/env-schema.ts).
import path from 'node:path'
import { findProjectRoot } from '../client.ts'
import { DEFAULT_BACKUP_KEEP } from '../backup.ts'

export const OPS_BACKUP_PATH = '/bff/ops/backup'

export function dataDirFromEnv(): string {
  return path.resolve(process.env.DATA_DIR || path.join(findProjectRoot(), 'data'))
}

export function keepFromEnv(): number {
  const raw = process.env.BACKUP_KEEP
  if (!raw) return DEFAULT_BACKUP_KEEP
  const keep = Number(raw)
  if (!Number.isInteger(keep) || keep < 1 || keep > 1000)
    throw new Error(`BACKUP_KEEP must be a whole number from 1 to 1000, not "${raw}"`)
  return keep
}
