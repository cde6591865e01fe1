// Process-wide services: the database (opened, migrated and seeded once at start-up), the
// logger and the /bff Hono app. Nothing here holds request state (DESIGN.md).
import path from 'node:path'
import {
  createApp,
  messageSenderFor,
  startMessageWorker,
  startRefundRetries,
  startHoldSweep,
  startDeskSweep,
  startScoringAutoConfirm,
  startDatabaseMaintenance,
  type ApiConfig,
  type BffApp,
} from '@courtside/api'
import {
  DataDirectoryError,
  describeDataDirectoryError,
  findProjectRoot,
  prepareDatabase,
  type DatabaseHandle,
} from '@courtside/db'
import pino from 'pino'
import { getEnv } from '../env.server.ts'
import { startBackups } from './backups.server.ts'
import { isRenderWorker } from './render-protocol.server.ts'

declare global {
  /** Settles when start-up is over (scripts/serve.mjs waits for it); see startServices. */
  var __courtsideReady: Promise<void> | undefined
}

type Services = { app: BffApp; database: DatabaseHandle; logger: pino.Logger }

let services: Promise<Services> | undefined

export function getServices(): Promise<Services> {
  // The main thread holds the database; a render worker reaches the API through callApi.
  if (isRenderWorker())
    return Promise.reject(new Error('A render worker holds no database (api-call.server.ts)'))
  services ??= start().catch((error: unknown) => {
    // Let the next request try again (e.g. PostgreSQL was still starting).
    services = undefined
    throw error
  })
  return services
}

/**
 * Start-up of the services; a damaged PGlite data directory ends the process with one message
 * (issue 19) — serving pages over a database that aborts or answers with rows missing helps
 * nobody. Other failures (PostgreSQL still starting) are retried by the next request.
 */
export function startServices(): Promise<void> {
  return getServices().then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof DataDirectoryError) {
        console.error(describeDataDirectoryError(error, dataDirOf(getEnv())))
        process.exit(1)
      }
      console.error('Database start-up failed; requests will retry:', error)
    },
  )
}

function dataDirOf(env: { DATA_DIR?: string | undefined }): string {
  return env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(findProjectRoot(), 'data')
}

export async function getBffApp(): Promise<BffApp> {
  return (await getServices()).app
}

async function start(): Promise<Services> {
  const env = getEnv()
  const logger = pino({ level: env.LOG_LEVEL, base: { service: 'courtside' } })
  const dataDir = dataDirOf(env)
  const database = await prepareDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir,
    environment: env.APP_ENV,
    log: (message) => logger.info(message),
  })
  logger.info({ database: database.kind, dataDir }, 'database ready')
  const backups = startBackups({
    database,
    dataDir,
    port: env.PORT,
    intervalHours: env.BACKUP_INTERVAL_HOURS,
    keep: env.BACKUP_KEEP,
    logger,
  })
  const config: ApiConfig = {
    siteUrl: env.SERVER_URL,
    environment: env.APP_ENV,
    dataDir,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    messageMaxAttempts: env.MESSAGE_MAX_ATTEMPTS,
    pushExtraHosts: env.PUSH_EXTRA_HOSTS?.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    cognito:
      env.USER_POOL_ID && env.USER_POOL_WEB_CLIENT_ID
        ? {
            userPoolId: env.USER_POOL_ID,
            clientId: env.USER_POOL_WEB_CLIENT_ID,
            region: env.USER_POOL_REGION,
            endpoint: env.USER_POOL_ENDPOINT,
          }
        : undefined,
    dupr:
      env.DUPR_CLIENT_KEY && env.DUPR_CLIENT_SECRET
        ? {
            clientKey: env.DUPR_CLIENT_KEY,
            clientSecret: env.DUPR_CLIENT_SECRET,
            environment: env.DUPR_ENVIRONMENT,
          }
        : undefined,
    payments:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : undefined,
  }
  // One sender for requests (they send what they wrote right after the commit) and the worker
  // (retries with backoff, and whatever a crash left unsent).
  const messages = messageSenderFor({ database, logger, config })
  const app = createApp({
    database,
    logger,
    ops: backups && { token: backups.token, backup: backups.backup },
    config,
    messages,
  })
  const refundRetries = startRefundRetries({ database, logger, config })
  // Lapsed holds and partner deadlines between registration writes (the options page only reads).
  const holdSweep = startHoldSweep({ database, logger, config, messages })
  const messageWorker = startMessageWorker(messages, { logger })
  // The court desk's auto call (issue 15) between desk writes.
  const deskSweep = startDeskSweep({ database, logger })
  const scoringAutoConfirm = startScoringAutoConfirm({ database, logger })
  // PGlite's vacuum and statistics, which PostgreSQL's autovacuum keeps by itself.
  const maintenance = startDatabaseMaintenance({ database, logger })
  const close = () => {
    backups?.stop()
    refundRetries.stop()
    holdSweep.stop()
    messageWorker.stop()
    deskSweep.stop()
    maintenance?.stop()
    scoringAutoConfirm.stop()
    void database.close().finally(() => process.exit(0))
  }
  process.once('SIGTERM', close)
  process.once('SIGINT', close)
  return { app, database, logger }
}
