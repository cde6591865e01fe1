// An event as a TODS tournament record (Tennis Open Data Standards, as CourtHive's
// tods-competition-factory reads it). Pure: the API loads the event, its classes, entries,
// players, draws and schedule, and this maps them. Every draw is resolved here (resolveDraw), so
// who plays whom and who won is exactly what the site shows.
import type { MatchFormat } from '../match-format.ts'
import { resolveDraw, type ResolvedDraw, type ResolvedMatch } from '../draws/resolve.ts'
import type { Draw, DrawMatch, DrawStage } from '../draws/types.ts'
import type { RankingPresetKey } from '../standings.ts'
import { todsMatchUpFormat, todsOutcome, type TodsOutcome } from './tods-format.ts'

export type TodsPersonInput = {
  id: number
  firstName: string
  lastName: string
  /** ISO 3166 alpha-2, as stored. */
  country: string | null
  duprId: string | null
  ratingSingles: number | null
  ratingDoubles: number | null
}

export type TodsClassInput = {
  id: number
  name: string
  kind: 'singles' | 'doubles' | 'team'
  matchFormat: MatchFormat
  rankingPreset: RankingPresetKey
  /** Confirmed entries: team id → member user ids in order. */
  entries: { id: number; name: string; memberIds: number[] }[]
  draw: Draw | null
  /** Court and start of scheduled matches, by draw match id. */
  schedule: ReadonlyMap<string, { court: string | null; startsAt: string | null }>
}

export type TodsExportInput = {
  event: {
    id: number
    name: string
    /** Calendar dates (YYYY-MM-DD) in the event's zone. */
    startDate: string
    endDate: string
    timeZone: string
    venueName: string
    city: string
    country: string
  }
  people: TodsPersonInput[]
  classes: TodsClassInput[]
}

type Json = Record<string, unknown>

const personParticipantId = (userId: number) => `P-${userId}`
const entryParticipantId = (teamId: number) => `T-${teamId}`

/** DUPR ratings as TODS scale items (`SCALE.RATING.<eventType>.DUPR`, the factory's scale keys). */
function ratingItems(person: TodsPersonInput): Json[] {
  const items: Json[] = []
  if (person.ratingSingles !== null) {
    items.push({ itemType: 'SCALE.RATING.SINGLES.DUPR', itemValue: person.ratingSingles })
  }
  if (person.ratingDoubles !== null) {
    items.push({ itemType: 'SCALE.RATING.DOUBLES.DUPR', itemValue: person.ratingDoubles })
  }
  return items
}

function individual(person: TodsPersonInput): Json {
  return {
    participantId: personParticipantId(person.id),
    participantType: 'INDIVIDUAL',
    participantRole: 'COMPETITOR',
    participantName: `${person.firstName} ${person.lastName}`.trim(),
    person: {
      personId: `U-${person.id}`,
      standardGivenName: person.firstName,
      standardFamilyName: person.lastName,
      ...(person.country ? { nationalityCode: person.country.toUpperCase() } : {}),
      ...(person.duprId
        ? { personOtherIds: [{ uniqueOrganisationName: 'DUPR', personId: person.duprId }] }
        : {}),
    },
    timeItems: ratingItems(person),
  }
}

/** A singles entry is its player; a doubles entry a PAIR; a larger squad a TEAM. */
function entryParticipantOf(entry: TodsClassInput['entries'][number]): string {
  return entry.memberIds.length === 1
    ? personParticipantId(entry.memberIds[0]!)
    : entryParticipantId(entry.id)
}

function groupingParticipant(entry: TodsClassInput['entries'][number]): Json | null {
  if (entry.memberIds.length < 2) return null
  return {
    participantId: entryParticipantId(entry.id),
    participantType: entry.memberIds.length === 2 ? 'PAIR' : 'TEAM',
    participantRole: 'COMPETITOR',
    participantName: entry.name,
    individualParticipantIds: entry.memberIds.map(personParticipantId),
  }
}

const STRUCTURE_NAME: Record<DrawStage, string> = {
  group: 'Groups',
  main: 'Main',
  third_place: '3-4 Playoff',
  consolation: 'Consolation',
}
const STRUCTURE_STAGE: Record<DrawStage, string> = {
  group: 'MAIN',
  main: 'MAIN',
  third_place: 'PLAY_OFF',
  consolation: 'CONSOLATION',
}

type Context = {
  cls: TodsClassInput
  draw: Draw
  resolved: ResolvedDraw
  participantOf: (entryId: number) => string | undefined
  drawId: string
  courtIdOf: (name: string) => string
  venueId: string
}

/**
 * One structure's matchUps. `positions` maps each entry to its draw position in the structure;
 * TODS numbers sides by draw position, so side 1 is the lower one.
 */
