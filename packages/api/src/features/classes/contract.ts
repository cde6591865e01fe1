// The class endpoints' contract (mounted under /bff/tournament): the class page's read and the
// tournament player list. These schemas validate the requests; the answers' schemas (and the
// types derived from them) are in schemas.ts, which imports nothing of the API.
import { z } from '@hono/zod-openapi'

export { json, readErrors } from '../../http/public-read-app.ts'
export { ClassFull, PlayerListResponse } from './schemas.ts'

// lib/validation.ts idParam, built with this z so that it can carry its OpenAPI description.
const id = z.coerce.number().int().positive().max(2_147_483_647)
export const IdParams = z.object({ id: id.openapi({ param: { name: 'id', in: 'path' }, example: 42 }) })

/**
 * The class read's `v`: the web adds a live update's version (apps/web queries/live.ts) so that
 * the micro cache keys a fresh copy. Any text is accepted and none is read, as before the read
 * declared it: a stale or odd `v` must never refuse the page.
 */
export const ClassReadQuery = z.object({
  v: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .openapi({ description: 'A live update version; only changes the cache key' }),
})

const intString = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

/** Spec section 3 "Tournament player list query": offset, limit, classId, search. */
export const PlayerListQuery = z.object({
  offset: intString(0, 1_000_000).default(0),
  limit: intString(1, 100).default(20),
  classId: id.optional().openapi({ description: 'Only the players of this class of the event' }),
  search: z
    .string()
    .max(100)
    .optional()
    .openapi({ description: 'Part of a first, last or user name, any case' }),
})
