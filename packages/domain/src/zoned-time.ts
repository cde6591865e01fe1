// An event happens on its own wall clock ('2026-06-13', '09:30' in Europe/Berlin) while the
// database, the scheduler and the API work in instants. This is the one converter between the two
// (the API's court windows, the console's datetime-local inputs and the seed all use it), with
// Intl only: no time-zone library, and the same answer on every server and browser.

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

interface WallParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** What the en-US formatter above writes: 'MM/DD/YYYY, HH:MM:SS'. */
const US_WALL = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/

/**
 * The wall-clock fields of `instant` (ms) in `timeZone`. Read from the formatted text, which is
 * three times faster than formatToParts (1.3 against 3.7 µs; the tournament page's live panel
 * asks for three days on every uncached read, issue 17); any other text is read by its parts.
 */
function wallParts(instant: number, timeZone: string): WallParts {
  const formatter = formatterFor(timeZone)
  const m = US_WALL.exec(formatter.format(instant))
  if (m) return { year: +m[3]!, month: +m[1]!, day: +m[2]!, hour: +m[4]!, minute: +m[5]!, second: +m[6]! }
  const parts = formatter.formatToParts(new Date(instant))
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  }
}

/** Offset of `timeZone` from UTC at `instant`, in ms (positive east of Greenwich). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = wallParts(instant, timeZone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * The instant (ms) at which the wall clock of `timeZone` shows the given fields; `hour` 24 is the
 * end of the day. Two passes settle the offset around daylight-saving changes.
 */
export function wallFieldsToInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const first = wall - zoneOffsetMs(wall, timeZone)
  return wall - zoneOffsetMs(first, timeZone)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The instant (ms) of `time` ('HH:MM', '24:00' = the end of the day) on `day` in `timeZone`. */
export function wallToInstant(day: string, time: string, timeZone: string): number {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number]
  const [h, mi] = time.split(':').map(Number) as [number, number]
  return wallFieldsToInstant(y, mo, d, h, mi, timeZone)
}

/** The local day ('YYYY-MM-DD') of an instant in `timeZone`. */
export function dayOf(instant: number, timeZone: string): string {
  const p = wallParts(instant, timeZone)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`
}

/**
 * The local time ('HH:MM') of an instant in `timeZone`; midnight reads '24:00' when it ends
 * `endOfDay` (a 'YYYY-MM-DD' that is not the instant's own day).
 */
export function timeOf(instant: number, timeZone: string, endOfDay?: string): string {
  const p = wallParts(instant, timeZone)
  if (endOfDay && p.hour === 0 && p.minute === 0 && dayOf(instant, timeZone) !== endOfDay) {
    return '24:00'
  }
  return `${pad(p.hour)}:${pad(p.minute)}`
}

/** An ISO instant as `YYYY-MM-DDTHH:mm` on the wall clock of `timeZone` ('' for null/invalid). */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return ''
  const instant = new Date(iso).getTime()
  if (Number.isNaN(instant)) return ''
  const p = wallParts(instant, timeZone)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`
}

/** A wall-clock `YYYY-MM-DDTHH:mm` (a datetime-local value) in `timeZone` as an ISO instant. */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  return new Date(wallFieldsToInstant(y, mo, d, h, mi, timeZone)).toISOString()
}

/** Time zones the runtime knows, for the event form (falls back to a short European list). */
export function timeZoneOptions(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf
  const zones = supported ? supported('timeZone') : []
  return zones.length > 0
    ? zones
    : [
        'Europe/Berlin',
        'Europe/London',
        'Europe/Madrid',
        'Europe/Paris',
        'Europe/Lisbon',
        'Europe/Stockholm',
        'UTC',
      ]
}
