// A withdrawal from a class whose draw is locked goes through the draw (issue 14): before play
// began the entry's bracket line becomes a bye, or it leaves its group and the group is drawn
// again (optionally rebalanced from the largest group); after play began its remaining matches
// become walkovers and standings follow. The public tables are re-copied in the caller's
// transaction. A draft draw is left alone: lock refuses it until the director regenerates.
import { draws, eq } from '@courtside/db'
import { isDomainError, withdrawEntry } from '@courtside/domain'
import { AppError } from '../../lib/errors.ts'
import type { Tx } from '../registrations/index.ts'
import { findDraw, loadDrawClass } from './draw-store.ts'
import { syncPublicTables } from './public-copy.ts'

export type DrawWithdrawal =
  { mode: 'not_drawn' } | { mode: 'before_play' | 'after_play'; movedEntryId: number | null }

/**
 * Takes team `teamId` out of its class's locked or published draw. `after_play` means the team
 * still appears in played matches, so its row must stay (the caller must not delete it).
 */
export async function withdrawFromDraw(
  tx: Tx,
  options: { classId: number; teamId: number; rebalance?: boolean; now: Date },
): Promise<DrawWithdrawal> {
  const { classId, teamId, now } = options
  const row = await findDraw(tx, classId, true)
  if (!row || row.status === 'draft') return { mode: 'not_drawn' }
  if (!row.draw.entries.some((entry) => entry.id === teamId)) return { mode: 'not_drawn' }
  let outcome
  try {
    outcome = withdrawEntry({ draw: row.draw, entryId: teamId, rebalance: options.rebalance })
  } catch (error) {
    if (isDomainError(error) && error.code === 'already_withdrawn')
      throw new AppError(409, 'NOT_ACTIVE', 'This entry has already withdrawn from the draw')
    if (isDomainError(error) && error.code === 'cannot_rebalance')
      throw new AppError(409, 'CANNOT_REBALANCE', 'No group can give up an entry to rebalance')
    throw error
  }
  await tx.update(draws).set({ draw: outcome.draw, updatedAt: now }).where(eq(draws.id, row.id))
  const cls = await loadDrawClass(tx, classId)
  await syncPublicTables(tx, {
    classId,
    draw: outcome.draw,
    matchFormat: cls.matchFormat,
    rankingPreset: cls.rankingPreset,
  })
  return { mode: outcome.mode, movedEntryId: outcome.movedEntryId }
}
