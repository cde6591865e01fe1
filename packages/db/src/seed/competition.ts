// Draws, schedules and plays the classes of one event: round-robin groups, then a knockout
// seeded from the group tables, then rewards. What has been played is decided by the clock:
// every match scheduled before 13:00 local time today has a result, later ones do not. That one
// rule makes finished, running and upcoming classes consistent with their event's dates.
import { placeholderCode, placementPoints, roundName } from '@courtside/domain'
import type { GameScore, MatchDecision, MatchFormatJson } from '../schema.ts'
import type { ClassType } from './classes.ts'
import type { SeedEntry } from './entries.ts'
import type { Rng } from './random.ts'
import { matchWinner, rankGroup } from './rank-group.ts'
import { playMatch } from './scores.ts'
import { MINUTE_MS, zonedTime } from './time.ts'
import { formatMoney } from './text.ts'

export type SeedCourt = { id: number; name: string }

export type CompetitionEvent = {
  isTravel: boolean
  timeZone: string
  /** UTC start of today. */
  today: Date
  /** Day offset (from today) of the event's first day. */
  startOffset: number
  courts: SeedCourt[]
  currency: string
}

export type CompetitionClass = {
  id: number
  type: ClassType
  format: MatchFormatJson
  preset: string
  entries: SeedEntry[]
  /** Event day indexes (0 = first day) of the group stage and of the knockout. */
  groupDays: number[]
  koDays: number[]
  special: 'large' | 'hand-check' | null
  prizePoolMinor: number | null
}

export type GroupRow = { id: number; classId: number; name: string; position: number }
export type GroupTeamRow = { groupId: number; teamId: number }
export type RoundRow = { id: number; classId: number; number: number }
export type MatchRow = {
  id: number
  classId: number
  groupId: number | null
  roundId: number | null
  bracketPosition: number | null
  startDate: Date
  courtId: number
  homeTeamId: number | null
  awayTeamId: number | null
  homeTeamPlaceholder: string | null
  awayTeamPlaceholder: string | null
  results: GameScore[]
  decision: MatchDecision | null
}
export type RewardRow = {
  id: number
  classId: number
  teamId: number
  placement: number
  points: number
  prize: string | null
}

export type ClassOutcome = {
  classId: number
  startsAt: Date
  state: 'finished' | 'running' | 'scheduled'
}

export type CompetitionOutput = {
  groups: GroupRow[]
  groupTeams: GroupTeamRow[]
  rounds: RoundRow[]
  matches: MatchRow[]
  rewards: RewardRow[]
  outcomes: ClassOutcome[]
}

export type IdSource = {
  group: () => number
  round: () => number
  match: () => number
  reward: () => number
}

// ---------------------------------------------------------------------------------------------
// Draw

type Source =
  { kind: 'group'; group: number; rank: number } | { kind: 'winner'; round: number; position: number }

type PlannedMatch = {
  row: MatchRow
  /** Index into the class's groups, for group matches. */
  group: number | null
  round: number | null
  position: number | null
  home: Source | null
  away: Source | null
  end: number
}

/** Spreadsheet-style letters so the 32-group class still has short names: A … Z, AA … AF. */
export function groupLetter(index: number): string {
  let n = index
  let out = ''
  do {
    out = String.fromCharCode(65 + (n % 26)) + out
    n = Math.floor(n / 26) - 1
  } while (n >= 0)
  return out
}

/** 2 groups up to 10 entries, 4 up to 20, 8 up to 40 (3–5 teams each); see snapDrawSize. */
export function groupCountFor(entries: number, special: CompetitionClass['special']): number {
  if (special === 'large') return 32
  if (special === 'hand-check' || entries < 6) return 1
  if (entries <= 10) return 2
  if (entries <= 20) return 4
  return 8
}

export type DrawShape = {
  groupCount: number
  /** Qualifiers per group for the knockout (0: the group table is the final result). */
  perGroup: number
  qualifiers: number
  groupMatches: number
  koMatches: number
}

