import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { OrganizationsPage } from '../../../components/manage/organizations-page.tsx'
import { headT } from '../../../i18n/i18n.ts'
import { organizerMeQuery } from '../../../queries/manage.ts'

export const Route = createFileRoute('/$locale/manage/')({
  loader: async ({ context, params }) => {
    const me = await context.queryClient.ensureQueryData(organizerMeQuery())
    // One organization (the usual case): straight to its events.
    const only = me.organizations.length === 1 ? me.organizations[0] : undefined
    if (only) {
      throw redirect({
        to: '/$locale/manage/org/$orgId',
        params: { locale: params.locale, orgId: String(only.id) },
      })
    }
  },
  head: ({ params, matches }) => ({
    meta: [{ title: `${headT(matches, params.locale)('manage.title')} · Courtside` }],
  }),
  component: ManageIndexRoute,
})

function ManageIndexRoute() {
  const { locale } = Route.useRouteContext()
  // The loader put the answer in the query cache and gives no loader data (issue 17).
  const { data: me } = useSuspenseQuery(organizerMeQuery())
  return <OrganizationsPage locale={locale} organizations={me.organizations} />
}
