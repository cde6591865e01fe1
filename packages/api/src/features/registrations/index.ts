// The player's registration API, mounted at /bff/registrations (app.ts): everything needs a
// session (401); state changes pass the CSRF check (http/csrf.ts). Callers only ever see and
// change their own records. Also the registration life cycle that the organizer console,
// check-in and payments build on, and the transaction helper other features share.
import { Hono } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import * as answerInvitation from './answer-invitation.ts'
import * as askApproval from './ask-approval.ts'
import * as cancelRegistration from './cancel-registration.ts'
import * as createOrder from './create-order.ts'
import * as getOrder from './get-order.ts'
import * as getRegistrationOptions from './get-registration-options.ts'
import type { Handler } from './kit.ts'
import * as listLookingForPartner from './list-looking-for-partner.ts'
import * as listMyRegistrations from './list-my-registrations.ts'
import * as quoteRegistration from './quote-registration.ts'
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
export type { Executor, Tx } from '@courtside/db'
export { withdrawEntry } from './manage.ts'
export { gateReasons } from './gates.ts'
export { entryName, MAX_TEAMMATES, ratingKindFor, ratingReasons, refundDeadline } from './rules.ts'
export { markRefundOutcome, processPendingRefunds } from './refunds.ts'
export { applyPaymentEvent } from './payment-outcome.ts'
export { payWithTestCard } from './payment.ts'
export type * from './types.ts'

/** In the order the hand-written routes were declared: Hono matches the first that fits. */
const operations: { route: { method: string; path: string }; handler: Handler }[] = [
  getRegistrationOptions,
  quoteRegistration,
  createOrder,
  askApproval,
  getOrder,
  startPayment,
  listMyRegistrations,
  cancelRegistration,
  answerInvitation,
  searchPlayers,
  listLookingForPartner,
]

export function createRegistrationsApp() {
  const app = new Hono<AppEnv>()
  for (const { route, handler } of operations) app.on(route.method, route.path, handler)
  return app
}
