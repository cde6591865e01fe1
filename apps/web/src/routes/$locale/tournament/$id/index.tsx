import { createFileRoute } from '@tanstack/react-router'
import { EventDetailRoute } from '../../../../components/event-detail-page.tsx'
import { NotFoundView } from '../../../../components/error-views.tsx'
import { TournamentErrorView } from '../../../../components/route-error-views.tsx'
import { detailRouteOptions } from '../../../-detail-route.ts'

export const Route = createFileRoute('/$locale/tournament/$id/')({
  ...detailRouteOptions('tournaments'),
  errorComponent: TournamentErrorView,
  notFoundComponent: NotFoundView,
  component: TournamentDetailRoute,
})

function TournamentDetailRoute() {
  const { id } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  return <EventDetailRoute id={id} locale={locale} />
}
