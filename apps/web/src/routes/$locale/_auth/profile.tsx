import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../components/profile/profile-page.tsx'
import { currentUserQuery } from '../../../queries/user.ts'

export const Route = createFileRoute('/$locale/_auth/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: ProfileRoute,
})

function ProfileRoute() {
  const { locale } = Route.useParams()
  return <ProfilePage locale={locale} />
}
