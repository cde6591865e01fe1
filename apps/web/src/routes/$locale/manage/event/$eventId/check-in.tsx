import { createFileRoute } from '@tanstack/react-router'
import { CheckInPage } from '../../../../../components/manage/check-in/check-in-page.tsx'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'
import { deskQuery } from '../../../../../queries/check-in.ts'
import { managedEventQuery } from '../../../../../queries/manage.ts'

// The check-in desk of an event (issue 15): search and check in, scan, window, no-shows.
export const Route = createFileRoute('/$locale/manage/event/$eventId/check-in')({
  loader: async ({ context, params }) => {
    const eventId = parseIdParam(params.eventId)
    const [event] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(managedEventQuery(eventId))),
      orNotFound(context.queryClient.ensureQueryData(deskQuery(eventId, ''))),
    ])
    return { eventId, name: event.name }
  },
  head: ({ loaderData, params, matches }) => ({
    meta: [
      {
        title: `${headT(matches, params.locale)('manage.checkIn.title')} · ${loaderData?.name ?? ''} · Courtside`,
      },
    ],
  }),
  notFoundComponent: NotFoundView,
  component: CheckInRoute,
})

function CheckInRoute() {
  const { locale } = Route.useRouteContext()
  const { eventId } = Route.useLoaderData()
  return <CheckInPage locale={locale} eventId={eventId} />
}
