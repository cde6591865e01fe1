// PGlite runs PostgreSQL in a single process without its background workers, so autovacuum never
// runs: every update or delete leaves a dead row version behind, tables and indexes grow, scans
// read the dead versions too, and the planner's statistics stay as they were at start-up. On a
// match day (a result, a call or a court change every few seconds, sessions renewed, messages
// sent) that adds up within hours. This does autovacuum's job in its place, with its default
// thresholds: a table is vacuumed when its dead rows exceed 50 + 20% of its live rows, and
// analysed when the rows changed since its last analysis exceed 50 + 10%. Each table is one
// statement between two queries (PGlite runs one at a time), so no request waits long.
// PostgreSQL deployments have the real autovacuum and do not use this. PGlite starts with empty
// statistics, so rows left dead before a restart count only once new changes make a table due.
import type { PGlite } from '@electric-sql/pglite'

/** What was done to one table. */
export type TableMaintenance = { table: string; action: 'vacuum' | 'analyze' }

/** Autovacuum's defaults (autovacuum_vacuum_threshold / _scale_factor, analyze likewise). */
const VACUUM_BASE = 50
const VACUUM_SCALE = 0.2
const ANALYZE_BASE = 50
const ANALYZE_SCALE = 0.1

const DUE_TABLES = `
  select schemaname as schema, relname as name,
    case when n_dead_tup > ${VACUUM_BASE} + ${VACUUM_SCALE} * n_live_tup then 'vacuum' else 'analyze' end as action
  from pg_stat_user_tables
  where n_dead_tup > ${VACUUM_BASE} + ${VACUUM_SCALE} * n_live_tup
     or n_mod_since_analyze > ${ANALYZE_BASE} + ${ANALYZE_SCALE} * n_live_tup
  order by n_dead_tup desc, n_mod_since_analyze desc`

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Vacuums (and analyses) or analyses every table that is due; returns what it did. */
export async function vacuumWhereDue(client: PGlite): Promise<TableMaintenance[]> {
  // The session's counts reach the statistics views at most once a second; this one goes now.
  await client.exec('select pg_stat_force_next_flush()')
  const due = await client.query<{ schema: string; name: string; action: 'vacuum' | 'analyze' }>(DUE_TABLES)
  const done: TableMaintenance[] = []
  for (const { schema, name, action } of due.rows) {
    const table = `${quoteIdent(schema)}.${quoteIdent(name)}`
    // VACUUM may not run inside a transaction block: the simple protocol, one statement.
    await client.exec(action === 'vacuum' ? `vacuum (analyze) ${table}` : `analyze ${table}`)
    done.push({ table: `${schema}.${name}`, action })
  }
  return done
}
