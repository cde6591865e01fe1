// /bff/payments (app.ts): the built-in test checkout (signed in, CSRF-checked like every state
// change) and Stripe's webhook. What a payment does to an order lives in features/registrations.
import { Hono } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import * as payWithTestCard from './pay-with-test-card.ts'
import * as receiveStripeWebhook from './receive-stripe-webhook.ts'

export function createPaymentsApp() {
  return new Hono<AppEnv>()
    .on(payWithTestCard.route.method, payWithTestCard.route.path, payWithTestCard.handler)
    .on(receiveStripeWebhook.route.method, receiveStripeWebhook.route.path, receiveStripeWebhook.handler)
}
