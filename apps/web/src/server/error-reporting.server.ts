import type { PublicConfig } from '../lib/env-schema.ts'

/** Server error reporting, same rules as the browser's (lib/error-reporting.ts). */
export async function startServerErrorReporting(config: PublicConfig): Promise<void> {
  const sentry = config.sentry
  if (!sentry) return
  const Sentry = await import('@sentry/node')
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
  })
}
