// Drizzle's PGlite driver passes the same parsers with every query: timestamps, dates, intervals
// and their arrays (and numeric[]) kept as the text Postgres sends, which Drizzle's columns then
// decode. PGlite merges a query's parsers into a copy of its whole parser table (~300 entries: a
// parser for every array type) for each such query, which was 8% of the server's CPU while players
// registered (writes and transactions take PGlite's own path; issue 17). Here those types are kept
// as text by the client itself, and a query's parsers that only ask for that are left out: the
// same rows at no copy. Parsers that ask for anything else are passed on unchanged.
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite'

/** timestamp, timestamptz, interval, date, numeric[], timestamp[], timestamptz[], interval[], date[]. */
export const TEXT_KEPT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]

const isTextKept = new Set(TEXT_KEPT_TYPES)
const asText = (value: string) => value
/** A value no parser of these types turns into itself unless it keeps the text. */
const PROBE = '2026-11-28 12:00:00+00'

type Query = PGlite['query']

/** `options` without parsers when they only keep the client's text-kept types as text. */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers as Record<string, (value: string, typeId: number) => unknown> | undefined
  if (!options || !parsers) return options
  for (const [type, parse] of Object.entries(parsers)) {
    if (!isTextKept.has(Number(type)) || parse(PROBE, Number(type)) !== PROBE) return options
  }
  const { parsers: _dropped, ...rest } = options
  return rest
}

const stripping =
  (query: Query): Query =>
  (text, params, options) =>
    query(text, params, withoutTextParsers(options))

/** Makes `client` keep Drizzle's text-kept types as text and skip the per-query copy (see the header). */
export function keepDrizzleTextTypes(client: PGlite): void {
  for (const type of TEXT_KEPT_TYPES) client.parsers[type] = asText
  client.query = stripping(client.query.bind(client))
  const transaction = client.transaction.bind(client)
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = stripping(tx.query.bind(tx))
      return callback(tx)
    })
}
