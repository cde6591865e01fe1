// The public class reads, mounted under /bff/tournament (app.ts): the class page's data and the
// event's player list. The court board (features/live-board) reads a class as the page does.
import { createPublicReadApp, paramsFirst } from '../../http/public-read-app.ts'
import * as getClass from './get-class.ts'
import * as listPlayers from './list-players.ts'

export { getClassFull } from './class-store.ts'
export type * from './types.ts'

export function createClassesApp() {
  // Errors fall through to the /bff app's handler (app.ts), as they always did.
  return createPublicReadApp()
    .openapi(getClass.route, getClass.handler)
    .openapi(listPlayers.route, listPlayers.handler, paramsFirst(listPlayers.route))
}
