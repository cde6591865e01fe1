export * as schema from './schema.ts'
export * from './schema.ts'
export * from './schema-auth.ts'
export * from './schema-registration.ts'
export * from './schema-organizer.ts'
export * from './schema-draws.ts'
export * from './schema-schedule.ts'
export * from './schema-calendar.ts'
export {
  openDatabase,
  migrateDatabase,
  isPostgresUrl,
  findProjectRoot,
  recordTableSizes,
  type Db,
  type Executor,
  type Tx,
  type DatabaseHandle,
  type OpenDatabaseOptions,
  pgliteHandle,
} from './client.ts'
export { checkDataDirectoryFiles, DataDirectoryError, describeDataDirectoryError } from './data-dir-check.ts'
export { backupFileName, DEFAULT_BACKUP_KEEP, listBackups, writeBackup, type BackupResult } from './backup.ts'
export { restoreBackup } from './restore.ts'
export { vacuumWhereDue, type TableMaintenance } from './maintenance.ts'
export { removeServerInfo, runningServer, writeServerInfo, type ServerInfo } from './server-info.ts'
export { prepareDatabase, type PrepareDatabaseOptions } from './prepare.ts'
export { foldedPattern, likePattern } from './like-pattern.ts'
export { numberOrNull } from './numeric.ts'
export { PLACE_HOLDING_SQL } from './entry-status-sql.ts'
export { anyOfPlaceholder, preparedQuery } from './prepared-query.ts'
// Query helpers re-exported so that every package uses this package's single drizzle-orm copy.
export {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  ne,
  not,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
export * from './schema-dupr.ts'
export * from './schema-messages.ts'
export * from './schema-live.ts'
export * from './schema-match-day.ts'
