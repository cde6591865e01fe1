// Backups of the embedded database (issue 19, docs/decisions/0009-backups.md). One file per
// backup, `<DATA_DIR>/backups/courtside-<UTC time>.tar.gz`, holding PGlite's own dump of its data
// directory (`pglite.tar`, taken between two queries, so it is a crash-consistent copy that
// PostgreSQL's recovery opens), the uploaded files (`uploads/`) and `manifest.json`.
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import * as tar from 'tar'

export const BACKUP_PREFIX = 'courtside-'
export const BACKUP_SUFFIX = '.tar.gz'
export const DEFAULT_BACKUP_KEEP = 7

export type BackupManifest = { format: 1; createdAt: string; database: 'pglite'; uploads: boolean }

export type BackupResult = { file: string; bytes: number; removed: string[] }

/** `2026-11-24T17:05:03.120Z` → `courtside-2026-11-24T17-05-03.120Z.tar.gz` (sortable, no colons). */
export function backupFileName(at: Date): string {
  return `${BACKUP_PREFIX}${at.toISOString().replaceAll(':', '-')}${BACKUP_SUFFIX}`
}

export function listBackups(backupsDir: string): string[] {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR from the validated environment
  if (!existsSync(backupsDir)) return []
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
  return readdirSync(backupsDir)
    .filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith(BACKUP_SUFFIX))
    .sort()
}

/**
 * Writes one backup. `dump` is PGlite's dumpDataDir('none') of the open database (it runs
 * exclusively between queries). The archive is written under a temporary name and renamed, so
 * a backup that exists is complete; then only the newest `keep` backups are kept.
 */
export async function writeBackup(options: {
  dataDir: string
  dump: () => Promise<Blob>
  keep?: number
  now?: Date
}): Promise<BackupResult> {
  const { dataDir } = options
  const keep = Math.max(1, options.keep ?? DEFAULT_BACKUP_KEEP)
  const at = options.now ?? new Date()
  const backupsDir = path.join(dataDir, 'backups')
  const staging = path.join(backupsDir, `.staging-${randomBytes(6).toString('hex')}`)
  // Backups hold password hashes and personal data: readable by the owner only.
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- inside DATA_DIR
  mkdirSync(backupsDir, { recursive: true, mode: 0o700 })
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
  mkdirSync(staging, { mode: 0o700 })
  try {
    const dump = await options.dump()
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
    writeFileSync(path.join(staging, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()))
    const uploads = path.join(dataDir, 'uploads')
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
    const hasUploads = existsSync(uploads)
    // The uploads go in through a link (tar follows it), not a copy of every file.
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
    if (hasUploads) symlinkSync(uploads, path.join(staging, 'uploads'), 'dir')
    const manifest: BackupManifest = {
      format: 1,
      createdAt: at.toISOString(),
      database: 'pglite',
      uploads: hasUploads,
    }
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
    writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2))
    let file = path.join(backupsDir, backupFileName(at))
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
    if (existsSync(file))
      file = file.replace(BACKUP_SUFFIX, `-${randomBytes(2).toString('hex')}${BACKUP_SUFFIX}`)
    const partial = `${file}.partial`
    const entries = ['manifest.json', 'pglite.tar', ...(hasUploads ? ['uploads'] : [])]
    await tar.c({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, entries)
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
    chmodSync(partial, 0o600)
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
    renameSync(partial, file)
    const removed = listBackups(backupsDir).slice(0, -keep)

    for (const name of removed) rmSync(path.join(backupsDir, name), { force: true })
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
    return { file, bytes: statSync(file).size, removed }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

/** Unpacks a backup into `target` (a new folder); returns its manifest. Refuses anything else. */
export async function unpackBackup(file: string, target: string): Promise<BackupManifest> {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- an operator's command-line argument
  mkdirSync(target, { recursive: true })
  await tar.x({ file, cwd: target, strict: true })
  let manifest: BackupManifest
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- inside the new folder
    manifest = JSON.parse(readFileSync(path.join(target, 'manifest.json'), 'utf8')) as BackupManifest
  } catch {
    throw new Error(`${file} is not a Courtside backup (manifest.json is missing or unreadable)`)
  }
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
  if (manifest.format !== 1 || !existsSync(path.join(target, 'pglite.tar')))
    throw new Error(`${file} is not a Courtside backup this version can restore`)
  return manifest
}
