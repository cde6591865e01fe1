// The desk's scoring API (features/scoring): pending and disputed scores, a match's scoring links
// with QR codes, revoking them, and the desk's final decision.
import { queryOptions } from '@tanstack/react-query'
import { bff } from '../../../lib/bff.ts'
import { manageQueryRoot } from '../../../queries/manage.ts'

export type Game = { home: number; away: number }

export type ContestedScore = {
  matchId: number
  className: string
  home: string | null
  away: string | null
  court: string | null
  state: 'score_pending' | 'disputed'
  games: Game[]
  submittedBy: string | null
  submittedAt: string | null
  autoConfirmAt: string | null
  disputeNote: string | null
}

export type ScoringLinks = {
  matchId: number
  expiresAt: string
  tokenVersion: number
  links: { party: 'home' | 'away' | 'referee'; url: string; qrSvg: string }[]
}

const API = '/organizer'

export const contestedScoresQuery = (eventId: number) =>
  queryOptions({
    // Under the event's key: the page's live topic (queries/live.ts) refetches it.
    queryKey: ['tournament', eventId, 'scores'],
    queryFn: async ({ signal }) =>
      (await bff<{ scores: ContestedScore[] }>(`${API}/events/${eventId}/scores`, { signal })).scores,
  })

export const scoringLinksQuery = (matchId: number, locale: string) =>
  queryOptions({
    queryKey: [...manageQueryRoot(), 'match', matchId, 'scoring-links', locale],
    queryFn: ({ signal }) =>
      bff<ScoringLinks>(`${API}/matches/${matchId}/scoring-links`, { signal, query: { locale } }),
  })

export const revokeScoringLinks = (matchId: number, locale: string) =>
  bff<ScoringLinks>(`${API}/matches/${matchId}/scoring-links/revoke`, { method: 'POST', query: { locale } })

export const decideScore = (matchId: number, games: Game[]) =>
  bff<unknown>(`${API}/matches/${matchId}/decide`, { method: 'POST', body: { games } })
