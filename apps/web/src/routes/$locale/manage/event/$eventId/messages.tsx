import { createFileRoute } from '@tanstack/react-router'
import { MessagesPage } from '../../../../../components/manage/messages-page.tsx'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'
import { eventMessagesQuery, managedEventQuery } from '../../../../../queries/manage.ts'
import { messagesSearchSchema } from './-messages-search.ts'

export const Route = createFileRoute('/$locale/manage/event/$eventId/messages')({
  validateSearch: messagesSearchSchema,
  loaderDeps: ({ search }) => ({ status: search.status }),
  loader: async ({ context, params, deps }) => {
    const eventId = parseIdParam(params.eventId)
    const [event] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(managedEventQuery(eventId))),
      orNotFound(context.queryClient.ensureQueryData(eventMessagesQuery(eventId, deps.status))),
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
  const { status } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <MessagesPage
      locale={locale}
      eventId={eventId}
      status={status}
      onStatus={(next) => void navigate({ search: { status: next }, replace: true })}
    />
  )
}
