// Search schemas of the registration and success routes (in their own module so tests can
// import them without the pages). zod/mini: they ship to the browser.
import { z } from 'zod/mini'

// `order` resumes paying for an order (after "continue to pay", from the profile, or "try again").
export const registrationSearchSchema = z.object({ order: z.catch(z.optional(z.uuid()), undefined) })

// Spec section 2: redirect_status is succeeded, failed or canceled; any other parameters (e.g.
// Stripe's payment_intent and payment_intent_client_secret) are passed through untouched.
export const successSearchSchema = z.looseObject({
  redirect_status: z.catch(z.optional(z.enum(['succeeded', 'failed', 'canceled'])), undefined),
  order: z.catch(z.optional(z.uuid()), undefined),
})
