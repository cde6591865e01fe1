// Fixed-shape reads built by Drizzle once per database instead of on every request (issue 17).
// Building a select — walking its fields, checking each one's kind, writing the SQL text — was
// 8–9% of an uncached class or list read on PGlite. A query made with `preparedQuery` takes its
// per-request values as placeholders (`sql.placeholder('id')`) and runs with `.execute(values)`;
// the SQL text is the same every time, so PGlite's reads run it as the prepared statement they
// keep per text (pglite-prepared.ts) and node-postgres as a named server-side statement.
// Names go to node-postgres as statement names: each must be unique in the app (a name reused
// with another text fails on PostgreSQL) — the tests run every query on both databases.
import { sql, type Column, type SQL } from 'drizzle-orm'
import type { Executor } from './client.ts'
import { mapRowsOnce } from './row-mapper.ts'

/**
 * `build(db, name)` returns Drizzle's `.prepare(name)` of a query; it runs once per database
 * handle (a transaction is a handle of its own, so a query prepared in one is not reused in
 * another). Its rows are mapped by a mapper worked out once (row-mapper.ts).
 */
export function preparedQuery<Q>(
  name: string,
  build: (db: Executor, name: string) => Q,
): (db: Executor) => Q {
  const byDb = new WeakMap<Executor, Q>()
  return (db) => {
    let query = byDb.get(db)
    if (query === undefined) {
      query = mapRowsOnce(build(db, name))
      byDb.set(db, query)
    }
    return query
  }
}

/**
 * `column = any($name)`: a list of values as one array placeholder, so the SQL text is the same
 * for any number of them (Drizzle's `inArray` with a placeholder writes `in $1`, which Postgres
 * does not accept for an array). Run with an array, e.g. `.execute({ ids: [1, 2] })`.
 */
export function anyOfPlaceholder(column: Column, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)})`
}
