import { createFileRoute, redirect } from '@tanstack/react-router'
import { ClassPage } from '../../../../../components/class/class-page.tsx'
import type { ViewValue } from '../../../../../components/class/class-model.ts'
import { NotFoundView } from '../../../../../components/error-views.tsx'
import { ClassErrorView } from '../../../../../components/route-error-views.tsx'
import { headT } from '../../../../../i18n/i18n.ts'
import { orNotFound, parseIdParam, siteUrlFrom } from '../../../../../lib/route-helpers.ts'
import { shareMeta } from '../../../../../lib/seo.ts'
import { classFullQuery } from '../../../../../queries/classes.ts'
import { tournamentBaseInfoQuery } from '../../../../../queries/tournaments.ts'
import { classSearchSchema } from './-search.ts'

export const Route = createFileRoute('/$locale/tournament/$id/class/$classId')({
  validateSearch: classSearchSchema,
  loader: async ({ context, params }) => {
    const id = parseIdParam(params.id)
    const classId = parseIdParam(params.classId)
    const [cls, info] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(classFullQuery(classId))),
      context.queryClient.ensureQueryData(tournamentBaseInfoQuery(id, params.locale)).catch(() => undefined),
    ])
    // A class id under another tournament's address goes to its real address.
    if (cls.tournament.id !== id) {
      throw redirect({
        to: '/$locale/tournament/$id/class/$classId',
        params: { locale: params.locale, id: String(cls.tournament.id), classId: params.classId },
        replace: true,
      })
    }
    return {
      classId,
      shareTitle: `${cls.name} · ${cls.tournament.name}`,
      description: info?.description,
      img: info?.img ?? null,
    }
  },
  head: ({ loaderData, params, matches }) => {
    const t = headT(matches, params.locale)
    return {
      meta: shareMeta({
        info: loaderData
          ? { name: loaderData.shareTitle, description: loaderData.description ?? '', img: loaderData.img }
          : undefined,
        fallbackTitle: t('class.defaultTitle'),
        fallbackDescription: t('meta.defaultDescription'),
        siteUrl: siteUrlFrom(matches),
      }),
    }
  },
  errorComponent: ClassErrorView,
  notFoundComponent: NotFoundView,
  component: ClassRoute,
})

function ClassRoute() {
  const { classId } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  const { view } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onViewChange = (next: ViewValue) =>
    void navigate({ search: (previous) => ({ ...previous, view: next }), replace: true, resetScroll: false })
  return <ClassPage classId={classId} locale={locale} view={view} onViewChange={onViewChange} />
}
