import { createFileRoute } from '@tanstack/react-router'
import { EntriesDeskPage } from '../../../../components/manage/entries-desk-page.tsx'
import { NotFoundView } from '../../../../components/error-views.tsx'
import { tFor } from '../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam } from '../../../../lib/route-helpers.ts'
import { classEntriesQuery } from '../../../../queries/manage.ts'

export const Route = createFileRoute('/$locale/manage/class/$classId')({
  loader: async ({ context, params }) => {
    const classId = parseIdParam(params.classId)
    const view = await orNotFound(context.queryClient.ensureQueryData(classEntriesQuery(classId)))
    return { classId, name: view.class.name }
  },
  head: ({ loaderData, params }) => ({
    meta: [{ title: `${tFor(params.locale)('manage.desk.title')} · ${loaderData?.name ?? ''} · Courtside` }],
  }),
  notFoundComponent: NotFoundView,
  component: DeskRoute,
})

function DeskRoute() {
  const { locale } = Route.useRouteContext()
  const { classId } = Route.useLoaderData()
  return <EntriesDeskPage locale={locale} classId={classId} />
}
