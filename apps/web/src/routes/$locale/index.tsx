import { createFileRoute } from '@tanstack/react-router'
import { EventListPage, listRouteOptions, useListNavigate } from '../../components/event-list-page.tsx'

export const Route = createFileRoute('/$locale/')({
  ...listRouteOptions('tournaments'),
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
