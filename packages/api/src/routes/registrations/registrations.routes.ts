import { LOCALES } from '@courtside/domain'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { idParam, parseJsonBody, parseParams, parseQuery } from '../../lib/validation.ts'
import { requireAuth } from '../../http/auth.ts'
import { paymentAdapterFor } from '../../services/payments/index.ts'
import { requestApproval } from '../../services/registrations/approval.ts'
import { runEffects } from '../../services/registrations/effects.ts'
import { rememberLanguage } from '../../services/registrations/language.ts'
import type { Effects } from '../../services/registrations/lifecycle.ts'
import {
  cancelRegistration,
  listLookingForPartner,
  respondToInvitation,
  searchPlayers,
} from '../../services/registrations/manage.ts'
import {
  createRegistrationOrder,
  getRegistrationOptions,
  quoteRegistration,
} from '../../services/registrations/register.ts'
import {
  maintainTournament,
  reconcileOrder,
  startOrderPayment,
} from '../../services/registrations/payment.ts'
import { MAX_ENTRIES_PER_ORDER, MAX_TEAMMATES } from '../../services/registrations/rules.ts'
import { getOrderView, listMyRegistrations } from '../../services/registrations/views.ts'

const idParams = z.object({ id: idParam })
const orderParams = z.object({ orderId: z.uuid() })

const entrySchema = z
  .object({
    classId: idParam,
    partnerUserIds: z.array(idParam).max(MAX_TEAMMATES).optional(),
    isLookingForPartner: z.boolean().optional(),
    teamName: z.string().trim().max(60).optional(),
  })
  .strict()

/** Only which classes and partners: prices always come from the database. */
export const entriesBody = z
  .object({
    entries: z.array(entrySchema).min(1).max(MAX_ENTRIES_PER_ORDER),
    /** The page's language: the player's messages use it when they never chose one. */
    locale: z.enum(LOCALES).optional(),
  })
  .strict()

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,128}$/

export function nowOf(c: Context<AppEnv>): Date {
  return c.get('deps').now?.() ?? new Date()
}

export async function afterCommit(c: Context<AppEnv>, effects: Effects): Promise<void> {
  const deps = c.get('deps')
  await runEffects({
    db: c.get('db'),
    effects,
    messages: deps.messages,
    adapter: paymentAdapterFor(deps.config),
    now: nowOf(c),
    logger: c.get('log'),
  })
}