export function drawShape(entries: number, special: CompetitionClass['special']): DrawShape {
  const groupCount = groupCountFor(entries, special)
  const perGroup = groupCount === 1 ? 0 : groupCount === 8 && entries < 32 ? 1 : 2
  const qualifiers = groupCount * perGroup
  let groupMatches = 0
  for (let g = 0; g < groupCount; g++) {
    const size = Math.floor(entries / groupCount) + (g < entries % groupCount ? 1 : 0)
    groupMatches += (size * (size - 1)) / 2
  }
  return { groupCount, perGroup, qualifiers, groupMatches, koMatches: Math.max(0, qualifiers - 1) }
}

/** Entry counts the group sizes (3–5) allow: 6–10, 12–20, 24–40. */
export function snapDrawSize(entries: number): number {
  if (entries === 11) return 10
  if (entries >= 21 && entries <= 23) return 20
  return Math.min(entries, 40)
}

/** Placeholder text of a knockout round's winner, e.g. "W:QF1" (see @courtside/domain rounds). */
function winnerPlaceholder(matchesInRound: number, index: number): string {
  const round = roundName(matchesInRound)
  if (round.key === 'round_n') throw new Error(`No placeholder code for a round of ${round.n}`)
  return placeholderCode({ kind: 'winner', round: round.key, index })
}

/**
 * First-round sources. With two qualifiers per group, winners meet runners-up of the paired
 * group and a group's two qualifiers land in opposite halves (A1–B2 … B1–A2).
 */
function firstRoundSources(groupCount: number, perGroup: number): [Source, Source][] {
  const g = (group: number, rank: number): Source => ({ kind: 'group', group, rank })
  const pairs: [Source, Source][] = []
  if (perGroup === 1) {
    for (let i = 0; i < groupCount; i += 2) pairs.push([g(i, 1), g(i + 1, 1)])
    return pairs
  }
  for (let i = 0; i < groupCount; i += 2) pairs.push([g(i, 1), g(i + 1, 2)])
  for (let i = 0; i < groupCount; i += 2) pairs.push([g(i + 1, 1), g(i, 2)])
  return pairs
}

/** Circle-method round robin: rounds of pairs, nobody plays twice in a round. */
function roundRobin<T>(items: T[]): [T, T][][] {
  const list: (T | null)[] = items.length % 2 ? [...items, null] : [...items]
  const n = list.length
  const rounds: [T, T][][] = []
  for (let r = 0; r < n - 1; r++) {
    const round: [T, T][] = []
    for (let i = 0; i < n / 2; i++) {
      const a = list[i]
      const b = list[n - 1 - i]
      if (a !== null && a !== undefined && b !== null && b !== undefined) {
        // Alternate home and away so nobody is always listed first.
        round.push(r % 2 === 0 ? [a, b] : [b, a])
      }
    }
    rounds.push(round)
    const last = list.pop() ?? null
    list.splice(1, 0, last)
  }
  return rounds
}

// ---------------------------------------------------------------------------------------------
// Schedule

type Lane = { courtId: number; free: number; end: number }

/** Court time of one match including warm-up, by format. */
export function matchMinutes(format: MatchFormatJson): number {
  if (format.gamesToWin === 1) return format.pointsToWin >= 21 ? 25 : 20
  if (format.gamesToWin === 2) return 35
  return 50
}

