import { createFileRoute } from '@tanstack/react-router'
import { ScoresPage } from '../../../../../components/manage/scoring/scores-page.tsx'
import { contestedScoresQuery } from '../../../../../components/manage/scoring/scores-api.ts'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'
import { managedEventQuery } from '../../../../../queries/manage.ts'

export const Route = createFileRoute('/$locale/manage/event/$eventId/scores')({
  loader: async ({ context, params }) => {
    const eventId = parseIdParam(params.eventId)
    const [event] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(managedEventQuery(eventId))),
      orNotFound(context.queryClient.ensureQueryData(contestedScoresQuery(eventId))),
    ])
    return { eventId, name: event.name }
  },
  head: ({ loaderData, params, matches }) => ({
    meta: [
      {
        title: `${headT(matches, params.locale)('manage.scoring.title')} · ${loaderData?.name ?? ''} · Courtside`,
      },
    ],
  }),
  notFoundComponent: NotFoundView,
  component: ScoresRoute,
})

function ScoresRoute() {
  const { locale } = Route.useRouteContext()
  const { eventId } = Route.useLoaderData()
  return <ScoresPage locale={locale} eventId={eventId} />
}
