import { describe, expect, it } from 'vitest'
import {
  autoCalls,
  isOverdue,
  nextFreeCourt,
  notReadyReason,
  readyQueue,
  type DeskMatch,
  type DeskRules,
} from './desk.ts'

const MIN = 60_000
const NOW = Date.UTC(2026, 11, 12, 12, 0)

let nextId = 1
function match(over: Partial<DeskMatch> = {}): DeskMatch {
  const id = over.id ?? nextId++
  return {
    id,
    classOrder: 0,
    stageOrder: 1,
    round: 1,
    position: id,
    plannedStart: null,
    plannedCourtId: null,
    home: [id * 10 + 1],
    away: [id * 10 + 2],
    decided: false,
    state: null,
    courtId: null,
    onCourtAt: null,
    finishedAt: null,
    feeders: [],
    ...over,
  }
}
const rules = (over: Partial<DeskRules> = {}): DeskRules => ({
  minRestMinutes: 20,
  checkInRequired: false,
  checkedIn: new Set(),
  ...over,
})

describe('readyQueue', () => {
  it('needs both sides known, no result and no call yet', () => {
    const open = match({ id: 1 })
    const oneSide = match({ id: 2, away: null })
    const decided = match({ id: 3, decided: true })
    const called = match({ id: 4, state: 'called', courtId: 7 })
    const all = [open, oneSide, decided, called]
    expect(readyQueue(all, rules(), NOW).map((m) => m.id)).toEqual([1])
    expect(notReadyReason(oneSide, all, rules(), NOW)).toBe('sides_unknown')
    expect(notReadyReason(decided, all, rules(), NOW)).toBe('finished')
    expect(notReadyReason(called, all, rules(), NOW)).toBe('called')
  })

  it('waits for the feeding matches to finish', () => {
    const feeder = match({ id: 10 })
    const final = match({ id: 11, feeders: [10] })
    expect(notReadyReason(final, [feeder, final], rules(), NOW)).toBe('feeders')
    const done = { ...feeder, decided: true, finishedAt: NOW - 60 * MIN }
    expect(notReadyReason(final, [done, final], rules(), NOW)).toBeNull()
    // A feeder the desk cannot see counts as not finished.
    expect(notReadyReason(final, [final], rules(), NOW)).toBe('feeders')
  })

  it('lets players rest the minimum minutes after their last match was confirmed', () => {
    const earlier = match({ id: 20, home: [1], away: [2], decided: true, finishedAt: NOW - 15 * MIN })
    const next = match({ id: 21, home: [1], away: [3] })
    expect(notReadyReason(next, [earlier, next], rules(), NOW)).toBe('resting')
    expect(notReadyReason(next, [earlier, next], rules(), NOW + 5 * MIN)).toBeNull()
    expect(notReadyReason(next, [earlier, next], rules({ minRestMinutes: 10 }), NOW)).toBeNull()
  })

  it('keeps a player who is on court or called elsewhere out of the queue', () => {
    const onCourt = match({ id: 30, home: [5, 6], away: [7, 8], state: 'on_court', courtId: 1 })
    const partner = match({ id: 31, home: [9, 6], away: [10, 11] })
    expect(notReadyReason(partner, [onCourt, partner], rules(), NOW)).toBe('busy')
    const pending = { ...onCourt, state: 'score_pending' as const }
    expect(notReadyReason(partner, [pending, partner], rules(), NOW)).toBe('busy')
    const confirmed = { ...onCourt, state: 'confirmed' as const, decided: true, finishedAt: NOW - 30 * MIN }
    expect(notReadyReason(partner, [confirmed, partner], rules(), NOW)).toBeNull()
  })

  it('asks every player of both sides to be checked in when the event uses check-in', () => {
    const doubles = match({ id: 40, home: [1, 2], away: [3, 4] })
    expect(notReadyReason(doubles, [doubles], rules({ checkedIn: new Set([1]) }), NOW)).toBeNull()
    const some = rules({ checkInRequired: true, checkedIn: new Set([1, 2, 3]) })
    expect(notReadyReason(doubles, [doubles], some, NOW)).toBe('not_checked_in')
    const all = rules({ checkInRequired: true, checkedIn: new Set([1, 2, 3, 4]) })
    expect(notReadyReason(doubles, [doubles], all, NOW)).toBeNull()
  })

  it('orders by planned start, then planned court, then class and round', () => {
    const list = [
      match({ id: 50, plannedStart: null }),
      match({ id: 51, plannedStart: NOW + 30 * MIN, plannedCourtId: 2 }),
      match({ id: 52, plannedStart: NOW + 30 * MIN, plannedCourtId: 1 }),
      match({ id: 53, plannedStart: NOW }),
      match({ id: 54, plannedStart: null, classOrder: 0, round: 2 }),
      match({ id: 55, plannedStart: null, classOrder: 1, round: 1 }),
      match({ id: 56, plannedStart: null, classOrder: 0, round: 1, position: 0 }),
    ]
    expect(readyQueue(list, rules(), NOW).map((m) => m.id)).toEqual([53, 52, 51, 56, 50, 54, 55])
  })
})

describe('courts', () => {
  const courts = [{ id: 1 }, { id: 2 }, { id: 3 }]
  it('picks the planned court when free, else the first free one, else none', () => {
    const busy = match({ id: 60, state: 'called', courtId: 2 })
    expect(nextFreeCourt(courts, [busy], { plannedCourtId: 3 })).toBe(3)
    expect(nextFreeCourt(courts, [busy], { plannedCourtId: 2 })).toBe(1)
    expect(nextFreeCourt(courts, [busy])).toBe(1)
    const full = [1, 2, 3].map((c) => match({ state: 'on_court', courtId: c }))
    expect(nextFreeCourt(courts, full, { plannedCourtId: 1 })).toBeNull()
    // A finished match no longer holds its court.
    const done = full.map((m) => ({ ...m, decided: true }))
    expect(nextFreeCourt(courts, done)).toBe(1)
  })

  it('flags a court on court longer than the overdue minutes with no score', () => {
    const on = match({ state: 'on_court', courtId: 1, onCourtAt: NOW - 46 * MIN })
    expect(isOverdue(on, 45, NOW)).toBe(true)
    expect(isOverdue(on, 50, NOW)).toBe(false)
    expect(isOverdue({ ...on, state: 'score_pending' }, 45, NOW)).toBe(false)
    expect(isOverdue({ ...on, state: 'called' }, 45, NOW)).toBe(false)
  })

  it('auto call fills every free court in queue order without calling a busy player twice', () => {
    const a = match({ id: 70, home: [1], away: [2], plannedStart: NOW, plannedCourtId: 3 })
    const b = match({ id: 71, home: [1], away: [4], plannedStart: NOW + MIN })
    const c = match({ id: 72, home: [5], away: [6], plannedStart: NOW + 2 * MIN })
    const running = match({ id: 73, state: 'on_court', courtId: 2 })
    expect(autoCalls(courts, [a, b, c, running], rules(), NOW)).toEqual([
      { matchId: 70, courtId: 3 },
      { matchId: 72, courtId: 1 },
    ])
    expect(autoCalls([{ id: 2 }], [a, running], rules(), NOW)).toEqual([])
  })
})
