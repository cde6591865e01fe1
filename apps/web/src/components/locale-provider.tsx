import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { cachedI18n, i18nFor } from '../i18n/i18n.ts'
import type { Locale } from '../i18n/locales.ts'

/**
 * Provides the active language to everything under the root, including error and not-found
 * views that replace a route's component. The `$locale` route's beforeLoad prepares the language
 * (in the browser, router.tsx does before hydration), so hydration uses the server's strings.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useRouterState({
    select: (state) =>
      (
        state.matches.find((match) => match.routeId === '/$locale')?.context as
          { locale?: Locale } | undefined
      )?.locale,
  })
  const pathLocale = useRouterState({ select: (state) => state.location.pathname.split('/')[1] })
  // Without the locale route's context (an error above it), fall back to an instance this
  // process already prepared, so even that error screen is translated.
  const i18n = (locale && i18nFor(locale)) || cachedI18n(pathLocale)
  return i18n ? <I18nextProvider i18n={i18n}>{children}</I18nextProvider> : children
}
