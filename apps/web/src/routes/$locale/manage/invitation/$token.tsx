import { createFileRoute } from '@tanstack/react-router'
import { InvitationPage } from '../../../../components/manage/invitation-page.tsx'
import { headT } from '../../../../i18n/i18n.ts'

// The link an owner's invitation e-mail carries; accepting needs the invited user signed in
// (the layout sends anyone else to login and back here).
export const Route = createFileRoute('/$locale/manage/invitation/$token')({
  head: ({ params, matches }) => ({
    meta: [{ title: `${headT(matches, params.locale)('manage.invitation.title')} · Courtside` }],
  }),
  component: InvitationRoute,
})

function InvitationRoute() {
  const { token } = Route.useParams()
  const { locale } = Route.useRouteContext()
  return <InvitationPage locale={locale} token={token} />
}
