import type { PublicConfig } from './env-schema.ts'

/**
 * Browser error reporting (spec section 9): only in non-development builds with a DSN
 * (toPublicConfig decides), personal data off, traces 0.4, replays 0. Without configuration
 * @sentry/react is never downloaded.
 */
export function startBrowserErrorReporting(config: PublicConfig | undefined): void {
  const sentry = config?.sentry
  if (!sentry || typeof window === 'undefined') return
  void import('@sentry/react').then((Sentry) => {
    Sentry.init({
      dsn: sentry.dsn,
      environment: config.environment,
      // Personal data off (spec section 9): no user info, cookies, headers, bodies or query strings.
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
      },
      tracesSampleRate: sentry.tracesSampleRate,
      replaysSessionSampleRate: sentry.replaysSessionSampleRate,
      replaysOnErrorSampleRate: sentry.replaysOnErrorSampleRate,
    })
  })
}