/** Court assignment per event day: each class active that day gets a share of the courts. */
function partitionCourts(
  event: CompetitionEvent,
  classes: { cls: CompetitionClass; groupMatches: number; koMatches: number }[],
): Map<string, SeedCourt[]> {
  const byClassDay = new Map<string, SeedCourt[]>()
  const days = new Set(classes.flatMap(({ cls }) => [...cls.groupDays, ...cls.koDays]))
  for (const day of [...days].sort((a, b) => a - b)) {
    const load = classes
      .map(({ cls, groupMatches, koMatches }) => {
        let minutes = 0
        if (cls.groupDays.includes(day))
          minutes += (groupMatches / cls.groupDays.length) * matchMinutes(cls.format)
        if (cls.koDays.includes(day)) minutes += koMatches * matchMinutes(cls.format)
        return { cls, minutes }
      })
      .filter((x) => x.minutes > 0)
    const total = load.reduce((sum, x) => sum + x.minutes, 0)
    const courtCount = event.courts.length
    // Largest-remainder shares, at least one court each.
    const shares = load.map((x) => Math.max(1, Math.floor((x.minutes / total) * courtCount)))
    let spare = courtCount - shares.reduce((a, b) => a + b, 0)
    const byRemainder = load
      .map((x, i) => ({
        i,
        rest: (x.minutes / total) * courtCount - Math.floor((x.minutes / total) * courtCount),
      }))
      .sort((a, b) => b.rest - a.rest || a.i - b.i)
    for (const { i } of byRemainder) {
      if (spare <= 0) break
      shares[i] = (shares[i] ?? 1) + 1
      spare--
    }
    let next = 0
    load.forEach((x, i) => {
      const share = shares[i] ?? 1
      const courts: SeedCourt[] = []
      for (let k = 0; k < share; k++) {
        const court = event.courts[(next + k) % courtCount]
        if (court) courts.push(court)
      }
      next += share
      byClassDay.set(`${x.cls.id}:${day}`, courts)
    })
  }
  return byClassDay
}

class ClassScheduler {
  private readonly lanes = new Map<number, Lane[]>()
  private readonly teamFree = new Map<number, number>()

  constructor(
    private readonly event: CompetitionEvent,
    private readonly cls: CompetitionClass,
    courtsByClassDay: Map<string, SeedCourt[]>,
  ) {
    for (const day of new Set([...cls.groupDays, ...cls.koDays])) {
      // Tournaments play all day; travel groups play after the morning's coaching and outings.
      const [fromHour, toHour] = event.isTravel ? [15, 19.5] : [9, 20.5]
      const offset = event.startOffset + day
      const start = zonedTime(event.today, offset, fromHour, 0, event.timeZone).getTime()
      const end = zonedTime(
        event.today,
        offset,
        Math.floor(toHour),
        (toHour % 1) * 60,
        event.timeZone,
      ).getTime()
      const courts = courtsByClassDay.get(`${cls.id}:${day}`) ?? []
      this.lanes.set(
        day,
        courts.map((court) => ({ courtId: court.id, free: start, end })),
      )
    }
  }

  /** Earliest slot on the given days not before `notBefore`, with both teams rested. */
  place(
    days: number[],
    notBefore: number,
    teamIds: number[],
  ): { start: number; courtId: number; end: number } {
    const minutes = matchMinutes(this.cls.format)
    const duration = minutes * MINUTE_MS
    const ready = Math.max(notBefore, ...teamIds.map((id) => this.teamFree.get(id) ?? 0))
    let best: { lane: Lane; start: number } | null = null
    let fallback: { lane: Lane; start: number } | null = null
    for (const day of days) {
      for (const lane of this.lanes.get(day) ?? []) {
        const start = Math.max(lane.free, ready)
        if (start + duration <= lane.end) {
          if (!best || start < best.start) best = { lane, start }
        } else if (day === days[days.length - 1] && (!fallback || start < fallback.start)) {
          // Overrun on the last day rather than not scheduling the match at all.
          fallback = { lane, start }
        }
      }
      if (best) break
    }
    const chosen = best ?? fallback
    if (!chosen) throw new Error(`No court for class ${this.cls.id}`)
    const end = chosen.start + duration
    chosen.lane.free = end + 5 * MINUTE_MS
    for (const id of teamIds) this.teamFree.set(id, end + 10 * MINUTE_MS)
    return { start: chosen.start, courtId: chosen.lane.courtId, end }
  }

  /** An instant on the local clock of an event day. */
  at(day: number, hour: number, minute: number): number {
    return zonedTime(
      this.event.today,
      this.event.startOffset + day,
      hour,
      minute,
      this.event.timeZone,
    ).getTime()
  }

  firstWindowStart(day: number): number {
    const lane = this.lanes.get(day)?.[0]
    return lane ? lane.free : 0
  }
}

// ---------------------------------------------------------------------------------------------
// Results

