import { Container, Skeleton, Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { RegistrationPage } from '../../../../../components/registration/registration-page.tsx'
import { RegistrationErrorView } from '../../../../../components/route-error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam, requireSignIn } from '../../../../../lib/route-helpers.ts'
import { orderQuery, registrationOptionsQuery } from '../../../../../queries/registration.ts'
import { registrationSearchSchema } from './-search.ts'

export const Route = createFileRoute('/$locale/tournament/$id/registration/')({
  validateSearch: registrationSearchSchema,
  // Signed in only: anyone else goes to login and comes back here (spec section 2).
  beforeLoad: (options) => requireSignIn(options),
  loaderDeps: ({ search }) => ({ order: search.order }),
  loader: async ({ context, params, deps }) => {
    const id = parseIdParam(params.id)
    const [options] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(registrationOptionsQuery(id))),
      deps.order ? orNotFound(context.queryClient.ensureQueryData(orderQuery(deps.order))) : undefined,
    ])
    return { id, name: options.tournament.name }
  },
  head: ({ loaderData, params, matches }) => ({
    meta: [
      { title: `${headT(matches, params.locale)('registration.title')} · ${loaderData?.name ?? ''}` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  // Spec: shown without a pending delay.
  pendingMs: 0,
  pendingComponent: RegistrationPending,
  errorComponent: RegistrationErrorView,
  notFoundComponent: NotFoundView,
  component: RegistrationRoute,
})

function RegistrationPending() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Skeleton height={32} width="40%" />
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    </Container>
  )
}

function RegistrationRoute() {
  const { id } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  const { order } = Route.useSearch()
  return <RegistrationPage tournamentId={id} locale={locale} resumeOrderId={order} />
}
