// What every public scoring route checks before it acts: the per-IP rate limit, the token
// (token.ts: forged 401, expired 410), that the link was not revoked (its version is the match's
// token_version, else 410) and, on writes, the JSON content type, the Idempotency-Key header and
// that a `matchId` sent by the page is the token's own match (else 403). Writes run in one
// transaction that locks the match row, so a double submit waits for the first and then replays
// its stored answer (scoring_requests) instead of writing twice.
import { and, eq, scoringRequests } from '@courtside/db'
import type { ScoringParty } from '@courtside/domain'
import type { Context } from 'hono'
import type { z } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { assertWithinRateLimit } from '../../http/rate-limit.ts'
import { type Tx, withTransaction } from '../registrations/index.ts'
import { nowOf } from '../organizer/index.ts'
import type { ScoreView } from './contract.ts'
import { autoConfirmIfDue, applyScoring, lockMatch, type ScoringRequest } from './scoring-service.ts'
import { loadScoringMatch, tokenVersionOf, type ScoringMatch } from './scoring-store.ts'
import { verifyScoringToken, type ScoringClaims } from './token.ts'
import { scoreView } from './view.ts'

const revoked = () =>
  new AppError(
    410,
    'SCORING_LINK_REVOKED',
    'The desk replaced this scoring link; ask the desk for the new one',
  )

function assertCurrent(claims: ScoringClaims, match: ScoringMatch | null): asserts match is ScoringMatch {
  if (!match || claims.version !== tokenVersionOf(match)) throw revoked()
}

/** GET: the match as the link's party sees it, after a due auto-confirm. */
export async function readByLink(c: Context<AppEnv>, token: string): Promise<z.infer<typeof ScoreView>> {
  assertWithinRateLimit(c, 'scoring')
  const db = c.get('db')
  const now = nowOf(c)
  const claims = await verifyScoringToken(db, token, now)
  let match = await loadScoringMatch(db, claims.matchId)
  assertCurrent(claims, match)
  if (match.day?.state === 'score_pending') {
    // Lazy auto-confirm: a page opened after the wait sees the confirmed result, no timer needed.
    match = await withTransaction(db, async (tx) => {
      const locked = await lockMatch(tx, claims.matchId)
      await autoConfirmIfDue(tx, locked, now)
      return (await loadScoringMatch(tx, claims.matchId))!
    })
  }
  return scoreView(match, claims.party)
}

const KEY = /^[A-Za-z0-9._:-]{8,128}$/

/** POST: submit, confirm or dispute through the link, once per Idempotency-Key. */
export async function writeByLink(
  c: Context<AppEnv>,
  token: string,
  request: ScoringRequest,
  pageMatchId: number | undefined,
): Promise<{ status: 200; body: z.infer<typeof ScoreView> }> {
  assertWithinRateLimit(c, 'scoring')
  const key = c.req.header('idempotency-key')
  if (!key || !KEY.test(key))
    throw new AppError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'Send an Idempotency-Key header (8–128 letters, digits or ._:-) with every scoring request',
    )
  const db = c.get('db')
  const now = nowOf(c)
  const claims = await verifyScoringToken(db, token, now)
  if (pageMatchId !== undefined && pageMatchId !== claims.matchId)
    throw new AppError(403, 'SCORING_LINK_OTHER_MATCH', 'This scoring link belongs to another match')
  // A key is scoped to the link's party, so another party's key can never replay this answer.
  const scopedKey = `${claims.party}:${key}`
  return withTransaction(db, async (tx) => {
    const locked = await loadScoringMatch(tx, claims.matchId, true)
    assertCurrent(claims, locked)
    const stored = await storedAnswer(tx, claims.matchId, scopedKey)
    if (stored) return stored
    let match = locked
    if (await autoConfirmIfDue(tx, match, now)) match = await lockMatch(tx, claims.matchId)
    await applyScoring(tx, match, claims.party, request, now)
    const answer = {
      status: 200 as const,
      body: scoreView(await lockMatch(tx, claims.matchId), claims.party),
    }
    await tx.insert(scoringRequests).values({
      matchId: claims.matchId,
      key: scopedKey,
      status: answer.status,
      response: answer.body,
      createdAt: now,
    })
    return answer
  })
}

async function storedAnswer(tx: Tx, matchId: number, key: string) {
  const [row] = await tx
    .select()
    .from(scoringRequests)
    .where(and(eq(scoringRequests.matchId, matchId), eq(scoringRequests.key, key)))
  return row ? { status: 200 as const, body: row.response as z.infer<typeof ScoreView> } : null
}

export type { ScoringParty }
