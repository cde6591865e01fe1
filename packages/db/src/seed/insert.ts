// Bulk insertion for the seed: ids are assigned in memory (continuing after any existing rows)
// so the whole object graph can be built before the first INSERT, then rows go in as multi-row
// statements of at most 500 rows and the serial sequences are moved past the seeded ids.
import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const SERIAL_TABLES = [
  'organizations',
  'tours',
  'tournaments',
  'users',
  'classes',
  'teams',
  'groups',
  'rounds',
  'courts',
  'matches',
  'rewards',
  'podcast_episodes',
  'registrations',
] as const

export type SerialTable = (typeof SERIAL_TABLES)[number]

export class IdAllocator {
  private constructor(private readonly last: Record<SerialTable, number>) {}

  static async load(tx: Tx): Promise<IdAllocator> {
    const columns = SERIAL_TABLES.map(
      (table) =>
        sql`(select coalesce(max(id), 0) from ${sql.identifier(table)})::int as ${sql.identifier(table)}`,
    )
    const result = await tx.execute(sql`select ${sql.join(columns, sql`, `)}`)
    const row = (result as { rows: Record<string, number>[] }).rows[0] ?? {}
    const last = Object.fromEntries(SERIAL_TABLES.map((t) => [t, Number(row[t] ?? 0)])) as Record<
      SerialTable,
      number
    >
    return new IdAllocator(last)
  }

  next(table: SerialTable): number {
    this.last[table] += 1
    return this.last[table]
  }

  peek(table: SerialTable): number {
    return this.last[table] + 1
  }
}

export const BATCH_SIZE = 500

export async function insertBatched<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await tx.insert(table).values(rows.slice(i, i + BATCH_SIZE) as never)
  }
}

/** Moves each serial sequence past the explicitly inserted ids so later inserts do not collide. */
export async function syncSequences(tx: Tx): Promise<void> {
  for (const table of SERIAL_TABLES) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.identifier(table)}), false)`,
    )
  }
}
