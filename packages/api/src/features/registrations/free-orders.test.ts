/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call -- JSON response bodies; the assertions check their shape */
// A free order (total 0) is paid the moment it is created, so no payment writes its receipt: the
// registration itself must (issue 16), once, in the payer's language.
import { and, classes, eq, messages, users } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, SEED_NOW } from '../../test/databases.ts'
import { signUpAndIn, type Session } from '../../test/test-session.ts'
import { caller, newKey, userIdOf } from '../../test/registration-client.ts'
import {
  createFixture,
  createRegistrationTestApp,
  type Fixture,
  type RegistrationTestApp,
} from '../../test/registration-fixtures.ts'

describe.each(DATABASE_KINDS)('free orders on %s', (kind) => {
  let t: RegistrationTestApp
  let fx: Fixture
  let call: ReturnType<typeof caller>
  let payer: Session
  let payerId: number
  let freeSinglesId: number
  let freeTinyId: number

  const freeClass = async (name: string, capacity: number, position: number) => {
    const [row] = await t.db
      .insert(classes)
      .values({
        tournamentId: fx.tournamentId,
        name,
        type: 1,
        capacity,
        feeMinor: 0,
        position,
        matchFormat: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
      })
      .returning({ id: classes.id })
    return row!.id
  }

  beforeAll(async () => {
    t = await createRegistrationTestApp(kind)
    fx = await createFixture(t.db, SEED_NOW)
    call = caller(t)
    payer = await signUpAndIn(t, 'frieda.free@example.com')
    payerId = await userIdOf(t, payer)
    await t.db.update(users).set({ preferredLanguage: 'de' }).where(eq(users.id, payerId))
    freeSinglesId = await freeClass('Freies Einzel', 16, 20)
    freeTinyId = await freeClass('Freies Mini', 1, 21)
  })
  afterAll(async () => {
    await t.database.close()
  })

  const receiptsOf = (userId: number) =>
    t.db
      .select()
      .from(messages)
      .where(and(eq(messages.kind, 'receipt'), eq(messages.userId, userId)))

  const register = (session: Session, classId: number, key = newKey()) =>
    call(session, 'POST', `/registrations/tournament/${fx.tournamentId}/orders`, {
      body: { entries: [{ classId }] },
      headers: { 'idempotency-key': key },
    })

  it('a free class confirms at once and sends one receipt in the payer’s language, even when retried', async () => {
    const key = newKey()
    const created = await register(payer, freeSinglesId, key)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 'paid', totalMinor: 0 })
    const again = await register(payer, freeSinglesId, key)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')

    const receipts = await receiptsOf(payerId)
    expect(receipts).toHaveLength(1)
    const [receipt] = receipts
    expect(receipt).toMatchObject({ locale: 'de', status: 'sent', recipient: 'frieda.free@example.com' })
    expect(receipt!.subject).toBe('Beleg: Registration Test Open')
    expect(receipt!.textBody).toContain('Hallo')
    expect(receipt!.textBody).toContain('Nichts zu bezahlen')
    expect(receipt!.textBody).toContain('Freies Einzel')
    expect(receipt!.textBody).toMatch(/Gesamt\s+0,00\s€/)
    expect(receipt!.textBody).not.toContain('Zahlung')

    // The player sees it in the profile's message history too.
    const history = await call(payer, 'GET', '/user/messages')
    expect(history.body.items.filter((m: { subject: string }) => m.subject.startsWith('Beleg'))).toHaveLength(
      1,
    )
  })

  it('a player who never chose a language gets the receipt in the page’s language; a chosen one stays', async () => {
    const sven = await signUpAndIn(t, 'sven.free@example.com')
    const svenId = await userIdOf(t, sven)
    await t.db.update(users).set({ preferredLanguage: null }).where(eq(users.id, svenId))
    const created = await call(sven, 'POST', `/registrations/tournament/${fx.tournamentId}/orders`, {
      body: { entries: [{ classId: freeSinglesId }], locale: 'sv' },
      headers: { 'idempotency-key': newKey() },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const [receipt] = await receiptsOf(svenId)
    expect(receipt).toMatchObject({ locale: 'sv' })
    expect(receipt!.subject).toMatch(/^Kvitto/)
    const language = async (id: number) =>
      (await t.db.select({ l: users.preferredLanguage }).from(users).where(eq(users.id, id)))[0]!.l
    expect(await language(svenId)).toBe('sv')

    // Frieda chose German: a French page does not change it.
    const french = await call(payer, 'POST', `/registrations/tournament/${fx.tournamentId}/quote`, {
      body: { entries: [{ classId: freeTinyId }], locale: 'fr' },
    })
    expect(french.status).toBe(200)
    const order = await call(payer, 'POST', `/registrations/tournament/${fx.tournamentId}/orders`, {
      body: { entries: [{ classId: fx.singlesId }], locale: 'fr' },
      headers: { 'idempotency-key': newKey() },
    })
    expect(order.status, JSON.stringify(order.body)).toBe(201)
    expect(await language(payerId)).toBe('de')
    const refused = await call(sven, 'POST', `/registrations/tournament/${fx.tournamentId}/quote`, {
      body: { entries: [{ classId: freeTinyId }], locale: 'xx' },
    })
    expect(refused.status).toBe(400)
  })

  it('a waitlisted entry sends its receipt when it gets a free place, not before', async () => {
    const other = await signUpAndIn(t, 'wanda.free@example.com')
    const otherId = await userIdOf(t, other)
    const sizer = await signUpAndIn(t, 'otto.free@example.com')
    expect((await register(sizer, freeTinyId)).status).toBe(201)
    const waitlisted = await register(other, freeTinyId)
    expect(waitlisted.status).toBe(201)
    expect(await receiptsOf(otherId)).toEqual([])
    expect(await receiptsOf(await userIdOf(t, sizer))).toHaveLength(1)

    // The holder cancels: the waitlisted entry is promoted into a free (so paid) order.
    const mine = await call(sizer, 'GET', '/registrations/mine')
    const held = (mine.body.entries as { registrationId: number; class: { id: number } }[]).find(
      (e) => e.class.id === freeTinyId,
    )
    expect((await call(sizer, 'POST', `/registrations/${held!.registrationId}/cancel`)).status).toBe(200)
    const promoted = await call(other, 'GET', '/registrations/mine')
    expect(promoted.body.entries).toMatchObject([{ class: { id: freeTinyId }, status: 'confirmed' }])
    const receipts = await receiptsOf(otherId)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.textBody).toContain('Freies Mini')
  })

  it('a paid class still sends its receipt only after payment', async () => {
    const buyer = await signUpAndIn(t, 'bruno.free@example.com')
    const buyerId = await userIdOf(t, buyer)
    const created = await register(buyer, fx.singlesId)
    expect(created.body).toMatchObject({ status: 'pending' })
    expect(await receiptsOf(buyerId)).toEqual([])
    await call(buyer, 'POST', `/payments/test-checkout/${created.body.id}`, {
      body: { cardNumber: '4242 4242 4242 4242', locale: 'en' },
    })
    expect(await receiptsOf(buyerId)).toHaveLength(1)
  })
})
