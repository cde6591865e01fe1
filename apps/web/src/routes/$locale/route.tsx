import { Box } from '@mantine/core'
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { AppFooter } from '../../components/app-footer.tsx'
import { AppHeader } from '../../components/app-header.tsx'
import { EmbedFrame } from '../../components/embed-frame.tsx'
import { ErrorView, NotFoundView } from '../../components/error-views.tsx'
import { preferredLocale } from '../../i18n/detect-locale.ts'
import { getI18n, loadMessages, tFor } from '../../i18n/i18n.ts'
import { isLocale, localeOfRegionSegment, localizePath, type Locale } from '../../i18n/locales.ts'

export const Route = createFileRoute('/$locale')({
  // Spec section 2: a missing or invalid locale redirects (replacing history) to the same path
  // under the current or default locale, keeping search and hash.
  // A region code ("/pt-BR/…") reaches its language; any other path without a language gets the
  // visitor's (i18n/detect-locale.ts: profile, saved choice, browser language, English).
  beforeLoad: async ({ params, location, context }) => {
    if (!isLocale(params.locale)) {
      const target = localeOfRegionSegment(params.locale) ?? preferredLocale(context.user)
      throw redirect({
        href: `${localizePath(location.pathname, target)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
        replace: true,
      })
    }
    // Loaded here rather than in a loader so that a child's notFound() or error still renders
    // translated (components/locale-provider.tsx reads this context).
    const locale: Locale = params.locale
    const messages = await loadMessages(locale)
    getI18n(locale, messages)
    return { locale, messages }
  },
  head: ({ params }) => {
    const t = tFor(params.locale)
    return {
      meta: [{ title: t('meta.homeTitle') }, { name: 'description', content: t('meta.defaultDescription') }],
    }
  },
  component: LocaleLayout,
  errorComponent: ErrorView,
  notFoundComponent: NotFoundView,
})

function LocaleLayout() {
  const { locale, embed } = Route.useRouteContext()
  if (embed.embed)
    return (
      <EmbedFrame organizationId={embed.organizationId}>
        <Outlet />
      </EmbedFrame>
    )
  return (
    <>
      <AppHeader locale={locale} />
      <Box component="main" id="main">
        <Outlet />
      </Box>
      <AppFooter locale={locale} />
    </>
  )
}
