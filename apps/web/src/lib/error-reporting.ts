import type { PublicConfig } from './env-schema.ts'

type SentryConfig = NonNullable<PublicConfig['sentry']>

/**
 * The options browser and server share (spec section 9): personal data off — no user info,
 * cookies, headers, bodies or query strings — and the configured trace rate (0.4 by default).
 */
export function sentryBaseOptions(sentry: SentryConfig, environment: PublicConfig['environment']) {
  return {
    dsn: sentry.dsn,
    environment,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    tracesSampleRate: sentry.tracesSampleRate,
  }
}

/**
 * Browser error reporting: only in non-development builds with a DSN (toPublicConfig decides),
 * replays 0 by default. Without configuration @sentry/react is never downloaded.
 */
export function startBrowserErrorReporting(config: PublicConfig | undefined): void {
  const sentry = config?.sentry
  if (!sentry || typeof window === 'undefined') return
  void import('@sentry/react').then((Sentry) => {
    Sentry.init({
      ...sentryBaseOptions(sentry, config.environment),
      replaysSessionSampleRate: sentry.replaysSessionSampleRate,
      replaysOnErrorSampleRate: sentry.replaysOnErrorSampleRate,
    })
  })
}
