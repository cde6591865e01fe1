import { createFileRoute } from '@tanstack/react-router'
import { ScorePage } from '../../../components/scoring/score-page.tsx'
import { headT } from '../../../i18n/i18n.ts'

// A scoring link (issue 15): the token in the address is the only credential, so the page is
// never indexed and reads the match in the browser.
export const Route = createFileRoute('/$locale/score/$token')({
  head: ({ params, matches }) => ({
    meta: [
      { title: headT(matches, params.locale)('scoring.metaTitle') },
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ScoreRoute,
})

function ScoreRoute() {
  const { token } = Route.useParams()
  const { locale } = Route.useRouteContext()
  return <ScorePage token={token} locale={locale} />
}
