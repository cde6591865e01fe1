import { Hono } from 'hono'
import { bodyLimit } from './http/body-limit.ts'
import { requestId } from 'hono/request-id'
import { createDevOutbox } from './adapters/outbox.ts'
import { createLocalStorage } from './adapters/storage.ts'
import type { ApiDeps, AppEnv, ResolvedDeps } from './lib/context.ts'
import { respondToError } from './http/on-error.ts'
import { errorBody } from './lib/errors.ts'
import { authMiddleware } from './http/auth.ts'
import { keepJsonText } from './http/json-text.ts'
import { setAnswerHeader } from './http/answer-header.ts'
import { csrfMiddleware } from './http/csrf.ts'
import { publicReadCaching } from './http/public-cache.ts'
import { createMemoryRateLimiter } from './adapters/rate-limiter.ts'
import { AUTH_SESSIONLESS_PATHS, createAccountsApp } from './features/accounts/index.ts'
import { devRoutes } from './features/dev/dev.routes.ts'
import { opsRoutes } from './features/ops/ops.routes.ts'
import { createIdentityService } from './adapters/identity/index.ts'
import { healthRoutes } from './features/health/health.routes.ts'
import { createPaymentsApp } from './features/payments/index.ts'
import { afterCommitRunner, createRegistrationsApp } from './features/registrations/index.ts'
import { createPodcastApp } from './features/podcast/index.ts'
import { createClubsApp } from './features/clubs/index.ts'
import { createClassesApp } from './features/classes/index.ts'
import { createTournamentsApp } from './features/tournaments/index.ts'
import { createOrganizerApp, organizerOpenApiDocument } from './features/organizer/index.ts'
import { renderReferencePage } from './features/organizer/reference-page.ts'
import { createDrawsApp } from './features/draws/index.ts'
import { createScheduleApp } from './features/schedule/index.ts'
import { createCheckInApp, createPlayerCheckInApp } from './features/check-in/index.ts'
import { createExportsApp } from './features/exports/index.ts'
import { createCalendarFeedApp } from './features/calendar-feed/index.ts'
import { createMessagesApp, messageSenderFor } from './features/messages/index.ts'
import { createLiveHub, liveRoutes } from './features/live/index.ts'
import { createPushApp } from './features/push/index.ts'
import { createDeskApp } from './features/desk/index.ts'
import { createRefereesApp } from './features/referees/index.ts'
import { createScoringApp, createScoringDeskApp } from './features/scoring/index.ts'
import { createLiveBoardApp } from './features/live-board/index.ts'

/** Public reads (events, classes, organizers, podcast): the same for every caller (http/public-cache.ts). */
const PUBLIC_READ_PATHS = ['/tournament/*', '/organizers/*', '/podcast/*']
/** The organizer console's private API: never kept by a shared cache (issue 12). */
const PRIVATE_PATHS = ['/organizer', '/organizer/*']

/** Request bodies larger than this are refused (a 5 MB avatar is ~6.7 MB as base64). */
const MAX_BODY_BYTES = 8 * 1024 * 1024

