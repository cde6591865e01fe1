// Web Push (issue 15): the server's VAPID keys, the opt-in routes and the sender the outbox's
// transport uses for rows of channel 'push'.
export { createPushApp } from './push-app.ts'
export { createPushSender, type PushNotification, type PushOutcome, type PushSender } from './push-sender.ts'
export { isAllowedPushEndpoint } from './endpoint-policy.ts'
export { loadVapidKeys, type VapidKeys } from './vapid.ts'
