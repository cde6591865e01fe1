// Environment schema (spec section 5). Pure so it can be unit-tested; src/env.server.ts is the
// only place that reads process.env.
import { z } from 'zod'

/** Empty strings count as undefined (create-t3-app's emptyStringAsUndefined). */
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional())
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional())
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((v) => (v === '' || v === undefined ? fallback : v), schema)

export const envSchema = z
  .object({
    // client: identity (required only when the Cognito adapter is chosen)
    USER_POOL_ID: optionalString,
    USER_POOL_WEB_CLIENT_ID: optionalString,
    // server only: identity extras (region defaults to the pool id's prefix; endpoint is for
    // a Cognito emulator such as cognito-local)
    USER_POOL_REGION: optionalString,
    USER_POOL_ENDPOINT: optionalUrl,
    // server only: DUPR partner credentials (both, or neither → linking "not configured")
    DUPR_CLIENT_KEY: optionalString,
    DUPR_CLIENT_SECRET: optionalString,
    DUPR_ENVIRONMENT: withDefault(z.enum(['uat', 'production']), 'production'),
    // server only: Stripe payments (all three keys, or none → the built-in test checkout);
    // STRIPE_API_BASE points the SDK at another host (a local stand-in in tests)
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_BASE: optionalUrl,
    // server only: take the client address from X-Forwarded-For (only behind a trusted proxy)
    TRUST_PROXY: withDefault(
      z.enum(['true', 'false']).transform((v) => v === 'true'),
      'false',
    ),
    // client: analytics (optional)
    POSTHOG_KEY: optionalString,
    POSTHOG_HOST: optionalUrl,
    // shared
    SERVER_URL: withDefault(z.url(), 'http://localhost:3000'),
    APP_ENV: withDefault(z.enum(['development', 'production']), 'development'),
    SENTRY_DSN: optionalUrl,
    SENTRY_TRACES_SAMPLE_RATE: optionalString,
    SENTRY_REPLAYS_SESSION_SAMPLE_RATE: optionalString,
    SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: optionalString,
    MODE: withDefault(z.enum(['development', 'production', 'staging']), 'production'),
    // server only
    DATABASE_URL: optionalString,
    DATA_DIR: optionalString,
    LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
    IOS_APP_ID: optionalString,
    // server only: freshness of the anonymous-page micro cache (0 turns it off; at most 10 s)
    PAGE_CACHE_SECONDS: withDefault(z.coerce.number().int().min(0).max(10), 10),
    // server only: uncached requests worked on at once; as many more reads wait ≤ 1 s, then a 503
    // (server/load-shedder.server.ts)
    MAX_IN_FLIGHT: withDefault(z.coerce.number().int().min(1).max(1024), 16),
    // server only: worker threads that render pages (0 = render in the main thread); unset = one
    // per core (server/render-pool.server.ts, docs/decisions/0018)
    RENDER_WORKERS: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(0).max(64).optional(),
    ),
    // server only, PGlite: hours between automatic backups while the server runs (0 = off) and
    // how many backups to keep in DATA_DIR/backups (docs/decisions/0009-backups.md)
    BACKUP_INTERVAL_HOURS: withDefault(
      z.coerce
        .number()
        .min(0)
        .max(24 * 30),
      24,
    ),
    BACKUP_KEEP: withDefault(z.coerce.number().int().min(1).max(1000), 7),
    // server only: e-mail through this SMTP server (smtp://user:pass@host:587, smtps://…; issue 16);
    // absent → messages go to the development outbox (/dev/outbox). MAIL_FROM: the From header.
    SMTP_URL: optionalString,
    MAIL_FROM: optionalString,
    // server only: attempts before a message is reported as failed to its event's organizer
    // (backoff 30 s, 1 min, 2 min, …); a test sets 1 to see a failure at once.
    MESSAGE_MAX_ATTEMPTS: withDefault(z.coerce.number().int().min(1).max(20), 6),
    // server only: Web Push services (host or host:port, comma-separated) beyond the browsers' own
    // (FCM, Mozilla, Apple, Windows) that the server may send to — e.g. a self-hosted push relay.
    PUSH_EXTRA_HOSTS: optionalString,
    // server only: the HTTP port (the ops endpoint's address for `npm run db:backup`)
    PORT: withDefault(z.coerce.number().int().min(1).max(65535), 3000),
  })
  .superRefine((env, ctx) => {
    // Either both Cognito values or neither: half a configuration is a mistake, not a fallback.
    if (!!env.USER_POOL_ID !== !!env.USER_POOL_WEB_CLIENT_ID) {
      const missing = env.USER_POOL_ID ? 'USER_POOL_WEB_CLIENT_ID' : 'USER_POOL_ID'
      ctx.addIssue({ code: 'custom', path: [missing], message: 'required with the Cognito adapter' })
    }
    if (!!env.DUPR_CLIENT_KEY !== !!env.DUPR_CLIENT_SECRET) {
      const missing = env.DUPR_CLIENT_KEY ? 'DUPR_CLIENT_SECRET' : 'DUPR_CLIENT_KEY'
      ctx.addIssue({ code: 'custom', path: [missing], message: 'required with DUPR linking' })
    }
    if (env.STRIPE_SECRET_KEY || env.STRIPE_PUBLISHABLE_KEY || env.STRIPE_WEBHOOK_SECRET) {
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'required with Stripe payments' })
      }
    }
    if (env.DATABASE_URL && !/^(postgres(ql)?:\/\/|memory:\/\/)/.test(env.DATABASE_URL)) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'must be a postgres:// URL' })
    }
  })

