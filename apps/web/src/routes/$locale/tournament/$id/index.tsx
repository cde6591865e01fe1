import { createFileRoute } from '@tanstack/react-router'
import { EventDetailRoute, detailRouteOptions } from '../../../../components/event-detail-page.tsx'

export const Route = createFileRoute('/$locale/tournament/$id/')({
  ...detailRouteOptions('tournaments'),
  component: TournamentDetailRoute,
})

function TournamentDetailRoute() {
  const { id } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  return <EventDetailRoute id={id} locale={locale} />
}
