import { createFileRoute } from '@tanstack/react-router'
import { EventListPage, listRouteOptions, useListNavigate } from '../../components/event-list-page.tsx'

export const Route = createFileRoute('/$locale/travels')({
  ...listRouteOptions('travels'),
  component: TravelListRoute,
})

function TravelListRoute() {
  const search = Route.useSearch()
  const { locale, embed } = Route.useRouteContext()
  const onSearchChange = useListNavigate('/$locale/travels')
  return (
    <EventListPage
      locale={locale}
      search={search}
      embedOrganizationId={embed.organizationId}
      onSearchChange={onSearchChange}
    />
  )
}
