import { createFileRoute } from '@tanstack/react-router'
import { DeskPage } from '../../../../../components/manage/desk/desk-page.tsx'
import { deskQuery } from '../../../../../components/manage/desk/desk-queries.ts'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'
import { managedEventQuery } from '../../../../../queries/manage.ts'

// The court desk of an event on match day (issue 15): courts, ready queue, calls, overdue courts.
export const Route = createFileRoute('/$locale/manage/event/$eventId/desk')({
  loader: async ({ context, params }) => {
    const eventId = parseIdParam(params.eventId)
    const [event] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(managedEventQuery(eventId))),
      orNotFound(context.queryClient.ensureQueryData(deskQuery(eventId))),
    ])
    return { eventId, name: event.name }
  },
  head: ({ loaderData, params, matches }) => ({
    meta: [
      {
        title: `${headT(matches, params.locale)('manage.courtDesk.title')} · ${loaderData?.name ?? ''} · Courtside`,
      },
    ],
  }),
  notFoundComponent: NotFoundView,
  component: DeskRoute,
})

function DeskRoute() {
  const { locale } = Route.useRouteContext()
  const { eventId } = Route.useLoaderData()
  return <DeskPage locale={locale} eventId={eventId} />
}
