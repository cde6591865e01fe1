import { createFileRoute } from '@tanstack/react-router'
import { SelfCheckInPage } from '../../../../components/check-in/self-check-in-page.tsx'
import { NotFoundView } from '../../../../components/error-views.tsx'
import { headT } from '../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam, requireSignIn } from '../../../../lib/route-helpers.ts'
import { myCheckInQuery } from '../../../../queries/check-in.ts'

// A player's check-in for an event (issue 15): their QR code, and self check-in while it is open.
export const Route = createFileRoute('/$locale/tournament/$id/check-in')({
  // Signed in only: anyone else goes to login and comes back here.
  beforeLoad: (options) => requireSignIn(options),
  loader: async ({ context, params }) => {
    const id = parseIdParam(params.id)
    const mine = await orNotFound(context.queryClient.ensureQueryData(myCheckInQuery(id)))
    return { id, name: mine.eventName }
  },
  head: ({ loaderData, params, matches }) => ({
    meta: [
      { title: `${headT(matches, params.locale)('checkIn.title')} · ${loaderData?.name ?? ''}` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  notFoundComponent: NotFoundView,
  component: CheckInRoute,
})

function CheckInRoute() {
  const { id } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  return <SelfCheckInPage eventId={id} locale={locale} />
}
