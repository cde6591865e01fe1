// The draws API (issue 14): generate, preview, swap, lock and publish a class's draw, and enter
// results. Mounted into the organizer app (app.ts), so it shares
// /bff/organizer, its access checks, audit log and OpenAPI document. One file per operation.
import type { Context } from 'hono'
import { respondToError } from '../../http/on-error.ts'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { createOpenApiApp } from '../organizer/index.ts'
import * as generateDraw from './generate-draw.ts'
import * as getDraw from './get-draw.ts'
import * as lockDraw from './lock-draw.ts'
import * as publishDraw from './publish-draw.ts'
import * as recordResult from './record-result.ts'
import * as swapDrawEntries from './swap-draw-entries.ts'

// What the match day's scoring links share with the desk's result entry (features/scoring): one
// validation and one write path of results.
export { checkResult, enterResult, type ResultActor } from './result-service.ts'
export { DECISIONS } from './contract.ts'

/** Refusals may carry field errors or the later matches a correction would undo. */
function onError(err: Error, c: Context<AppEnv>): Response {
  const extra = err as { fields?: unknown; affectedMatches?: unknown }
  if (err instanceof AppError && (extra.fields || extra.affectedMatches)) {
    return c.json(
      {
        error: {
          code: err.code,
          message: err.message,
          ...(extra.fields ? { fields: extra.fields } : {}),
          ...(extra.affectedMatches ? { affectedMatches: extra.affectedMatches } : {}),
        },
      },
      err.status,
    )
  }
  return respondToError(err, c, c.get('log'))
}

export function createDrawsApp() {
  const app = createOpenApiApp()
    .openapi(getDraw.route, getDraw.handler)
    .openapi(generateDraw.route, generateDraw.handler)
    .openapi(swapDrawEntries.route, swapDrawEntries.handler)
    .openapi(lockDraw.route, lockDraw.handler)
    .openapi(publishDraw.route, publishDraw.handler)
    .openapi(recordResult.route, recordResult.handler)
  app.onError(onError)
  return app
}
