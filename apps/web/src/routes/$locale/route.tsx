import {
  Outlet,
  createFileRoute,
  redirect,
  useLocation,
  type ErrorComponentProps,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AppFooter } from '../../components/app-footer.tsx'
import { AppHeader } from '../../components/app-header.tsx'
import { EmbedFrame } from '../../components/embed-frame.tsx'
import { ErrorView, NotFoundView } from '../../components/error-views.tsx'
import { preferredLocale } from '../../i18n/detect-locale.ts'
import { headT, prepareI18n } from '../../i18n/i18n.ts'
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
    // Prepared here rather than in a loader so that a child's notFound() or error still renders
    // translated (components/locale-provider.tsx reads the locale from this context). The
    // messages stay out of the context: it is part of every page's HTML (i18n/i18n.ts).
    const locale: Locale = params.locale
    await prepareI18n(locale)
    return { locale }
  },
  head: ({ params, matches }) => {
    const t = headT(matches, params.locale)
    return {
      meta: [{ title: t('meta.homeTitle') }, { name: 'description', content: t('meta.defaultDescription') }],
    }
  },
  component: LocaleLayout,
  // These replace LocaleLayout when nothing deeper catches the error or unknown path: they keep
  // the header, footer and navigation (issue 13).
  errorComponent: (props: ErrorComponentProps) => (
    <LocaleShell>
      <ErrorView {...props} />
    </LocaleShell>
  ),
  notFoundComponent: () => (
    <LocaleShell>
      <NotFoundView />
    </LocaleShell>
  ),
})

function LocaleLayout() {
  return (
    <LocaleShell>
      <Outlet />
    </LocaleShell>
  )
}

function LocaleShell({ children }: { children: ReactNode }) {
  // Partial: when the locale route's beforeLoad failed, its context never got a locale.
  const context: Partial<{ locale: Locale; embed: { embed: boolean; organizationId: number | null } }> =
    Route.useRouteContext()
  const { locale, embed } = context
  // The court board (issue 15) fills a venue screen: no site header or footer around it.
  const isBoard = useLocation({ select: (l) => /^\/[a-z]{2}\/tournament\/\d+\/live\/?$/.test(l.pathname) })
  // The locale route's own beforeLoad failed: no language to build the header in.
  if (!locale) return children
  if (isBoard) return children
  if (embed?.embed) return <EmbedFrame organizationId={embed.organizationId}>{children}</EmbedFrame>
  return (
    <>
      <AppHeader locale={locale} />
      <main id="main">{children}</main>
      <AppFooter locale={locale} />
    </>
  )
}
