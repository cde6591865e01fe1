// Signed-in referees on match day (issue 15): the desk assigns the club's referees to courts
// (court_referees, migration 0020) and a referee scores the matches on their courts from "My
// courts" with the referee scoring link (features/scoring). Mounted into the organizer app
// (app.ts) beside the court desk. One file per operation.
import type { Context } from 'hono'
import { respondToError } from '../../http/on-error.ts'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { createOpenApiApp } from '../organizer/index.ts'
import * as listMyCourtEvents from './list-my-court-events.ts'
import * as listReferees from './list-referees.ts'
import * as myCourts from './my-courts.ts'
import * as setCourtReferees from './set-court-referees.ts'

/** Refusals may carry field errors (a user who is not a referee of the club). */
function onError(err: Error, c: Context<AppEnv>): Response {
  const fields = (err as { fields?: unknown }).fields
  if (err instanceof AppError && fields)
    return c.json({ error: { code: err.code, message: err.message, fields } }, err.status)
  return respondToError(err, c, c.get('log'))
}

export function createRefereesApp() {
  const app = createOpenApiApp()
    .openapi(listReferees.route, listReferees.handler)
    .openapi(setCourtReferees.route, setCourtReferees.handler)
    .openapi(myCourts.route, myCourts.handler)
    .openapi(listMyCourtEvents.route, listMyCourtEvents.handler)
  app.onError(onError)
  return app
}
