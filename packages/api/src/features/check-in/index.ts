// Check-in (issue 15): the desk's API, mounted into the organizer app beside features/schedule
// (/bff/organizer, its access checks, audit log and OpenAPI document), and the player's side
// under /bff/tournament/{id}/check-in (mounted at /bff). One file per desk operation.
import { respondToError } from '../../http/on-error.ts'
import { createOpenApiApp } from '../organizer/index.ts'
import * as checkInByCode from './check-in-by-code.ts'
import * as checkInPlayer from './check-in-player.ts'
import * as listCheckIns from './list-check-ins.ts'
import * as listNoShows from './list-no-shows.ts'
import * as player from './player-routes.ts'
import * as undoCheckIn from './undo-check-in.ts'
import * as updateSettings from './update-check-in-settings.ts'
import * as withdrawNoShows from './withdraw-no-shows.ts'

export function createCheckInApp() {
  const app = createOpenApiApp()
    .openapi(listCheckIns.route, listCheckIns.handler)
    .openapi(checkInByCode.route, checkInByCode.handler)
    .openapi(checkInPlayer.route, checkInPlayer.handler)
    .openapi(undoCheckIn.route, undoCheckIn.handler)
    .openapi(updateSettings.route, updateSettings.handler)
    .openapi(listNoShows.route, listNoShows.handler)
    .openapi(withdrawNoShows.route, withdrawNoShows.handler)
  app.onError((err, c) => respondToError(err, c, c.get('log')))
  return app
}

export function createPlayerCheckInApp() {
  const app = createOpenApiApp()
    .openapi(player.windowRoute, player.windowHandler)
    .openapi(player.mineRoute, player.mineHandler)
    .openapi(player.selfRoute, player.selfHandler)
  app.onError((err, c) => respondToError(err, c, c.get('log')))
  return app
}
