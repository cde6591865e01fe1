// The console's CSV files (entries, results, the DUPR file): one writer, safe against spreadsheet formulas.
import type { EntryView } from './entry-list.ts'

const csvCell = (value: string | number | null) => {
  const s = value === null ? '' : String(value)
  // Quote everything; a leading = + - @ would be run as a formula by spreadsheet programs.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s
  return `"${safe.replace(/"/g, '""')}"`
}

/** UTF-8 with a BOM so spreadsheet programs read accents correctly; one row per entry. */
export function entriesCsv(entries: EntryView[]): string {
  const header = [
    'entry',
    'status',
    'players',
    'ratings',
    'waitlist',
    'fee_minor',
    'payment',
    'paid_minor',
    'refunded_minor',
    'registered_at',
  ]
  const lines = entries.map((e) => [
    e.id,
    e.status,
    e.players.map((p) => p.name).join(' / '),
    e.players.map((p) => p.rating ?? '').join(' / '),
    e.waitlistPosition,
    e.feeMinor,
    e.payment,
    e.paidMinor,
    e.refundedMinor,
    e.createdAt,
  ])
  return csvDocument(header, lines)
}

/** The one CSV writer of the console (entries, results, DUPR file): UTF-8 with BOM, CRLF, quoted cells. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = rows.map((row) => row.map(csvCell).join(','))
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`
}
