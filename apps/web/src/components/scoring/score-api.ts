// The phone page's view of GET/POST /bff/score/{token} (features/scoring/contract.ts ScoreView)
// and how a refusal reads: the error code and, for a score that does not fit the match format,
// the field per game ("games.1" → "game_incomplete").
import { BffError, UnauthorizedError, bff } from '../../lib/bff.ts'

export type Game = { home: number; away: number }
export type Party = 'home' | 'away' | 'referee'

export type ScoreView = {
  match: {
    id: number
    eventId: number
    eventName: string
    classId: number
    className: string
    timeZone: string
    startsAt: string | null
    court: string | null
    home: string | null
    away: string | null
  }
  format: { gamesToWin: number; pointsToWin: number; winBy: number }
  party: Party
  state: 'open' | 'called' | 'on_court' | 'score_pending' | 'disputed' | 'confirmed'
  pending: { games: Game[]; side: string; at: string; autoConfirmAt: string | null } | null
  disputeNote: string | null
  result: { games: Game[]; decision: string | null } | null
  can: { submit: boolean; confirm: boolean; dispute: boolean }
  expiresAt: string
}

export const scoreQueryKey = (eventId: number, token: string) =>
  ['tournament', eventId, 'score', token] as const

export const readScore = (token: string) => bff<ScoreView>(`/score/${encodeURIComponent(token)}`)

/** A write through the link, with a fresh Idempotency-Key per press (a network retry is harmless). */
export function writeScore(
  token: string,
  action: '' | '/confirm' | '/dispute',
  body: Record<string, unknown>,
): Promise<ScoreView> {
  const key = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`
  return bff<ScoreView>(`/score/${encodeURIComponent(token)}${action}`, {
    method: 'POST',
    body,
    headers: { 'idempotency-key': key },
  })
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
