// Results at the desk: a score or a decision on a public match row of a locked draw, validated
// against the class's match format by the domain (recordResult). The winner moves on at once
// because the public tables are re-copied in the same transaction. A correction that changes who
// played a later match that already has a result is refused with the list of those matches
// until the caller confirms undoing them; sending the stored result again changes nothing.
import { draws, eq, matches, type Db } from '@courtside/db'
import { type Executor, type Tx, withTransaction } from '../registrations/index.ts'
import { recordResult, type GameScore, type MatchResult } from '@courtside/domain'
import type { z } from 'zod'
import { AppError, notFound } from '../../lib/errors.ts'
import { writeAudit, type Access } from '../organizer/index.ts'
import type { ResultBody } from './contract.ts'
import { loadDrawClass, requireDraw, type DrawClass, type DrawRow } from '../draw-state/index.ts'
import { matchRowIds, syncPublicTables } from '../draw-state/index.ts'

/** The match row's class and draw match id, or 404 (also for rows of another organization). */
export async function drawMatchOf(
  db: Db,
  matchId: number,
): Promise<{ classId: number; drawMatchId: string | null }> {
  const [row] = await db
    .select({ classId: matches.classId, drawMatchId: matches.drawMatchId })
    .from(matches)
    .where(eq(matches.id, matchId))
  if (!row) throw notFound('Match')
  return row
}

const sameResult = (a: MatchResult | null, b: MatchResult | null): boolean => {
  if (a === null || b === null) return a === b
  const games = (r: MatchResult) => r.results.map((g: GameScore) => `${g.home}-${g.away}`).join(',')
  return games(a) === games(b) && (a.decision ?? null) === (b.decision ?? null)
}

/** Score refusals point at the game they concern, as a field error the console shows beside it. */
function scoreRefusal(code: string, gameIndex: number | undefined): AppError {
  const field = gameIndex === undefined ? 'games' : `games.${gameIndex}`
  const messages: Record<string, string> = {
    match_not_ready: 'Both sides of this match are not known yet',
    draw_in_knockout: 'A knockout match needs a winner',
  }
  const message = messages[code] ?? `The score does not fit the class's match format (${code})`
  const status = code === 'match_not_ready' ? 409 : 400
  return Object.assign(new AppError(status, code.toUpperCase(), message), {
    ...(status === 400 ? { fields: { [field]: code } } : {}),
  })
}

export type ResultOutcome = {
  row: DrawRow
  cls: DrawClass
  drawMatchId: string
  undone: { id: string; matchId: number | null }[]
  unchanged: boolean
}

/**
 * Who enters a result, for the audit log: a console member (their Access), or the system on
 * behalf of a scoring link (userId null, `via` saying which link confirmed it, features/scoring).
 */
export type ResultActor = Pick<Access, 'organizationId'> & { userId: number | null; via?: string }

/**
 * Validates a score against the class's match format exactly as enterResult would, without
 * writing: a phone's pending score (features/scoring) is refused with the same field errors.
 */
export async function checkResult(
  tx: Tx,
  options: { classId: number; drawMatchId: string; input: z.infer<typeof ResultBody> },
): Promise<void> {
  const cls = await loadDrawClass(tx, options.classId, false)
  const row = await requireDraw(tx, options.classId)
  const outcome = recordResult({
    draw: row.draw,
    matchId: options.drawMatchId,
    result: { results: options.input.games, decision: options.input.decision ?? null },
    matchFormat: cls.matchFormat,
    rankingPreset: cls.rankingPreset,
    // Later matches are the desk's concern at confirmation; here only the score itself counts.
    confirmUndo: true,
  })
  if (outcome.ok) return
  if (outcome.code === 'unknown_match') throw notFound('Match')
  if (outcome.code === 'later_matches_affected') return
  throw scoreRefusal(outcome.code, 'gameIndex' in outcome ? outcome.gameIndex : undefined)
}

export async function enterResult(options: {
  db: Db | Executor
  access: ResultActor
  matchId: number
  classId: number
  drawMatchId: string
  input: z.infer<typeof ResultBody>
  now: Date
}): Promise<ResultOutcome> {
  const { db, access, matchId, classId, drawMatchId, input, now } = options
  const result: MatchResult | null =
    input.games.length === 0 && !input.decision
      ? null
      : { results: input.games, decision: input.decision ?? null }
  return withTransaction(db, async (tx) => {
    const cls = await loadDrawClass(tx, classId, true)
    const row = await requireDraw(tx, classId)
    if (row.status === 'draft')
      throw new AppError(409, 'DRAW_NOT_LOCKED', 'Lock the draw before entering results')
    const stored = row.draw.matches.find((match) => match.id === drawMatchId)
    if (!stored) throw notFound('Match')
    if (sameResult(stored.result, result)) return { row, cls, drawMatchId, undone: [], unchanged: true }

    const outcome = recordResult({
      draw: row.draw,
      matchId: drawMatchId,
      result,
      matchFormat: cls.matchFormat,
      rankingPreset: cls.rankingPreset,
      confirmUndo: input.confirmUndo === true,
    })
    const rowIds = await matchRowIds(tx, classId)
    const withRows = (ids: string[]) => ids.map((id) => ({ id, matchId: rowIds.get(id) ?? null }))
    if (!outcome.ok) {
      if (outcome.code === 'later_matches_affected') {
        throw Object.assign(
          new AppError(
            409,
            'LATER_MATCHES_AFFECTED',
            `This change alters who played ${outcome.matchIds.length} later match(es) that already have results; send confirmUndo: true to clear them`,
          ),
          { affectedMatches: withRows(outcome.matchIds) },
        )
      }
      if (outcome.code === 'unknown_match') throw notFound('Match')
      throw scoreRefusal(outcome.code, 'gameIndex' in outcome ? outcome.gameIndex : undefined)
    }
    const [saved] = await tx
      .update(draws)
      .set({ draw: outcome.draw, updatedAt: now })
      .where(eq(draws.id, row.id))
      .returning()
    await syncPublicTables(tx, {
      classId,
      draw: outcome.draw,
      matchFormat: cls.matchFormat,
      rankingPreset: cls.rankingPreset,
    })
    await writeAudit(tx, {
      access,
      eventId: cls.eventId,
      action: stored.result === null ? 'match.result' : 'match.correct',
      objectType: 'match',
      objectId: matchId,
      before: { drawMatchId, result: stored.result },
      after: { drawMatchId, result, undone: outcome.undone, ...(access.via ? { via: access.via } : {}) },
      at: now,
    })
    return { row: saved!, cls, drawMatchId, undone: withRows(outcome.undone), unchanged: false }
  })
}
