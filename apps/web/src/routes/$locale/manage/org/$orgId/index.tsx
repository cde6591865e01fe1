import { createFileRoute } from '@tanstack/react-router'
import { EventListPage } from '../../../../../components/manage/event-list-page.tsx'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'
import { orgEventsQuery } from '../../../../../queries/manage.ts'

export const Route = createFileRoute('/$locale/manage/org/$orgId/')({
  loader: async ({ context, params }) => {
    const orgId = parseIdParam(params.orgId)
    await orNotFound(context.queryClient.ensureQueryData(orgEventsQuery(orgId)))
    return { orgId }
  },
  head: ({ params, matches }) => ({
    meta: [{ title: `${headT(matches, params.locale)('manage.events.title')} · Courtside` }],
  }),
  notFoundComponent: NotFoundView,
  component: EventsRoute,
})

function EventsRoute() {
  const { locale } = Route.useRouteContext()
  const { orgId } = Route.useLoaderData()
  return <EventListPage locale={locale} orgId={orgId} />
}
