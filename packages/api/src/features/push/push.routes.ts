// Web Push opt-in (issue 15): GET /bff/push/key gives the server's VAPID public key a browser
// subscribes with; a signed-in player stores the browser's subscription with
// POST /bff/user/push-subscriptions and removes it with DELETE (both CSRF-checked like every
// cookie-session write). Match-day messages then also reach that browser (features/match-notices).
import { and, eq, pushSubscriptions } from '@courtside/db'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { requireAuth } from '../../http/auth.ts'
import { isAllowedPushEndpoint, MAX_ENDPOINT_LENGTH } from './endpoint-policy.ts'
import { loadVapidKeys } from './vapid.ts'

/** Unpadded base64url, as PushSubscription.toJSON() writes the keys. */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'base64url')
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `${bytes} bytes`)

const Endpoint = z.string().trim().min(1).max(MAX_ENDPOINT_LENGTH)

const Subscription = z
  .object({
    endpoint: Endpoint,
    // The browser's P-256 public key (uncompressed point) and its 16-byte authentication secret.
    keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
    expirationTime: z.number().nullable().optional(),
  })
  .strict()

export function createPushApp() {
  return new Hono<AppEnv>()
    .get('/push/key', async (c) => {
      const { publicKey } = await loadVapidKeys(c.get('db'))
      return c.json({ publicKey })
    })
    .post('/user/push-subscriptions', async (c) => {
      const { userId } = requireAuth(c)
      const body = await parseJsonBody(c, Subscription)
      const extraHosts = c.get('deps').config.pushExtraHosts ?? []
      if (!isAllowedPushEndpoint(body.endpoint, extraHosts))
        throw new AppError(400, 'PUSH_ENDPOINT_REFUSED', 'This address is not a known push service')
      // One row per browser: the same browser signed in to another account now notifies that one.
      await c
        .get('db')
        .insert(pushSubscriptions)
        .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth },
        })
      return c.json({ subscribed: true }, 201)
    })
    .delete('/user/push-subscriptions', async (c) => {
      const { userId } = requireAuth(c)
      const { endpoint } = await parseJsonBody(c, z.object({ endpoint: Endpoint }).strict())
      const removed = await c
        .get('db')
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
        .returning({ id: pushSubscriptions.id })
      return c.json({ removed: removed.length })
    })
}
