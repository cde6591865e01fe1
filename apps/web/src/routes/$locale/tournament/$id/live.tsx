import { createFileRoute } from '@tanstack/react-router'
import { CourtBoard } from '../../../../components/live-board/court-board.tsx'
import { NotFoundView } from '../../../../components/error-views.tsx'
import { TournamentErrorView } from '../../../../components/route-error-views.tsx'
import { headT } from '../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../lib/route-helpers.ts'
import { liveBoardQuery } from '../../../../queries/live-board.ts'
import { liveSearchSchema } from './-live-search.ts'

export const Route = createFileRoute('/$locale/tournament/$id/live')({
  validateSearch: liveSearchSchema,
  loader: async ({ context, params }) => {
    const id = parseIdParam(params.id)
    const board = await orNotFound(context.queryClient.ensureQueryData(liveBoardQuery(id, params.locale)))
    return { id, name: board.event.name }
  },
  head: ({ loaderData, params, matches }) => {
    const t = headT(matches, params.locale)
    const title = t('live.board.title')
    return { meta: [{ title: loaderData ? `${title} · ${loaderData.name}` : title }] }
  },
  errorComponent: TournamentErrorView,
  notFoundComponent: NotFoundView,
  component: CourtBoardRoute,
})

function CourtBoardRoute() {
  const { id } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  const { rotate } = Route.useSearch()
  return <CourtBoard id={id} locale={locale} rotate={rotate === 1} />
}
