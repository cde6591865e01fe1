import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { parseParams, parseQuery } from '../../lib/validation.ts'
import { getEpisode, listEpisodes } from '../../services/podcast.ts'

export const podcastRoutes = new Hono<AppEnv>()
  .get('/episodes', async (c) => {
    const query = parseQuery(
      c,
      z.object({
        offset: z.coerce.number().int().min(0).max(100_000).default(0),
        limit: z.coerce.number().int().min(1).max(50).default(12),
      }),
    )
    return c.json(await listEpisodes({ db: c.get('db'), ...query }))
  })
  .get('/episodes/:idOrSlug', async (c) => {
    const { idOrSlug } = parseParams(c, z.object({ idOrSlug: z.string().regex(/^[a-z0-9-]{1,120}$/i) }))
    return c.json(await getEpisode({ db: c.get('db'), idOrSlug: idOrSlug.toLowerCase() }))
  })