/**
 * The hand-checkable class: four teams, six matches, seed 1 beats everyone, seed 2 beats 3 and
 * 4, seed 3 beats 4 — one deuce game and one three-game match. Keyed by [better, worse] seed.
 */
const HAND_CHECK_RESULTS: Record<string, [number, number][]> = {
  '1-4': [
    [11, 4],
    [11, 6],
  ],
  '2-3': [
    [11, 8],
    [9, 11],
    [11, 7],
  ],
  '1-3': [
    [11, 5],
    [11, 9],
  ],
  '2-4': [
    [11, 6],
    [11, 8],
  ],
  '1-2': [
    [11, 9],
    [13, 11],
  ],
  '3-4': [
    [11, 7],
    [11, 3],
  ],
}

function handCheckResult(homeSeed: number, awaySeed: number): GameScore[] {
  const better = Math.min(homeSeed, awaySeed)
  const worse = Math.max(homeSeed, awaySeed)
  const games = HAND_CHECK_RESULTS[`${better}-${worse}`] ?? []
  return games.map(([b, w]) => (homeSeed === better ? { home: b, away: w } : { home: w, away: b }))
}

function prizeFor(
  pool: number | null,
  placement: number,
  fourthPlace: boolean,
  currency: string,
): string | null {
  if (!pool) return null
  const shares = fourthPlace ? [0.4, 0.3, 0.2, 0.1] : [0.5, 0.25, 0.125]
  const share = shares[placement - 1]
  if (!share) return null
  const amount = Math.round((pool * share) / 1000) * 1000
  return amount > 0 ? formatMoney(amount, currency) : null
}

// ---------------------------------------------------------------------------------------------

/**
 * Draws, schedules and simulates every drawn class of one event. `cutoff` is the instant up to
 * which matches have been played (13:00 local today).
 */