function matchUpsOf(
  ctx: Context,
  matches: readonly DrawMatch[],
  positions: ReadonlyMap<number, number>,
): Json[] {
  return matches.map((match) => {
    const state = ctx.resolved.byId.get(match.id) as ResolvedMatch
    const dp = (p: ResolvedMatch['home']) => (typeof p === 'number' ? positions.get(p) : undefined)
    const [home, away] = [dp(state.home), dp(state.away)]
    const homeIsSide1 = home === undefined || away === undefined || home <= away
    const bothKnown = typeof state.home === 'number' && typeof state.away === 'number'
    const outcome: TodsOutcome =
      state.status === 'bye'
        ? { matchUpStatus: state.winner === 'bye' ? 'DOUBLE_WALKOVER' : 'BYE' }
        : todsOutcome({ result: bothKnown ? state.result : null, format: ctx.cls.matchFormat, homeIsSide1 })
    const ordered = homeIsSide1 ? [state.home, state.away] : [state.away, state.home]
    const slot = ctx.cls.schedule.get(match.id)
    return {
      matchUpId: `${ctx.drawId}-${match.id}`,
      roundNumber: match.round,
      roundPosition: match.position,
      drawPositions: (homeIsSide1 ? [home, away] : [away, home]).filter((p) => p !== undefined),
      matchUpFormat: todsMatchUpFormat(ctx.cls.matchFormat),
      matchUpType: ctx.cls.kind === 'singles' ? 'SINGLES' : 'DOUBLES',
      sides: ordered.map((participant, index) => ({
        sideNumber: index + 1,
        ...(typeof participant === 'number' ? { participantId: ctx.participantOf(participant) } : {}),
        ...(participant === 'bye' ? { bye: true } : {}),
      })),
      ...outcome,
      // TODS keeps the schedule as time items; the court refers to the venue's court list.
      timeItems: [
        ...(slot?.startsAt ? [{ itemType: 'SCHEDULE.TIME.SCHEDULED', itemValue: slot.startsAt }] : []),
        ...(slot?.court
          ? [
              { itemType: 'SCHEDULE.ASSIGNMENT.VENUE', itemValue: ctx.venueId },
              { itemType: 'SCHEDULE.ASSIGNMENT.COURT', itemValue: ctx.courtIdOf(slot.court) },
            ]
          : []),
      ],
    }
  })
}

/** A knockout structure (main, third place or consolation): lines are the first round's sides. */
function eliminationStructure(ctx: Context, stage: DrawStage): Json | null {
  const matches = ctx.draw.matches.filter((match) => match.stage === stage)
  if (matches.length === 0) return null
  const firstRound = matches.filter((match) => match.round === Math.min(...matches.map((m) => m.round)))
  const positions = new Map<number, number>()
  const positionAssignments: Json[] = []
  for (const match of [...firstRound].sort((a, b) => a.position - b.position)) {
    const state = ctx.resolved.byId.get(match.id) as ResolvedMatch
    for (const [offset, participant] of [state.home, state.away].entries()) {
      const drawPosition = (match.position - 1) * 2 + offset + 1
      if (typeof participant === 'number') {
        positions.set(participant, drawPosition)
        positionAssignments.push({ drawPosition, participantId: ctx.participantOf(participant) })
      } else if (participant === 'bye') positionAssignments.push({ drawPosition, bye: true })
      else positionAssignments.push({ drawPosition })
    }
  }
  const seeds = stage === 'main' ? ctx.draw.entries.filter((entry) => positions.has(entry.id)) : []
  return {
    structureId: `${ctx.drawId}-${stage}`,
    structureName: STRUCTURE_NAME[stage],
    stage: STRUCTURE_STAGE[stage],
    stageSequence: 1,
    finishingPosition: 'ROUND_OUTCOME',
    positionAssignments,
    seedAssignments: seeds
      .filter((entry) => entry.rating !== null)
      .map((entry) => ({
        seedNumber: entry.seed,
        seedValue: entry.seed,
        participantId: ctx.participantOf(entry.id),
      })),
    matchUps: matchUpsOf(ctx, matches, positions),
  }
}

/** Round-robin groups: a CONTAINER structure with one ITEM structure per group. */
function groupStructure(ctx: Context): Json | null {
  if (ctx.draw.groups.length === 0) return null
  let next = 1
  const items = ctx.draw.groups.map((group, index) => {
    const positions = new Map(group.entryIds.map((entryId) => [entryId, next++]))
    const standings = ctx.resolved.standings[index] ?? []
    return {
      structureId: `${ctx.drawId}-group-${index + 1}`,
      structureName: `Group ${group.name}`,
      structureType: 'ITEM',
      finishingPosition: 'WIN_RATIO',
      positionAssignments: group.entryIds.map((entryId) => {
        const row = standings.find((standing) => standing.teamId === entryId)
        return {
          drawPosition: positions.get(entryId),
          participantId: ctx.participantOf(entryId),
          ...(row && ctx.resolved.groupComplete[index]
            ? { extensions: [{ name: 'tally', value: { groupOrder: row.rank } }] }
            : {}),
        }
      }),
      matchUps: matchUpsOf(
        ctx,
        ctx.draw.matches.filter((match) => match.stage === 'group' && match.group === index),
        positions,
      ),
    }
  })
  return {
    structureId: `${ctx.drawId}-groups`,
    structureName: STRUCTURE_NAME.group,
    stage: 'MAIN',
    stageSequence: 1,
    structureType: 'CONTAINER',
    finishingPosition: 'WIN_RATIO',
    structures: items,
  }
}

