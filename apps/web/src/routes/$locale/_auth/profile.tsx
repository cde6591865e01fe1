import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../components/profile/profile-page.tsx'
import { headT } from '../../../i18n/i18n.ts'
import { currentUserQuery } from '../../../queries/user.ts'

export const Route = createFileRoute('/$locale/_auth/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
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
  return <ProfilePage locale={locale} />
}
