// Issue 12's last two console operations against the real app on PGlite and PostgreSQL: the desk
// pairs two "find me a partner" entries (money, places and waitlist stay right; every refusal has
// its code; a repeat changes nothing) and an owner revokes a pending invitation (its link then
// answers "withdrawn"). Members of another organization get 404 for both.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment -- JSON bodies of many shapes, each checked by the assertions that read them */
import {
  and,
  auditLog,
  eq,
  orderItems,
  orderRefunds,
  organizationMembers,
  organizations,
  outboxMessages,
  registrations,
  users,
} from '@courtside/db'
import { DEMO_OWNER, seedDemoOwner } from '@courtside/db/seed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, signUpAndIn, type Session } from '../../test/test-session.ts'
import { createRegistrationTestApp, type RegistrationTestApp } from '../../test/registration-fixtures.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'

const DAY = 86_400_000
const FEE = 3000

describe.each(DATABASE_KINDS)('pairing entries and revoking invitations (%s)', (kind) => {
  let t: RegistrationTestApp
  let owner: Session
  let desk: Session
  let rival: Session
  let orgId: number
  let rivalOrgId: number
  let eventId: number
  let mixedId: number
  let openId: number
  let tinyId: number
  let rivalClassId: number
  const entries: Record<string, number> = {}
  const sessions: Record<string, Session> = {}

  async function call(session: Session | null, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = {}
    if (session) headers.cookie = session.cookieHeader()
    if (session && method !== 'GET') headers['x-csrf-token'] = session.csrf
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await t.app.request(`/bff${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null, text }
  }
  const userIdOf = async (s: Session) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, s.email)))[0]!.id
  const at = (days: number) => new Date(t.clock.now.getTime() + days * DAY).toISOString()
  const entry = async (id: number) =>
    (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]!

  /** The player registers alone, looking for a partner; pays when a place is free. */
  async function registerLooking(name: string, classId: number, gender: 'male' | 'female') {
    const session = await signUpAndIn(t, `${name}-${kind}@example.com`)
    sessions[name] = session
    await t.db.update(users).set({ gender, birthYear: 1990 }).where(eq(users.email, session.email))
    const created = await t.app.request(`/bff/registrations/tournament/${eventId}/orders`, {
      method: 'POST',
      headers: {
        cookie: session.cookieHeader(),
        'x-csrf-token': session.csrf,
        'content-type': 'application/json',
        'idempotency-key': `pair-${name}-${kind}`,
      },
      body: JSON.stringify({ entries: [{ classId, isLookingForPartner: true }] }),
    })
    const order = await created.json()
    expect(created.status, JSON.stringify(order)).toBe(201)
    const registrationId = order.items[0].registrationId as number
    if (order.totalMinor > 0) {
      const paid = await call(session, 'POST', `/payments/test-checkout/${order.id}`, {
        cardNumber: '4242 4242 4242 4242',
        locale: 'en',
      })
      expect(paid.status, paid.text).toBe(200)
    }
    entries[name] = registrationId
    return registrationId
  }
  const pair = (session: Session | null, classId: number, a: number, b: number) =>
    call(session, 'POST', `/organizer/classes/${classId}/pairs`, { entryIds: [a, b] })

  beforeAll(async () => {
    t = await createRegistrationTestApp(kind)
    orgId = (await seedDemoOwner(t.db))!.organizationId
    owner = await signIn(t, DEMO_OWNER.email, DEMO_OWNER.password)
    desk = await signUpAndIn(t, `pair-desk-${kind}@example.com`)
    rival = await signUpAndIn(t, `pair-rival-${kind}@example.com`)
    const [rivalOrg] = await t.db
      .insert(organizations)
      .values({ slug: `pair-rival-${kind}`, name: 'Rival Club', country: 'AT' })
      .returning()
    rivalOrgId = rivalOrg!.id
    await t.db.insert(organizationMembers).values([
      { organizationId: rivalOrgId, userId: await userIdOf(rival), role: 'owner' },
      { organizationId: orgId, userId: await userIdOf(desk), role: 'desk' },
    ])
    const event = (name: string) => ({
      kind: 'tournament',
      name,
      startDate: at(30),
      endDate: at(31),
      timeZone: 'Europe/Berlin',
      venueName: 'Halle Nord',
      address: 'Sportweg 1',
      city: 'München',
      country: 'de',
      registrationOpensAt: at(-1),
      registrationClosesAt: at(20),
    })
    const doubles = (name: string, gender: string, capacity: number) => ({
      name,
      type: 'doubles',
      gender,
      capacity,
      feeMinor: FEE,
      matchFormat: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
    })
    eventId = (await call(owner, 'POST', `/organizer/organizations/${orgId}/events`, event('Pair Open'))).body
      .id
    mixedId = (
      await call(owner, 'POST', `/organizer/events/${eventId}/classes`, doubles('Mixed', 'mixed', 3))
    ).body.id
    openId = (await call(owner, 'POST', `/organizer/events/${eventId}/classes`, doubles('Open', 'open', 8)))
      .body.id
    tinyId = (await call(owner, 'POST', `/organizer/events/${eventId}/classes`, doubles('Tiny', 'open', 1)))
      .body.id
    expect((await call(owner, 'POST', `/organizer/events/${eventId}/publish`)).status).toBe(200)
    const rivalEvent = await call(rival, 'POST', `/organizer/organizations/${rivalOrgId}/events`, event('R'))
    rivalClassId = (
      await call(rival, 'POST', `/organizer/events/${rivalEvent.body.id}/classes`, doubles('R', 'open', 8))
    ).body.id

    // Mixed (3 places): Anna, Ben and Clara pay and hold places; Dan waits.
    await registerLooking('anna', mixedId, 'female')
    await registerLooking('ben', mixedId, 'male')
    await registerLooking('clara', mixedId, 'female')
    await registerLooking('dan', mixedId, 'male')
  }, 300_000)
  afterAll(async () => {
    await t.database.close()
  })

  it('refuses the same entry twice, a mixed pair of two women and a paid entry with a waiting one', async () => {
    expect((await entry(entries.dan!)).status).toBe('waitlisted')
    const same = await pair(desk, mixedId, entries.anna!, entries.anna!)
    expect([same.status, same.body.error.code]).toEqual([400, 'SAME_ENTRY'])
    const women = await pair(desk, mixedId, entries.anna!, entries.clara!)
    expect([women.status, women.body.error.code]).toEqual([409, 'MIXED_NEEDS_MAN_AND_WOMAN'])
    const mixedStates = await pair(desk, mixedId, entries.anna!, entries.dan!)
    expect([mixedStates.status, mixedStates.body.error.code]).toEqual([409, 'ENTRY_NOT_PAIRABLE'])
    const bad = await call(desk, 'POST', `/organizer/classes/${mixedId}/pairs`, { entryIds: [1] })
    expect([bad.status, bad.body.error.code]).toEqual([400, 'INVALID_BODY'])
    expect((await entry(entries.anna!)).isLookingForPartner).toBe(true)
  })

  it('lets no other organization pair, or reach this club’s entries through its own class (404)', async () => {
    expect((await pair(rival, mixedId, entries.anna!, entries.ben!)).status).toBe(404)
    const foreign = await pair(rival, rivalClassId, entries.anna!, entries.ben!)
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'NOT_FOUND'])
    expect((await pair(null, mixedId, entries.anna!, entries.ben!)).status).toBe(401)
  })

  it('pairs two paid entries: one team, each payment kept, the freed place offered to the waitlist', async () => {
    const paired = await pair(desk, mixedId, entries.anna!, entries.ben!)
    expect(paired.status, paired.text).toBe(200)
    expect(paired.body).toEqual({
      entryId: entries.anna,
      releasedEntryId: entries.ben,
      status: 'confirmed',
      players: [
        { userId: await userIdOf(sessions.anna!), name: 'Test Player' },
        { userId: await userIdOf(sessions.ben!), name: 'Test Player' },
      ],
      alreadyPaired: false,
    })
    const list = (await call(desk, 'GET', `/organizer/classes/${mixedId}/entries`)).body.items as any[]
    const anna = list.find((e) => e.id === entries.anna)
    const ben = list.find((e) => e.id === entries.ben)
    expect(anna).toMatchObject({ status: 'confirmed', isLookingForPartner: false, paidMinor: FEE })
    expect(anna.players).toHaveLength(2)
    expect(ben).toMatchObject({ status: 'confirmed', isLookingForPartner: false, paidMinor: FEE })
    const [a, b] = [await entry(entries.anna!), await entry(entries.ben!)]
    expect(b.teamId).toBe(a.teamId)
    // Three places held by three entries became two: Dan is offered the freed one.
    expect((await entry(entries.dan!)).status).toBe('pending_payment')
    const event = await call(owner, 'GET', `/organizer/events/${eventId}`)
    const mixed = event.body.classes.find((c: { id: number }) => c.id === mixedId)
    expect(mixed.counts).toMatchObject({ confirmed: 2, holding: 3, waitlisted: 0 })
    const told = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, sessions.ben!.email))
    expect(told.map((m) => m.subject)).toContain('Your partner accepted: Mixed at Pair Open')
  })

  it('answers a repeat with the same pair and writes nothing more', async () => {
    const audits = async () =>
      (await t.db.select().from(auditLog).where(eq(auditLog.action, 'entry.pair'))).filter(
        (r) => r.tournamentId === eventId,
      )
    const before = await audits()
    expect(before).toHaveLength(1)
    expect(before[0]!.before).toMatchObject([
      { entryId: entries.anna, status: 'confirmed' },
      { entryId: entries.ben, status: 'confirmed' },
    ])
    expect(before[0]!.after).toMatchObject({ entryId: entries.anna, releasedEntryId: entries.ben })
    const again = await pair(owner, mixedId, entries.ben!, entries.anna!)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ entryId: entries.anna, alreadyPaired: true })
    expect(await audits()).toHaveLength(1)
    const taken = await pair(owner, mixedId, entries.clara!, entries.ben!)
    expect([taken.status, taken.body.error.code]).toEqual([409, 'NOT_LOOKING_FOR_PARTNER'])
  })

  it('refuses entries of another class, entries not looking, and a player invited by someone else', async () => {
    const eve = await registerLooking('eve', openId, 'female')
    const finn = await registerLooking('finn', openId, 'male')
    const other = await pair(owner, openId, eve, entries.clara!)
    expect([other.status, other.body.error.code]).toEqual([404, 'NOT_FOUND'])
    // Gus invites Finn as his partner (Finn has not answered): Finn is spoken for.
    const gus = await signUpAndIn(t, `gus-${kind}@example.com`)
    const invited = await t.app.request(`/bff/registrations/tournament/${eventId}/orders`, {
      method: 'POST',
      headers: {
        cookie: gus.cookieHeader(),
        'x-csrf-token': gus.csrf,
        'content-type': 'application/json',
        'idempotency-key': `pair-gus-${kind}`,
      },
      body: JSON.stringify({
        entries: [{ classId: openId, partnerUserIds: [await userIdOf(sessions.finn!)] }],
      }),
    })
    expect(invited.status).toBe(201)
    const spoken = await pair(owner, openId, eve, finn)
    expect([spoken.status, spoken.body.error.code]).toEqual([409, 'ALREADY_PARTNERED'])
    const walkIn = await call(desk, 'POST', `/organizer/classes/${openId}/entries`, {
      userId: await userIdOf(desk),
      paidAtDesk: true,
    })
    const alone = await pair(owner, openId, eve, walkIn.body.id)
    expect([alone.status, alone.body.error.code]).toEqual([409, 'NOT_LOOKING_FOR_PARTNER'])
  })

  it('refunds both players’ payments when the paired entry is withdrawn', async () => {
    const out = await call(owner, 'POST', `/organizer/entries/${entries.anna}/withdraw`, { refund: 'full' })
    expect(out.body).toEqual({ status: 'cancelled', refundMinor: 2 * FEE })
    for (const id of [entries.anna!, entries.ben!]) {
      expect((await entry(id)).status).toBe('cancelled')
      const refunds = await t.db.select().from(orderRefunds).where(eq(orderRefunds.registrationId, id))
      expect(refunds.map((r) => r.amountMinor)).toEqual([FEE])
    }
  })

  it('pairs two waitlisted entries at the better position; they pay as a pair when a place frees', async () => {
    const holder = await registerLooking('hana', tinyId, 'female')
    const ida = await registerLooking('ida', tinyId, 'female')
    const jon = await registerLooking('jon', tinyId, 'male')
    expect([(await entry(ida)).status, (await entry(jon)).status]).toEqual(['waitlisted', 'waitlisted'])
    const paired = await pair(owner, tinyId, jon, ida)
    expect(paired.status, paired.text).toBe(200)
    expect(paired.body).toMatchObject({ entryId: ida, releasedEntryId: jon, status: 'waitlisted' })
    expect(await entry(jon)).toMatchObject({ status: 'cancelled', waitlistPosition: null })
    expect(await entry(ida)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 })
    expect((await pair(owner, tinyId, ida, jon)).body.alreadyPaired).toBe(true)
    // Jon is in the class as Ida's partner: he cannot register again on his own.
    const options = await call(sessions.jon!, 'GET', `/registrations/tournament/${eventId}/options`)
    expect(options.body.classes.find((c: { id: number }) => c.id === tinyId).reasons).toEqual([
      { code: 'ALREADY_REGISTERED', status: 'partner' },
    ])
    await call(owner, 'POST', `/organizer/entries/${holder}/withdraw`, { refund: 'full' })
    const offered = await entry(ida)
    expect(offered.status).toBe('pending_payment')
    const [line] = await t.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.registrationId, ida), eq(orderItems.orderId, offered.orderId!)))
    expect(line).toMatchObject({ quantity: 2, totalMinor: 2 * FEE })
  })

  it('lets an owner revoke a pending invitation: its link then says it was withdrawn', async () => {
    const invited = await call(owner, 'POST', `/organizer/organizations/${orgId}/members`, {
      email: 'maybe.director@example.com',
      role: 'director',
    })
    const id = invited.body.id as number
    const token = String(invited.body.link).split('/').pop()
    const path = `/organizer/organizations/${orgId}/invitations/${id}`
    expect((await call(desk, 'DELETE', path)).status).toBe(403)
    expect((await call(rival, 'DELETE', path)).status).toBe(404)
    expect(
      (await call(rival, 'DELETE', `/organizer/organizations/${rivalOrgId}/invitations/${id}`)).status,
    ).toBe(404)
    expect((await call(owner, 'DELETE', path)).status).toBe(204)
    expect((await call(owner, 'DELETE', path)).status).toBe(204)
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.revoke_invitation'))
    expect(audits.filter((a) => a.objectId === String(id))).toMatchObject([
      { before: { email: 'maybe.director@example.com', role: 'director' } },
    ])
    const members = await call(owner, 'GET', `/organizer/organizations/${orgId}/members`)
    expect(members.body.invitations.map((i: { id: number }) => i.id)).not.toContain(id)
    const joiner = await signUpAndIn(t, `pair-joiner-${kind}@example.com`)
    const accepted = await call(joiner, 'POST', '/organizer/invitations/accept', { token })
    expect([accepted.status, accepted.body.error.code]).toEqual([410, 'INVITATION_REVOKED'])
    expect(
      (await call(owner, 'DELETE', `/organizer/organizations/${orgId}/invitations/99999999`)).status,
    ).toBe(404)
  })

  it('refuses to revoke an invitation that was already accepted', async () => {
    const invited = await call(owner, 'POST', `/organizer/organizations/${orgId}/members`, {
      email: 'quick.desk@example.com',
      role: 'desk',
    })
    const joiner = await signUpAndIn(t, `pair-quick-${kind}@example.com`)
    const token = String(invited.body.link).split('/').pop()
    expect((await call(joiner, 'POST', '/organizer/invitations/accept', { token })).status).toBe(200)
    const late = await call(
      owner,
      'DELETE',
      `/organizer/organizations/${orgId}/invitations/${invited.body.id}`,
    )
    expect([late.status, late.body.error.code]).toEqual([409, 'INVITATION_USED'])
  })

  it('lists both operations in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/bff/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    expect(Object.keys(doc.paths['/bff/organizer/classes/{id}/pairs']!)).toEqual(['post'])
    expect(Object.keys(doc.paths['/bff/organizer/organizations/{orgId}/invitations/{id}']!)).toEqual([
      'delete',
    ])
  })
})
