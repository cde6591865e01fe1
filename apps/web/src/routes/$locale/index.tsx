import { createFileRoute } from '@tanstack/react-router'
import { EventListPage, useListNavigate } from '../../components/event-list-page.tsx'
import { ListErrorView } from '../../components/route-error-views.tsx'
import { listRouteOptions } from '../-list-route.ts'

export const Route = createFileRoute('/$locale/')({
  ...listRouteOptions('tournaments'),
  errorComponent: ListErrorView,
  component: TournamentListRoute,
})

function TournamentListRoute() {
  const search = Route.useSearch()
  const { locale, embed } = Route.useRouteContext()
  const onSearchChange = useListNavigate('/$locale/')
  return (
    <EventListPage
      locale={locale}
      search={search}
      embedOrganizationId={embed.organizationId}
      onSearchChange={onSearchChange}
    />
  )
}
