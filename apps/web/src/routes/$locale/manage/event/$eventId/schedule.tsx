import { createFileRoute } from '@tanstack/react-router'
import { SchedulePage } from '../../../../../components/manage/schedule/schedule-page.tsx'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'
import { managedEventQuery } from '../../../../../queries/manage.ts'
import { courtsQuery, planQuery, scheduleSettingsQuery } from '../../../../../queries/schedule.ts'

// The order of play of an event (issue 14): courts and windows, settings, automatic plan, moves.
export const Route = createFileRoute('/$locale/manage/event/$eventId/schedule')({
  loader: async ({ context, params }) => {
    const eventId = parseIdParam(params.eventId)
    const [event] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(managedEventQuery(eventId))),
      orNotFound(context.queryClient.ensureQueryData(courtsQuery(eventId))),
      orNotFound(context.queryClient.ensureQueryData(scheduleSettingsQuery(eventId))),
      orNotFound(context.queryClient.ensureQueryData(planQuery(eventId))),
    ])
    return { eventId, name: event.name }
  },
  head: ({ loaderData, params, matches }) => ({
    meta: [
      {
        title: `${headT(matches, params.locale)('manage.schedule.title')} · ${loaderData?.name ?? ''} · Courtside`,
      },
    ],
  }),
  notFoundComponent: NotFoundView,
  component: ScheduleRoute,
})

function ScheduleRoute() {
  const { locale } = Route.useRouteContext()
  const { eventId } = Route.useLoaderData()
  return <SchedulePage locale={locale} eventId={eventId} />
}
