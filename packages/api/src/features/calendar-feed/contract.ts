// The calendar feed's contract (issue 14): the caller's subscription addresses, and the token that
// names a feed in its public address.
import { z } from '@hono/zod-openapi'

export { errors, json } from '../organizer/index.ts'

export const FeedLinks = z
  .object({
    httpsUrl: z.string().openapi({ description: 'The feed over https (to paste into a calendar app)' }),
    webcalUrl: z
      .string()
      .openapi({ description: 'The same feed as a webcal: link (opens the calendar app)' }),
  })
  .openapi('CalendarFeedLinks')

export const MaybeFeedLinks = z
  .union([FeedLinks, z.object({ httpsUrl: z.null(), webcalUrl: z.null() })])
  .openapi('CalendarFeedLinksOrNone', { description: 'Both null until the player created a feed' })

/**
 * The last segment of a feed's address: the token (base64url of 32 bytes, 43 characters) and
 * `.ics`. One parameter, because Hono's router takes `{token}.ics` as a parameter named
 * `token.ics`; anything that is not a token cannot name a feed (400).
 */
export const FeedFileParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'not a calendar address')
    .transform((file) => file.slice(0, -'.ics'.length))
    .openapi({ param: { name: 'file', in: 'path' }, description: '<token>.ics', type: 'string' }),
})
