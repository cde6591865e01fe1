// "Score to confirm" (issue 15): when a side or the referee submits a score, the players who must
// answer it get a message (e-mail and Web Push) whose link is their own side's scoring link.
import type { GameScore, ScoringParty } from '@courtside/domain'
import { noticeMatchPlayers } from '../match-notices/index.ts'
import type { Tx } from '../registrations/index.ts'
import type { ScoringMatch } from './scoring-store.ts'
import { tokenVersionOf } from './scoring-store.ts'
import { signScoringToken } from './token.ts'
import { linkExpiryOf } from './view.ts'

type Side = 'home' | 'away'

/** The score as players write it: "11-7, 9-11, 11-5". */
export const scoreText = (games: readonly GameScore[]): string =>
  games.map((game) => `${game.home}-${game.away}`).join(', ')

export async function noticeScoreToConfirm(
  tx: Tx,
  match: ScoringMatch,
  submittedBy: ScoringParty,
  games: readonly GameScore[],
  now: Date,
): Promise<void> {
  const sides: Side[] =
    submittedBy === 'referee' ? ['home', 'away'] : [submittedBy === 'home' ? 'away' : 'home']
  const expiresAt = linkExpiryOf(match)
  const version = tokenVersionOf(match)
  const paths = new Map<Side, string>()
  for (const side of sides) {
    // Token signing reads the server key only (app_settings); the transaction is a fine reader.
    const token = await signScoringToken(tx, { matchId: match.matchId, party: side, version }, expiresAt)
    paths.set(side, `/score/${token}`)
  }
  await noticeMatchPlayers(tx, {
    kind: 'score_to_confirm',
    matchId: match.matchId,
    // Each submission (a correction too) asks again.
    occasion: `score:${now.getTime()}`,
    sides,
    at: now.toISOString(),
    score: scoreText(games),
    deadline: new Date(now.getTime() + match.autoConfirmMinutes * 60_000).toISOString(),
    pathFor: (side) => paths.get(side) ?? `/tournament/${match.eventId}`,
  })
}