export type Env = z.output<typeof envSchema>

export class EnvValidationError extends Error {
  readonly variables: string[]
  constructor(variables: string[]) {
    super(`Invalid environment variables: ${variables.join(', ')}`)
    this.name = 'EnvValidationError'
    this.variables = variables
  }
}

export function parseEnv(raw: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(raw)
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '?')))]
    throw new EnvValidationError(names)
  }
  return result.data
}

/** What the browser may know. Everything else stays on the server. */
export type PublicConfig = {
  environment: Env['APP_ENV']
  mode: Env['MODE']
  serverUrl: string
  identity: 'cognito' | 'local'
  posthog: { key: string; host: string } | null
  sentry: {
    dsn: string
    tracesSampleRate: number
    replaysSessionSampleRate: number
    replaysOnErrorSampleRate: number
  } | null
  iosAppId: string | null
}

export function toPublicConfig(env: Env): PublicConfig {
  const isDevelopment = env.APP_ENV === 'development'
  return {
    environment: env.APP_ENV,
    mode: env.MODE,
    serverUrl: env.SERVER_URL,
    identity: env.USER_POOL_ID && env.USER_POOL_WEB_CLIENT_ID ? 'cognito' : 'local',
    // Spec section 9: analytics only outside development, only with a key.
    posthog:
      !isDevelopment && env.POSTHOG_KEY
        ? { key: env.POSTHOG_KEY, host: env.POSTHOG_HOST ?? 'https://eu.i.posthog.com' }
        : null,
    // Spec section 9: error reporting only in non-development builds with a DSN.
    sentry:
      !isDevelopment && env.MODE !== 'development' && env.SENTRY_DSN
        ? {
            dsn: env.SENTRY_DSN,
            tracesSampleRate: rate(env.SENTRY_TRACES_SAMPLE_RATE, 0.4),
            replaysSessionSampleRate: rate(env.SENTRY_REPLAYS_SESSION_SAMPLE_RATE, 0),
            replaysOnErrorSampleRate: rate(env.SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE, 0),
          }
        : null,
    iosAppId: env.IOS_APP_ID ?? null,
  }
}

function rate(value: string | undefined, fallback: number): number {
  const n = value === undefined ? Number.NaN : Number(value)
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : fallback
}
