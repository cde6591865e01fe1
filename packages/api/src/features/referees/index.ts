// Signed-in referees on match day (issue 15): the desk assigns the club's referees to courts
// (court_referees, migration 0020) and a referee scores the matches on their courts from "My
// courts" with the referee scoring link (features/scoring). Mounted into the organizer app
// (app.ts) beside the court desk. One file per operation.
import { createOpenApiApp, respondWithFields } from '../organizer/index.ts'
import * as listMyCourtEvents from './list-my-court-events.ts'
import * as listReferees from './list-referees.ts'
import * as myCourts from './my-courts.ts'
import * as setCourtReferees from './set-court-referees.ts'

export function createRefereesApp() {
  const app = createOpenApiApp()
    .openapi(listReferees.route, listReferees.handler)
    .openapi(setCourtReferees.route, setCourtReferees.handler)
    .openapi(myCourts.route, myCourts.handler)
    .openapi(listMyCourtEvents.route, listMyCourtEvents.handler)
  app.onError(respondWithFields)
  return app
}
