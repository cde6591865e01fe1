// The desk's scoring API (features/scoring): pending and disputed scores, a match's scoring links
// with QR codes, revoking them, and the desk's final decision. The answers' types are inferred
// from the API's routes through the typed client (lib/bff-client.ts).
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../i18n/locales.ts'
import type { Answer } from '../../../lib/bff-answer.ts'
import { api, ok } from '../../../lib/bff-client.ts'
import { manageQueryRoot } from '../../../queries/manage.ts'

const organizer = api.organizer
const id = (value: number) => ({ id: String(value) })

export type ContestedScore = Answer<(typeof organizer.events)[':id']['scores']['$get']>['scores'][number]
export type Game = ContestedScore['games'][number]

export const contestedScoresQuery = (eventId: number) =>
  queryOptions({
    // Under the event's key: the page's live topic (queries/live.ts) refetches it.
    queryKey: ['tournament', eventId, 'scores'],
    queryFn: async ({ signal }) =>
      (await ok(organizer.events[':id'].scores.$get({ param: id(eventId) }, { init: { signal } }))).scores,
  })

export const scoringLinksQuery = (matchId: number, locale: Locale) =>
  queryOptions({
    queryKey: [...manageQueryRoot(), 'match', matchId, 'scoring-links', locale],
    queryFn: ({ signal }) =>
      ok(
        organizer.matches[':id']['scoring-links'].$get(
          { param: id(matchId), query: { locale } },
          { init: { signal } },
        ),
      ),
  })

export const revokeScoringLinks = (matchId: number, locale: Locale) =>
  ok(organizer.matches[':id']['scoring-links'].revoke.$post({ param: id(matchId), query: { locale } }))

export const decideScore = (matchId: number, games: Game[]) =>
  ok(organizer.matches[':id'].decide.$post({ param: id(matchId), json: { games } }))
