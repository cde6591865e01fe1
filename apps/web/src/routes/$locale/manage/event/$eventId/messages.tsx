import { createFileRoute } from '@tanstack/react-router'
import { MessagesPage } from '../../../../../components/manage/messages-page.tsx'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'
import { eventMessagesQuery, managedEventQuery } from '../../../../../queries/manage.ts'

export const Route = createFileRoute('/$locale/manage/event/$eventId/messages')({
  loader: async ({ context, params }) => {
    const eventId = parseIdParam(params.eventId)
    const [event] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(managedEventQuery(eventId))),
      orNotFound(context.queryClient.ensureQueryData(eventMessagesQuery(eventId))),
    ])
    return { eventId, name: event.name }
  },
  head: ({ loaderData, params, matches }) => ({
    meta: [
      {
        title: `${headT(matches, params.locale)('manage.messages.title')} · ${loaderData?.name ?? ''} · Courtside`,
      },
    ],
  }),
  notFoundComponent: NotFoundView,
  component: MessagesRoute,
})

function MessagesRoute() {
  const { locale } = Route.useRouteContext()
  const { eventId } = Route.useLoaderData()
  return <MessagesPage locale={locale} eventId={eventId} />
}
