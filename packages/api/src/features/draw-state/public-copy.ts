// The one function that copies a locked draw into the public tables the class page reads
// (groups, group_teams, rounds, matches, teams.seed, and rewards once the class is finished),
// run at lock and after every later write.
// Rows are matched by their stable keys (group position, round number, matches.draw_match_id)
// and only rows whose content changed are written, so match ids stay stable for links and for
// the schedule, and entering one result touches a handful of rows, not the whole class.
import {
  and,
  classes,
  eq,
  groups,
  groupTeams,
  inArray,
  isNotNull,
  matches,
  rounds,
  teams,
  type GameScore,
  type MatchDecision,
} from '@courtside/db'
import { classTopic, eventTopic, publishLive } from '../live/index.ts'
import {
  placeholderCode,
  resolveDraw,
  roundName,
  type Draw,
  type DrawMatch,
  type MatchFormat,
  type Participant,
  type RankingPresetKey,
  type SlotSource,
} from '@courtside/domain'
import type { Executor, Tx } from '../registrations/index.ts'
import { syncPlacements } from './placements-copy.ts'

type Side = { teamId: number | null; placeholder: string | null }

/** "W:QF1", "L:SF2", "G:A:1" (domain rounds.ts); rounds without a code as the seed writes them. */
function sourceCode(
  source: SlotSource,
  draw: Draw,
  byId: ReadonlyMap<string, DrawMatch>,
  roundSizes: Map<string, number>,
) {
  if (source.kind === 'group_place') {
    const group = draw.groups[source.group]?.name ?? ''
    return placeholderCode({ kind: 'group', group, position: source.place })
  }
  if (source.kind === 'entry' || source.kind === 'bye') return null
  const feeder = byId.get(source.matchId)
  if (!feeder) return null
  const size = roundSizes.get(`${feeder.stage}:${feeder.round}`) ?? 1
  const name = roundName(size)
  const side = source.kind === 'winner' ? 'W' : 'L'
  if (feeder.stage !== 'main') return `${side}:${feeder.id}`
  if (name.key === 'round_n') return `${side}:R${name.n}-${feeder.position}`
  return placeholderCode({
    kind: source.kind === 'winner' ? 'winner' : 'loser',
    round: name.key,
    index: feeder.position,
  })
}

export const PUBLIC_BYE = 'BYE'

function sideOf(participant: Participant, code: string | null): Side {
  if (typeof participant === 'number') return { teamId: participant, placeholder: null }
  if (participant === 'bye') return { teamId: null, placeholder: PUBLIC_BYE }
  return { teamId: null, placeholder: code }
}

const sameGames = (a: readonly GameScore[], b: readonly GameScore[]) =>
  a.length === b.length && a.every((game, i) => game.home === b[i]?.home && game.away === b[i]?.away)

