import type { PublicConfig } from '../lib/env-schema.ts'
import { sentryBaseOptions } from '../lib/error-reporting.ts'

/** Server error reporting, same rules as the browser's (lib/error-reporting.ts). */
export async function startServerErrorReporting(config: PublicConfig): Promise<void> {
  const sentry = config.sentry
  if (!sentry) return
  const Sentry = await import('@sentry/node')
  Sentry.init(sentryBaseOptions(sentry, config.environment))
}
