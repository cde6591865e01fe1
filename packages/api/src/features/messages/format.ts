// Dates and money in a message, formatted with Intl in the recipient's language exactly as the
// site does (apps/web/src/lib/format.ts): money from minor units in the event's currency, times in
// the event's time zone with the zone named, because the reader may be elsewhere.

export function formatMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100)
}

export function formatZonedTime(iso: string, locale: string, timeZone: string): string {
  const text = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'long',
  }).format(new Date(iso))
  return `${text} (${timeZone})`
}

export function formatPercent(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  )
}
