// The player's registration API, mounted at /bff/registrations (app.ts): everything needs a
// session (401); state changes pass the CSRF check (http/csrf.ts). Callers only ever see and
// change their own records. Also the registration life cycle that the organizer console,
// check-in and payments build on, and the transaction helper other features share.
import * as answerInvitation from './answer-invitation.ts'
import * as askApproval from './ask-approval.ts'
import * as cancelRegistration from './cancel-registration.ts'
import * as createOrder from './create-order.ts'
import * as getOrder from './get-order.ts'
import * as getRegistrationOptions from './get-registration-options.ts'
import * as listLookingForPartner from './list-looking-for-partner.ts'
import * as listMyRegistrations from './list-my-registrations.ts'
import * as quoteRegistration from './quote-registration.ts'
import { bodyReadByHandler, createRegistrationsOpenApiApp } from './registrations-app.ts'
import * as searchPlayers from './search-players.ts'
import * as startPayment from './start-payment.ts'

export { afterCommit, nowOf, paymentDepsOf, paymentProviderOf } from './kit.ts'
export { afterCommitRunner } from './after-commit.ts'
export { runEffects } from './run-effects.ts'
export { withTransaction } from './transaction.ts'
export { confirmEntry } from './entry-outcome.ts'
export { lockClasses, nextWaitlistPosition, placesTaken, type LockedClass } from './class-store.ts'
export { newEffects, type Ctx, type Effects } from './effects.ts'
export { promoteWaitlist } from './waitlist.ts'
export { sweepClass } from './sweep.ts'
/** The server starts it beside the message worker (apps/web/src/server/services.server.ts). */
export { HOLD_SWEEP_INTERVAL_MS, startHoldSweep, sweepHolds } from './hold-sweep.ts'
export type { Executor, Tx } from '@courtside/db'
export { withdrawEntry } from './manage.ts'
export { gateReasons } from './gates.ts'
export { entryName, MAX_TEAMMATES, ratingKindFor, ratingReasons, refundDeadline } from './rules.ts'
export { markRefundOutcome, processPendingRefunds } from './refunds.ts'
export { applyPaymentEvent } from './payment-outcome.ts'
export { payWithTestCard } from './payment.ts'
export type * from './types.ts'
/** The payments slice declares its routes the same way (features/payments). */
export {
  body,
  bodyErrors,
  bodyReadByHandler,
  createRegistrationsOpenApiApp,
  json,
  RegistrationError,
  signedIn,
} from './registrations-app.ts'
export { OrderParams, TestCheckoutResult } from './contract.ts'

/**
 * In the order the hand-written routes were declared: Hono matches the first that fits. Errors
 * fall through to the /bff app's handler (app.ts), as they always did.
 */
export function createRegistrationsApp() {
  const app = createRegistrationsOpenApiApp()
  return app
    .openapi(getRegistrationOptions.route, getRegistrationOptions.handler)
    .openapi(bodyReadByHandler(app, quoteRegistration.route), quoteRegistration.handler)
    .openapi(bodyReadByHandler(app, createOrder.route), createOrder.handler)
    .openapi(askApproval.route, askApproval.handler)
    .openapi(getOrder.route, getOrder.handler)
    .openapi(bodyReadByHandler(app, startPayment.route), startPayment.handler)
    .openapi(listMyRegistrations.route, listMyRegistrations.handler)
    .openapi(cancelRegistration.route, cancelRegistration.handler)
    .openapi(answerInvitation.acceptRoute, answerInvitation.acceptHandler)
    .openapi(answerInvitation.declineRoute, answerInvitation.declineHandler)
    .openapi(searchPlayers.route, searchPlayers.handler)
    .openapi(listLookingForPartner.route, listLookingForPartner.handler)
}