const DRAW_TYPE = {
  knockout: 'SINGLE_ELIMINATION',
  round_robin: 'ROUND_ROBIN',
  groups_knockout: 'ROUND_ROBIN_WITH_PLAYOFF',
} as const

function drawDefinition(
  cls: TodsClassInput,
  draw: Draw,
  venue: Pick<Context, 'courtIdOf' | 'venueId'>,
): Json {
  const participants = new Map(cls.entries.map((entry) => [entry.id, entryParticipantOf(entry)]))
  const ctx: Context = {
    cls,
    draw,
    resolved: resolveDraw(draw, { matchFormat: cls.matchFormat, rankingPreset: cls.rankingPreset }),
    participantOf: (entryId) => participants.get(entryId),
    drawId: `D-${cls.id}`,
    ...venue,
  }
  const format = draw.format
  const drawType =
    format.kind === 'knockout' && format.consolation
      ? 'FIRST_MATCH_LOSER_CONSOLATION'
      : DRAW_TYPE[format.kind]
  const structures = [
    groupStructure(ctx),
    eliminationStructure(ctx, 'main'),
    eliminationStructure(ctx, 'third_place'),
    eliminationStructure(ctx, 'consolation'),
  ].filter((structure): structure is Json => structure !== null)
  // Main playoff stage after groups is the second stage of the draw.
  if (format.kind === 'groups_knockout') {
    const main = structures.find((structure) => structure.structureId === `${ctx.drawId}-main`)
    if (main) Object.assign(main, { stage: 'PLAY_OFF', stageSequence: 2, structureName: 'Playoff' })
  }
  return {
    drawId: ctx.drawId,
    drawName: cls.name,
    drawType,
    matchUpFormat: todsMatchUpFormat(cls.matchFormat),
    entries: draw.entries
      .filter((entry) => participants.has(entry.id))
      .map((entry) => ({
        participantId: participants.get(entry.id),
        entryStatus: draw.withdrawn.includes(entry.id) ? 'WITHDRAWN' : 'DIRECT_ACCEPTANCE',
        entryStage: 'MAIN',
      })),
    structures,
    links: [],
  }
}

const EVENT_TYPE = { singles: 'SINGLES', doubles: 'DOUBLES', team: 'TEAM' } as const

export function todsTournamentRecord(input: TodsExportInput): Json {
  const { event } = input
  const courts = [
    ...new Set(input.classes.flatMap((cls) => [...cls.schedule.values()].map((slot) => slot.court))),
  ]
    .filter((name): name is string => name !== null)
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
  const courtIds = new Map(courts.map((name, index) => [name, `C-${event.id}-${index + 1}`]))
  const venueId = `V-${event.id}`
  const venue = { venueId, courtIdOf: (name: string) => courtIds.get(name) ?? '' }
  const participants: Json[] = input.people.map(individual)
  for (const cls of input.classes) {
    for (const entry of cls.entries) {
      const grouping = groupingParticipant(entry)
      if (grouping) participants.push(grouping)
    }
  }
  return {
    tournamentId: `courtside-event-${event.id}`,
    tournamentName: event.name,
    startDate: event.startDate,
    endDate: event.endDate,
    localTimeZone: event.timeZone,
    venues: [
      {
        venueId,
        venueName: event.venueName,
        addresses: [{ city: event.city, countryCode: event.country.toUpperCase() }],
        courts: courts.map((courtName) => ({ courtId: courtIds.get(courtName), courtName })),
      },
    ],
    participants,
    events: input.classes.map((cls) => ({
      eventId: `E-${cls.id}`,
      eventName: cls.name,
      eventType: EVENT_TYPE[cls.kind],
      sport: 'PICKLEBALL',
      matchUpFormat: todsMatchUpFormat(cls.matchFormat),
      entries: cls.entries.map((entry) => ({
        participantId: entryParticipantOf(entry),
        entryStatus: 'DIRECT_ACCEPTANCE',
        entryStage: 'MAIN',
      })),
      drawDefinitions: cls.draw ? [drawDefinition(cls, cls.draw, venue)] : [],
    })),
  }
}
