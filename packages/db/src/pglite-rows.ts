// Rows of a prepared read straight from PGlite's raw wire answer (issue 17). PGlite's own reader
// copies every field of every row into a new ArrayBuffer before it decodes it (its BufferReader's
// `bytes`), which was the largest single cost of the class page's read in a CPU profile (15% of
// it, plus the decoding and the message objects around it). Here a field is decoded straight from
// one Buffer of the whole answer. Only the messages of a successful read are read here; an answer
// with anything else in it (an error, a notice) is left to PGlite's parser by returning undefined.
import { types, type PGlite, type protocol, type QueryOptions, type Results } from '@electric-sql/pglite'

type Parser = (value: string, typeId: number) => unknown
export type Parsers = Record<number, Parser>

type Field = { name: string; dataTypeID: number }

/** The message types of a successful extended-protocol read. */
const PARSE_COMPLETE = 0x31 // '1'
const BIND_COMPLETE = 0x32 // '2'
const NO_DATA = 0x6e // 'n'
const ROW_DESCRIPTION = 0x54 // 'T'
const DATA_ROW = 0x44 // 'D'
const COMMAND_COMPLETE = 0x43 // 'C'
const READY_FOR_QUERY = 0x5a // 'Z'

const defaultParsers = types.parsers as Parsers

/** A message of PGlite's own wire parser (for answers left to it). */
export type BackendMessage = Parameters<Parameters<InstanceType<typeof protocol.Parser>['parse']>[1]>[0]

/**
 * Runs the messages in one exchange (one trip into PGlite's WebAssembly) and answers its raw bytes
 * as one Buffer. Each chunk is a view of PGlite's heap, copied as it arrives.
 */
export async function exchangeRaw(
  client: Pick<PGlite, 'execProtocolRawStream'>,
  messages: Uint8Array[],
): Promise<Buffer> {
  const chunks: Buffer[] = []
  await client.execProtocolRawStream(Buffer.concat(messages), {
    syncToFs: false,
    onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
  })
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
}

function cstringEnd(buffer: Buffer, at: number): number {
  const end = buffer.indexOf(0, at)
  if (end < 0) throw new Error('PGlite answer: unterminated string')
  return end
}

function readFields(buffer: Buffer, at: number): Field[] {
  const count = buffer.readInt16BE(at)
  let offset = at + 2
  const fields: Field[] = []
  for (let i = 0; i < count; i++) {
    const end = cstringEnd(buffer, offset)
    const name = buffer.toString('utf8', offset, end)
    // table oid (4), column number (2), then the type oid (4), size (2), modifier (4), format (2).
    const dataTypeID = buffer.readInt32BE(end + 1 + 6)
    fields.push({ name, dataTypeID })
    offset = end + 1 + 18
  }
  return fields
}

/**
 * The result of one prepared read as PGlite's `parse.parseResults` gives it (rows as objects or
 * arrays, field names and types, command, rowCount), or undefined when the answer holds anything
 * but a successful read.
 */
export function readResult<T>(
  buffer: Buffer,
  clientParsers: Parsers,
  options: QueryOptions | undefined,
): Results<T> | undefined {
  // Looked up per column, not merged: the client's parsers have ~300 entries (every array type),
  // and copying them for each query cost more than decoding a small answer.
  const queryParsers = options?.parsers as Parsers | undefined
  const asArrays = options?.rowMode === 'array'
  let fields: Field[] = []
  let parseOf: (Parser | undefined)[] = []
  const rows: unknown[] = []
  let command: string | undefined
  let rowCount: number | undefined
  let at = 0
  while (at + 5 <= buffer.length) {
    const type = buffer[at]!
    const length = buffer.readInt32BE(at + 1)
    const body = at + 5
    const next = at + 1 + length
    if (next > buffer.length) return undefined
    switch (type) {
      case PARSE_COMPLETE:
      case BIND_COMPLETE:
      case NO_DATA:
      case READY_FOR_QUERY:
        break
      case ROW_DESCRIPTION:
        fields = readFields(buffer, body)
        parseOf = fields.map(
          ({ dataTypeID: id }) => queryParsers?.[id] ?? clientParsers[id] ?? defaultParsers[id],
        )
        break
      case DATA_ROW: {
        const count = buffer.readInt16BE(body)
        let offset = body + 2
        const values: unknown[] = new Array(count)
        for (let i = 0; i < count; i++) {
          const size = buffer.readInt32BE(offset)
          offset += 4
          if (size < 0) {
            values[i] = null
            continue
          }
          const text = buffer.toString('utf8', offset, offset + size)
          offset += size
          const parse = parseOf[i]
          values[i] = parse ? parse(text, fields[i]!.dataTypeID) : text
        }
        if (asArrays) rows.push(values)
        else {
          const row: Record<string, unknown> = {}
          for (let i = 0; i < count; i++) row[fields[i]!.name] = values[i]
          rows.push(row)
        }
        break
      }
      case COMMAND_COMPLETE: {
        const words = buffer.toString('utf8', body, cstringEnd(buffer, body)).split(' ')
        command = words[0]
        const n = parseInt(words[words.length - 1]!, 10)
        if (!Number.isNaN(n)) rowCount = n
        break
      }
      default:
        return undefined
    }
    at = next
  }
  if (command === undefined || at !== buffer.length) return undefined
  const result = { rows: rows as T[], fields, command, affectedRows: 0 }
  return rowCount === undefined ? result : { ...result, rowCount }
}
