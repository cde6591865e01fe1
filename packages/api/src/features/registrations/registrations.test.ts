/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- JSON response bodies; the assertions check their shape */
import { eq, orderRefunds, orders, outboxMessages, registrations, teams } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, SEED_NOW } from '../../test/databases.ts'
import { signUpAndIn, type Session } from '../../test/test-session.ts'
import { caller, newKey, userIdOf } from '../../test/registration-client.ts'
import {
  createFixture,
  createRegistrationTestApp,
  DAY,
  setRatings,
  type Fixture,
  type RegistrationTestApp,
} from '../../test/registration-fixtures.ts'

const ACCEPTED = '4242 4242 4242 4242'
const DECLINED = '4000 0000 0000 0002'

describe.each(DATABASE_KINDS)('registration and payment on %s', (kind) => {
  let t: RegistrationTestApp
  let fx: Fixture
  let call: ReturnType<typeof caller>
  let alice: Session
  let bob: Session
  let carol: Session
  let dave: Session
  let ids: { alice: number; bob: number; carol: number; dave: number }

  beforeAll(async () => {
    t = await createRegistrationTestApp(kind)
    fx = await createFixture(t.db, SEED_NOW)
    call = caller(t)
    alice = await signUpAndIn(t, 'alice.reg@example.com')
    bob = await signUpAndIn(t, 'bob.reg@example.com')
    carol = await signUpAndIn(t, 'carol.reg@example.com')
    dave = await signUpAndIn(t, 'dave.reg@example.com')
    ids = {
      alice: await userIdOf(t, alice),
      bob: await userIdOf(t, bob),
      carol: await userIdOf(t, carol),
      dave: await userIdOf(t, dave),
    }
  })
  afterAll(async () => {
    await t.database.close()
  })

  const create = (session: Session, entries: unknown[], key = newKey()) =>
    call(session, 'POST', `/registrations/tournament/${fx.tournamentId}/orders`, {
      body: { entries },
      headers: { 'idempotency-key': key },
    })
  const testPay = (session: Session, orderId: string, cardNumber: string) =>
    call(session, 'POST', `/payments/test-checkout/${orderId}`, { body: { cardNumber, locale: 'en' } })
  const mine = async (session: Session) => (await call(session, 'GET', '/registrations/mine')).body
  const entryOf = async (session: Session, classId: number) =>
    ((await mine(session)).entries as { class: { id: number }; status: string }[]).find(
      (e) => e.class.id === classId,
    )

  describe('access', () => {
    it('needs a session (401)', async () => {
      const anonymous = [
        await call(null, 'GET', `/registrations/tournament/${fx.tournamentId}/options`),
        await call(null, 'POST', `/registrations/tournament/${fx.tournamentId}/quote`, {
          body: { entries: [{ classId: fx.singlesId }] },
        }),
        await call(null, 'POST', `/registrations/tournament/${fx.tournamentId}/orders`, {
          body: { entries: [{ classId: fx.singlesId }] },
          headers: { 'idempotency-key': newKey() },
        }),
        await call(null, 'GET', '/registrations/mine'),
        await call(null, 'POST', '/registrations/1/cancel'),
        await call(null, 'POST', '/payments/test-checkout/00000000-0000-4000-8000-000000000000', {
          body: { cardNumber: ACCEPTED },
        }),
      ]
      for (const res of anonymous) {
        expect(res.status).toBe(401)
        expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } })
      }
    })

    it('refuses state changes without the CSRF token (403) and registers nothing', async () => {
      const res = await call(alice, 'POST', `/registrations/tournament/${fx.tournamentId}/orders`, {
        body: { entries: [{ classId: fx.singlesId }] },
        headers: { 'idempotency-key': newKey() },
        csrf: null,
      })
      expect(res.status).toBe(403)
      expect(res.body.error.code).toBe('CSRF_INVALID')
      expect(await entryOf(alice, fx.singlesId)).toBeUndefined()
    })
  })

  describe('options and quote', () => {
    it('lists the classes with places, fees and why a player may not enter', async () => {
      const res = await call(alice, 'GET', `/registrations/tournament/${fx.tournamentId}/options`)
      expect(res.status).toBe(200)
      expect(res.body.tournament).toMatchObject({
        name: 'Registration Test Open',
        registrationStatus: 'open',
      })
      expect(res.body.rules).toMatchObject({
        currency: 'EUR',
        vatRateBasisPoints: 1900,
        vatMode: 'added',
        multiClassDiscount: { minClasses: 2, percent: 10 },
        refundUntilDays: 14,
      })
      expect(res.body.paymentProvider).toBe('test_checkout')
      type Option = {
        name: string
        placesLeft: number
        feeMinor: number
        reasons: unknown[]
        partnerRule: unknown
      }
      const byName = Object.fromEntries((res.body.classes as Option[]).map((c) => [c.name, c]))
      expect(byName["Men's Singles"]).toMatchObject({ placesLeft: 16, feeMinor: 2500, reasons: [] })
      expect(byName['Mixed Doubles']?.partnerRule).toEqual({ maxPartners: 1, allowsOpenSlot: true })
      // Alice has no DUPR rating: the rated class says so before she pays.
      expect(byName['Doubles 3.5–4.0']?.reasons).toEqual([{ code: 'RATING_MISSING', ratingKind: 'doubles' }])
    })

    it('prices on the server: 25.00 + 20.00, 10 % off from two classes, 19 % VAT added', async () => {
      const res = await call(alice, 'POST', `/registrations/tournament/${fx.tournamentId}/quote`, {
        body: { entries: [{ classId: fx.singlesId }, { classId: fx.doublesId, isLookingForPartner: true }] },
      })
      expect(res.status).toBe(200)
      // 4500 − 450 = 4050; VAT 4050 × 19 % = 769.5 → 770; total 4820
      expect(res.body).toMatchObject({
        currency: 'EUR',
        subtotalMinor: 4500,
        discountMinor: 450,
        vatMinor: 770,
        totalMinor: 4820,
        isValid: true,
      })
      expect(res.body.lines.map((l: { totalMinor: number }) => l.totalMinor)).toEqual([2678, 2142])
    })

    it('never takes prices from the client', async () => {
      const res = await call(alice, 'POST', `/registrations/tournament/${fx.tournamentId}/quote`, {
        body: { entries: [{ classId: fx.singlesId, feeMinor: 1 }] },
      })
      expect(res.status).toBe(400)
      const order = await create(alice, [{ classId: fx.singlesId, totalMinor: 1 }])
      expect(order.status).toBe(400)
    })

    it('checks partners and rating limits (doubles: the higher-rated partner counts)', async () => {
      await setRatings(t.db, ids.alice, 3.4, 3.6)
      await setRatings(t.db, ids.bob, 4.1, 4.2)
      await setRatings(t.db, ids.carol, 3.2, 3.3)
      const quote = async (entries: unknown[]) =>
        (
          await call(alice, 'POST', `/registrations/tournament/${fx.tournamentId}/quote`, {
            body: { entries },
          })
        ).body
      expect((await quote([{ classId: fx.ratedId, partnerUserIds: [ids.bob] }])).lines[0].reasons).toEqual([
        { code: 'RATING_TOO_HIGH', rating: 4.2, max: 4, ratingKind: 'doubles' },
      ])
      expect((await quote([{ classId: fx.ratedId, partnerUserIds: [ids.carol] }])).lines[0].reasons).toEqual(
        [],
      )
      expect((await quote([{ classId: fx.doublesId }])).lines[0].reasons).toEqual([
        { code: 'PARTNER_REQUIRED' },
      ])
      expect((await quote([{ classId: fx.singlesId, partnerUserIds: [ids.bob] }])).lines[0].reasons).toEqual([
        { code: 'PARTNER_NOT_ALLOWED' },
      ])
      expect(
        (await quote([{ classId: fx.doublesId, partnerUserIds: [ids.alice] }])).lines[0].reasons,
      ).toEqual([{ code: 'PARTNER_UNAVAILABLE', userId: ids.alice }])
      const refused = await create(alice, [{ classId: fx.ratedId, partnerUserIds: [ids.bob] }])
      expect(refused.status).toBe(422)
      expect(refused.body.error.code).toBe('RATING_TOO_HIGH')
    })
  })

  describe('register and pay with the test checkout', () => {
    let orderId: string

    it('requires an Idempotency-Key and replays the first result for the same key', async () => {
      const missing = await call(alice, 'POST', `/registrations/tournament/${fx.tournamentId}/orders`, {
        body: { entries: [{ classId: fx.singlesId }] },
      })
      expect(missing.status).toBe(400)
      expect(missing.body.error.code).toBe('IDEMPOTENCY_KEY_REQUIRED')

      const key = newKey()
      const entries = [{ classId: fx.singlesId }, { classId: fx.doublesId, isLookingForPartner: true }]
      const first = await create(alice, entries, key)
      expect(first.status).toBe(201)
      expect(first.body).toMatchObject({
        status: 'pending',
        subtotalMinor: 4500,
        discountMinor: 450,
        vatMinor: 770,
        totalMinor: 4820,
        isPayable: true,
      })
      expect(first.body.items.map((i: { status: string }) => i.status)).toEqual([
        'pending_payment',
        'pending_payment',
      ])
      orderId = first.body.id

      const again = await create(alice, entries, key)
      expect(again.status).toBe(200)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      expect(again.body.id).toBe(orderId)
      const rows = await t.db.select().from(registrations).where(eq(registrations.userId, ids.alice))
      expect(rows).toHaveLength(2)

      const reused = await create(alice, [{ classId: fx.tinyId }], key)
      expect(reused.status).toBe(422)
      expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED')
    })

    it('refuses a second registration for the same class (409)', async () => {
      const res = await create(alice, [{ classId: fx.singlesId }])
      expect(res.status).toBe(409)
      expect(res.body.error.code).toBe('ALREADY_REGISTERED')
    })

    it('keeps other players out of the order (404)', async () => {
      expect((await call(bob, 'GET', `/registrations/orders/${orderId}`)).status).toBe(404)
      expect(
        (await call(bob, 'POST', `/registrations/orders/${orderId}/pay`, { body: { locale: 'en' } })).status,
      ).toBe(404)
      expect((await testPay(bob, orderId, ACCEPTED)).status).toBe(404)
      const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId))
      expect(row?.status).toBe('pending')
    })

    it('a declined card leaves the order payable; a good card pays it', async () => {
      const start = await call(alice, 'POST', `/registrations/orders/${orderId}/pay`, {
        body: { locale: 'de' },
      })
      expect(start.status).toBe(200)
      expect(start.body).toEqual({
        provider: 'test_checkout',
        orderId,
        checkoutPath: `/de/tournament/${fx.tournamentId}/registration/?order=${orderId}`,
      })

      const unknownCard = await testPay(alice, orderId, '5555 5555 5555 4444')
      expect(unknownCard.status).toBe(400)
      expect(unknownCard.body.error.code).toBe('TEST_CARD_UNSUPPORTED')

      const declined = await testPay(alice, orderId, DECLINED)
      expect(declined.status).toBe(200)
      expect(declined.body.redirectStatus).toBe('failed')
      expect(declined.body.successPath).toBe(
        `/en/tournament/${fx.tournamentId}/registration/success?order=${orderId}&redirect_status=failed`,
      )
      expect(declined.body.order).toMatchObject({ status: 'failed', isPayable: true })
      expect((await entryOf(alice, fx.singlesId))?.status).toBe('pending_payment')

      const paid = await testPay(alice, orderId, ACCEPTED)
      expect(paid.body.redirectStatus).toBe('succeeded')
      expect(paid.body.order).toMatchObject({ status: 'paid', isPayable: false, totalMinor: 4820 })
      // Singles confirmed; doubles with an open slot is confirmed as a one-player entry.
      expect(paid.body.order.items.map((i: { status: string }) => i.status)).toEqual([
        'confirmed',
        'confirmed',
      ])
    })

    it('paying again changes nothing', async () => {
      const again = await testPay(alice, orderId, ACCEPTED)
      expect(again.status).toBe(200)
      expect(again.body.redirectStatus).toBe('succeeded')
      const declinedLater = await testPay(alice, orderId, DECLINED)
      expect(declinedLater.body.order.status).toBe('paid')
      const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId))
      expect(row).toMatchObject({ status: 'paid', totalMinor: 4820, refundedMinor: 0 })
    })

    it('shows the entries with their receipt in "my registrations"', async () => {
      const { entries } = await mine(alice)
      const singles = entries.find((e: { class: { id: number } }) => e.class.id === fx.singlesId)
      expect(singles).toMatchObject({
        status: 'confirmed',
        tournament: { name: 'Registration Test Open' },
        order: {
          id: orderId,
          status: 'paid',
          vatRateBasisPoints: 1900,
          vatMode: 'added',
          line: { quantity: 1, feeMinor: 2500, discountMinor: 250, vatMinor: 428, totalMinor: 2678 },
        },
        cancel: { isAllowed: true, refundMinor: 2678 },
      })
      // The confirmed entry is a team of the class now (what draws and the class page use).
      const classTeams = await t.db.select().from(teams).where(eq(teams.classId, fx.singlesId))
      expect(classTeams.map((team) => team.name)).toEqual(['Test Player'])
    })

    it('cancels with a refund through the adapter; someone else cannot (404)', async () => {
      const singles = (await mine(alice)).entries.find(
        (e: { class: { id: number } }) => e.class.id === fx.singlesId,
      )
      expect((await call(bob, 'POST', `/registrations/${singles.registrationId}/cancel`)).status).toBe(404)
      expect(
        (await call(alice, 'POST', `/registrations/${singles.registrationId}/cancel`, { csrf: null })).status,
      ).toBe(403)

      const res = await call(alice, 'POST', `/registrations/${singles.registrationId}/cancel`)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({
        registrationId: singles.registrationId,
        status: 'cancelled',
        refundMinor: 2678,
      })
      const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
      expect(order).toMatchObject({ status: 'paid', refundedMinor: 2678 })
      const refunds = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))
      expect(refunds).toMatchObject([
        {
          amountMinor: 2678,
          reason: 'cancellation',
          status: 'succeeded',
          providerRef: expect.stringMatching(/^tc_re_/),
        },
      ])
      expect((await entryOf(alice, fx.singlesId))?.status).toBe('cancelled')

      const twice = await call(alice, 'POST', `/registrations/${singles.registrationId}/cancel`)
      expect(twice.status).toBe(409)
      expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).toHaveLength(1)
    })
  })

  describe('partners', () => {
    it('a doubles entry is confirmed once paid and accepted by the partner', async () => {
      await setRatings(t.db, ids.carol, 3.2, 3.3)
      await setRatings(t.db, ids.dave, 3.9, 3.9)
      const created = await create(carol, [{ classId: fx.ratedId, partnerUserIds: [ids.dave] }])
      expect(created.status).toBe(201)
      // Carol pays for both players: 2 × 15.00 + 19 % = 35.70
      expect(created.body).toMatchObject({ subtotalMinor: 3000, vatMinor: 570, totalMinor: 3570 })
      expect(created.body.items[0]).toMatchObject({ quantity: 2, unitFeeMinor: 1500 })
      const mail = await t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, 'dave.reg@example.com'))
      expect(mail.some((m) => m.subject.includes('Partner invitation'))).toBe(true)

      const paid = await testPay(carol, created.body.id, ACCEPTED)
      expect(paid.body.order.items[0].status).toBe('waiting_partner')

      const daveView = await mine(dave)
      expect(daveView.invitations).toMatchObject([
        { status: 'pending', class: { id: fx.ratedId }, inviter: { userId: ids.carol } },
      ])
      // Only the invited player may answer.
      expect(
        (await call(bob, 'POST', `/registrations/invitations/${daveView.invitations[0].id}/accept`)).status,
      ).toBe(404)
      const accepted = await call(
        dave,
        'POST',
        `/registrations/invitations/${daveView.invitations[0].id}/accept`,
      )
      expect(accepted.status).toBe(200)
      expect(accepted.body.entries[0]).toMatchObject({
        status: 'confirmed',
        class: { id: fx.ratedId },
        isPartnerEntry: true,
        order: null,
        cancel: { isAllowed: false },
      })
      expect(await entryOf(carol, fx.ratedId)).toMatchObject({
        status: 'confirmed',
        partners: [{ userId: ids.dave, invitationStatus: null }],
      })
      const classTeams = await t.db.select().from(teams).where(eq(teams.classId, fx.ratedId))
      expect(classTeams.map((team) => team.name)).toEqual(['Player / Player'])
      // The partner cannot cancel the pair's entry.
      const daveEntry = accepted.body.entries[0]
      expect((await call(dave, 'POST', `/registrations/${daveEntry.registrationId}/cancel`)).status).toBe(403)
    })

    it('falls back to the waitlist (payment refunded) when the partner does not accept in time', async () => {
      await setRatings(t.db, ids.bob, 4.1, 4.2)
      const created = await create(bob, [{ classId: fx.doublesId, partnerUserIds: [ids.carol] }])
      expect(created.status).toBe(201)
      await testPay(bob, created.body.id, ACCEPTED)
      expect(await entryOf(bob, fx.doublesId)).toMatchObject({ status: 'waiting_partner' })

      t.clock.now = new Date(SEED_NOW.getTime() + 3 * DAY + 60_000)
      try {
        // The server's background sweep brings the tournament up to date (the options only read).
        await t.sweep()
        // Back on the waitlist with the slot open, and, as the class has free places, promoted
        // again at once: a new order for one player, to pay within the organizer's window.
        expect(await entryOf(bob, fx.doublesId)).toMatchObject({
          status: 'pending_payment',
          isLookingForPartner: true,
          partners: [{ userId: ids.carol, invitationStatus: 'expired' }],
          order: { status: 'pending', isPayable: true, line: { quantity: 1, totalMinor: 2380 } },
        })
        const [order] = await t.db.select().from(orders).where(eq(orders.id, created.body.id))
        expect(order).toMatchObject({ status: 'refunded', refundedMinor: order!.totalMinor })
        const refunds = await t.db
          .select()
          .from(orderRefunds)
          .where(eq(orderRefunds.orderId, created.body.id))
        expect(refunds).toMatchObject([{ reason: 'partner_deadline', status: 'succeeded' }])
        expect((await mine(carol)).invitations).toEqual([])
      } finally {
        t.clock.now = new Date(SEED_NOW)
      }
    })
  })

  describe('holds, expiry and the waitlist', () => {
    it('a full class waitlists; an unpaid hold expires and the next entry is promoted', async () => {
      const held = await create(bob, [{ classId: fx.tinyId }])
      expect(held.body.items[0]).toMatchObject({ kind: 'charged', status: 'pending_payment' })
      const waiting = await create(dave, [{ classId: fx.tinyId }])
      expect(waiting.status).toBe(201)
      expect(waiting.body).toMatchObject({ status: 'paid', totalMinor: 0 })
      expect(waiting.body.items[0]).toMatchObject({
        kind: 'waitlisted',
        status: 'waitlisted',
        waitlistRank: 1,
      })

      t.clock.now = new Date(SEED_NOW.getTime() + 31 * 60_000)
      try {
        const options = await call(dave, 'GET', `/registrations/tournament/${fx.tournamentId}/options`)
        const tiny = options.body.classes.find((c: { id: number }) => c.id === fx.tinyId)
        expect(tiny).toMatchObject({ placesLeft: 0, waitlistCount: 0 })
        const heldOrder = await call(bob, 'GET', `/registrations/orders/${held.body.id}`)
        expect(heldOrder.body).toMatchObject({ status: 'expired', isPayable: false })
        expect((await testPay(bob, held.body.id, ACCEPTED)).status).toBe(409)

        const promoted = (await mine(dave)).entries.find(
          (e: { class: { id: number } }) => e.class.id === fx.tinyId,
        )
        expect(promoted).toMatchObject({
          status: 'pending_payment',
          order: { status: 'pending', isPayable: true },
        })
        // 48 hours from the promotion to pay.
        expect(new Date(promoted.order.expiresAt).getTime()).toBe(t.clock.now.getTime() + 48 * 3_600_000)
        const paid = await testPay(dave, promoted.order.id, ACCEPTED)
        expect(paid.body.order).toMatchObject({ status: 'paid', totalMinor: 1190 })
        expect(await entryOf(dave, fx.tinyId)).toMatchObject({ status: 'confirmed' })
      } finally {
        t.clock.now = new Date(SEED_NOW)
      }
    })
  })
})