/** The /bff API. Routes are thin: parse with zod → call a service → shape the response. */
export function createApp(apiDeps: ApiDeps) {
  const deps = resolveDeps(apiDeps)
  const app = new Hono<AppEnv>().basePath('/bff')

  // Answers keep their JSON text, so the server need not read it back from the body (http/json-text.ts).
  app.use(keepJsonText())
  app.use(requestId({ headerName: 'x-request-id' }))
  app.use(async (c, next) => {
    const started = performance.now()
    const log = deps.logger.child({ requestId: c.get('requestId') })
    c.set('deps', deps)
    c.set('db', deps.database.db)
    c.set('log', log)
    await next()
    setAnswerHeader(c, 'cache-control', c.res.headers.get('cache-control') ?? 'no-store')
    log.info(
      {
        method: c.req.method,
        // A calendar feed's address is its credential (features/calendar-feed): never logged.
        path: c.req.path.replace(/^\/bff\/calendar\/player\/.*/, '/bff/calendar/player/[token]'),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    )
  })
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large'), 413),
    }),
  )
  // No text column can hold a NUL character; such addresses are refused before any handler runs.
  app.use(async (c, next) => {
    let target: string
    try {
      target = decodeURIComponent(c.req.url)
    } catch {
      return c.json(errorBody('BAD_REQUEST', 'The address is not validly encoded'), 400)
    }
    if (target.includes('\u0000'))
      return c.json(errorBody('BAD_REQUEST', 'The address contains a NUL character'), 400)
    await next()
  })
  // Who is calling (cookie or Bearer), then the CSRF check for cookie sessions (http/auth.ts, http/csrf.ts).
  app.use(authMiddleware())
  const sessionless = new Set(AUTH_SESSIONLESS_PATHS)
  app.use(csrfMiddleware({ exempt: (path) => sessionless.has(path) }))
  // Refunds and messages of every change committed during the request go out once its handler is
  // done, whichever route made the change (features/registrations/after-commit.ts).
  app.use(afterCommitRunner())

  // Public reads may be kept by shared caches unless the handler read the caller (http/public-cache.ts).
  for (const path of PUBLIC_READ_PATHS) app.use(path, publicReadCaching())

  for (const path of PRIVATE_PATHS) {
    app.use(path, async (c, next) => {
      await next()
      setAnswerHeader(c, 'cache-control', 'no-store')
    })
  }

  // Draws, results, the order of play and the exports (issue 14) share the organizer API's
  // prefix and OpenAPI document.
  const organizerApp = createOrganizerApp()
    .route('/', createDrawsApp())
    .route('/', createScheduleApp())
    .route('/', createExportsApp())
    .route('/', createCheckInApp())
    // The court desk on match day (issue 15).
    .route('/', createDeskApp())
    .route('/', createRefereesApp())
    .route('/', createScoringDeskApp())
  // The public reads (issue 18): declared with zod-openapi like the organizer API, so they are
  // described in the same document.
  const podcastApp = createPodcastApp()
  const clubsApp = createClubsApp()
  const classesApp = createClassesApp()
  const tournamentsApp = createTournamentsApp()
  const accountsApp = createAccountsApp()
  const calendarFeedApp = createCalendarFeedApp()
  const messagesApp = createMessagesApp()
  const pushApp = createPushApp()
  const registrationsApp = createRegistrationsApp()
  const paymentsApp = createPaymentsApp()
  const openApiDocument = organizerOpenApiDocument(organizerApp, [
    { prefix: '/bff/organizers', app: clubsApp },
    { prefix: '/bff/tournament', app: classesApp },
    { prefix: '/bff/podcast', app: podcastApp },
    { prefix: '/bff/tournament', app: tournamentsApp },
    { prefix: '/bff', app: accountsApp },
    { prefix: '/bff', app: calendarFeedApp },
    { prefix: '/bff', app: messagesApp },
    { prefix: '/bff', app: pushApp },
    { prefix: '/bff/registrations', app: registrationsApp },
    { prefix: '/bff/payments', app: paymentsApp },
  ])
  app.get('/openapi.json', (c) => c.json(openApiDocument))
  const referencePage = renderReferencePage(openApiDocument)
  app.get('/reference', (c) => c.html(referencePage))

  const routes = app
    .route('/health', healthRoutes)
    .route('/tournament', classesApp)
    // The court board and a player's "my matches" of an event (issue 15): /tournament/{id}/live, /my-matches.
    .route('/tournament', createLiveBoardApp())
    .route('/tournament', tournamentsApp)
    .route('/organizers', clubsApp)
    .route('/podcast', podcastApp)
    // A player's account (issue 18): /auth, /user, /upload-base64, /upload and /dupr.
    .route('/', accountsApp)
    .route('/registrations', registrationsApp)
    .route('/payments', paymentsApp)
    .route('/dev', devRoutes)
    .route('/ops', opsRoutes)
    .route('/live', liveRoutes)
    .route('/organizer', organizerApp)
    // A player's match calendar (issue 14): /user/calendar-feed and /calendar/player/{token}.ics.
    .route('/', calendarFeedApp)
    // A player's message history (issue 16): /user/messages.
    .route('/', messagesApp)
    // Web Push opt-in (issue 15): /push/key and /user/push-subscriptions.
    .route('/', pushApp)
    // A player's check-in code and self check-in (issue 15): /tournament/{id}/check-in.
    .route('/', createPlayerCheckInApp())
    // Scoring from a phone (issue 15): /score/{token}, the token is the credential.
    .route('/', createScoringApp())

  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No endpoint ${c.req.method} ${c.req.path}`), 404))
  app.onError((err, c) => respondToError(err, c, c.get('log') ?? deps.logger))

  return routes
}

export type BffApp = ReturnType<typeof createApp>

/** Fills in the default adapters (DESIGN.md: offline defaults when nothing is configured). */
function resolveDeps(deps: ApiDeps): ResolvedDeps {
  const db = deps.database.db
  const outbox =
    deps.outbox ??
    createDevOutbox({ db, logger: deps.logger, isDevelopment: deps.config.environment === 'development' })
  const messages = deps.messages ?? messageSenderFor({ ...deps, outbox })
  return {
    ...deps,
    outbox,
    messages,
    identity:
      deps.identity ??
      createIdentityService({
        db,
        outbox,
        messages,
        logger: deps.logger,
        issuer: deps.config.siteUrl,
        cognito: deps.config.cognito,
      }),
    storage: deps.storage ?? createLocalStorage({ dataDir: deps.config.dataDir }),
    rateLimiter: deps.rateLimiter ?? createMemoryRateLimiter(),
    live: deps.live ?? createLiveHub({ database: deps.database, logger: deps.logger }),
  }
}
