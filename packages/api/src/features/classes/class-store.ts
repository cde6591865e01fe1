// The class page's data: one class with its entries, matches, knockout rounds and group
// standings. Standings are computed on every request by the domain (computeGroupStandings) from
// the stored results; nothing here stores or caches a table. A class of any size costs a fixed
// handful of queries (no per-team or per-match queries). Each player is sent once, in the
// players-by-id map; teams, match sides and standing rows refer to players by id (issue 18: the
// 128-player class read was a third repeated player objects).
import {
  and,
  asc,
  classes,
  courts,
  draws,
  eq,
  isDrawPublic,
  groups,
  groupTeams,
  matches,
  rewards,
  rounds,
  sql,
  teamMembers,
  teams,
  tournaments,
  users,
  preparedQuery,
  type Db,
} from '@courtside/db'
import {
  DEFAULT_MATCH_FORMAT,
  DEFAULT_RANKING_PRESET,
  RANKING_PRESETS,
  ClassType,
  computeGroupStandings,
  describeMatchFormat,
  eventTypeOf,
  isRankingPresetKey,
  matchOutcome,
  roundName,
  sortBracket,
  validateMatchFormat,
  type MatchFormat,
  type RankingPresetKey,
} from '@courtside/domain'
import type {
  ClassFull,
  ClassGroupStanding,
  ClassMatch,
  ClassPlayer,
  ClassReward,
  ClassRoundStanding,
  ClassTeam,
  MatchTeamRef,
} from './types.ts'
import { notFound } from '../../lib/errors.ts'
import { indexPlayers, playerColumns, toPlayer } from './class-players.ts'
import { knockoutSlot } from './knockout-slots.ts'

/** A stored format that fails validation would break scoring; fall back to the default. */
function usableFormat(stored: unknown): MatchFormat {
  const format = stored as MatchFormat | null
  return format && validateMatchFormat(format).ok ? format : DEFAULT_MATCH_FORMAT
}

function usablePreset(stored: string): RankingPresetKey {
  return isRankingPresetKey(stored) ? stored : DEFAULT_RANKING_PRESET
}

// Every query of the read is built once per database (preparedQuery, docs/decisions/0014) and
// runs with the class id for this placeholder.
const classId = sql.placeholder('classId')

/*
 * The ids of the class's teams and groups as arrays, for `column = any(…)`: members and group
 * places are then read through their tables' primary keys. Joined instead, the planner chose to
 * scan the whole team_members and group_teams tables (every class ever held) and hash them: 1.6
 * against 1.0 ms and 0.45 against 0.3 ms on PGlite for a 128-player class (issue 17).
 */
const teamIdsOfClass = sql`array(select ${teams.id} from ${teams} where ${teams.classId} = ${classId})`
const groupIdsOfClass = sql`array(select ${groups.id} from ${groups} where ${groups.classId} = ${classId})`

const classRowQuery = preparedQuery('class_full_row', (db, name) =>
  db
    .select({
      id: classes.id,
      name: classes.name,
      type: classes.type,
      gender: classes.gender,
      capacity: classes.capacity,
      startsAt: classes.startsAt,
      matchFormat: classes.matchFormat,
      rankingPreset: classes.rankingPreset,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      timeZone: tournaments.timeZone,
      typeCode: tournaments.typeCode,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      progress: tournaments.progress,
    })
    .from(classes)
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .where(and(eq(classes.id, classId), eq(tournaments.status, 'published')))
    .prepare(name),
)

async function loadClassRow(db: Db, id: number) {
  const [row] = await classRowQuery(db).execute({ classId: id })
  if (!row) throw notFound('Class')
  return row
}

const teamsQuery = preparedQuery('class_full_teams', (db, name) =>
  db
    .select({ id: teams.id, name: teams.name, logo: teams.logo, seed: teams.seed })
    .from(teams)
    .where(eq(teams.classId, classId))
    .orderBy(sql`${teams.seed} asc nulls last`, asc(teams.name), asc(teams.id))
    .prepare(name),
)

const membersQuery = preparedQuery('class_full_members', (db, name) =>
  db
    .select({ teamId: teamMembers.teamId, isCaptain: teamMembers.isCaptain, ...playerColumns })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(sql`${teamMembers.teamId} = any(${teamIdsOfClass})`)
    .orderBy(
      asc(teamMembers.teamId),
      sql`${teamMembers.isCaptain} desc`,
      asc(teamMembers.position),
      asc(users.id),
    )
    .prepare(name),
)

/**
 * Teams with their members' ids (captain / player 1 first) and the members themselves, in two
 * queries.
 */
