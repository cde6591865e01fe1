import { PGlite } from '@electric-sql/pglite'
import { pgliteHandle } from '@courtside/db'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { startDatabaseMaintenance } from './maintenance.ts'

const open: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((handle) => handle.close()))
})

/** A logger that keeps what it was told. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = []
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  )
  return { logger, lines }
}

describe('database maintenance job', () => {
  it('vacuums the embedded database when tables are due and logs what it did', async () => {
    const client = await PGlite.create()
    const database = pgliteHandle(client)
    open.push(database)
    await client.exec('create table results (id int primary key, points int not null)')
    await client.exec('insert into results select g, 0 from generate_series(1, 300) g')
    for (let round = 0; round < 5; round++) await client.exec('update results set points = points + 1')
    const { logger, lines } = recordingLogger()

    const job = startDatabaseMaintenance({ database, logger }, 60_000)
    expect(job).toBeDefined()
    await job!.runOnce()
    job!.stop()

    const dead = await client.query<{ n: number }>(
      "select n_dead_tup::int as n from pg_stat_user_tables where relname = 'results'",
    )
    expect(dead.rows[0]!.n).toBe(0)
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'database maintenance',
        tables: [{ table: 'public.results', action: 'vacuum' }],
      }),
    ])
    // A run with nothing due says nothing.
    const again = startDatabaseMaintenance({ database, logger }, 60_000)!
    await again.runOnce()
    again.stop()
    expect(lines).toHaveLength(1)
  })

  it('does not run on PostgreSQL, whose autovacuum does this', () => {
    const { logger } = recordingLogger()
    expect(startDatabaseMaintenance({ database: {}, logger })).toBeUndefined()
  })
})
