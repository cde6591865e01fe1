import { createFileRoute } from '@tanstack/react-router'
import { MembersPage } from '../../../../../components/manage/members-page.tsx'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../../lib/route-helpers.ts'
import { membersQuery } from '../../../../../queries/manage.ts'

export const Route = createFileRoute('/$locale/manage/org/$orgId/members')({
  loader: async ({ context, params }) => {
    const orgId = parseIdParam(params.orgId)
    await orNotFound(context.queryClient.ensureQueryData(membersQuery(orgId)))
    return { orgId }
  },
  head: ({ params, matches }) => ({
    meta: [{ title: `${headT(matches, params.locale)('manage.members.title')} · Courtside` }],
  }),
  notFoundComponent: NotFoundView,
  component: MembersRoute,
})

function MembersRoute() {
  const { locale } = Route.useRouteContext()
  const { orgId } = Route.useLoaderData()
  return <MembersPage locale={locale} orgId={orgId} />
}
