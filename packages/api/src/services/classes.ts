// The class page's data: one class with its entries, matches, knockout rounds and group
// standings. Standings are computed on every request by the domain (computeGroupStandings) from
// the stored results; nothing here stores or caches a table. A class of any size costs a fixed
// handful of queries (no per-team or per-match queries).
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
  inArray,
  matches,
  rewards,
  rounds,
  sql,
  teamMembers,
  teams,
  tournaments,
  users,
  type Db,
  type SQL,
  likePattern,
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
  PlayerListEntry,
  PlayerListResponse,
} from '../lib/class-types.ts'
import { notFound } from '../lib/errors.ts'
import { knockoutSlot } from './knockout-slots.ts'

const playerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  avatar: users.avatar,
  duprRatingSingles: users.duprRatingSingles,
  duprRatingDoubles: users.duprRatingDoubles,
  country: users.country,
}

type PlayerRow = {
  id: number
  firstName: string
  lastName: string
  userName: string
  avatar: string | null
  duprRatingSingles: number | string | null
  duprRatingDoubles: number | string | null
  country: string | null
}

/** numeric(4,3) arrives as a number from Drizzle's number mode; keep a string fallback anyway. */
function ratingNumber(value: number | string | null): number | null {
  if (value === null) return null
  const number = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(number) ? number : null
}

function toPlayer(row: PlayerRow): ClassPlayer {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    userName: row.userName,
    avatar: row.avatar,
    duprRatingSingles: ratingNumber(row.duprRatingSingles),
    duprRatingDoubles: ratingNumber(row.duprRatingDoubles),
    country: row.country,
  }
}

// Names sort by the Unicode root collation in both places (ICU "und" in SQL, Intl in JS), so
// "Åkesson" sits with the A's and a page of player-list matches the class page's order. The
// databases' default "C" collation would put every accented initial after Z.
const collator = new Intl.Collator('und')
const PLAYER_ORDER = [
  sql`${users.lastName} collate "und-x-icu"`,
  sql`${users.firstName} collate "und-x-icu"`,
  asc(users.id),
]

function byName(a: ClassPlayer, b: ClassPlayer): number {
  return collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id - b.id
}

/** A stored format that fails validation would break scoring; fall back to the default. */
function usableFormat(stored: unknown): MatchFormat {
  const format = stored as MatchFormat | null
  return format && validateMatchFormat(format).ok ? format : DEFAULT_MATCH_FORMAT
}

function usablePreset(stored: string): RankingPresetKey {
  return isRankingPresetKey(stored) ? stored : DEFAULT_RANKING_PRESET
}

async function loadClassRow(db: Db, id: number) {
  const [row] = await db
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
    .where(and(eq(classes.id, id), eq(tournaments.status, 'published')))
  if (!row) throw notFound('Class')
  return row
}

/** Teams with their members (captain / player 1 first) in two queries. */
async function loadTeams(db: Db, classId: number): Promise<ClassTeam[]> {
  const [teamRows, memberRows] = await Promise.all([
    db
      .select({ id: teams.id, name: teams.name, logo: teams.logo, seed: teams.seed })
      .from(teams)
      .where(eq(teams.classId, classId))
      .orderBy(sql`${teams.seed} asc nulls last`, asc(teams.name), asc(teams.id)),
    db
      .select({ teamId: teamMembers.teamId, isCaptain: teamMembers.isCaptain, ...playerColumns })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teams.classId, classId))
      .orderBy(
        asc(teamMembers.teamId),
        sql`${teamMembers.isCaptain} desc`,
        asc(teamMembers.position),
        asc(users.id),
      ),
  ])
  const membersByTeam = new Map<number, ClassPlayer[]>()
  const captainByTeam = new Map<number, number>()
  for (const { teamId, isCaptain, ...player } of memberRows) {
    const list = membersByTeam.get(teamId) ?? []
    list.push(toPlayer(player))
    membersByTeam.set(teamId, list)
    if (isCaptain && !captainByTeam.has(teamId)) captainByTeam.set(teamId, player.id)
  }
  return teamRows.map((team) => {
    const members = membersByTeam.get(team.id) ?? []
    return {
      ...team,
      userIds: members.map((m) => m.id),
      users: members,
      captainUserId: captainByTeam.get(team.id) ?? null,
    }
  })
}

