import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../../components/info-page.tsx'
import { headT } from '../../../i18n/i18n.ts'
import { infoHead } from '../../../lib/seo.ts'

export const Route = createFileRoute('/$locale/policy/terms')({
  head: ({ params, matches }) => infoHead(headT(matches, params.locale), 'terms'),
  component: () => <InfoPage namespace="terms" />,
})