// /bff/registrations: everything needs a session (401); state changes pass the CSRF check
// (http/csrf.ts). Callers only ever see and change their own records.
export const registrationRoutes = new Hono<AppEnv>()
  .get('/tournament/:id/options', async (c) => {
    const auth = requireAuth(c)
    const { id } = parseParams(c, idParams)
    const now = nowOf(c)
    await afterCommit(c, await maintainTournament({ c, tournamentId: id, now }))
    const adapter = paymentAdapterFor(c.get('deps').config)
    return c.json(
      await getRegistrationOptions({
        db: c.get('db'),
        tournamentId: id,
        userId: auth.userId,
        now,
        paymentProvider: adapter.provider,
      }),
    )
  })
  .post('/tournament/:id/quote', async (c) => {
    const auth = requireAuth(c)
    const { id } = parseParams(c, idParams)
    const { entries } = await parseJsonBody(c, entriesBody)
    return c.json(
      await quoteRegistration({
        db: c.get('db'),
        userId: auth.userId,
        tournamentId: id,
        entries,
        now: nowOf(c),
      }),
    )
  })
  .post('/tournament/:id/orders', async (c) => {
    const auth = requireAuth(c)
    const { id } = parseParams(c, idParams)
    const key = c.req.header('idempotency-key')
    if (!key || !IDEMPOTENCY_KEY.test(key)) {
      throw new AppError(
        400,
        'IDEMPOTENCY_KEY_REQUIRED',
        'Send an Idempotency-Key header (8–128 letters, digits, "_-:.") with every registration',
      )
    }
    const { entries, locale } = await parseJsonBody(c, entriesBody)
    await rememberLanguage(c.get('db'), auth.userId, locale)
    const result = await createRegistrationOrder({
      db: c.get('db'),
      userId: auth.userId,
      tournamentId: id,
      entries,
      idempotencyKey: key,
      now: nowOf(c),
      paymentProvider: paymentAdapterFor(c.get('deps').config).provider,
    })
    await afterCommit(c, result.effects)
    if (result.isReplay) c.header('idempotent-replayed', 'true')
    return c.json(result.order, result.isReplay ? 200 : 201)
  })
  // A player without a DUPR rating asks the organizer to approve an entry (services/registrations/approval.ts).
  .post('/class/:id/approval-request', async (c) => {
    const auth = requireAuth(c)
    const { id } = parseParams(c, idParams)
    return c.json(
      await requestApproval({ db: c.get('db'), userId: auth.userId, classId: id, now: nowOf(c) }),
      201,
    )
  })
  .get('/orders/:orderId', async (c) => {
    const auth = requireAuth(c)
    const { orderId } = parseParams(c, orderParams)
    const now = nowOf(c)
    // The success page asks here: with Stripe, the provider's state is pulled in once (a
    // webhook may not have arrived yet); the status shown is always this server record.
    await afterCommit(c, await reconcileOrder({ c, orderId, userId: auth.userId, now }))
    return c.json(await getOrderView({ db: c.get('db'), orderId, userId: auth.userId, now }))
  })
  .post('/orders/:orderId/pay', async (c) => {
    const auth = requireAuth(c)
    const { orderId } = parseParams(c, orderParams)
    const { locale } = await parseJsonBody(c, z.object({ locale: z.enum(LOCALES).optional() }).strict())
    await rememberLanguage(c.get('db'), auth.userId, locale)
    return c.json(
      await startOrderPayment({ c, orderId, userId: auth.userId, locale: locale ?? 'en', now: nowOf(c) }),
    )
  })
  .get('/mine', async (c) => {
    const auth = requireAuth(c)
    return c.json(await listMyRegistrations({ db: c.get('db'), userId: auth.userId, now: nowOf(c) }))
  })
  .post('/:id/cancel', async (c) => {
    const auth = requireAuth(c)
    const { id } = parseParams(c, idParams)
    const result = await cancelRegistration({
      db: c.get('db'),
      userId: auth.userId,
      registrationId: id,
      now: nowOf(c),
      paymentProvider: paymentAdapterFor(c.get('deps').config).provider,
    })
    await afterCommit(c, result.effects)
    return c.json({ registrationId: id, status: 'cancelled' as const, refundMinor: result.refundMinor })
  })
  .post('/invitations/:id/:answer{accept|decline}', async (c) => {
    const auth = requireAuth(c)
    const { id } = parseParams(c, z.object({ id: idParam, answer: z.enum(['accept', 'decline']) }))
    const result = await respondToInvitation({
      db: c.get('db'),
      userId: auth.userId,
      invitationId: id,
      accept: c.req.param('answer') === 'accept',
      now: nowOf(c),
      paymentProvider: paymentAdapterFor(c.get('deps').config).provider,
    })
    await afterCommit(c, result.effects)
    return c.json(await listMyRegistrations({ db: c.get('db'), userId: auth.userId, now: nowOf(c) }))
  })
  .get('/players', async (c) => {
    const auth = requireAuth(c)
    const { search } = parseQuery(c, z.object({ search: z.string().trim().min(2).max(60) }))
    return c.json({
      items: await searchPlayers({ db: c.get('db'), search, excludeUserId: auth.userId, limit: 10 }),
    })
  })
  .get('/class/:id/looking-for-partner', async (c) => {
    requireAuth(c)
    const { id } = parseParams(c, idParams)
    return c.json({ items: await listLookingForPartner({ db: c.get('db'), classId: id }) })
  })
