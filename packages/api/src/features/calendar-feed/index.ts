// A calendar subscription per player (issue 14): the signed-in player's feed addresses (create,
// read, reset) under /bff/user/calendar-feed, and the public .ics feed itself under
// /bff/calendar/player/{token}.ics. Mounted at /bff (app.ts), not under /bff/organizer.
import { respondToError } from '../../http/on-error.ts'
import { createOpenApiApp } from '../organizer/index.ts'
import * as createFeed from './create-feed.ts'
import * as getFeed from './get-feed.ts'
import * as getPlayerCalendar from './get-player-calendar.ts'
import * as resetFeed from './reset-feed.ts'

export function createCalendarFeedApp() {
  const app = createOpenApiApp()
    .openapi(getFeed.route, getFeed.handler)
    .openapi(createFeed.route, createFeed.handler)
    .openapi(resetFeed.route, resetFeed.handler)
    .openapi(getPlayerCalendar.route, getPlayerCalendar.handler)
  app.onError((err, c) => respondToError(err, c, c.get('log')))
  return app
}