async function loadTeams(db: Db, id: number): Promise<{ teams: ClassTeam[]; members: ClassPlayer[] }> {
  const [teamRows, memberRows] = await Promise.all([
    teamsQuery(db).execute({ classId: id }),
    membersQuery(db).execute({ classId: id }),
  ])
  const idsByTeam = new Map<number, number[]>()
  const captainByTeam = new Map<number, number>()
  for (const { teamId, isCaptain, ...player } of memberRows) {
    idsByTeam.set(teamId, [...(idsByTeam.get(teamId) ?? []), player.id])
    if (isCaptain && !captainByTeam.has(teamId)) captainByTeam.set(teamId, player.id)
  }
  return {
    teams: teamRows.map((team) => ({
      ...team,
      userIds: idsByTeam.get(team.id) ?? [],
      captainUserId: captainByTeam.get(team.id) ?? null,
    })),
    members: memberRows.map(toPlayer),
  }
}

const groupsQuery = preparedQuery('class_full_groups', (db, name) =>
  db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(eq(groups.classId, classId))
    .orderBy(asc(groups.position), asc(groups.id))
    .prepare(name),
)

const groupTeamsQuery = preparedQuery('class_full_group_teams', (db, name) =>
  db
    .select({ groupId: groupTeams.groupId, teamId: groupTeams.teamId })
    .from(groupTeams)
    .where(sql`${groupTeams.groupId} = any(${groupIdsOfClass})`)
    .prepare(name),
)

const roundsQuery = preparedQuery('class_full_rounds', (db, name) =>
  db
    .select({ id: rounds.id, number: rounds.number })
    .from(rounds)
    .where(eq(rounds.classId, classId))
    .orderBy(asc(rounds.number))
    .prepare(name),
)

const matchesQuery = preparedQuery('class_full_matches', (db, name) =>
  db
    .select({
      id: matches.id,
      groupId: matches.groupId,
      roundId: matches.roundId,
      bracketPosition: matches.bracketPosition,
      drawMatchId: matches.drawMatchId,
      startDate: matches.startDate,
      courtName: courts.name,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeTeamPlaceholder: matches.homeTeamPlaceholder,
      awayTeamPlaceholder: matches.awayTeamPlaceholder,
      results: matches.results,
      decision: matches.decision,
    })
    .from(matches)
    .leftJoin(courts, eq(courts.id, matches.courtId))
    .where(eq(matches.classId, classId))
    .orderBy(sql`${matches.startDate} asc nulls last`, asc(matches.id))
    .prepare(name),
)

const rewardsQuery = preparedQuery('class_full_rewards', (db, name) =>
  db
    .select({
      teamId: rewards.teamId,
      placement: rewards.placement,
      points: rewards.points,
      prize: rewards.prize,
    })
    .from(rewards)
    .where(eq(rewards.classId, classId))
    .orderBy(asc(rewards.placement), asc(rewards.id))
    .prepare(name),
)

async function loadStructure(db: Db, id: number) {
  const values = { classId: id }
  return Promise.all([
    groupsQuery(db).execute(values),
    groupTeamsQuery(db).execute(values),
    roundsQuery(db).execute(values),
    matchesQuery(db).execute(values),
    rewardsQuery(db).execute(values),
  ])
}

type MatchRow = Awaited<ReturnType<typeof loadStructure>>[3][number]

function teamRef(team: ClassTeam | undefined): MatchTeamRef | null {
  return team ? { id: team.id, name: team.name, logo: team.logo } : null
}

function toMatch(options: {
  row: MatchRow
  teamById: Map<number, ClassTeam>
  format: MatchFormat
  hasPlayerSides: boolean
  roundNumberOf: Map<number, number>
  finalRound: number
}): ClassMatch {
  const { row, teamById, format, hasPlayerSides } = options
  const home = row.homeTeamId === null ? undefined : teamById.get(row.homeTeamId)
  const away = row.awayTeamId === null ? undefined : teamById.get(row.awayTeamId)
  // Team classes are squad against squad: the card shows the teams, not four players.
  const playerIds = (team: ClassTeam | undefined) => (hasPlayerSides && team ? team.userIds.slice(0, 2) : [])
  const results = row.results ?? []
  return {
    id: row.id,
    startDate: row.startDate?.toISOString() ?? null,
    court: row.courtName === null ? null : { name: row.courtName },
    homePlayerIds: playerIds(home),
    awayPlayerIds: playerIds(away),
    homeTeam: teamRef(home),
    awayTeam: teamRef(away),
    homeTeamPlaceholder: row.homeTeamPlaceholder,
    awayTeamPlaceholder: row.awayTeamPlaceholder,
    results: results.map((game) => ({ homeTeam: game.home, awayTeam: game.away })),
    decision: row.decision,
    outcome: matchOutcome({ results, decision: row.decision }, { format }),
    groupId: row.groupId,
    roundId: row.roundId,
    knockout: knockoutSlot({
      drawMatchId: row.drawMatchId,
      roundNumber: row.roundId === null ? null : (options.roundNumberOf.get(row.roundId) ?? null),
      bracketPosition: row.bracketPosition,
      finalRound: options.finalRound,
    }),
  }
}

