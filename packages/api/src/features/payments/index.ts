// /bff/payments (app.ts): the built-in test checkout (signed in, CSRF-checked like every state
// change) and Stripe's webhook. What a payment does to an order lives in features/registrations,
// and so does the app factory: these answer exactly as the registration API does.
import { bodyReadByHandler, createRegistrationsOpenApiApp } from '../registrations/index.ts'
import * as payWithTestCard from './pay-with-test-card.ts'
import * as receiveStripeWebhook from './receive-stripe-webhook.ts'

export function createPaymentsApp() {
  const app = createRegistrationsOpenApiApp()
  return app
    .openapi(bodyReadByHandler(app, payWithTestCard.route), payWithTestCard.handler)
    .openapi(receiveStripeWebhook.route, receiveStripeWebhook.handler)
}
