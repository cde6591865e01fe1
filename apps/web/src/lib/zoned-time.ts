// Console forms edit times as the event's wall clock (a datetime-local value) while the API stores
// UTC instants; these convert between the two with Intl only (no time-zone library).

function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return Math.round((asUtc - instant.getTime()) / 60_000)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO instant as `YYYY-MM-DDTHH:mm` on the wall clock of `timeZone` ('' for null). */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return ''
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return ''
  const local = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000)
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
  )
}

/**
 * A wall-clock `YYYY-MM-DDTHH:mm` in `timeZone` as an ISO instant (null for ''/invalid). Two passes
 * settle the offset around daylight-saving changes.
 */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60_000
  guess = wall - offsetMinutes(new Date(guess), timeZone) * 60_000
  return new Date(guess).toISOString()
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
