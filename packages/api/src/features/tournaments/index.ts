// The public event pages (tournaments, travels and tours), mounted at /bff/tournament in app.ts
// after the class reads and the court board, which share the prefix: their longer paths must be
// matched before `/{id}` here.
import { createPublicReadApp, paramsFirst } from '../../http/public-read-app.ts'
import * as getTour from './get-tour.ts'
import * as getTournamentBaseInfo from './get-tournament-base-info.ts'
import * as getTournamentCalendar from './get-tournament-calendar.ts'
import * as getTournament from './get-tournament.ts'
import * as listFeaturedTournaments from './list-featured-tournaments.ts'
import * as listTournamentCountries from './list-tournament-countries.ts'
import * as listTournamentPage from './list-tournaments.ts'
import * as listTours from './list-tours.ts'

export { calendarText } from './calendar.ts'
export { tournamentCardsByIds } from './card-store.ts'
export { OrganizationSummary, TournamentCard } from './contract.ts'
export { listTournaments } from './list-store.ts'
/** The web's sitemap route (apps/web/src/routes/sitemap[.]xml.ts) reads these through @courtside/api. */
export { listPublicPages, type SitemapEntry } from './sitemap.ts'

export function createTournamentsApp() {
  // Errors fall through to the /bff app's handler (app.ts), as they always did. The literal
  // paths come before `/{id}`, which would otherwise answer them with INVALID_PARAM.
  return createPublicReadApp()
    .openapi(listTournamentPage.route, listTournamentPage.handler)
    .openapi(listFeaturedTournaments.route, listFeaturedTournaments.handler)
    .openapi(listTournamentCountries.route, listTournamentCountries.handler)
    .openapi(listTours.route, listTours.handler)
    .openapi(getTour.route, getTour.handler)
    .openapi(getTournament.route, getTournament.handler, paramsFirst(getTournament.route))
    .openapi(
      getTournamentCalendar.route,
      getTournamentCalendar.handler,
      paramsFirst(getTournamentCalendar.route),
    )
    .openapi(
      getTournamentBaseInfo.route,
      getTournamentBaseInfo.handler,
      paramsFirst(getTournamentBaseInfo.route),
    )
}
