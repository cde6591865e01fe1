// Court windows are edited as the event's wall clock ('2026-06-13', '09:00'–'18:30') while the
// database and the scheduler work in instants; these convert with Intl only (as the console's
// apps/web/src/lib/zoned-time.ts does), so a window means the same on every server.

const formatters = new Map<string, Intl.DateTimeFormat>()

function partsOf(instant: number, timeZone: string) {
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
  const parts = formatter.formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return {
    y: get('year'),
    mo: get('month'),
    d: get('day'),
    h: get('hour'),
    mi: get('minute'),
    s: get('second'),
  }
}

function offsetMs(instant: number, timeZone: string): number {
  const p = partsOf(instant, timeZone)
  return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - Math.floor(instant / 1000) * 1000
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The instant of `time` ('HH:MM', '24:00' = the end of the day) on `day` in `timeZone`. */
export function wallToInstant(day: string, time: string, timeZone: string): number {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number]
  const [h, mi] = time.split(':').map(Number) as [number, number]
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  // Two passes settle the offset around daylight-saving changes.
  let guess = wall - offsetMs(wall, timeZone)
  guess = wall - offsetMs(guess, timeZone)
  return guess
}

/** The local day ('YYYY-MM-DD') of an instant in `timeZone`. */
export function dayOf(instant: number, timeZone: string): string {
  const p = partsOf(instant, timeZone)
  return `${p.y}-${pad(p.mo)}-${pad(p.d)}`
}

/** The local time ('HH:MM') of an instant in `timeZone`; the end of a day reads '24:00'. */
export function timeOf(instant: number, timeZone: string, endOfDay?: string): string {
  const p = partsOf(instant, timeZone)
  if (endOfDay && p.h === 0 && p.mi === 0 && dayOf(instant, timeZone) !== endOfDay) return '24:00'
  return `${pad(p.h)}:${pad(p.mi)}`
}
