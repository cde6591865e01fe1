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
                 (select count(*)::int from tournaments) as tournaments,
                 coalesce((select max(n)::int from (select count(*) as n from registrations r
                    join classes c on c.id = r.class_id
                    join tournaments t on t.id = c.tournament_id
                    join organizations o on o.id = t.organization_id
                   where o.slug = 'pickleball-club-muenchen' and r.is_looking_for_partner
                     and r.status = 'confirmed' and c.type = 2 and t.progress = 0
                   group by r.class_id) per_class), 0) as looking`,
    )
    const [counts] = (result as { rows: { organizations: number; tournaments: number; looking: number }[] })
      .rows
    if (!counts) throw new Error('no row')
    return counts
  } finally {
    await handle.close()
  }
}

describe('prepareDatabase on an empty PGlite directory', () => {
  it('leaves a production database empty', async () => {
    expect(await countOn('production')).toEqual({ organizations: 0, tournaments: 0, looking: 0 })
  })

  it('seeds demo content in development', async () => {
    const counts = await countOn('development')
    expect(counts.organizations).toBeGreaterThan(0)
    expect(counts.tournaments).toBeGreaterThan(0)
    // One class of the demo club has two players to pair at the desk (issue 12, "find me a partner").
    expect(counts.looking).toBeGreaterThanOrEqual(2)
  })
})
