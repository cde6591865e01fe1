/// <reference types="vite/client" />
import '@mantine/core/styles.css'
import '../styles/global.css'
import { MantineProvider } from '@mantine/core'
import type { QueryClient } from '@tanstack/react-query'
import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  retainSearchParams,
  useParams,
  useRouterState,
  useNavigate,
} from '@tanstack/react-router'
import { useEffect, useMemo, type ReactNode } from 'react'
import { preload } from 'react-dom'
import { ErrorView, NotFoundView } from '../components/error-views.tsx'
import { LocaleProvider } from '../components/locale-provider.tsx'
import { messagesUrl } from '../i18n/i18n.ts'
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales.ts'
import { createAnalytics } from '../lib/analytics.ts'
import { startBrowserErrorReporting } from '../lib/error-reporting.ts'
import { resolveEmbedState, type EmbedState } from '../lib/embed.ts'
import { isNotFoundPage } from '../lib/not-found-head.ts'
import { alternateLinks, appBannerMeta, ogLocaleMeta } from '../lib/seo.ts'
import { ensureFreshSession, useSessionRefresh } from '../components/auth/session-refresh.ts'
import { currentUserQuery } from '../queries/user.ts'
import { isMemberShellRender, isSignedOutRender } from '../lib/member-shell.ts'
import { useMemberShellCheck } from '../components/auth/use-current-user.ts'
import { rootSearchSchema } from './-search.ts'
import { getPublicConfig } from '../server/public-config.ts'
import { cssVariablesResolver, theme } from '../theme.ts'
import { ThemeCssVariables } from '../components/theme-css-variables.tsx'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearchSchema,
  search: { middlewares: [retainSearchParams(['embed', 'organizationId'])] },
  // Spec section 2: the current user is loaded before every page; a failed load is an
  // anonymous visitor. Embed state comes from the query, else session storage.
  beforeLoad: async ({ context, location }) => {
    const storage = typeof window === 'undefined' ? undefined : window.sessionStorage
    const embed: EmbedState = resolveEmbedState(location.search, storage)
    // A signed-in player's public page rendered once for all players (issue 17): signed in, but
    // nobody in particular; the page reads who it is in the browser (useCurrentUser).
    if (isMemberShellRender()) return { user: null, isAuthenticated: true, embed }
    // No session cookie on the server: nobody to refresh or look up. The answer a lookup would
    // give is kept as the page's, so the browser does not ask for it on its first navigation.
    if (isSignedOutRender()) {
      context.queryClient.setQueryData(currentUserQuery().queryKey, null)
      return { user: null, isAuthenticated: false, embed }
    }
    // Spec section 4: tokens within 5 s of expiry are refreshed first (components/auth/session-refresh.ts).
    await ensureFreshSession(context.queryClient)
    const user = await context.queryClient.ensureQueryData(currentUserQuery()).catch(() => null)
    return { user, isAuthenticated: user !== null, embed }
  },
  loader: () => getPublicConfig(),
  staleTime: Number.POSITIVE_INFINITY,
  head: ({ loaderData, matches }) => {
    const leaf = matches[matches.length - 1]
    const isEmbed = Boolean((matches[0]?.context as { embed?: EmbedState } | undefined)?.embed?.embed)
    const siteUrl = loaderData?.serverUrl ?? 'http://localhost:3000'
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#118051' },
        // Mobile-app banner (spec section 1): only with a configured app id, never in embeds.
        ...appBannerMeta(loaderData?.iosAppId, isEmbed),
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        // Every page's canonical is itself; not-found and error pages have none (issue 13).
        ...(leaf && !isNotFoundPage(matches) && !matches.some((match) => match.status === 'error')
          ? alternateLinks(leaf.pathname, siteUrl, leaf.search)
          : []),
      ],
    }
  },
  shellComponent: RootDocument,
  component: RootComponent,
  errorComponent: ErrorView,
  notFoundComponent: NotFoundView,
})

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useParams({ strict: false, select: (params: { locale?: string }) => params.locale })
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE
  // The browser fetches the page's messages before it hydrates (router.tsx, i18n/i18n.ts): the
  // server's HTML starts that download with the page. Only the server asks: a language chosen
  // later in the browser is fetched by its navigation, and a preload then would fetch it twice.
  if (import.meta.env.SSR) preload(messagesUrl(lang), { as: 'fetch', crossOrigin: 'anonymous' })
  return (
    <html lang={lang} data-mantine-color-scheme="light">
      <head>
        <HeadContent />
        {/* Rendered here, not by head(): HeadContent keeps one meta tag per property, and there
            are five alternates. */}
        {ogLocaleMeta(lang).map((tag, index) => (
          <meta key={index} property={tag.property} content={tag.content} />
        ))}
      </head>
      <body>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          withCssVariables={false}
        >
          <ThemeCssVariables />
          <LocaleProvider>{children}</LocaleProvider>
        </MantineProvider>
        <Scripts />
      </body>
    </html>
  )
}

/**
 * A full page load without the embed params (a reload, a typed address) is rendered by a server
 * that cannot see session storage; once hydrated, the stored embed state is put back into the URL,
 * from where every later navigation keeps it.
 */
function useStoredEmbedState() {
  const hasParams = Route.useSearch({
    select: (search) => search.embed !== undefined || search.organizationId !== undefined,
  })
  const navigate = useNavigate()
  useEffect(() => {
    if (hasParams) return
    const stored = resolveEmbedState({}, window.sessionStorage)
    if (!stored.embed) return
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({
        ...previous,
        embed: true,
        organizationId: stored.organizationId ?? undefined,
      }),
      replace: true,
    })
  }, [hasParams, navigate])
}

function RootComponent() {
  const config = Route.useLoaderData()
  useSessionRefresh(Route.useRouteContext().isAuthenticated)
  useMemberShellCheck()
  useStoredEmbedState()
  const analytics = useMemo(() => createAnalytics(config), [config])
  useEffect(() => startBrowserErrorReporting(config), [config])
  const href = useRouterState({ select: (state) => state.location.href })
  // Spec section 2: a page view on each location change.
  useEffect(() => {
    analytics.pageView(href)
  }, [analytics, href])
  // Effects run after the whole tree has hydrated: from here on the page answers clicks. Browser
  // tests wait for this mark instead of racing hydration (e2e/auth-helpers.ts `hydrated`).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return <Outlet />
}
