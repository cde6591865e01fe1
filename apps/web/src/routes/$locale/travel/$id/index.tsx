import { createFileRoute } from '@tanstack/react-router'
import { EventDetailRoute } from '../../../../components/event-detail-page.tsx'
import { NotFoundView } from '../../../../components/error-views.tsx'
import { TravelErrorView } from '../../../../components/route-error-views.tsx'
import { detailRouteOptions } from '../../../-detail-route.ts'

export const Route = createFileRoute('/$locale/travel/$id/')({
  ...detailRouteOptions('travels'),
  errorComponent: TravelErrorView,
  notFoundComponent: NotFoundView,
  component: TravelDetailRoute,
})

function TravelDetailRoute() {
  const { id } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  return <EventDetailRoute id={id} locale={locale} />
}
