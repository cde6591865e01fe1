import type { Agent } from 'node:https'
import type { DatabaseHandle } from '@courtside/db'
import type { Logger } from 'pino'
import type { Outbox } from '../adapters/outbox.ts'
import type { MessageSender } from '../features/messages/sender.ts'
import type { FileStorage } from '../adapters/storage.ts'
import type { RateLimiter } from '../adapters/rate-limiter.ts'
import type { AuthContext as IdentityAuthContext, IdentityService } from '../adapters/identity/index.ts'
import type { PaymentsConfig } from '../adapters/payments/config.ts'
import type { DuprConfig } from '../features/accounts/ratings-store.ts'
// The hub's type from its own module: the feature's index also holds routes that import this file.
import type { LiveHub } from '../features/live/hub.ts'

/** The signed-in caller and how the token came (http/auth.ts sets it). */
export type AuthContext = IdentityAuthContext & { via: 'cookie' | 'bearer' }

export type ApiConfig = {
  /** Absolute origin of the site, e.g. http://localhost:3000 (absolute links, CORS-free). */
  siteUrl: string
  environment: 'development' | 'production'
  /** Where uploads live (`${dataDir}/uploads`); a temporary directory when absent (tests). */
  dataDir?: string
  /** Cognito user pool (spec section 5); absent → the built-in identity provider. */
  cognito?: { userPoolId: string; clientId: string; region?: string; endpoint?: string } | undefined
  /** DUPR partner credentials; absent → linking is "not configured". */
  dupr?: DuprConfig | undefined
  /** Take the client address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy?: boolean
  /** Stripe keys; absent → the built-in test checkout (adapters/payments/config.ts). */
  payments?: PaymentsConfig | undefined
  /** SMTP_URL: e-mail through this server (features/messages); absent → the development outbox. */
  smtpUrl?: string | undefined
  /** MAIL_FROM: the From header of e-mail; default Courtside <no-reply@host of siteUrl>. */
  mailFrom?: string | undefined
  /** MESSAGE_MAX_ATTEMPTS: sends before a message is marked failed (default MAX_ATTEMPTS). */
  messageMaxAttempts?: number | undefined
  /** PUSH_EXTRA_HOSTS: push services (host:port) beyond the browsers' own (features/push). */
  pushExtraHosts?: string[] | undefined
}

export type ApiDeps = {
  database: DatabaseHandle
  logger: Logger
  config: ApiConfig
  /** Built by createApp from config when not given (see adapters/identity/index.ts). */
  identity?: IdentityService
  outbox?: Outbox
  /** Sends the message outbox (features/messages); built from config when not given. */
  messages?: MessageSender
  storage?: FileStorage
  rateLimiter?: RateLimiter
  /** The clock registration deadlines are measured with (tests move it); default: real time. */
  now?: () => Date
  /** The HTTPS agent for Web Push services (features/push); tests pass one that trusts their own. */
  pushAgent?: Agent
  /** Outbound HTTP to partner APIs (DUPR); the platform's fetch unless a test passes a stub. */
  fetch?: typeof fetch
  /** Live updates' fan-out in this process (features/live); built by createApp when not given. */
  live?: LiveHub
  /** Operator actions of the running server (features/ops); absent → those endpoints answer 404. */
  ops?: { token: string; backup: () => Promise<{ file: string; bytes: number; removed: string[] }> }
}

/** ApiDeps with every service resolved (what handlers see). */
export type ResolvedDeps = Required<
  Pick<ApiDeps, 'identity' | 'outbox' | 'messages' | 'storage' | 'rateLimiter' | 'live'>
> &
  ApiDeps

export type AppEnv = {
  Variables: {
    deps: ResolvedDeps
    db: DatabaseHandle['db']
    log: Logger
    requestId: string
    /** Who is calling, checked on first use: http/auth.ts callerOf and requireAuth read it. */
    caller: () => Promise<AuthContext | null>
  }
}
