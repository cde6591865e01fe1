// Start-up checks of the embedded PGlite data directory (issue 19). PGlite on a damaged directory
// either aborts inside WebAssembly with nothing an operator can act on, or — worse, for a
// truncated table file — opens and silently answers with rows missing. So before and right after
// opening, the directory is checked; any damage stops start-up with one message that names the
// directory, what is wrong and how to restore the latest backup.
import { accessSync, constants, existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const BLOCK_SIZE = 8192
/** A PostgreSQL relation segment file: <relfilenode>[_fsm|_vm|_init][.<segment>]. */
// eslint-disable-next-line security/detect-unsafe-regex -- anchored, no nested repetition; applied to file names
const RELATION_FILE = /^\d+(?:_fsm|_vm|_init)?(?:\.\d+)?$/
const WAL_SEGMENT = /^[0-9A-F]{24}$/

export class DataDirectoryError extends Error {
  readonly directory: string
  readonly problem: string

  constructor(directory: string, problem: string) {
    super(`The PGlite data directory ${directory} is damaged: ${problem}.`)
    this.name = 'DataDirectoryError'
    this.directory = directory
    this.problem = problem
  }
}

/** The one message an operator sees: what is wrong, that nothing was changed, how to restore. */
export function describeDataDirectoryError(error: DataDirectoryError, dataDir: string): string {
  const backups = path.join(dataDir, 'backups')
  const newest = newestBackup(backups)
  const restore = newest
    ? `npm run db:restore -- ${newest}`
    : `npm run db:restore -- <backup file> (no backup found in ${backups})`
  return [
    `${error.message}`,
    'Courtside did not start and changed nothing in the directory.',
    `Restore the latest backup with: ${restore}`,
    `(or move the directory away and run \`npm run db:reset\` to start from an empty database).`,
  ].join('\n')
}

function newestBackup(dir: string): string | undefined {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR from the validated environment
  if (!existsSync(dir)) return undefined
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.tar.gz'))
    .sort()
  const last = files.at(-1)
  return last ? path.join(dir, last) : undefined
}

/**
 * Checks the files of `pgliteDir` before PGlite opens it. A missing or empty directory is a new
 * database (PGlite initialises it) and passes.
 */
export function checkDataDirectoryFiles(pgliteDir: string): void {
  const fail = (problem: string) => {
    throw new DataDirectoryError(pgliteDir, problem)
  }
  const parent = path.dirname(pgliteDir)
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR from the validated environment
  if (existsSync(parent) && !statSync(parent).isDirectory())
    throw new DataDirectoryError(parent, 'it is a file, not a directory')
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
  if (!existsSync(pgliteDir)) return
  const at = (...parts: string[]) => path.join(pgliteDir, ...parts)
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
  if (!statSync(pgliteDir).isDirectory()) fail('it is a file, not a directory')
  try {
    accessSync(pgliteDir, constants.R_OK | constants.W_OK | constants.X_OK)
  } catch {
    fail('this process may not read and write it (check its owner and permissions)')
  }
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
  const entries = readdirSync(pgliteDir)
  if (entries.length === 0) return
  if (!entries.includes('PG_VERSION')) fail('PG_VERSION is missing, so it is not (or no longer) a database')
  checkControlFile(at('global', 'pg_control'), fail)
  checkWal(at('pg_wal'), fail)
  for (const folder of [at('global'), ...subfolders(at('base'))]) checkRelationFiles(pgliteDir, folder, fail)
}

function checkControlFile(file: string, fail: (problem: string) => never): void {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- inside the checked directory
  if (!existsSync(file)) fail('the control file global/pg_control is missing')
  let bytes: Buffer
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
    bytes = readFileSync(file)
  } catch {
    fail('the control file global/pg_control cannot be read')
  }
  if (bytes.length !== BLOCK_SIZE) fail(`the control file global/pg_control has ${bytes.length} bytes`)
  // ControlFileData starts with the system identifier (uint64) and pg_control_version (uint32).
  const version = bytes.readUInt32LE(8)
  if (bytes.readBigUInt64LE(0) === 0n || version < 1000 || version > 9999)
    fail('the control file global/pg_control is overwritten (not a control file any more)')
}

function checkWal(dir: string, fail: (problem: string) => never): void {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- inside the checked directory
  if (!existsSync(dir)) fail('the write-ahead log folder pg_wal is missing')
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
  const segments = readdirSync(dir).filter((name) => WAL_SEGMENT.test(name))
  if (segments.length === 0) fail('the write-ahead log (pg_wal) has no segment files')
  for (const name of segments) {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
    const size = statSync(path.join(dir, name)).size
    if (size === 0 || size % BLOCK_SIZE !== 0) fail(`the write-ahead log file pg_wal/${name} is truncated`)
  }
}

function subfolders(dir: string): string[] {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- inside the checked directory
  if (!existsSync(dir)) return []
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(dir, entry.name))
}

/** Table and index files always hold whole 8 kB pages; anything else was cut short. */
function checkRelationFiles(root: string, dir: string, fail: (problem: string) => never): void {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- inside the checked directory
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !RELATION_FILE.test(entry.name)) continue
    const file = path.join(dir, entry.name)
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
    const size = statSync(file).size
    if (size % BLOCK_SIZE !== 0)
      fail(`the table file ${path.relative(root, file)} is truncated (${size} bytes)`)
  }
}

/**
 * After opening: a table or index file shorter than the database itself recorded at the last
 * ANALYZE (pg_class.relpages) was truncated. Nothing in PGlite shrinks files on its own (no
 * autovacuum); VACUUM and TRUNCATE update relpages themselves. Returns the damaged relations.
 */
export const SHRUNKEN_RELATIONS_SQL = `
  select c.relname as name
  from pg_class c
  where c.relkind in ('r', 'i', 't', 'm') and c.relpersistence = 'p'
    and c.relpages > pg_relation_size(c.oid) / ${BLOCK_SIZE}
  order by 1`
