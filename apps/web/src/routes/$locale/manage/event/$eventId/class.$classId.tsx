import { createFileRoute, notFound } from '@tanstack/react-router'
import { EntriesDeskPage } from '../../../../../components/manage/entries-desk-page.tsx'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'
import { classEntriesQuery, managedEventQuery } from '../../../../../queries/manage.ts'

// The entries desk of one class; the event comes along for its classes, currency and time zone.
export const Route = createFileRoute('/$locale/manage/event/$eventId/class/$classId')({
  loader: async ({ context, params }) => {
    const eventId = parseIdParam(params.eventId)
    const classId = parseIdParam(params.classId)
    const [event] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(managedEventQuery(eventId))),
      orNotFound(context.queryClient.ensureQueryData(classEntriesQuery(classId))),
    ])
    const managedClass = event.classes.find((c) => c.id === classId)
    if (!managedClass) throw notFound()
    return { eventId, classId, name: managedClass.name }
  },
  head: ({ loaderData, params, matches }) => ({
    meta: [
      {
        title: `${headT(matches, params.locale)('manage.desk.title')} · ${loaderData?.name ?? ''} · Courtside`,
      },
    ],
  }),
  notFoundComponent: NotFoundView,
  component: DeskRoute,
})

function DeskRoute() {
  const { locale } = Route.useRouteContext()
  const { eventId, classId } = Route.useLoaderData()
  return <EntriesDeskPage locale={locale} eventId={eventId} classId={classId} />
}
