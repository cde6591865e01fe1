import { createFileRoute } from '@tanstack/react-router'
import { EventEditorPage } from '../../../../../components/manage/event-editor-page.tsx'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'
import { managedEventQuery } from '../../../../../queries/manage.ts'

export const Route = createFileRoute('/$locale/manage/event/$eventId/')({
  loader: async ({ context, params }) => {
    const eventId = parseIdParam(params.eventId)
    const event = await orNotFound(context.queryClient.ensureQueryData(managedEventQuery(eventId)))
    return { eventId, name: event.name }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.name ?? ''} · Courtside` }] }),
  notFoundComponent: NotFoundView,
  component: EventRoute,
})

function EventRoute() {
  const { locale } = Route.useRouteContext()
  const { eventId } = Route.useLoaderData()
  return <EventEditorPage locale={locale} eventId={eventId} />
}
