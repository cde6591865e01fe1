import { Outlet, createFileRoute } from '@tanstack/react-router'
import { addMessages, loadManageMessages } from '../../../i18n/i18n.ts'
import { cacheOnly, requireSignIn } from '../../../lib/route-helpers.ts'
import { organizerMeQuery } from '../../../queries/manage.ts'

// The organizer console (issue 12): signed in only; each page's API call checks the role on the
// server per object, so this layout only needs to know the user's organizations. Its messages
// are a chunk of their own (locales/manage/*.json): public pages never load them.
export const Route = createFileRoute('/$locale/manage')({
  beforeLoad: async (options) => {
    requireSignIn(options)
    const { locale } = options.context
    const manageMessages = await loadManageMessages(locale)
    addMessages(locale, manageMessages)
    return { manageMessages }
  },
  loader: ({ context }) => cacheOnly(context.queryClient.ensureQueryData(organizerMeQuery())),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: ManageLayout,
})

function ManageLayout() {
  // Hydration restores this route's context without running beforeLoad in the browser: the
  // browser's instance gets the console's messages here, before any console component renders.
  const { locale, manageMessages } = Route.useRouteContext()
  addMessages(locale, manageMessages)
  return <Outlet />
}
