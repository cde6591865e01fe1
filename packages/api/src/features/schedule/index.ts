// The order-of-play API (issue 14): courts and their windows, schedule settings, the automatic
// plan of every locked draw of an event, moving a match with its conflicts, and the plan itself.
// Mounted into the organizer app (app.ts) beside features/draws, so it shares /bff/organizer, its
// access checks, audit log and OpenAPI document. One file per operation.
import type { Context } from 'hono'
import { respondToError } from '../../http/on-error.ts'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { createOpenApiApp } from '../organizer/index.ts'
import * as getCourts from './get-courts.ts'
import * as getSchedule from './get-schedule.ts'
import * as getSettings from './get-settings.ts'
import * as moveMatch from './move-match.ts'
import * as putCourts from './put-courts.ts'
import * as runSchedule from './run-schedule.ts'
import * as updateSettings from './update-settings.ts'

// The court desk (features/desk) reads the same plan: courts, planned slots, resolved draws.
export { loadPlan, type Plan, type PlanMatch } from './schedule-store.ts'

/** Refusals may carry field errors or the conflicts a move would cause. */
function onError(err: Error, c: Context<AppEnv>): Response {
  const extra = err as { fields?: unknown; conflicts?: unknown }
  if (err instanceof AppError && (extra.fields || extra.conflicts)) {
    return c.json(
      {
        error: {
          code: err.code,
          message: err.message,
          ...(extra.fields ? { fields: extra.fields } : {}),
          ...(extra.conflicts ? { conflicts: extra.conflicts } : {}),
        },
      },
      err.status,
    )
  }
  return respondToError(err, c, c.get('log'))
}

export function createScheduleApp() {
  const app = createOpenApiApp()
    .openapi(getCourts.route, getCourts.handler)
    .openapi(putCourts.route, putCourts.handler)
    .openapi(getSettings.route, getSettings.handler)
    .openapi(updateSettings.route, updateSettings.handler)
    .openapi(getSchedule.route, getSchedule.handler)
    .openapi(runSchedule.route, runSchedule.handler)
    .openapi(moveMatch.route, moveMatch.handler)
  app.onError(onError)
  return app
}
