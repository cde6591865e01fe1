import type { PublicConfig } from './env-schema.ts'

export type Analytics = { pageView: (url: string) => void }

const noop: Analytics = { pageView: () => {} }

/**
 * Page views through one interface (spec section 2). Without configuration (development, or no
 * key) it is a no-op and posthog-js is never downloaded. Configured, PostHog runs cookieless
 * (memory persistence) with session recording off (spec section 9).
 */
export function createAnalytics(config: PublicConfig | undefined): Analytics {
  const posthogConfig = config?.posthog
  if (!posthogConfig || typeof window === 'undefined') return noop
  const client = import('posthog-js').then(({ default: posthog }) => {
    posthog.init(posthogConfig.key, {
      api_host: posthogConfig.host,
      persistence: 'memory',
      disable_session_recording: true,
      capture_pageview: false,
      autocapture: false,
    })
    return posthog
  })
  return {
    pageView: (url) => {
      void client.then((posthog) => posthog.capture('$pageview', { $current_url: url }))
    },
  }
}
