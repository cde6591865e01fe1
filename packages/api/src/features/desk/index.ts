// The court desk (issue 15): match states on the day (called → on court), the ready queue, calling
// to the next free court by hand or automatically, moving courts, the overdue flag. Mounted into
// the organizer app (app.ts) beside features/schedule, whose plan (courts, planned times) it
// reads. The domain rules are packages/domain/src/match-day/desk.ts. One file per operation.
import { createOpenApiApp, respondWithFields } from '../organizer/index.ts'
import * as callMatch from './call-match.ts'
import * as getDesk from './get-desk.ts'
import * as moveCourt from './move-court.ts'
import * as onCourt from './on-court.ts'
import * as uncallMatch from './uncall-match.ts'
import * as updateDeskSettings from './update-desk-settings.ts'

export { fillFreeCourts } from './desk-service.ts'
// What features/referees (a referee's courts) reads the desk with.
export { DeskMatchView } from './contract.ts'
export { loadDesk } from './desk-store.ts'
export { deskView } from './desk-view.ts'
export { DESK_SWEEP_INTERVAL_MS, startDeskSweep, sweepDesks } from './sweep.ts'

export function createDeskApp() {
  const app = createOpenApiApp()
    .openapi(getDesk.route, getDesk.handler)
    .openapi(updateDeskSettings.route, updateDeskSettings.handler)
    .openapi(callMatch.route, callMatch.handler)
    .openapi(onCourt.route, onCourt.handler)
    .openapi(uncallMatch.route, uncallMatch.handler)
    .openapi(moveCourt.route, moveCourt.handler)
  app.onError(respondWithFields)
  return app
}
