// POST /bff/user/push-subscriptions: stores this browser's subscription for the signed-in player,
// so match-day messages also reach it (features/match-notices). CSRF-checked like every
// cookie-session write.
import { pushSubscriptions } from '@courtside/db'
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { body, json, Subscribed, Subscription, writeErrors } from './contract.ts'
import { isAllowedPushEndpoint } from './endpoint-policy.ts'

export const route = createRoute({
  method: 'post',
  path: '/user/push-subscriptions',
  tags: ['Push'],
  summary: 'Turn on push messages in this browser',
  description: 'One subscription per browser: a browser signed in to another account now notifies that one.',
  request: body(Subscription),
  responses: { 201: json(Subscribed, 'Stored'), ...writeErrors },
})

export const handler: Handler<AppEnv> = async (c) => {
  const { userId } = await requireAuth(c)
  const subscription = await parseJsonBody(c, Subscription)
  const extraHosts = c.get('deps').config.pushExtraHosts ?? []
  if (!isAllowedPushEndpoint(subscription.endpoint, extraHosts))
    throw new AppError(400, 'PUSH_ENDPOINT_REFUSED', 'This address is not a known push service')
  const { endpoint, keys } = subscription
  // One row per browser: the same browser signed in to another account now notifies that one.
  await c
    .get('db')
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: keys.p256dh, auth: keys.auth },
    })
  return c.json({ subscribed: true }, 201)
}
