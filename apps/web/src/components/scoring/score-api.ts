// The phone page's view of GET/POST /bff/score/{token} (features/scoring/contract.ts ScoreView)
// and how a refusal reads: the error code and, for a score that does not fit the match format,
// the field per game ("games.1" → "game_incomplete").
import { BffError, UnauthorizedError } from '../../lib/bff.ts'
import { api, ok } from '../../lib/bff-client.ts'
import type { Answer, JsonOf } from '../../lib/bff-answer.ts'

// The typed client does not encode path parameters; bff() did, so the token is encoded here.
const link = api.score[':token']
const param = (token: string) => ({ token: encodeURIComponent(token) })

export type ScoreView = Answer<typeof link.$get>
export type Game = NonNullable<ScoreView['result']>['games'][number]
export type Party = ScoreView['party']

export const scoreQueryKey = (eventId: number, token: string) =>
  ['tournament', eventId, 'score', token] as const

export const readScore = (token: string) => ok(link.$get({ param: param(token) }))

/**
 * A write through the link, with a fresh Idempotency-Key per press (a network retry is harmless).
 * The page builds the body of each action (games, note, matchId); the API's zod schema checks it.
 */
export function writeScore(
  token: string,
  action: '' | '/confirm' | '/dispute',
  body: Record<string, unknown>,
): Promise<ScoreView> {
  const key = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`
  const options = { headers: { 'idempotency-key': key } }
  if (action === '/confirm') return ok(link.confirm.$post({ param: param(token), json: body }, options))
  if (action === '/dispute') return ok(link.dispute.$post({ param: param(token), json: body }, options))
  return ok(link.$post({ param: param(token), json: body as JsonOf<typeof link.$post> }, options))
}

export type Refusal = { code: string; fields: Record<string, string> }

export function refusalOf(error: unknown): Refusal {
  if (error instanceof UnauthorizedError) return { code: 'SCORING_LINK_INVALID', fields: {} }
  if (error instanceof BffError) {
    try {
      const body = JSON.parse(error.message) as { error?: { code?: string; fields?: Record<string, string> } }
      return { code: body.error?.code ?? error.code ?? 'UNKNOWN', fields: body.error?.fields ?? {} }
    } catch {
      return { code: error.code ?? (error.status === 429 ? 'RATE_LIMITED' : 'UNKNOWN'), fields: {} }
    }
  }
  return { code: 'UNKNOWN', fields: {} }
}
