import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { TOURNAMENT_STATES } from '@courtside/domain'
import type { Answer } from '../lib/bff-answer.ts'
import { bff } from '../lib/bff.ts'
import { api, ok } from '../lib/bff-client.ts'
import { isLocale } from '../i18n/locales.ts'

// Query keys live only here (DESIGN.md data flow: loader → queryOptions → /bff). Answer types
// come from the API (lib/bff-client.ts); the list filters are checked by the API's handler
// against packages/domain's schema, so those three reads name their answer type explicitly.
type TournamentListResponse = Answer<typeof api.tournament.list.$get>

export const LIST_PAGE_SIZE = 12

/** The API validates these with packages/domain/src/list-filter.ts (tournamentListFilter). */
export type TournamentListParams = {
  page: number
  tournamentState: (typeof TOURNAMENT_STATES)[number]
  search?: string | undefined
  countries?: string[] | undefined
  keywordTournamentTypes: readonly number[]
  organizationId?: number | undefined
}

export const tournamentListQuery = (params: TournamentListParams) =>
  queryOptions({
    queryKey: ['tournament', 'list', params],
    queryFn: ({ signal }) =>
      bff<TournamentListResponse>('/tournament/list', {
        signal,
        query: {
          // Spec section 9: page size 12, offset = (page - 1) * 12.
          offset: (params.page - 1) * LIST_PAGE_SIZE,
          limit: LIST_PAGE_SIZE,
          tournamentState: params.tournamentState,
          search: params.search,
          countries: params.countries,
          keywordTournamentTypes: params.keywordTournamentTypes,
          organizationId: params.organizationId,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

export const featuredTournamentsQuery = (params: {
  keywordTournamentTypes: readonly number[]
  organizationId?: number | undefined
}) =>
  queryOptions({
    queryKey: ['tournament', 'featured', params],
    queryFn: ({ signal }) =>
      bff<Answer<typeof api.tournament.featured.$get>>('/tournament/featured', { signal, query: params }),
    staleTime: 60_000,
  })

export const tournamentCountriesQuery = (params: {
  keywordTournamentTypes: readonly number[]
  tournamentState: (typeof TOURNAMENT_STATES)[number]
}) =>
  queryOptions({
    queryKey: ['tournament', 'countries', params],
    queryFn: ({ signal }) =>
      bff<Answer<typeof api.tournament.countries.$get>>('/tournament/countries', { signal, query: params }),
    staleTime: 5 * 60_000,
  })

/** `lang` picks the description's language (the organizer's default is the fallback). */
export const tournamentQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['tournament', 'detail', id, lang],
    queryFn: ({ signal }) =>
      ok(
        api.tournament[':id'].$get(
          { param: { id: String(id) }, query: { lang: isLocale(lang) ? lang : undefined } },
          { init: { signal } },
        ),
      ),
    staleTime: 30_000,
  })

export const tournamentBaseInfoQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['tournament', 'base-info', id, lang],
    queryFn: ({ signal }) =>
      ok(
        api.tournament[':id']['base-info'].$get(
          { param: { id: String(id) }, query: { lang: isLocale(lang) ? lang : undefined } },
          { init: { signal } },
        ),
      ),
    staleTime: 5 * 60_000,
  })

export const toursQuery = () =>
  queryOptions({
    queryKey: ['tour', 'list'],
    queryFn: ({ signal }) => ok(api.tournament.tours.$get(undefined, { init: { signal } })),
    staleTime: 60_000,
  })

export const tourQuery = (id: number) =>
  queryOptions({
    queryKey: ['tour', 'detail', id],
    queryFn: ({ signal }) =>
      ok(api.tournament.tour[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
    staleTime: 60_000,
  })

export const organizersQuery = () =>
  queryOptions({
    queryKey: ['organizer', 'list'],
    queryFn: ({ signal }) => ok(api.organizers.list.$get({ query: {} }, { init: { signal } })),
    staleTime: 5 * 60_000,
  })

export const organizerQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['organizer', 'detail', idOrSlug],
    queryFn: ({ signal }) =>
      ok(
        api.organizers[':idOrSlug'].$get(
          { param: { idOrSlug: encodeURIComponent(idOrSlug) } },
          { init: { signal } },
        ),
      ),
    staleTime: 60_000,
  })
