// Server entry: every response (pages, server functions, /bff, errors) gets the security
// headers of DESIGN.md, and every page render gets a fresh CSP nonce.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { getEnv } from './env.server.ts'
import { getServices } from './server/services.server.ts'
import { toPublicConfig } from './lib/env-schema.ts'
import { frameAncestorsFor } from './server/embed-origins.server.ts'
import { startServerErrorReporting } from './server/error-reporting.server.ts'
import { securityHeaders } from './server/security-headers.server.ts'

globalThis.__courtsideNonce ??= new AsyncLocalStorage<string>()
const nonceStorage = globalThis.__courtsideNonce

// Validate the environment and open/migrate/seed the database at start-up, not on first request.
const env = getEnv()
const publicConfig = toPublicConfig(env)
void startServerErrorReporting(publicConfig)
// The browser may talk to the analytics and error-reporting hosts only when they are configured.
const connectSources = [publicConfig.posthog?.host, publicConfig.sentry?.dsn]
  .filter((url): url is string => Boolean(url))
  .map((url) => new URL(url).origin)
void getServices().catch((error: unknown) => {
  console.error('Database start-up failed; requests will retry:', error)
})

export default createServerEntry({
  async fetch(request) {
    const nonce = randomBytes(16).toString('base64')
    const response = await nonceStorage.run(nonce, () => handler.fetch(request))
    const isHtml = response.headers.get('content-type')?.includes('text/html') ?? false
    const frameAncestors = isHtml ? await frameAncestorsFor(request) : []
    return securityHeaders({
      request,
      response,
      nonce,
      frameAncestors,
      connectSources,
      allowStripe: !!env.STRIPE_SECRET_KEY,
      isProduction: env.APP_ENV === 'production',
    })
  },
})
