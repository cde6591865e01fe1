// Scoring from a phone (issue 15): the public, token-authenticated phone routes under
// /bff/score/{token} (createScoringApp, mounted at /bff) and the desk's routes under
// /bff/organizer (createScoringDeskApp: links, revoke, decide, list). One file per operation; the
// rules are the domain's (match-day/scoring.ts), results go through the draws' enterResult.
import { errorBody } from '../../lib/errors.ts'
import { createOpenApiApp, respondWithFields } from '../organizer/index.ts'
import * as confirmScore from './confirm-score.ts'
import * as decideScore from './decide-score.ts'
import * as disputeScore from './dispute-score.ts'
import * as getLinks from './get-links.ts'
import * as getScore from './get-score.ts'
import * as listScores from './list-scores.ts'
import * as revokeLinks from './revoke-links.ts'
import * as submitScore from './submit-score.ts'

export { startScoringAutoConfirm } from './auto-confirm.ts'
// A referee's link of a match on their court (features/referees).
export { scoringLinkOf } from './get-links.ts'
export { loadScoringMatch } from './scoring-store.ts'

export function createScoringApp() {
  const app = createOpenApiApp()
  // Writes through a link must be JSON (no form post from another site can reach them).
  app.use('/score/*', async (c, next) => {
    if (c.req.method === 'POST' && !(c.req.header('content-type') ?? '').startsWith('application/json'))
      return c.json(errorBody('UNSUPPORTED_MEDIA_TYPE', 'Send the request as application/json'), 415)
    await next()
  })
  const routes = app
    .openapi(getScore.route, getScore.handler)
    .openapi(submitScore.route, submitScore.handler)
    .openapi(confirmScore.route, confirmScore.handler)
    .openapi(disputeScore.route, disputeScore.handler)
  routes.onError(respondWithFields)
  return routes
}

export function createScoringDeskApp() {
  const app = createOpenApiApp()
    .openapi(getLinks.route, getLinks.handler)
    .openapi(revokeLinks.route, revokeLinks.handler)
    .openapi(decideScore.route, decideScore.handler)
    .openapi(listScores.route, listScores.handler)
  app.onError(respondWithFields)
  return app
}
