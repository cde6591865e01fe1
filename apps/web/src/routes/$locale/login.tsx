import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginPage } from '../../components/auth/login-page.tsx'
import { headT } from '../../i18n/i18n.ts'
import { sanitizeRedirect } from '../../lib/sanitize-redirect.ts'
import { authCountriesQuery } from '../../queries/user.ts'
import { loginSearchSchema } from './-search.ts'
import { cacheOnly } from '../../lib/route-helpers.ts'

export const Route = createFileRoute('/$locale/login')({
  validateSearch: loginSearchSchema,
  // Spec section 2/6: signed-in visitors are sent on to the sanitised redirect target.
  beforeLoad: ({ context, search, params }) => {
    if (context.isAuthenticated) {
      throw redirect({
        href: search.redirect ? sanitizeRedirect(search.redirect) : `/${params.locale}/`,
        replace: true,
      })
    }
  },
  // Spec section 2: the list of countries for login is preloaded.
  loader: ({ context }) => cacheOnly(context.queryClient.ensureQueryData(authCountriesQuery())),
  head: ({ params, matches }) => ({
    meta: [
      { title: headT(matches, params.locale)('auth.metaTitle') },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: LoginRoute,
})

function LoginRoute() {
  const { locale } = Route.useParams()
  const { redirect } = Route.useSearch()
  return <LoginPage locale={locale} redirect={redirect} />
}
