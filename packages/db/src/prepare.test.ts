// Start-up preparation of a fresh database: demo content is for development only (issue 18: a
// fresh production database was seeded with demo tournaments).
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { prepareDatabase } from './prepare.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function countOn(environment: 'development' | 'production') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'courtside-prepare-'))
  dirs.push(dataDir)
  const handle = await prepareDatabase({ dataDir, environment })
  try {
    const result = await handle.db.execute(
      sql`select (select count(*)::int from organizations) as organizations,
                 (select count(*)::int from tournaments) as tournaments`,
    )
    const [counts] = (result as { rows: { organizations: number; tournaments: number }[] }).rows
    if (!counts) throw new Error('no row')
    return counts
  } finally {
    await handle.close()
  }
}

describe('prepareDatabase on an empty PGlite directory', () => {
  it('leaves a production database empty', async () => {
    expect(await countOn('production')).toEqual({ organizations: 0, tournaments: 0 })
  })

  it('seeds demo content in development', async () => {
    const counts = await countOn('development')
    expect(counts.organizations).toBeGreaterThan(0)
    expect(counts.tournaments).toBeGreaterThan(0)
  })
})
