// Named prepared statements for PGlite's reads (issue 17). PGlite's `query` parses and plans every
// statement anew (an unnamed statement each time), and planning in its WebAssembly Postgres
// costs more than running our reads: the event read's main query took 6.9 ms planned each time
// against 1.2 ms as a prepared statement, the whole event read 17 ms against 7 ms. Drizzle's
// `.prepare(name)` does not reach PGlite (its PGlite session ignores the name), so the client's
// `query` is wrapped here: a read outside a transaction that comes a second time runs as a named
// statement, parsed and described once per distinct text and bound with the new values after that — the same wire
// messages PGlite's own `query` sends, with a name. Postgres re-plans a statement by itself when
// a table it uses changes. Writes, transactions (PGlite's transaction object has its own query),
// COPY, a SELECT calling pg_notify and anything but SELECT/WITH go through PGlite unchanged; the
// rows of a prepared read are decoded from its raw answer (pglite-rows.ts).
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'
import { exchangeRaw, readResult, type BackendMessage, type Parsers } from './pglite-rows.ts'

/** Statements kept at most; the least recently used one is closed to make room. */
export const MAX_PREPARED = 100
/** Texts remembered as seen once; a text is prepared when it comes a second time. */
const MAX_SEEN = 1000

type Statement = { name: string; types: number[] }

const READ = /^\s*(?:select|with)\b/i
/**
 * A SELECT that sends a notification: its answer carries the NotificationResponse, which only
 * PGlite's own exchange hands to `listen` callbacks (the raw path reads rows, not notifications).
 */
const NOTIFIES = /\bpg_notify\b/i

/** Makes `client.query` run reads as named prepared statements (see the header). */
export function prepareReads(client: PGlite, max = MAX_PREPARED): void {
  const query = client.query.bind(client)
  // Map order is use order: a hit is moved to the end, the first entry is the least recent.
  const statements = new Map<string, Statement>()
  let next = 0
  /** Close messages for statements dropped from the map, sent with the next preparation. */
  const toClose: Uint8Array[] = []

  /** Sends the messages in one trip into PGlite's WebAssembly instead of one each. */
  const run = (...messages: Uint8Array[]) =>
    client.execProtocolStream(Buffer.concat(messages), { syncToFs: false })

  /** A raw answer read by PGlite's own parser: errors and anything unusual (see readResult). */
  const parseAnswer = <T>(answer: Buffer, options: QueryOptions | undefined): Results<T> => {
    const messages: BackendMessage[] = []
    new protocol.Parser().parse(answer, (message) => messages.push(message))
    const error = messages.find((m) => m instanceof protocol.messages.DatabaseError)
    if (error) throw error
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>
  }

  async function prepared<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await client._checkReady()
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => execute<T>(text, params, options)),
    )
  }

  /** Runs inside PGlite's locks; `isRetry`: the statement was just prepared again. */
  async function execute<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    isRetry = false,
  ): Promise<Results<T>> {
    let statement = statements.get(text)
    if (statement) {
      statements.delete(text)
      statements.set(text, statement)
    } else {
      if (statements.size >= max) {
        const [oldText, old] = statements.entries().next().value as [string, Statement]
        statements.delete(oldText)
        toClose.push(protocol.serialize.close({ type: 'S', name: old.name }))
      }
      const name = `courtside_${++next}`
      // One exchange: close dropped statements, parse, describe the parameters, sync.
      const described = await run(
        ...toClose.splice(0),
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      )
      statement = { name, types: parse.parseDescribeStatementResults(described) }
      statements.set(text, statement)
    }
    const { name, types } = statement
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null
      const oid = types[i] ?? 0
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid]
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- as PGlite's own query does for a type without a serializer
      return serialize ? serialize(param) : String(param)
    })
    try {
      // One exchange: bind, describe the result, execute, sync (PGlite's query makes four).
      const answer = await exchangeRaw(client, [
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ])
      return readResult<T>(answer, client.parsers as Parsers, options) ?? parseAnswer<T>(answer, options)
    } catch (error) {
      // A statement whose values were wrong (class 22) stays; after any other failure (e.g. a
      // table it reads changed its columns) the next call prepares it again.
      const code = error instanceof protocol.messages.DatabaseError ? error.code : undefined
      if (!isDataError(code) && statements.delete(text))
        toClose.push(protocol.serialize.close({ type: 'S', name }))
      // "cached plan must not change result type": a table changed since; prepare it again.
      if (code === '0A000' && !isRetry) return execute<T>(text, params, options, true)
      throw error
    }
  }

  // A text is prepared on its second use: one-off texts (an IN list of a length met once) would
  // only churn the statements, and each one kept holds memory in PGlite's WebAssembly heap, which
  // never shrinks (the load check's soak: resident memory +8–9% with every text prepared on its
  // first use and up to 200 kept, +0.7% with this rule and 100).
  const seen = new Set<string>()
  const isRepeated = (text: string) => {
    if (statements.has(text) || seen.has(text)) return true
    if (seen.size >= MAX_SEEN) seen.clear()
    seen.add(text)
    return false
  }

  client.query = (<T>(text: string, params?: unknown[], options?: QueryOptions) =>
    READ.test(text) && !NOTIFIES.test(text) && !options?.blob && isRepeated(text)
      ? prepared<T>(text, params ?? [], options)
      : query<T>(text, params, options)) as PGlite['query']
}

/** Errors about the values bound (bad input, out of range): the statement itself is fine. */
function isDataError(code: string | undefined): boolean {
  return code !== undefined && code.startsWith('22')
}
