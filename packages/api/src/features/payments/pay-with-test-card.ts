// POST /bff/payments/test-checkout/:orderId: the built-in test checkout's card form.
import { z } from '@hono/zod-openapi'
import { LOCALES } from '@courtside/domain'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody, parseParams } from '../../lib/validation.ts'
import type { Context } from 'hono'
import { afterCommit, nowOf, paymentDepsOf, payWithTestCard } from '../registrations/index.ts'

export const route = { method: 'post', path: '/test-checkout/:orderId' } as const

const Params = z.object({ orderId: z.uuid() })
const Body = z
  .object({ cardNumber: z.string().trim().min(12).max(30), locale: z.enum(LOCALES).default('en') })
  .strict()

export async function handler(c: Context<AppEnv>): Promise<Response> {
  const auth = requireAuth(c)
  const { orderId } = parseParams(c, Params)
  const body = await parseJsonBody(c, Body)
  const { result, effects } = await payWithTestCard({
    deps: paymentDepsOf(c),
    orderId,
    userId: auth.userId,
    cardNumber: body.cardNumber,
    locale: body.locale,
    now: nowOf(c),
  })
  await afterCommit(c, effects)
  return c.json(result)
}
