/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- JSON response bodies; the assertions check their shape */
// Answering a partner invitation (issue 16): the links in the invitation message reach the
// profile of whoever follows them, so the API is what keeps an answer to the invited partner,
// and a second click (or a link followed twice) must not do anything twice.
import { and, classes, eq, messages, partnerInvitations } from '@courtside/db'
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

const ACCEPTED = '4242 4242 4242 4242'

describe.each(DATABASE_KINDS)('answering a partner invitation on %s', (kind) => {
  let t: RegistrationTestApp
  let fx: Fixture
  let call: ReturnType<typeof caller>
  let inviter: Session
  let partner: Session
  let stranger: Session
  let partnerId: number
  let inviterId: number

  beforeAll(async () => {
    t = await createRegistrationTestApp(kind)
    fx = await createFixture(t.db, SEED_NOW)
    call = caller(t)
    inviter = await signUpAndIn(t, 'ines.inv@example.com')
    partner = await signUpAndIn(t, 'paul.inv@example.com')
    stranger = await signUpAndIn(t, 'sam.inv@example.com')
    inviterId = await userIdOf(t, inviter)
    partnerId = await userIdOf(t, partner)
  })
  afterAll(async () => {
    await t.database.close()
  })

  let position = 10
  /** A doubles class of its own for each test (one entry per player and class). */
  async function doublesClass(): Promise<number> {
    position++
    const [row] = await t.db
      .insert(classes)
      .values({
        tournamentId: fx.tournamentId,
        name: `Doubles ${position}`,
        type: 2,
        capacity: 8,
        feeMinor: 2000,
        position,
        matchFormat: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
      })
      .returning({ id: classes.id })
    return row!.id
  }

  /** A paid entry of `inviter` in a new doubles class with `partner` invited; the invitation's id. */
  async function invite(): Promise<number> {
    const classId = await doublesClass()
    const created = await call(inviter, 'POST', `/registrations/tournament/${fx.tournamentId}/orders`, {
      body: { entries: [{ classId, partnerUserIds: [partnerId] }] },
      headers: { 'idempotency-key': newKey() },
    })
    expect(created.status).toBe(201)
    const paid = await call(inviter, 'POST', `/payments/test-checkout/${created.body.id}`, {
      body: { cardNumber: ACCEPTED, locale: 'en' },
    })
    expect(paid.status).toBe(200)
    const [row] = await t.db
      .select({ id: partnerInvitations.id })
      .from(partnerInvitations)
      .where(and(eq(partnerInvitations.classId, classId), eq(partnerInvitations.invitedUserId, partnerId)))
    return row!.id
  }

  const statusOf = async (invitationId: number) =>
    (
      await t.db
        .select({ status: partnerInvitations.status })
        .from(partnerInvitations)
        .where(eq(partnerInvitations.id, invitationId))
    )[0]?.status

  const messagesOf = (kindOf: string, userId: number) =>
    t.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.kind, kindOf), eq(messages.userId, userId)))

  it('only the invited partner can answer; anyone else gets 404 and the invitation stays pending', async () => {
    const invitationId = await invite()
    for (const [who, answer] of [
      [stranger, 'accept'],
      [stranger, 'decline'],
      [inviter, 'accept'],
    ] as const) {
      const response = await call(who, 'POST', `/registrations/invitations/${invitationId}/${answer}`)
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } })
    }
    expect(await statusOf(invitationId)).toBe('pending')
    const stillOpen = await call(partner, 'GET', '/registrations/mine')
    expect(stillOpen.body.invitations).toMatchObject([{ id: invitationId, status: 'pending' }])
    expect(await messagesOf('partner_accepted', inviterId)).toEqual([])
    expect(await messagesOf('partner_declined', inviterId)).toEqual([])
  })

  it('accepting twice gives the same result and tells the inviter once; declining afterwards is refused', async () => {
    const invitationId = await invite()
    const first = await call(partner, 'POST', `/registrations/invitations/${invitationId}/accept`)
    expect(first.status).toBe(200)
    const second = await call(partner, 'POST', `/registrations/invitations/${invitationId}/accept`)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(first.body.entries).toMatchObject([{ status: 'confirmed', isPartnerEntry: true }])
    expect(await statusOf(invitationId)).toBe('accepted')
    expect(await messagesOf('partner_accepted', inviterId)).toHaveLength(1)

    const changedMind = await call(partner, 'POST', `/registrations/invitations/${invitationId}/decline`)
    expect(changedMind.status).toBe(409)
    expect(changedMind.body).toEqual({ error: { code: 'INVITATION_CLOSED', message: expect.any(String) } })
    expect(await statusOf(invitationId)).toBe('accepted')
    expect(await messagesOf('partner_declined', inviterId)).toEqual([])
  })

  it('declining twice is harmless too', async () => {
    const invitationId = await invite()
    const first = await call(partner, 'POST', `/registrations/invitations/${invitationId}/decline`)
    expect(first.status).toBe(200)
    const second = await call(partner, 'POST', `/registrations/invitations/${invitationId}/decline`)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(await statusOf(invitationId)).toBe('declined')
    expect(await messagesOf('partner_declined', inviterId)).toHaveLength(1)
  })
})
