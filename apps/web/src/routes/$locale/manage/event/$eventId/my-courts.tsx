import { createFileRoute } from '@tanstack/react-router'
import { MyCourtsPage } from '../../../../../components/manage/referees/my-courts-page.tsx'
import { myCourtsQuery } from '../../../../../components/manage/referees/referee-queries.ts'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'

// A signed-in referee's courts at an event on match day (issue 15), with the button to score the
// match on each; any member of the club may open it (the desk roles see their own assignments).
export const Route = createFileRoute('/$locale/manage/event/$eventId/my-courts')({
  loader: async ({ context, params }) => {
    const eventId = parseIdParam(params.eventId)
    const mine = await orNotFound(context.queryClient.ensureQueryData(myCourtsQuery(eventId, context.locale)))
    return { eventId, name: mine.eventName }
  },
  head: ({ loaderData, params, matches }) => ({
    meta: [
      {
        title: `${headT(matches, params.locale)('manage.referees.myCourts')} · ${loaderData?.name ?? ''} · Courtside`,
      },
    ],
  }),
  notFoundComponent: NotFoundView,
  component: MyCourtsRoute,
})

function MyCourtsRoute() {
  const { locale } = Route.useRouteContext()
  const { eventId } = Route.useLoaderData()
  return <MyCourtsPage locale={locale} eventId={eventId} />
}
