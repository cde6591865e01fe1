// The court board's data (GET /bff/tournament/{id}/live): what is on each court, on deck, the
// latest results and the group standings, the same for every caller (a shared, cached public
// read that the web refetches on the event's live topic).
import type { Db } from '@courtside/db'
import { dayOf } from '@courtside/domain'
import QRCode from 'qrcode'
import { getClassFull } from '../classes/index.ts'
import {
  loadEventMatches,
  loadPublishedEvent,
  toLiveMatch,
  type CourtRow,
  type EventMatch,
  type EventRow,
} from './board-store.ts'
import { loadSummaryMatches } from './summary-store.ts'
import type { LiveBoard, LiveCourt, LiveStandings, LiveSummary } from './types.ts'

/** States in which a match holds its court. */
const ON_COURT = new Set(['on_court', 'score_pending'])
const ON_DECK_PLANNED = 6
const LATEST_RESULTS = 10
/** Results the tournament page's panel lists. */
const SUMMARY_RESULTS = 5

/** Newest first: by the desk's confirmation time, else the planned start, else the row. */
function byLatest(a: EventMatch, b: EventMatch): number {
  const time = (m: EventMatch) => m.confirmedAt?.getTime() ?? -Infinity
  const planned = (m: EventMatch) => (m.plannedAt ? Date.parse(m.plannedAt) : -Infinity)
  return time(b) - time(a) || planned(b) - planned(a) || b.id - a.id
}

/**
 * Group standings of the event's classes with groups, exactly as the class page computes them
 * (features/classes getClassFull, which also hides unpublished draws).
 */
async function standingsOf(db: Db, classIds: number[], now: Date): Promise<LiveStandings[]> {
  const full = await Promise.all(classIds.map((id) => getClassFull({ db, id, now })))
  return full
    .filter((cls) => cls.groupStandings.length > 0)
    .map((cls) => ({
      classId: cls.id,
      className: cls.name,
      groups: cls.groupStandings.map((group) => ({ id: group.id, name: group.name, rows: group.teams })),
    }))
}

/** What the board and the tournament page's "Live now" panel share: courts, queue and results. */
function liveView(
  event: EventRow,
  { matches, courts }: { matches: EventMatch[]; courts: CourtRow[] },
  now: Date,
) {
  const active = matches.filter((m) => m.state === 'called' || (m.state !== null && ON_COURT.has(m.state)))
  const shown = new Set<number>()
  const courtList: LiveCourt[] = courts.map((court) => {
    const here = active.filter((m) => m.courtId === court.id)
    // The match playing holds the court; a match called to it meanwhile waits on deck.
    const current = here.find((m) => ON_COURT.has(m.state!)) ?? here.find((m) => m.state === 'called')
    if (current) shown.add(current.id)
    return { id: court.id, name: court.name, match: current ? toLiveMatch(current) : null }
  })
  const results = matches
    .filter((m) => m.hasResult && (m.state === null || m.state === 'confirmed'))
    .sort(byLatest)
    .slice(0, LATEST_RESULTS)
  const today = dayOf(now.getTime(), event.timeZone)
  return {
    matches,
    active,
    shown,
    event: {
      id: event.id,
      name: event.name,
      timeZone: event.timeZone,
      startDate: event.startDate.toISOString(),
      endDate: event.endDate.toISOString(),
      isToday:
        dayOf(event.startDate.getTime(), event.timeZone) <= today &&
        today <= dayOf(event.endDate.getTime(), event.timeZone),
    },
    courts: courtList,
    results,
  }
}

export async function getLiveBoard(options: {
  db: Db
  eventId: number
  now: Date
  siteUrl: string
  locale: string
}): Promise<LiveBoard> {
  const { db, eventId, now } = options
  const row = await loadPublishedEvent(db, eventId)
  const { matches, active, shown, event, courts, results } = liveView(
    row,
    await loadEventMatches(db, eventId, now),
    now,
  )
  const called = active.filter((m) => m.state === 'called' && !shown.has(m.id))
  const planned = matches
    .filter((m) => m.state === null && !m.hasResult && m.plannedAt !== null)
    .slice(0, ON_DECK_PLANNED)
  const groupClassIds = [...new Set(matches.filter((m) => m.groupId !== null).map((m) => m.classId))]

  const phoneUrl = new URL(`/${options.locale}/tournament/${eventId}`, options.siteUrl).toString()
  return {
    event,
    courts,
    onDeck: [...called, ...planned].map(toLiveMatch),
    results: results.map(toLiveMatch),
    standings: await standingsOf(db, groupClassIds, now),
    isLive: active.length > 0,
    phoneUrl,
    phoneQrSvg: await QRCode.toString(phoneUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
  }
}

/**
 * The tournament page's "Live now" panel (GET /bff/tournament/{id}/live/summary): the courts'
 * current matches and the latest results, without the board's queue, standings and QR code —
 * small enough to travel in the page's HTML, which is rendered with it on the event's days.
 */
export async function getLiveSummary(options: {
  db: Db
  eventId: number
  now: Date
  /** The published event when the caller has just read it (the event read): not read again. */
  event?: EventRow
}): Promise<LiveSummary> {
  const { db, eventId, now } = options
  const row = options.event ?? (await loadPublishedEvent(db, eventId))
  const loaded = await loadSummaryMatches(db, eventId, now, SUMMARY_RESULTS)
  const { active, event, courts, results } = liveView(row, loaded, now)
  return {
    event: { id: event.id, timeZone: event.timeZone, isToday: event.isToday },
    courts: courts.filter((court) => court.match !== null),
    results: results.slice(0, SUMMARY_RESULTS).map(toLiveMatch),
    isLive: active.length > 0,
  }
}
