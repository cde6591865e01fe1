// The Web Push opt-in's contract (issue 15): the server's VAPID key and a browser's subscription.
// The handlers read their bodies themselves after the session check (401 before 400, a body that
// is not JSON is INVALID_JSON, refusals carry no fields map), so a declared body only documents
// (push-app.ts mounts it that way).
import { z } from '@hono/zod-openapi'
import { MAX_ENDPOINT_LENGTH } from './endpoint-policy.ts'

/** Unpadded base64url, as PushSubscription.toJSON() writes the keys. */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'base64url')
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `${bytes} bytes`)

const Endpoint = z.string().trim().min(1).max(MAX_ENDPOINT_LENGTH)

export const Subscription = z
  .object({
    endpoint: Endpoint,
    // The browser's P-256 public key (uncompressed point) and its 16-byte authentication secret.
    keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
    expirationTime: z.number().nullable().optional(),
  })
  .strict()
  .openapi('PushSubscription', { description: 'PushSubscription.toJSON() of the browser' })

export const Unsubscription = z.object({ endpoint: Endpoint }).strict()

export const PushKey = z
  .object({ publicKey: z.string().openapi({ description: 'The VAPID public key (base64url)' }) })
  .openapi('PushKey')
export const Subscribed = z.object({ subscribed: z.literal(true) })
export const Removed = z.object({
  removed: z.number().openapi({ description: 'Subscriptions removed (0 or 1)' }),
})

const PushError = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi('PushError')

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
})

/** A JSON request body for the document (the handler validates it). */
export const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
})

/** A signed-in player's write: no session (401), a failed CSRF check (403), a refused body (400). */
export const writeErrors = {
  400: json(
    PushError,
    'Not JSON (INVALID_JSON), not valid (INVALID_BODY) or no push service (PUSH_ENDPOINT_REFUSED)',
  ),
  401: json(PushError, 'Not signed in'),
  403: json(PushError, 'Failed CSRF check'),
} as const
