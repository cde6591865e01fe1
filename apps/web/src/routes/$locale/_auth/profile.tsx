import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../components/profile/profile-page.tsx'
import { headT } from '../../../i18n/i18n.ts'
import { isMemberShellRender } from '../../../lib/member-shell.ts'
import { cacheOnly } from '../../../lib/route-helpers.ts'
import { currentUserQuery } from '../../../queries/user.ts'
import { profileSearchSchema } from './-search.ts'

export const Route = createFileRoute('/$locale/_auth/profile')({
  // ?invitation=ID&answer=accept|decline: the links of a partner invitation message (issue 16).
  // A signed-out visitor comes back here with them after signing in (_auth's `redirect`).
  validateSearch: profileSearchSchema,
  // The shared profile shell (issue 17) is rendered for nobody in particular: the page reads the
  // player in the browser (components/profile/profile-page.tsx).
  loader: ({ context }) =>
    isMemberShellRender() ? undefined : cacheOnly(context.queryClient.ensureQueryData(currentUserQuery())),
  head: ({ params, matches }) => ({
    meta: [
      { title: headT(matches, params.locale)('profile.metaTitle') },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: ProfileRoute,
})

function ProfileRoute() {
  const { locale } = Route.useParams()
  const { invitation, answer } = Route.useSearch()
  const navigate = Route.useNavigate()
  const invitationLink = invitation ? { invitationId: invitation, answer: answer ?? 'accept' } : null
  // Once answered (or dismissed), the link's parameters leave the address: a reload or a shared
  // address must not ask again.
  const clearInvitationLink = () =>
    void navigate({ search: {}, hash: 'my-registrations', replace: true, resetScroll: false })
  return (
    <ProfilePage locale={locale} invitationLink={invitationLink} onInvitationLinkDone={clearInvitationLink} />
  )
}
