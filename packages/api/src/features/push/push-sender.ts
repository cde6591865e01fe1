// Sends one Web Push notification to one subscription (the `web-push` library: payload encryption
// RFC 8291, VAPID RFC 8292). The outbox's transport calls it for rows of channel 'push'; the row's
// recipient is the subscription's endpoint, its keys are looked up at send time so a browser that
// unsubscribed in between gets nothing.
import type { Agent } from 'node:https'
import { eq, pushSubscriptions, type Db } from '@courtside/db'
import webpush, { WebPushError } from 'web-push'
import { isAllowedPushEndpoint } from './endpoint-policy.ts'
import { loadVapidKeys } from './vapid.ts'

export type PushNotification = { endpoint: string; title: string; body: string; url?: string | undefined }

/** 'sent'; or why it can never be delivered (the outbox gives the row up instead of retrying). */
export type PushOutcome = { sent: true } | { sent: false; reason: string }

export type PushSender = { send: (notification: PushNotification) => Promise<PushOutcome> }

/** How long a push service keeps an undelivered notification (a match call is stale after it). */
const TTL_SECONDS = 30 * 60

export function createPushSender(options: {
  db: Db
  siteUrl: string
  /** Operator-added push service hosts (PUSH_EXTRA_HOSTS; tests: their local fake service). */
  extraHosts?: readonly string[] | undefined
  /** The HTTPS agent for push services (tests trust their loopback service's certificate). */
  agent?: Agent | undefined
}): PushSender {
  const { db, extraHosts = [] } = options
  const site = new URL(options.siteUrl)
  // The contact a push service may use about our traffic: the site, or a mail address at its host.
  const subject = site.protocol === 'https:' ? site.origin : `mailto:no-reply@${site.hostname}`
  return {
    async send(notification) {
      if (!isAllowedPushEndpoint(notification.endpoint, extraHosts))
        return { sent: false, reason: 'the push endpoint is not a known push service' }
      const [subscription] = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, notification.endpoint))
      if (!subscription) return { sent: false, reason: 'the browser is no longer subscribed' }
      const vapid = await loadVapidKeys(db)
      const payload = JSON.stringify({
        title: notification.title,
        body: notification.body,
        url: notification.url ?? null,
      })
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          {
            vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
            TTL: TTL_SECONDS,
            urgency: 'high',
            timeout: 10_000,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        )
        return { sent: true }
      } catch (error) {
        // 404/410: the subscription expired or the user revoked it — forget it, never retry.
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id))
          return {
            sent: false,
            reason: `the push service no longer knows this browser (${error.statusCode})`,
          }
        }
        throw error
      }
    },
  }
}
