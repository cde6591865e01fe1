import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '../../../../../components/manage/audit-page.tsx'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'
import { eventAuditQuery, managedEventQuery } from '../../../../../queries/manage.ts'

export const Route = createFileRoute('/$locale/manage/event/$eventId/audit')({
  loader: async ({ context, params }) => {
    const eventId = parseIdParam(params.eventId)
    const [event] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(managedEventQuery(eventId))),
      orNotFound(context.queryClient.ensureQueryData(eventAuditQuery(eventId))),
    ])
    return { eventId, name: event.name }
  },
  head: ({ loaderData, params, matches }) => ({
    meta: [
      {
        title: `${headT(matches, params.locale)('manage.audit.title')} · ${loaderData?.name ?? ''} · Courtside`,
      },
    ],
  }),
  notFoundComponent: NotFoundView,
  component: AuditRoute,
})

function AuditRoute() {
  const { locale } = Route.useRouteContext()
  const { eventId } = Route.useLoaderData()
  return <AuditPage locale={locale} eventId={eventId} />
}
