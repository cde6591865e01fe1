// Loading, redirects and sharing metadata of the tournament and travel detail routes, kept apart
// from the page component (components/event-detail-page.tsx): route files import this in their
// non-split part, so anything imported here ships in the entry chunk every page loads.
import type { BaseInfo, TournamentDetail } from '@courtside/api/types'
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { headT } from '../i18n/i18n.ts'
import { tournamentQuery } from '../queries/tournaments.ts'
import { liveSummaryQuery } from '../queries/live-board.ts'
import { isAroundEventDays, loadLivePanel } from '../components/live-board/live-panel-module.ts'
import { orNotFound, parseIdParam, siteUrlFrom } from '../lib/route-helpers.ts'
import { shareMeta, sportsEventJsonLd } from '../lib/seo.ts'

/**
 * Puts the live summary that came with the event into the panel's query, unless the panel holds
 * newer data (its live topic refetched it since the event was read). True when the panel's query
 * has data from the event or newer.
 */
function seedLiveSummary(
  queryClient: QueryClient,
  id: number,
  locale: string,
  event: TournamentDetail,
): boolean {
  if (!event.liveSummary) return false
  const readAt = queryClient.getQueryState(tournamentQuery(id, locale).queryKey)?.dataUpdatedAt ?? Date.now()
  const panelAt = queryClient.getQueryState(liveSummaryQuery(id).queryKey)?.dataUpdatedAt ?? 0
  if (panelAt < readAt)
    queryClient.setQueryData(liveSummaryQuery(id).queryKey, event.liveSummary, { updatedAt: readAt })
  return true
}

/** Loading, redirects and sharing metadata shared by the tournament and travel detail routes. */
export function detailRouteOptions(eventType: 'tournaments' | 'travels') {
  return {
    loader: async ({
      context,
      params,
    }: {
      context: { queryClient: QueryClient }
      params: { locale: string; id: string }
    }) => {
      const id = parseIdParam(params.id)
      const event = await orNotFound(context.queryClient.ensureQueryData(tournamentQuery(id, params.locale)))
      // A tournament id under /travel/ (or the reverse) goes to its real address.
      if (event.eventType !== eventType) {
        throw redirect({
          to: event.eventType === 'travels' ? '/$locale/travel/$id/' : '/$locale/tournament/$id/',
          params: { locale: params.locale, id: params.id },
          replace: true,
        })
      }
      // Around a tournament's days its page shows "Live now": its data and its code are loaded
      // here, so the page is rendered with the panel in place (issue 17, no layout shift). The
      // panel is optional: a failed read or chunk leaves it to load later (prefetchQuery never
      // throws; the page renders the lazy panel without the chunk). Whether self check-in is
      // open comes with the event (selfCheckInOpen).
      // On those days the event's answer carries the panel's data (one /bff read for the page);
      // an answer without it (a copy cached before the days began) has the panel read it.
      if (eventType === 'tournaments' && isAroundEventDays(event)) {
        const carried = seedLiveSummary(context.queryClient, id, params.locale, event)
        await Promise.all([
          carried ? undefined : context.queryClient.prefetchQuery(liveSummaryQuery(id)),
          loadLivePanel().catch(() => undefined),
        ])
      }
      // Sharing metadata (what base-info gives) comes with the event: one read per page (issue 17).
      const info: BaseInfo = { name: event.name, description: event.shareDescription, img: event.image }
      // The event itself stays out of the loader's data, which is part of the page's HTML: the
      // query cache already carries it there (as the API's JSON text), and head() reads it there.
      return { id, info }
    },
    head: ({
      loaderData,
      params,
      matches,
    }: {
      loaderData?: { id: number; info: BaseInfo | undefined }
      params: { locale: string; id: string }
      matches: readonly { loaderData?: unknown; context?: unknown }[]
    }) => {
      const t = headT(matches, params.locale)
      const event = loaderData ? cachedEvent(matches, loaderData.id, params.locale) : undefined
      const siteUrl = siteUrlFrom(matches)
      const path = eventType === 'travels' ? 'travel' : 'tournament'
      const pageUrl = new URL(`/${params.locale}/${path}/${params.id}/`, siteUrl).toString()
      return {
        scripts: event
          ? [
              {
                type: 'application/ld+json',
                children: JSON.stringify(sportsEventJsonLd(event, pageUrl, siteUrl)),
              },
            ]
          : [],
        meta: shareMeta({
          info: loaderData?.info,
          fallbackTitle: t(
            eventType === 'travels' ? 'detail.defaultTravelTitle' : 'detail.defaultTournamentTitle',
          ),
          fallbackDescription: t('meta.defaultDescription'),
          siteUrl: siteUrlFrom(matches),
        }),
      }
    },
  }
}

/**
 * The event the loader put in the query cache. head() runs after the loaders on the server, and
 * in the browser after the cache is hydrated from the page, so both find it there.
 */
function cachedEvent(
  matches: readonly { context?: unknown }[],
  id: number,
  locale: string,
): TournamentDetail | undefined {
  const queryClient = (matches[0]?.context as { queryClient?: QueryClient } | undefined)?.queryClient
  return queryClient?.getQueryData(tournamentQuery(id, locale).queryKey)
}
