import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { cachedI18n, getI18n, type Messages } from '../i18n/i18n.ts'
import type { Locale } from '../i18n/locales.ts'

/**
 * Provides the active language to everything under the root, including error and not-found
 * views that replace a route's component. The `$locale` route's beforeLoad loads the messages;
 * its context is dehydrated with the page, so hydration uses the same strings.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const localeContext = useRouterState({
    select: (state) =>
      state.matches.find((match) => match.routeId === '/$locale')?.context as
        { locale?: Locale; messages?: Messages } | undefined,
    structuralSharing: true,
  })
  const pathLocale = useRouterState({ select: (state) => state.location.pathname.split('/')[1] })
  // Without the locale route's context (an error above it), fall back to an instance this
  // process already prepared, so even that error screen is translated.
  const i18n =
    localeContext?.locale && localeContext.messages
      ? getI18n(localeContext.locale, localeContext.messages)
      : cachedI18n(pathLocale)
  return i18n ? <I18nextProvider i18n={i18n}>{children}</I18nextProvider> : children
}
