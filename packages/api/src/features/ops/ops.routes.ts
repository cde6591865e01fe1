// Operator endpoints of the running server (docs/decisions/0009-backups.md). Only for `npm run
// db:backup` on the same machine: the caller must come from the loopback address and present
// the random token the server wrote to <DATA_DIR>/server.json (readable by its owner only).
// Anyone else gets 404, as if the endpoint did not exist.
import { timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { clientIp } from '../../http/rate-limit.ts'

export const OPS_TOKEN_HEADER = 'x-courtside-ops-token'
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

function assertOperator(c: Context<AppEnv>): NonNullable<AppEnv['Variables']['deps']['ops']> {
  const ops = c.get('deps').ops
  const given = Buffer.from(c.req.header(OPS_TOKEN_HEADER) ?? '')
  const expected = Buffer.from(ops?.token ?? '')
  const isLocal = LOOPBACK.has(clientIp(c.req.raw, false))
  if (!ops || !isLocal || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError(404, 'NOT_FOUND', `No endpoint ${c.req.method} ${c.req.path}`)
  return ops
}

export const opsRoutes = new Hono<AppEnv>().post('/backup', async (c) => {
  const ops = assertOperator(c)
  return c.json(await ops.backup())
})
