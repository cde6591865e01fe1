// Search validation and data loading of the tournament and travel lists, kept apart from the page
// component (components/event-list-page.tsx): route files import this in their non-split part, so
// anything imported here ships in the entry chunk every page loads.
import type { QueryClient } from '@tanstack/react-query'
import { stripSearchParams } from '@tanstack/react-router'
import { headT } from '../i18n/i18n.ts'
import type { EmbedState } from '../lib/embed.ts'
import {
  effectiveTypes,
  listDefaults,
  listSearchSchema,
  type EventType,
  type ListSearch,
} from '../lib/list-search.ts'
import {
  featuredTournamentsQuery,
  tournamentCountriesQuery,
  tournamentListQuery,
} from '../queries/tournaments.ts'

/** The featured strip belongs to the unfiltered first page of upcoming events. */
export function isFeaturedShown(search: ListSearch): boolean {
  return search.page === 1 && search.tournamentState === 'open' && !search.searchText && !search.countries
}

export function listQueryParams(search: ListSearch, embedOrganizationId: number | null) {
  return {
    page: search.page,
    tournamentState: search.tournamentState,
    search: search.searchText,
    countries: search.countries?.split(','),
    keywordTournamentTypes: effectiveTypes(search),
    // Spec section 6: the embed's organization applies when the search names none.
    organizationId: search.organizationId ?? embedOrganizationId ?? undefined,
  }
}

/** Search validation and data loading shared by the tournament list and the travel list. */
export function listRouteOptions(eventType: EventType) {
  return {
    validateSearch: listSearchSchema(eventType),
    search: { middlewares: [stripSearchParams<ListSearch>(listDefaults(eventType))] },
    loaderDeps: ({ search }: { search: ListSearch }) => search,
    loader: async ({
      context,
      deps,
    }: {
      context: { queryClient: QueryClient; embed: EmbedState }
      deps: ListSearch
    }) => {
      const params = listQueryParams(deps, context.embed.organizationId)
      const featured = isFeaturedShown(deps)
        ? context.queryClient
            .ensureQueryData(
              featuredTournamentsQuery({
                keywordTournamentTypes: params.keywordTournamentTypes,
                organizationId: params.organizationId,
              }),
            )
            .catch(() => undefined)
        : undefined
      await Promise.all([
        context.queryClient.ensureQueryData(tournamentListQuery(params)),
        context.queryClient.ensureQueryData(
          tournamentCountriesQuery({
            keywordTournamentTypes: params.keywordTournamentTypes,
            tournamentState: deps.tournamentState,
          }),
        ),
        featured,
      ])
    },
    // The tournament list is the home page (the locale route's title); the travel list has its own.
    ...(eventType === 'travels'
      ? {
          head: ({
            matches,
            params,
          }: {
            matches: readonly { context?: unknown }[]
            params: { locale: string }
          }) => ({
            meta: [{ title: `${headT(matches, params.locale)('list.travelsTitle')} · Courtside` }],
          }),
        }
      : {}),
  }
}
