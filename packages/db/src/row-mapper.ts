// Rows of a prepared read turned into Drizzle's result objects by a mapper worked out once per
// query (issue 17). Drizzle's `mapResultRow` decides for every field of every row what kind of
// field it is (`is(field, Column)`, walking the prototype chain), walks its path with an
// iterator and stores each value under a computed key — ~9% of an uncached /bff/tournament/list
// on PGlite, more than the rest of the handler. What it decides depends on the query only, so it
// is decided here once, and the mapper is written as one object literal per row (the shape of
// the select), so that every store and every decoder call has a single shape to handle. The
// objects are the same as Drizzle's, key order included (tested against Drizzle's own).
import { Column, SQL, Subquery, getTableName, is, noopDecoder, type SelectedFieldsOrdered } from 'drizzle-orm'
import { PgPreparedQuery } from 'drizzle-orm/pg-core'

type Decoder = { mapFromDriverValue(value: unknown): unknown }
type Row = unknown[]
type Result = Record<string, unknown>
type Field = SelectedFieldsOrdered<Column>[number]['field']

/** Drizzle keeps an SQL field's decoder on it without declaring it in its types. */
const sqlDecoder = (field: SQL) => (field as unknown as { decoder: Decoder }).decoder

function decoderOf(field: Field): Decoder {
  if (is(field, Column)) return field
  if (is(field, SQL)) return sqlDecoder(field)
  if (is(field, Subquery)) return sqlDecoder(field._.sql)
  return sqlDecoder(field.sql)
}

/** Decoders that hand the driver's value back unchanged (text, most SQL fields) are not called. */
const passesThrough = (decoder: Decoder) =>
  decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ||
  decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue

/** The select's shape: a key is a column's position or a nested object, in Drizzle's order. */
type Shape = Map<string, number | Shape>

const key = (name: string) => JSON.stringify(name)

function literal(shape: Shape, decoders: Decoder[]): string {
  const entries = [...shape].map(([name, value]) => {
    if (typeof value !== 'number') return `${key(name)}: ${literal(value, decoders)}`
    const raw = `r[${value}]`
    return passesThrough(decoders[value]!)
      ? `${key(name)}: ${raw}`
      : `${key(name)}: ${raw} === null ? null : d[${value}].mapFromDriverValue(${raw})`
  })
  return `{ ${entries.join(', ')} }`
}

/**
 * Left-joined tables' objects (`{ org: organizations }` or `{ org: { id: organizations.id } }`)
 * that become null: Drizzle's rule is that the object's first column is null, its columns all
 * come from one table and that table is not marked not-nullable by the joins.
 */
function nullableObjects(
  fields: SelectedFieldsOrdered<Column>,
  joinsNotNullableMap: Record<string, boolean>,
): { objectName: string; firstKey: string }[] {
  const objects = new Map<string, { table: string | false; firstKey: string }>()
  for (const { path, field } of fields) {
    if (!is(field, Column) || path.length !== 2) continue
    const table = getTableName(field.table)
    const seen = objects.get(path[0]!)
    if (!seen) objects.set(path[0]!, { table, firstKey: path[1]! })
    else if (seen.table !== table) seen.table = false
  }
  return [...objects]
    .filter(([, { table }]) => table !== false && !joinsNotNullableMap[table])
    .map(([objectName, { firstKey }]) => ({ objectName, firstKey }))
}

/** The mapper `mapResultRow(fields, row, joinsNotNullableMap)` is, for one query. */
export function compileRowMapper(
  fields: SelectedFieldsOrdered<Column>,
  joinsNotNullableMap?: Record<string, boolean>,
): (row: Row) => Result {
  const decoders = fields.map(({ field }) => decoderOf(field))
  const shape: Shape = new Map()
  fields.forEach(({ path }, index) => {
    let node = shape
    for (const name of path.slice(0, -1)) {
      let child = node.get(name)
      if (typeof child !== 'object') node.set(name, (child = new Map()))
      node = child
    }
    node.set(path[path.length - 1]!, index)
  })
  const nullables = joinsNotNullableMap ? nullableObjects(fields, joinsNotNullableMap) : []
  const body = [
    `const o = ${literal(shape, decoders)};`,
    ...nullables.map(
      ({ objectName, firstKey }) =>
        `if (o[${key(objectName)}][${key(firstKey)}] === null) o[${key(objectName)}] = null;`,
    ),
    'return o;',
  ].join('\n')
  // The text is made from the select's own field names (JSON-quoted) and column positions only.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated once per query, see above
  const map = new Function('r', 'd', body) as (row: Row, decoders: Decoder[]) => Result
  return (row) => map(row, decoders)
}

/** The internals of Drizzle's prepared select that its `execute` maps rows with. */
type MappedQuery = {
  fields?: SelectedFieldsOrdered<Column>
  joinsNotNullableMap?: Record<string, boolean>
  customResultMapper?: (rows: Row[]) => unknown
}

/**
 * Gives a prepared select (PGlite or node-postgres) the mapper above. Drizzle's `execute` maps
 * with a query's `customResultMapper` when it has one; relational queries (`db.query.…`) have
 * their own and are left alone, as is anything that is not a prepared Postgres query.
 */
export function mapRowsOnce<Q>(query: Q): Q {
  if (!is(query, PgPreparedQuery)) return query
  const mapped = query as unknown as MappedQuery
  if (!mapped.fields || mapped.customResultMapper) return query
  const mapRow = compileRowMapper(mapped.fields, mapped.joinsNotNullableMap)
  mapped.customResultMapper = (rows) => rows.map(mapRow)
  return query
}
