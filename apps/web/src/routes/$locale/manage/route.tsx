import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireSignIn } from '../../../lib/route-helpers.ts'
import { organizerMeQuery } from '../../../queries/manage.ts'

// The organizer console (issue 12): signed in only; each page's API call checks the role on the
// server per object, so this layout only needs to know the user's organizations.
export const Route = createFileRoute('/$locale/manage')({
  beforeLoad: (options) => requireSignIn(options),
  loader: ({ context }) => context.queryClient.ensureQueryData(organizerMeQuery()),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: Outlet,
})
