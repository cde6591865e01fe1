// Restores a backup (backup.ts) into a stopped instance: the backup is unpacked and opened as a
// new PGlite directory next to the current one; only when it opens and passes the start-up
// checks are the current `pglite` and `uploads` moved aside (`*.before-restore-<time>`, never
// deleted) and the restored ones moved into place.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unpackBackup } from './backup.ts'
import { checkDataDirectoryFiles } from './data-dir-check.ts'
import { runningServer } from './server-info.ts'

export type RestoreResult = { restoredFrom: string; createdAt: string; movedAside: string[] }

export async function restoreBackup(options: {
  file: string
  dataDir: string
  now?: Date
}): Promise<RestoreResult> {
  const { file, dataDir } = options
  const server = runningServer(dataDir)
  if (server)
    throw new Error(`A Courtside server (pid ${server.pid}) is using ${dataDir}; stop it before restoring.`)
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- an operator's command-line argument
  if (!existsSync(file)) throw new Error(`No such backup file: ${file}`)
  const staging = path.join(dataDir, `.restore-${randomBytes(6).toString('hex')}`)
  try {
    const manifest = await unpackBackup(file, staging)
    const restoredDir = path.join(staging, 'restored-pglite')
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- inside DATA_DIR
    const tarball = new Blob([readFileSync(path.join(staging, 'pglite.tar'))])
    const client = await PGlite.create(restoredDir, { loadDataDir: tarball, extensions: { pg_trgm } })
    try {
      // Recovery has replayed the log; a checkpoint leaves a directory that needs none.
      await client.query('select count(*) from pg_class')
      await client.exec('checkpoint')
    } finally {
      await client.close()
    }
    checkDataDirectoryFiles(restoredDir)
    const stamp = (options.now ?? new Date())
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-')
    const movedAside: string[] = []
    const replace = (name: string, source: string) => {
      const current = path.join(dataDir, name)
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- inside DATA_DIR
      if (existsSync(current)) {
        const aside = `${current}.before-restore-${stamp}`
        // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
        renameSync(current, aside)
        movedAside.push(aside)
      }
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
      if (existsSync(source)) renameSync(source, current)
    }
    replace('pglite', restoredDir)
    replace('uploads', path.join(staging, 'uploads'))
    return { restoredFrom: file, createdAt: manifest.createdAt, movedAside }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}
