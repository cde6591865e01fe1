// Start-up on a damaged PGlite data directory (issue 19): every kind of damage an operator can
// meet stops prepareDatabase with a DataDirectoryError naming the directory and the problem,
// instead of a WebAssembly abort or — for a truncated table — silently missing rows.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
  readdirSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DataDirectoryError, describeDataDirectoryError } from './data-dir-check.ts'
import { prepareDatabase } from './prepare.ts'

const root = mkdtempSync(path.join(os.tmpdir(), 'courtside-damage-'))
const healthy = path.join(root, 'healthy')
/** The file of the largest seeded table (tournaments), relative to the pglite directory. */
let tableFile = ''

beforeAll(async () => {
  const handle = await prepareDatabase({ dataDir: healthy, environment: 'development' })
  const result = await handle.db.execute(sql`select pg_relation_filepath('tournaments') as file`)
  tableFile = (result as { rows: { file: string }[] }).rows[0]!.file
  await handle.close()
}, 120_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A copy of the healthy data directory with `damage` applied to its pglite folder. */
function damagedCopy(name: string, damage: (pgliteDir: string) => void): string {
  const dataDir = path.join(root, name)
  cpSync(healthy, dataDir, { recursive: true })
  damage(path.join(dataDir, 'pglite'))
  return dataDir
}

async function expectRefused(dataDir: string, problem: RegExp) {
  const error = await prepareDatabase({ dataDir, environment: 'production' }).then(
    async (handle) => {
      await handle.close()
      return null
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DataDirectoryError)
  const message = describeDataDirectoryError(error as DataDirectoryError, dataDir)
  expect(message).toContain(path.join(dataDir, 'pglite'))
  expect(message).toMatch(problem)
  expect(message).toContain('npm run db:restore -- ')
}

describe('start-up on a damaged PGlite data directory', () => {
  it('opens the healthy directory again (no false alarm)', async () => {
    const handle = await prepareDatabase({ dataDir: healthy, environment: 'production' })
    const result = await handle.db.execute(sql`select count(*)::int as n from tournaments`)
    expect((result as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0)
    await handle.close()
  })

  it('refuses a zeroed control file', async () => {
    const dir = damagedCopy('control-zeroed', (d) =>
      writeFileSync(path.join(d, 'global/pg_control'), Buffer.alloc(8192)),
    )
    await expectRefused(dir, /control file global\/pg_control is overwritten/)
  })

  it('refuses a deleted control file', async () => {
    const dir = damagedCopy('control-deleted', (d) => unlinkSync(path.join(d, 'global/pg_control')))
    await expectRefused(dir, /control file global\/pg_control is missing/)
  })

  it('refuses a deleted write-ahead log', async () => {
    const dir = damagedCopy('wal-deleted', (d) => {
      for (const name of readdirSync(path.join(d, 'pg_wal')))
        if (/^[0-9A-F]{24}$/.test(name)) unlinkSync(path.join(d, 'pg_wal', name))
    })
    await expectRefused(dir, /write-ahead log/)
  })

  it('refuses a table file cut in the middle of a page', async () => {
    const dir = damagedCopy('table-cut', (d) => truncateSync(path.join(d, tableFile), 12_000))
    await expectRefused(dir, /is truncated \(12000 bytes\)/)
  })

  it('refuses a table file cut to nothing (PGlite itself would answer with no rows)', async () => {
    const dir = damagedCopy('table-emptied', (d) => truncateSync(path.join(d, tableFile), 0))
    await expectRefused(dir, /table files are shorter than recorded: .*tournaments/)
  })

  it('refuses a data directory replaced by a file', async () => {
    const dir = damagedCopy('replaced', (d) => {
      rmSync(d, { recursive: true })
      writeFileSync(d, 'not a database')
    })
    await expectRefused(dir, /it is a file, not a directory/)
  })

  it('names the newest backup in the restore command', () => {
    const dataDir = path.join(root, 'with-backups')
    const backups = path.join(dataDir, 'backups')
    mkdirSync(backups, { recursive: true })
    for (const name of ['courtside-2026-11-01T00-00-00Z.tar.gz', 'courtside-2026-11-02T00-00-00Z.tar.gz'])
      writeFileSync(path.join(backups, name), '')
    const message = describeDataDirectoryError(new DataDirectoryError(dataDir, 'test'), dataDir)
    expect(message).toContain(
      `npm run db:restore -- ${path.join(backups, 'courtside-2026-11-02T00-00-00Z.tar.gz')}`,
    )
  })
})
