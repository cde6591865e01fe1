import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { requireAuth } from '../../http/auth.ts'
import { getDuprLoginLink, linkDuprAccount, unlinkDuprAccount } from '../../services/ratings.ts'

export const duprRoutes = new Hono<AppEnv>()
  // Spec section 7: the rating service's login link (the client caches it for an hour).
  .get('/login', (c) => {
    requireAuth(c)
    return c.json(getDuprLoginLink(c.get('deps').config.dupr))
  })
  .post('/link', async (c) => {
    const auth = requireAuth(c)
    const { userToken } = await parseJsonBody(c, z.object({ userToken: z.string().min(10).max(4096) }))
    return c.json(
      await linkDuprAccount({
        db: c.get('db'),
        userId: auth.userId,
        config: c.get('deps').config.dupr,
        userToken,
        fetch: c.get('deps').fetch,
      }),
    )
  })
  .delete('/link', async (c) => {
    const auth = requireAuth(c)
    await unlinkDuprAccount({ db: c.get('db'), userId: auth.userId })
    return c.json({ success: true })
  })
