import { createFileRoute } from '@tanstack/react-router'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { SuccessView } from '../../../../../components/registration/success-view.tsx'
import { RegistrationErrorView } from '../../../../../components/route-error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { parseIdParam, requireSignIn } from '../../../../../lib/route-helpers.ts'
import { orderQuery } from '../../../../../queries/registration.ts'
import { successSearchSchema } from './-search.ts'

export const Route = createFileRoute('/$locale/tournament/$id/registration/success')({
  validateSearch: successSearchSchema,
  beforeLoad: (options) => requireSignIn(options),
  loaderDeps: ({ search }) => ({ order: search.order }),
  loader: async ({ context, params, deps }) => {
    const id = parseIdParam(params.id)
    // The result comes from the server's record of the order, never from the query string alone.
    if (deps.order) await context.queryClient.fetchQuery(orderQuery(deps.order)).catch(() => undefined)
    return { id }
  },
  head: ({ params, matches }) => ({
    meta: [
      { title: headT(matches, params.locale)('registration.result.pageTitle') },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  pendingMs: 0,
  errorComponent: RegistrationErrorView,
  notFoundComponent: NotFoundView,
  component: SuccessRoute,
})

function SuccessRoute() {
  const { id } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  const search = Route.useSearch()
  return (
    <SuccessView
      locale={locale}
      tournamentId={id}
      orderId={search.order}
      redirectStatus={search.redirect_status}
    />
  )
}
