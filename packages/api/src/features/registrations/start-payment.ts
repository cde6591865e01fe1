// POST /bff/registrations/orders/:orderId/pay: start (or resume) paying with the configured adapter.
import { requireAuth } from '../../http/auth.ts'
import { parseJsonBody, parseParams } from '../../lib/validation.ts'
import { OrderParams, PayBody } from './contract.ts'
import { nowOf, paymentDepsOf, type Handler } from './kit.ts'
import { rememberLanguage } from './language.ts'
import { startOrderPayment } from './payment.ts'

export const route = { method: 'post', path: '/orders/:orderId/pay' } as const

export const handler: Handler = async (c) => {
  const auth = requireAuth(c)
  const { orderId } = parseParams(c, OrderParams)
  const { locale } = await parseJsonBody(c, PayBody)
  await rememberLanguage(c.get('db'), auth.userId, locale)
  return c.json(
    await startOrderPayment({
      deps: paymentDepsOf(c),
      siteUrl: c.get('deps').config.siteUrl,
      orderId,
      userId: auth.userId,
      locale: locale ?? 'en',
      now: nowOf(c),
    }),
  )
}