function buildGroupStandings(options: {
  groupRows: { id: number; name: string }[]
  groupTeamRows: { groupId: number; teamId: number }[]
  matchRows: MatchRow[]
  teamById: Map<number, ClassTeam>
  preset: RankingPresetKey
  format: MatchFormat
}): ClassGroupStanding[] {
  const { groupRows, groupTeamRows, matchRows, teamById, preset, format } = options
  return groupRows.map((group) => {
    const teamIds = new Set(groupTeamRows.filter((gt) => gt.groupId === group.id).map((gt) => gt.teamId))
    const groupMatches = matchRows.filter((m) => m.groupId === group.id)
    // A match naming a team outside the group is a data error; leave it out of the table
    // rather than failing the whole page.
    const countable = groupMatches.filter(
      (m) =>
        (m.homeTeamId === null || teamIds.has(m.homeTeamId)) &&
        (m.awayTeamId === null || teamIds.has(m.awayTeamId)),
    )
    const rows = computeGroupStandings({
      teams: [...teamIds].map((id) => ({ id, name: teamById.get(id)?.name ?? '' })),
      matches: countable.map((m) => ({
        id: m.id,
        homeTeamId: m.homeTeamId,
        awayTeamId: m.awayTeamId,
        results: m.results ?? [],
        decision: m.decision,
      })),
      preset,
      format,
    })
    return {
      id: group.id,
      name: group.name,
      matchIds: groupMatches.map((m) => m.id),
      // The domain's rows as they are: the team (its logo and players) is in `teams` by id.
      teams: rows,
    }
  })
}

function buildRoundStandings(roundRows: { id: number; number: number }[], matchRows: MatchRow[]) {
  return roundRows.map((round): ClassRoundStanding => {
    const inRound = sortBracket(matchRows.filter((m) => m.roundId === round.id))
    return {
      id: round.id,
      round: round.number,
      name: inRound.length > 0 ? roundName(inRound.length) : null,
      matchIds: inRound.map((m) => m.id),
    }
  })
}

/**
 * A class drawn in the console (a draws row) shows its draw only once it is published and its
 * publication time has come; before that the page shows the entries only (issue 14). Classes
 * without a draws row (the seed's) show whatever their tables hold.
 */
const drawQuery = preparedQuery('class_full_draw', (db, name) =>
  db
    .select({ status: draws.status, publishAt: draws.publishAt })
    .from(draws)
    .where(eq(draws.classId, classId))
    .prepare(name),
)

async function isDrawHidden(db: Db, id: number, now: Date): Promise<boolean> {
  const [row] = await drawQuery(db).execute({ classId: id })
  return row !== undefined && !isDrawPublic(row, now)
}

export async function getClassFull(options: { db: Db; id: number; now?: Date }): Promise<ClassFull> {
  const { db, id } = options
  const cls = await loadClassRow(db, id)
  const [{ teams: teamList, members }, structure, hidden] = await Promise.all([
    loadTeams(db, id),
    loadStructure(db, id),
    isDrawHidden(db, id, options.now ?? new Date()),
  ])
  const [groupRows, groupTeamRows, roundRows, matchRows, rewardRows] = hidden
    ? ([[], [], [], [], []] as const satisfies unknown[][])
    : structure
  // Seeds come from the draw: hidden with it.
  if (hidden) for (const team of teamList) team.seed = null
  const format = usableFormat(cls.matchFormat)
  const presetKey = usablePreset(cls.rankingPreset)
  const preset = RANKING_PRESETS[presetKey]
  const teamById = new Map(teamList.map((team) => [team.id, team]))
  const hasPlayerSides = cls.type !== ClassType.Teams
  const roundNumberOf = new Map(roundRows.map((round) => [round.id, round.number]))
  const finalRound = Math.max(0, ...roundRows.map((round) => round.number))

  const rewardList: ClassReward[] = rewardRows.flatMap((reward) =>
    teamById.has(reward.teamId)
      ? [{ placement: reward.placement, points: reward.points, prize: reward.prize, teamId: reward.teamId }]
      : [],
  )

  return {
    id: cls.id,
    name: cls.name,
    type: cls.type,
    gender: cls.gender,
    capacity: cls.capacity,
    startsAt: cls.startsAt?.toISOString() ?? null,
    matchFormat: format,
    matchFormatDescription: describeMatchFormat(format),
    rankingPreset: {
      key: preset.key,
      rules: [...preset.rules],
      multiTieRules: [...preset.multiTieRules],
      walkoverScoring: preset.walkoverScoring,
    },
    isCompleted: rewardList.length > 0,
    tournament: {
      id: cls.tournamentId,
      name: cls.tournamentName,
      timeZone: cls.timeZone,
      eventType: eventTypeOf(cls.typeCode),
      startDate: cls.startDate.toISOString(),
      endDate: cls.endDate.toISOString(),
      progress: cls.progress,
    },
    ...indexPlayers(members),
    teams: teamList,
    rewards: rewardList,
    matches: matchRows.map((row) =>
      toMatch({ row, teamById, format, hasPlayerSides, roundNumberOf, finalRound }),
    ),
    roundStandings: buildRoundStandings(roundRows, matchRows),
    groupStandings: buildGroupStandings({
      groupRows,
      groupTeamRows,
      matchRows,
      teamById,
      preset: presetKey,
      format,
    }),
  }
}
