// Raw SQL in tests that read what triggers keep (tournament_counts, class_counts): both drivers
// answer `db.execute` with { rows } (PGlite and node-postgres results).
import { sql, type DatabaseHandle } from '@courtside/db'

export async function rawRows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await handle.db.execute(query)
  return (result as { rows: T[] }).rows
}

/** The statuses listed in a counting function's `"status" IN (…)` (its source in pg_proc). */
export async function statusesCountedBy(handle: DatabaseHandle, fn: string): Promise<string[] | undefined> {
  const [row] = await rawRows<{ src: string }>(
    handle,
    sql`select prosrc as src from pg_proc where proname = ${fn}`,
  )
  const listed = /"status" IN \(([^)]*)\)/.exec(row?.src ?? '')?.[1]
  return listed?.split(',').map((s) => s.trim().replace(/'/g, ''))
}

/** The first users (by id) with no entry in any class: players to register or move entries to. */
export function usersWithoutEntries(handle: DatabaseHandle, count: number): Promise<{ id: number }[]> {
  return rawRows<{ id: number }>(
    handle,
    sql`select u.id from users u where not exists (select 1 from registrations r where r.user_id = u.id)
      order by u.id limit ${count}`,
  )
}
