import { createFileRoute } from '@tanstack/react-router'
import { EventDetailRoute, detailRouteOptions } from '../../../../components/event-detail-page.tsx'

export const Route = createFileRoute('/$locale/travel/$id/')({
  ...detailRouteOptions('travels'),
  component: TravelDetailRoute,
})

function TravelDetailRoute() {
  const { id } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  return <EventDetailRoute id={id} locale={locale} />
}