export function runEventCompetition(
  event: CompetitionEvent,
  classes: CompetitionClass[],
  rngFor: (cls: CompetitionClass) => Rng,
  ids: IdSource,
): CompetitionOutput {
  const output: CompetitionOutput = {
    groups: [],
    groupTeams: [],
    rounds: [],
    matches: [],
    rewards: [],
    outcomes: [],
  }
  const cutoff = zonedTime(event.today, 0, 13, 0, event.timeZone).getTime()

  // Draw sizes first: the court plan depends on how many matches each class has per day.
  const draws = classes.map((cls) => ({ cls, ...drawShape(cls.entries.length, cls.special) }))
  const courtsByClassDay = partitionCourts(event, draws)

  for (const draw of draws) {
    const { cls, groupCount, perGroup, qualifiers } = draw
    const rng = rngFor(cls)
    const scheduler = new ClassScheduler(event, cls, courtsByClassDay)
    const entryById = new Map(cls.entries.map((e) => [e.id, e]))

    // Seeding by published rating; seeds are shown for the top of the field.
    const seeded = [...cls.entries].sort((a, b) => b.seedingRating - a.seedingRating || a.id - b.id)
    const seedCount = cls.special === 'hand-check' ? 4 : cls.entries.length >= 16 ? 8 : 4
    seeded.forEach((entry, i) => {
      entry.seed = i < seedCount ? i + 1 : null
    })

    // Snake draw: seeds spread over the groups, each group gets a mix of levels.
    const groups = Array.from({ length: groupCount }, (_, g) => ({
      id: ids.group(),
      letter: groupLetter(g),
      teamIds: [] as number[],
    }))
    seeded.forEach((entry, i) => {
      const lap = Math.floor(i / groupCount)
      const slot = i % groupCount
      const group = groups[lap % 2 === 0 ? slot : groupCount - 1 - slot]
      group?.teamIds.push(entry.id)
    })
    groups.forEach((group, position) => {
      output.groups.push({
        id: group.id,
        classId: cls.id,
        name: `Group ${group.letter}`,
        position: position + 1,
      })
      for (const teamId of group.teamIds) output.groupTeams.push({ groupId: group.id, teamId })
    })

    // Group matches, round by round across all groups so tables fill evenly.
    const schedules = groups.map((group) => roundRobin(group.teamIds))
    const maxRounds = Math.max(0, ...schedules.map((s) => s.length))
    const planned: PlannedMatch[] = []
    for (let r = 0; r < maxRounds; r++) {
      schedules.forEach((rounds, g) => {
        for (const [home, away] of rounds[r] ?? []) {
          const slot = scheduler.place(cls.groupDays, 0, [home, away])
          planned.push({
            row: {
              id: ids.match(),
              classId: cls.id,
              groupId: groups[g]?.id ?? null,
              roundId: null,
              bracketPosition: null,
              startDate: new Date(slot.start),
              courtId: slot.courtId,
              homeTeamId: home,
              awayTeamId: away,
              homeTeamPlaceholder: null,
              awayTeamPlaceholder: null,
              results: [],
              decision: null,
            },
            group: g,
            round: null,
            position: null,
            home: null,
            away: null,
            end: slot.end,
          })
        }
      })
    }
    const groupEnd = Math.max(0, ...planned.map((m) => m.end))

    // Knockout skeleton, scheduled after the groups (or on the knockout day).
    const koRounds: PlannedMatch[][] = []
    if (qualifiers >= 2) {
      const roundCount = Math.log2(qualifiers)
      let sources: [Source, Source][] = firstRoundSources(groupCount, perGroup)
      for (let round = 1; round <= roundCount; round++) {
        const roundId = ids.round()
        output.rounds.push({ id: roundId, classId: cls.id, number: round })
        const previous = koRounds[round - 2] ?? []
        const matches: PlannedMatch[] = sources.map(([home, away], i) => {
          const feeders = previous.slice(i * 2, i * 2 + 2)
          let notBefore =
            round === 1 ? groupEnd + 20 * MINUTE_MS : Math.max(...feeders.map((f) => f.end)) + 10 * MINUTE_MS
          // A separate knockout day keeps semifinals and finals for the afternoon crowd.
          const koDay = cls.koDays[0] ?? 0
          if (!event.isTravel && !cls.groupDays.includes(koDay)) {
            if (round === roundCount - 1) notBefore = Math.max(notBefore, scheduler.at(koDay, 14, 0))
            if (round === roundCount) notBefore = Math.max(notBefore, scheduler.at(koDay, 15, 30))
          }
          const slot = scheduler.place(cls.koDays, notBefore, [])
          return {
            row: {
              id: ids.match(),
              classId: cls.id,
              groupId: null,
              roundId,
              bracketPosition: i + 1,
              startDate: new Date(slot.start),
              courtId: slot.courtId,
              homeTeamId: null,
              awayTeamId: null,
              homeTeamPlaceholder: null,
              awayTeamPlaceholder: null,
              results: [],
              decision: null,
            },
            group: null,
            round,
            position: i + 1,
            home,
            away,
            end: slot.end,
          }
        })
        koRounds.push(matches)
        sources = []
        for (let i = 0; i < matches.length; i += 2) {
          sources.push([
            { kind: 'winner', round, position: i + 1 },
            { kind: 'winner', round, position: i + 2 },
          ])
        }
      }
    }

    // Play the group stage up to the cutoff.
    const strength = (teamId: number | null) =>
      teamId === null ? 3.5 : (entryById.get(teamId)?.strength ?? 3.5)
    const seedOf = (teamId: number | null) => (teamId === null ? 99 : (entryById.get(teamId)?.seed ?? 99))
    for (const match of planned) {
      if (match.row.startDate.getTime() >= cutoff) continue
      if (cls.special === 'hand-check') {
        match.row.results = handCheckResult(seedOf(match.row.homeTeamId), seedOf(match.row.awayTeamId))
        continue
      }
      const played = playMatch(
        rng,
        cls.format,
        strength(match.row.homeTeamId),
        strength(match.row.awayTeamId),
        {
          allowIncidents: true,
        },
      )
      match.row.results = played.results
      match.row.decision = played.decision
    }

    const isPlayed = (m: MatchRow) => m.results.length > 0 || m.decision !== null
    const tables = groups.map((group, g) => {
      const matches = planned.filter((m) => m.group === g).map((m) => m.row)
      const complete = matches.every(isPlayed)
      const ranking = complete
        ? rankGroup({
            teams: group.teamIds.map((id) => ({ id, name: entryById.get(id)?.name ?? '' })),
            matches,
            preset: cls.preset,
            format: cls.format,
          })
        : null
      return { complete, ranking }
    })

    // Knockout: a side is known once its group is complete or its feeder match is played.
    const resolve = (source: Source | null): { teamId: number | null; placeholder: string | null } => {
      if (!source) return { teamId: null, placeholder: null }
      if (source.kind === 'group') {
        const ranking = tables[source.group]?.ranking
        const teamId = ranking?.[source.rank - 1] ?? null
        return teamId !== null
          ? { teamId, placeholder: null }
          : {
              teamId: null,
              placeholder: placeholderCode({
                kind: 'group',
                group: groupLetter(source.group),
                position: source.rank,
              }),
            }
      }
      const feederRound = koRounds[source.round - 1] ?? []
      const feeder = feederRound[source.position - 1]
      const winner = feeder ? matchWinner(feeder.row, cls.format) : null
      if (feeder && winner) {
        return {
          teamId: winner === 'home' ? feeder.row.homeTeamId : feeder.row.awayTeamId,
          placeholder: null,
        }
      }
      return { teamId: null, placeholder: winnerPlaceholder(feederRound.length, source.position) }
    }
    for (const round of koRounds) {
      for (const match of round) {
        const home = resolve(match.home)
        const away = resolve(match.away)
        Object.assign(match.row, {
          homeTeamId: home.teamId,
          awayTeamId: away.teamId,
          homeTeamPlaceholder: home.placeholder,
          awayTeamPlaceholder: away.placeholder,
        })
        if (home.teamId === null || away.teamId === null) continue
        if (match.row.startDate.getTime() >= cutoff) continue
        const played = playMatch(rng, cls.format, strength(home.teamId), strength(away.teamId), {
          allowIncidents: true,
        })
        match.row.results = played.results
        match.row.decision = played.decision
      }
    }

    const allMatches = [...planned, ...koRounds.flat()].map((m) => m.row)
    output.matches.push(...allMatches)

    // Rewards once the class is decided: 1, 2, 3, 3 from the bracket, 1–4 from a single group.
    const placements: [number, number][] = []
    const final = koRounds[koRounds.length - 1]?.[0]
    if (final && isPlayed(final.row)) {
      const winner = matchWinner(final.row, cls.format)
      const champion = winner === 'home' ? final.row.homeTeamId : final.row.awayTeamId
      const runnerUp = winner === 'home' ? final.row.awayTeamId : final.row.homeTeamId
      if (champion !== null) placements.push([1, champion])
      if (runnerUp !== null) placements.push([2, runnerUp])
      for (const semi of koRounds[koRounds.length - 2] ?? []) {
        const semiWinner = matchWinner(semi.row, cls.format)
        const loser = semiWinner === 'home' ? semi.row.awayTeamId : semi.row.homeTeamId
        if (loser !== null) placements.push([3, loser])
      }
    } else if (koRounds.length === 0 && tables[0]?.ranking) {
      tables[0].ranking.slice(0, 4).forEach((teamId, i) => placements.push([i + 1, teamId]))
    }
    const fourthPlace = koRounds.length === 0
    for (const [placement, teamId] of placements) {
      output.rewards.push({
        id: ids.reward(),
        classId: cls.id,
        teamId,
        placement,
        points: placementPoints(placement, cls.entries.length),
        prize: prizeFor(cls.prizePoolMinor, placement, fourthPlace, event.currency),
      })
    }

    const starts = allMatches.map((m) => m.startDate.getTime())
    const playedCount = allMatches.filter(isPlayed).length
    output.outcomes.push({
      classId: cls.id,
      startsAt: new Date(
        starts.length ? Math.min(...starts) : scheduler.firstWindowStart(cls.groupDays[0] ?? 0),
      ),
      state: placements.length > 0 ? 'finished' : playedCount > 0 ? 'running' : 'scheduled',
    })
  }
  return output
}
