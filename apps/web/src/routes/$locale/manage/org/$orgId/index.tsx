import { createFileRoute } from '@tanstack/react-router'
import { EventListPage } from '../../../../../components/manage/event-list-page.tsx'
import { RefereeHomePage } from '../../../../../components/manage/referees/referee-home-page.tsx'
import { myCourtEventsQuery } from '../../../../../components/manage/referees/referee-queries.ts'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'
import { organizerMeQuery, orgEventsQuery } from '../../../../../queries/manage.ts'

export const Route = createFileRoute('/$locale/manage/org/$orgId/')({
  loader: async ({ context, params }) => {
    const orgId = parseIdParam(params.orgId)
    const me = await context.queryClient.ensureQueryData(organizerMeQuery())
    // A referee reads no event list: their home is where they referee.
    if (me.organizations.find((org) => org.id === orgId)?.role === 'referee') {
      await context.queryClient.ensureQueryData(myCourtEventsQuery())
      return { orgId, isReferee: true }
    }
    await orNotFound(context.queryClient.ensureQueryData(orgEventsQuery(orgId)))
    return { orgId, isReferee: false }
  },
  head: ({ params, matches }) => ({
    meta: [{ title: `${headT(matches, params.locale)('manage.events.title')} · Courtside` }],
  }),
  notFoundComponent: NotFoundView,
  component: EventsRoute,
})

function EventsRoute() {
  const { locale } = Route.useRouteContext()
  const { orgId, isReferee } = Route.useLoaderData()
  if (isReferee) return <RefereeHomePage locale={locale} orgId={orgId} />
  return <EventListPage locale={locale} orgId={orgId} />
}
