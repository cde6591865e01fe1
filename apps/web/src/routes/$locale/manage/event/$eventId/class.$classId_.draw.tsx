import { createFileRoute, notFound } from '@tanstack/react-router'
import { DrawPage } from '../../../../../components/manage/draw/draw-page.tsx'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { tFor } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'
import { classDrawQuery } from '../../../../../queries/draws.ts'
import { managedEventQuery } from '../../../../../queries/manage.ts'

// The draw of one class (issue 14): generate, preview, swap, lock, publish, results.
export const Route = createFileRoute('/$locale/manage/event/$eventId/class/$classId_/draw')({
  loader: async ({ context, params }) => {
    const eventId = parseIdParam(params.eventId)
    const classId = parseIdParam(params.classId)
    const [event] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(managedEventQuery(eventId))),
      orNotFound(context.queryClient.ensureQueryData(classDrawQuery(classId))),
    ])
    const managedClass = event.classes.find((c) => c.id === classId)
    if (!managedClass) throw notFound()
    return { eventId, classId, name: managedClass.name }
  },
  head: ({ loaderData, params }) => ({
    meta: [{ title: `${tFor(params.locale)('manage.draw.title')} · ${loaderData?.name ?? ''} · Courtside` }],
  }),
  notFoundComponent: NotFoundView,
  component: DrawRoute,
})

function DrawRoute() {
  const { locale } = Route.useRouteContext()
  const { eventId, classId } = Route.useLoaderData()
  return <DrawPage locale={locale} eventId={eventId} classId={classId} />
}