async function loadStructure(db: Db, classId: number) {
  return Promise.all([
    db
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(eq(groups.classId, classId))
      .orderBy(asc(groups.position), asc(groups.id)),
    db
      .select({ groupId: groupTeams.groupId, teamId: groupTeams.teamId })
      .from(groupTeams)
      .innerJoin(groups, eq(groups.id, groupTeams.groupId))
      .where(eq(groups.classId, classId)),
    db
      .select({ id: rounds.id, number: rounds.number })
      .from(rounds)
      .where(eq(rounds.classId, classId))
      .orderBy(asc(rounds.number)),
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
      .orderBy(sql`${matches.startDate} asc nulls last`, asc(matches.id)),
    db
      .select({
        teamId: rewards.teamId,
        placement: rewards.placement,
        points: rewards.points,
        prize: rewards.prize,
      })
      .from(rewards)
      .where(eq(rewards.classId, classId))
      .orderBy(asc(rewards.placement), asc(rewards.id)),
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
  const player = (team: ClassTeam | undefined, index: number) =>
    hasPlayerSides ? (team?.users[index] ?? null) : null
  const results = row.results ?? []
  return {
    id: row.id,
    startDate: row.startDate?.toISOString() ?? null,
    court: row.courtName === null ? null : { name: row.courtName },
    homePlayer1: player(home, 0),
    homePlayer2: player(home, 1),
    awayPlayer1: player(away, 0),
    awayPlayer2: player(away, 1),
    homeTeam: teamRef(home),
    awayTeam: teamRef(away),
    homeTeamPlaceholder: row.homeTeamPlaceholder,
    awayTeamPlaceholder: row.awayTeamPlaceholder,
    results: results.map((game) => ({ homeTeam: game.home, awayTeam: game.away })),
    decision: row.decision,
    outcome: matchOutcome({ results, decision: row.decision }, { format }),
    groupId: row.groupId,
    roundId: row.roundId,
    bracketPosition: row.bracketPosition,
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
      teams: rows.map(({ teamId, ...row }) => {
        const team = teamById.get(teamId)
        return { id: teamId, ...row, logo: team?.logo ?? null, userIds: team?.userIds ?? [] }
      }),
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
async function isDrawHidden(db: Db, classId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ status: draws.status, publishAt: draws.publishAt })
    .from(draws)
    .where(eq(draws.classId, classId))
  return row !== undefined && !isDrawPublic(row, now)
}

export async function getClassFull(options: { db: Db; id: number; now?: Date }): Promise<ClassFull> {
  const { db, id } = options
  const cls = await loadClassRow(db, id)
  const [teamList, structure, hidden] = await Promise.all([
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

  const playersById = new Map<number, ClassPlayer>()
  for (const team of teamList) for (const user of team.users) playersById.set(user.id, user)

  const rewardList: ClassReward[] = rewardRows.flatMap((reward) => {
    const team = teamById.get(reward.teamId)
    return team ? [{ placement: reward.placement, points: reward.points, prize: reward.prize, team }] : []
  })

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
    players: [...playersById.values()].sort(byName),
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

export type ListPlayersOptions = {
  db: Db
  tournamentId: number
  offset: number
  limit: number
  classId?: number | undefined
  search?: string | undefined
}

/**
 * Players entered in a tournament (optionally one class), by last name, each with the classes
 * and teams they are in. Three queries: the page, the total and the page's entries.
 */
export async function listTournamentPlayers(options: ListPlayersOptions): Promise<PlayerListResponse> {
  const { db, tournamentId, offset, limit, classId } = options
  const [tournament] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), eq(tournaments.status, 'published')))
  if (!tournament) throw notFound('Tournament')
  if (classId !== undefined) {
    const [cls] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, classId), eq(classes.tournamentId, tournamentId)))
    if (!cls) throw notFound('Class')
  }

  const classFilter: SQL =
    classId !== undefined ? sql`c.id = ${classId}` : sql`c.tournament_id = ${tournamentId}`
  const filters: SQL[] = [
    sql`exists (select 1 from ${teamMembers} tm join ${teams} t on t.id = tm.team_id join ${classes} c on c.id = t.class_id where tm.user_id = ${users.id} and ${classFilter})`,
  ]
  const term = options.search?.trim()
  if (term) {
    const pattern = likePattern(term)
    filters.push(
      sql`(${users.firstName} ilike ${pattern} or ${users.lastName} ilike ${pattern} or ${users.userName} ilike ${pattern} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`,
    )
  }
  const where = and(...filters)
  const [rows, totals] = await Promise.all([
    db
      .select(playerColumns)
      .from(users)
      .where(where)
      .orderBy(...PLAYER_ORDER)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ])

  const entriesByUser = await loadEntries({
    db,
    userIds: rows.map((r) => r.id),
    tournamentId,
    classId,
  })
  return {
    items: rows.map((row) => ({ ...toPlayer(row), entries: entriesByUser.get(row.id) ?? [] })),
    total: totals[0]?.n ?? 0,
    offset,
    limit,
  }
}

async function loadEntries(options: {
  db: Db
  userIds: number[]
  tournamentId: number
  classId: number | undefined
}): Promise<Map<number, PlayerListEntry[]>> {
  const { db, userIds, tournamentId, classId } = options
  const byUser = new Map<number, PlayerListEntry[]>()
  if (userIds.length === 0) return byUser
  const rows = await db
    .select({
      userId: teamMembers.userId,
      classId: classes.id,
      className: classes.name,
      classType: classes.type,
      teamId: teams.id,
      teamName: teams.name,
      teamLogo: teams.logo,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(classes, eq(classes.id, teams.classId))
    .where(
      and(
        inArray(teamMembers.userId, userIds),
        classId !== undefined ? eq(classes.id, classId) : eq(classes.tournamentId, tournamentId),
      ),
    )
    .orderBy(asc(classes.position), asc(classes.id))
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? []
    list.push({
      classId: row.classId,
      className: row.className,
      classType: row.classType,
      team: { id: row.teamId, name: row.teamName, logo: row.teamLogo },
    })
    byUser.set(row.userId, list)
  }
  return byUser
}
