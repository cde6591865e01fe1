import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { parseParams, parseQuery } from '../../lib/validation.ts'
import { getOrganizer, listOrganizers } from '../../services/organizers.ts'

export const organizerRoutes = new Hono<AppEnv>()
  .get('/list', async (c) => {
    const { country } = parseQuery(
      c,
      z.object({
        country: z
          .string()
          .regex(/^[A-Za-z]{2}$/)
          .transform((s) => s.toUpperCase())
          .optional(),
      }),
    )
    return c.json(await listOrganizers({ db: c.get('db'), country }))
  })
  .get('/:idOrSlug', async (c) => {
    const { idOrSlug } = parseParams(
      c,
      z.object({ idOrSlug: z.string().regex(/^[a-z0-9-]{1,80}$/i, 'must be an id or a slug') }),
    )
    return c.json(await getOrganizer({ db: c.get('db'), idOrSlug: idOrSlug.toLowerCase() }))
  })