export async function syncPublicTables(
  tx: Tx,
  options: { classId: number; draw: Draw; matchFormat: MatchFormat; rankingPreset: RankingPresetKey },
): Promise<void> {
  const { classId, draw } = options
  const resolved = resolveDraw(draw, {
    matchFormat: options.matchFormat,
    rankingPreset: options.rankingPreset,
  })

  // Seeds on the entries (the class page lists entries by seed).
  const teamRows = await tx
    .select({ id: teams.id, seed: teams.seed })
    .from(teams)
    .where(eq(teams.classId, classId))
  const seedOf = new Map(draw.entries.map((entry) => [entry.id, entry.seed]))
  for (const team of teamRows) {
    const seed = seedOf.get(team.id) ?? null
    if (team.seed !== seed) await tx.update(teams).set({ seed }).where(eq(teams.id, team.id))
  }

  // Groups by position, members rewritten only when they differ.
  const groupRows = await tx.select().from(groups).where(eq(groups.classId, classId))
  const groupIdAt = new Map<number, number>()
  for (const [index, group] of draw.groups.entries()) {
    const name = `Group ${group.name}`
    const existing = groupRows.find((row) => row.position === index + 1)
    let id = existing?.id
    if (!existing) {
      const [created] = await tx
        .insert(groups)
        .values({ classId, name, position: index + 1 })
        .returning()
      id = created!.id
    } else if (existing.name !== name) {
      await tx.update(groups).set({ name }).where(eq(groups.id, existing.id))
    }
    groupIdAt.set(index, id!)
    const members = await tx
      .select({ teamId: groupTeams.teamId })
      .from(groupTeams)
      .where(eq(groupTeams.groupId, id!))
    const want = [...group.entryIds].sort((a, b) => a - b)
    const have = members.map((m) => m.teamId).sort((a, b) => a - b)
    if (want.join() !== have.join()) {
      await tx.delete(groupTeams).where(eq(groupTeams.groupId, id!))
      if (want.length) await tx.insert(groupTeams).values(want.map((teamId) => ({ groupId: id!, teamId })))
    }
  }

  // Knockout rounds of the main bracket by number (names follow from their match counts).
  const roundRows = await tx.select().from(rounds).where(eq(rounds.classId, classId))
  const mainRounds = [...new Set(draw.matches.filter((m) => m.stage === 'main').map((m) => m.round))]
  const roundIdOf = new Map<number, number>()
  for (const number of mainRounds) {
    const existing = roundRows.find((row) => row.number === number)
    const id = existing?.id ?? (await tx.insert(rounds).values({ classId, number }).returning())[0]!.id
    roundIdOf.set(number, id)
  }

  // Matches by draw match id.
  const byId = new Map(draw.matches.map((match) => [match.id, match]))
  const roundSizes = new Map<string, number>()
  for (const match of draw.matches) {
    const key = `${match.stage}:${match.round}`
    roundSizes.set(key, (roundSizes.get(key) ?? 0) + 1)
  }
  const existing = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.classId, classId), isNotNull(matches.drawMatchId)))
  const rowOf = new Map(existing.map((row) => [row.drawMatchId!, row]))
  const inserts: (typeof matches.$inferInsert)[] = []
  for (const match of draw.matches) {
    const state = resolved.byId.get(match.id)!
    const home = sideOf(state.home, sourceCode(match.home, draw, byId, roundSizes))
    const away = sideOf(state.away, sourceCode(match.away, draw, byId, roundSizes))
    // Withdrawal walkovers are derived, not stored: the public row shows the result that counts.
    const results = [...(state.result?.results ?? [])]
    const decision: MatchDecision | null = state.result?.decision ?? null
    const values = {
      homeTeamId: home.teamId,
      awayTeamId: away.teamId,
      homeTeamPlaceholder: home.placeholder,
      awayTeamPlaceholder: away.placeholder,
      results,
      decision,
    }
    const row = rowOf.get(match.id)
    if (!row) {
      inserts.push({
        classId,
        drawMatchId: match.id,
        groupId: match.stage === 'group' ? (groupIdAt.get(match.group ?? 0) ?? null) : null,
        roundId: match.stage === 'main' ? (roundIdOf.get(match.round) ?? null) : null,
        bracketPosition: match.stage === 'group' ? null : match.position,
        ...values,
      })
      continue
    }
    const changed =
      row.homeTeamId !== values.homeTeamId ||
      row.awayTeamId !== values.awayTeamId ||
      row.homeTeamPlaceholder !== values.homeTeamPlaceholder ||
      row.awayTeamPlaceholder !== values.awayTeamPlaceholder ||
      row.decision !== values.decision ||
      !sameGames(row.results ?? [], results)
    if (changed) await tx.update(matches).set(values).where(eq(matches.id, row.id))
  }
  if (inserts.length) await tx.insert(matches).values(inserts)

  const stale = existing.filter((row) => !byId.has(row.drawMatchId!)).map((row) => row.id)
  if (stale.length) await tx.delete(matches).where(inArray(matches.id, stale))
  const staleRounds = roundRows.filter((row) => !mainRounds.includes(row.number)).map((row) => row.id)
  if (staleRounds.length) await tx.delete(rounds).where(inArray(rounds.id, staleRounds))
  const staleGroups = groupRows.filter((row) => row.position > draw.groups.length).map((row) => row.id)
  if (staleGroups.length) await tx.delete(groups).where(inArray(groups.id, staleGroups))

  await syncPlacements(tx, options)
  // Pages showing this class or its event refetch (issue 15: live updates).
  const [owner] = await tx
    .select({ eventId: classes.tournamentId })
    .from(classes)
    .where(eq(classes.id, classId))
  await publishLive(tx, [classTopic(classId), ...(owner ? [eventTopic(owner.eventId)] : [])])
}

/** The public match row id of each draw match (after lock). */
export async function matchRowIds(tx: Executor, classId: number): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: matches.id, drawMatchId: matches.drawMatchId })
    .from(matches)
    .where(and(eq(matches.classId, classId), isNotNull(matches.drawMatchId)))
  return new Map(rows.map((row) => [row.drawMatchId!, row.id]))
}
