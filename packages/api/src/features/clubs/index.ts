// The public organizer (club) pages' API, mounted at /bff/organizers (app.ts). Named `clubs`
// so it is not mistaken for features/organizer, the organizer console's private API.
import { createPublicReadApp } from '../../http/public-read-app.ts'
import * as getClub from './get-club.ts'
import * as listClubs from './list-clubs.ts'

/** The web server's embed check (apps/web/src/server/embed-origins.server.ts) reads these. */
export { getEmbedOrigins } from './club-store.ts'

export function createClubsApp() {
  // Errors fall through to the /bff app's handler (app.ts), as they always did.
  return createPublicReadApp()
    .openapi(listClubs.route, listClubs.handler)
    .openapi(getClub.route, getClub.handler)
}
