// The organizer API against the real app on PGlite and PostgreSQL (issue 12): the demo owner
// builds, publishes, edits, copies and cancels an event; players register and pay with the test
// checkout; the desk withdraws with refunds; contradicting class changes need a confirmation;
// members of another organization get 404 for everything; the audit log records every write
// and cannot be changed; registration obeys the gender and age gates.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment -- JSON bodies of many shapes, each checked by the assertions that read them */
import {
  auditLog,
  eq,
  orderRefunds,
  organizationMembers,
  organizations,
  outboxMessages,
  registrations,
  sql,
  users,
} from '@courtside/db'
import { DEMO_OWNER, seedDemoOwner } from '@courtside/db/seed'
import { shareImagePath } from '@courtside/domain'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, signUpAndIn, type Session } from '../../test/test-session.ts'
import { createRegistrationTestApp, type RegistrationTestApp } from '../../test/registration-fixtures.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'
import { createOrganization } from './create-organization.ts'

const DAY = 86_400_000

describe.each(DATABASE_KINDS)('organizer API (%s)', (kind) => {
  let t: RegistrationTestApp
  let owner: Session
  let rival: Session
  let desk: Session
  let player: Session
  let senior: Session
  let orgId: number
  let rivalOrgId: number
  let eventId: number
  let singlesId: number
  let ratedId: number

  async function call(
    session: Session | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: any; text: string; headers: Headers }> {
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
    const isJson = response.headers.get('content-type')?.includes('json') ?? false
    return {
      status: response.status,
      body: isJson && text ? JSON.parse(text) : null,
      text,
      headers: response.headers,
    }
  }
  const userIdOf = async (s: Session) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, s.email)))[0]!.id
  const at = (days: number) => new Date(t.clock.now.getTime() + days * DAY).toISOString()
  const eventBody = (name: string) => ({
    kind: 'tournament',
    name,
    startDate: at(30),
    endDate: at(31),
    timeZone: 'Europe/Berlin',
    venueName: 'Halle Nord',
    address: 'Sportweg 1',
    city: 'München',
    country: 'de',
    latitude: 48.137,
    longitude: 11.575,
    descriptions: { de: 'Willkommen **alle**', en: 'Welcome **everyone**' },
    registrationOpensAt: at(-1),
    registrationClosesAt: at(20),
  })
  const singles = {
    name: 'Open Singles',
    type: 'singles',
    gender: 'open',
    capacity: 2,
    feeMinor: 2000,
    matchFormat: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
  }

  async function registerAndPay(session: Session, classId: number): Promise<number> {
    const created = await t.app.request(`/bff/registrations/tournament/${eventId}/orders`, {
      method: 'POST',
      headers: {
        cookie: session.cookieHeader(),
        'x-csrf-token': session.csrf,
        'content-type': 'application/json',
        'idempotency-key': `org-test-${Math.random().toString(36).slice(2)}`,
      },
      body: JSON.stringify({ entries: [{ classId }] }),
    })
    const order = (await created.json()) as { id: string; items: { registrationId: number }[] }
    expect(created.status, JSON.stringify(order)).toBe(201)
    const paid = await call(session, 'POST', `/payments/test-checkout/${order.id}`, {
      cardNumber: '4242 4242 4242 4242',
      locale: 'en',
    })
    expect(paid.status, paid.text).toBe(200)
    return order.items[0]!.registrationId
  }

  beforeAll(async () => {
    t = await createRegistrationTestApp(kind)
    const seeded = await seedDemoOwner(t.db)
    orgId = seeded!.organizationId
    owner = await signIn(t, DEMO_OWNER.email, DEMO_OWNER.password)
    rival = await signUpAndIn(t, `rival-${kind}@example.com`)
    desk = await signUpAndIn(t, `desk-${kind}@example.com`)
    player = await signUpAndIn(t, `player-${kind}@example.com`)
    senior = await signUpAndIn(t, `senior-${kind}@example.com`)
    const [rivalOrg] = await t.db
      .insert(organizations)
      .values({ slug: `rival-${kind}`, name: 'Rival Club', country: 'AT' })
      .returning()
    rivalOrgId = rivalOrg!.id
    await t.db.insert(organizationMembers).values([
      { organizationId: rivalOrgId, userId: await userIdOf(rival), role: 'owner' },
      { organizationId: orgId, userId: await userIdOf(desk), role: 'desk' },
    ])
    await t.db.update(users).set({ gender: 'female', birthYear: 1985 }).where(eq(users.email, player.email))
    await t.db.update(users).set({ gender: 'male', birthYear: 1970 }).where(eq(users.email, senior.email))
  }, 120_000)
  afterAll(async () => {
    await t.database.close()
  })

  it('tells the demo owner their organizations, privately (no-store), and anonymous callers 401', async () => {
    const me = await call(owner, 'GET', '/organizer/me')
    expect(me.status).toBe(200)
    expect(me.body.organizations).toEqual([
      { id: orgId, slug: 'pickleball-club-muenchen', name: 'Pickleball Club München', role: 'owner' },
    ])
    expect(me.headers.get('cache-control')).toBe('no-store')
    expect((await call(null, 'GET', '/organizer/me')).status).toBe(401)
    const events = await call(owner, 'GET', `/organizer/organizations/${orgId}/events`)
    expect(events.status).toBe(200)
    expect(events.headers.get('cache-control')).toBe('no-store')
  })

  it('answers invalid input with field errors and creates a draft event', async () => {
    const bad = await call(owner, 'POST', `/organizer/organizations/${orgId}/events`, {
      ...eventBody(''),
      timeZone: 'Mars/Olympus',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('INVALID_BODY')
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['name', 'timeZone']))
    const created = await call(
      owner,
      'POST',
      `/organizer/organizations/${orgId}/events`,
      eventBody('Isar Open'),
    )
    expect(created.status, created.text).toBe(201)
    expect(created.body).toMatchObject({
      status: 'draft',
      kind: 'tournament',
      country: 'DE',
      descriptions: { de: 'Willkommen **alle**' },
      classes: [],
    })
    eventId = created.body.id
    // Drafts are not public.
    expect((await t.app.request(`/bff/tournament/${eventId}`)).status).toBe(404)
  })

  it('refuses to publish without classes, then publishes with two classes (one rated)', async () => {
    expect((await call(owner, 'POST', `/organizer/events/${eventId}/publish`)).body.error.code).toBe(
      'NO_CLASSES',
    )
    const a = await call(owner, 'POST', `/organizer/events/${eventId}/classes`, singles)
    expect(a.status, a.text).toBe(201)
    singlesId = a.body.id
    const rated = await call(owner, 'POST', `/organizer/events/${eventId}/classes`, {
      ...singles,
      name: 'Rated 3.5+',
      ratingMin: 3.5,
      unratedMayAsk: true,
    })
    expect(rated.status).toBe(201)
    ratedId = rated.body.id
    const published = await call(owner, 'POST', `/organizer/events/${eventId}/publish`)
    expect(published.status).toBe(200)
    expect(published.body.status).toBe('published')
    const publicPage = await t.app.request(`/bff/tournament/${eventId}`)
    expect(publicPage.status).toBe(200)
    // The public page shows the organizer's default language (English for the demo club) until it reads each language.
    expect(JSON.stringify(await publicPage.json())).toContain('Welcome')
  })

  it('shows the public description in the visitor’s language, else the default one, saying which', async () => {
    const read = async (query: string) =>
      (await (await t.app.request(`/bff/tournament/${eventId}${query}`)).json()) as {
        description: string
        descriptionHtml: string
        descriptionLanguage: string
      }
    expect(await read('?lang=de')).toMatchObject({
      description: 'Willkommen **alle**',
      descriptionHtml: expect.stringContaining('<strong>alle</strong>'),
      descriptionLanguage: 'de',
    })
    // No French text: the organizer's default language (English), named so the page can mark it.
    expect(await read('?lang=fr')).toMatchObject({
      description: 'Welcome **everyone**',
      descriptionLanguage: 'en',
    })
    expect(await read('?lang=xx')).toMatchObject({ descriptionLanguage: 'en' })
    const info = await (await t.app.request(`/bff/tournament/${eventId}/base-info?lang=de`)).json()
    expect(info).toMatchObject({ description: 'Willkommen alle' })
  })

  it('stores an uploaded event image re-encoded, with the 1200×630 JPEG that social networks show', async () => {
    const png = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: { r: 20, g: 120, b: 90 } },
    })
      .png()
      .toBuffer()
    const refused = await call(owner, 'POST', `/organizer/events/${eventId}/image`, {
      fileName: 'court.png',
      file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
    })
    expect(refused.status).toBe(415)
    expect(
      (
        await call(desk, 'POST', `/organizer/events/${eventId}/image`, {
          fileName: 'a.png',
          file: png.toString('base64'),
        })
      ).status,
    ).toBe(403)
    const uploaded = await call(owner, 'POST', `/organizer/events/${eventId}/image`, {
      fileName: 'court.png',
      file: png.toString('base64'),
    })
    expect(uploaded.status, uploaded.text).toBe(200)
    const image = uploaded.body.image as string
    expect(image).toMatch(/^\/bff\/upload\/events\/[a-z0-9-]+\.jpg$/)
    const dimensions = async (path: string) => {
      const response = await t.app.request(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      return { width, height, format }
    }
    expect(await dimensions(image)).toEqual({ width: 1600, height: 900, format: 'jpeg' })
    expect(await dimensions(shareImagePath(image))).toEqual({ width: 1200, height: 630, format: 'jpeg' })
    const publicPage = await (await t.app.request(`/bff/tournament/${eventId}`)).json()
    expect(publicPage.image).toBe(image)
  })

  it('lets a member of another organization see nothing and change nothing (404)', async () => {
    const attempts = [
      ['GET', `/organizer/events/${eventId}`],
      ['PATCH', `/organizer/events/${eventId}`, { name: 'Hijacked' }],
      ['POST', `/organizer/events/${eventId}/cancel`],
      ['GET', `/organizer/classes/${singlesId}/entries`],
      ['DELETE', `/organizer/classes/${singlesId}`],
      ['GET', `/organizer/organizations/${orgId}/events`],
      ['GET', `/organizer/events/${eventId}/audit`],
    ] as const
    for (const [method, path, body] of attempts)
      expect((await call(rival, method, path, body)).status, `${method} ${path}`).toBe(404)
    // …and the desk of the same club may not create events (403).
    const denied = await call(desk, 'POST', `/organizer/organizations/${orgId}/events`, eventBody('Desk Cup'))
    expect(denied.status).toBe(403)
    expect(denied.body.error.code).toBe('ROLE_REQUIRED')
    expect((await call(owner, 'GET', `/organizer/events/${eventId}`)).body.name).toBe('Isar Open')
  })

  it('shows a paid entry at the desk, exports it as CSV with a BOM and withdraws it with a refund', async () => {
    const entryId = await registerAndPay(player, singlesId)
    const list = await call(desk, 'GET', `/organizer/classes/${singlesId}/entries`)
    expect(list.body.items).toMatchObject([
      { id: entryId, status: 'confirmed', payment: 'online', paidMinor: 2000 },
    ])
    // The desk finds a player by name however it is typed: case, accents, ß, ue for ü.
    const [entry] = await t.db
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(eq(registrations.id, entryId))
    await t.db.update(users).set({ firstName: 'Jürgen', lastName: 'Weiß' }).where(eq(users.id, entry!.userId))
    const found = async (search: string) => {
      const path = `/organizer/classes/${singlesId}/entries?search=${encodeURIComponent(search)}`
      const { body } = (await call(desk, 'GET', path)) as { body: { items: { id: number }[] } }
      return body.items.map((item) => item.id)
    }
    for (const search of ['jurgen weiss', 'JUERGEN', 'Weiß', 'weiss'])
      expect(await found(search), search).toEqual([entryId])
    expect(await found('test player')).toEqual([])
    await t.db.update(users).set({ firstName: 'Test', lastName: 'Player' }).where(eq(users.id, entry!.userId))
    const csv = await t.app.request(`/bff/organizer/classes/${singlesId}/entries.csv`, {
      headers: { cookie: desk.cookieHeader() },
    })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const bytes = Buffer.from(await csv.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(bytes.toString('utf8')).toContain('"confirmed","Test Player"')
    const withdrawn = await call(desk, 'POST', `/organizer/entries/${entryId}/withdraw`, {})
    expect(withdrawn.body).toEqual({ status: 'cancelled', refundMinor: 2000 })
    const refunds = await t.db.select().from(orderRefunds).where(eq(orderRefunds.registrationId, entryId))
    expect(refunds).toMatchObject([{ amountMinor: 2000, status: 'succeeded' }])
  })

  it('asks for confirmation before a class change withdraws players, and says whom', async () => {
    const entryId = await registerAndPay(player, singlesId)
    const refused = await call(owner, 'PATCH', `/organizer/classes/${singlesId}`, { gender: 'men' })
    expect(refused.status).toBe(409)
    expect(refused.body.error.code).toBe('CONFIRMATION_REQUIRED')
    expect(refused.body.error.consequences).toEqual([
      { entryId, playerName: 'Test Player', effect: expect.stringContaining('GENDER_MISMATCH') },
    ])
    expect((await t.db.select().from(registrations).where(eq(registrations.id, entryId)))[0]!.status).toBe(
      'confirmed',
    )
    const confirmed = await call(owner, 'PATCH', `/organizer/classes/${singlesId}`, {
      gender: 'men',
      confirm: true,
    })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.body.class.gender).toBe('men')
    expect(confirmed.body.withdrawn.map((w: { entryId: number }) => w.entryId)).toEqual([entryId])
    expect((await t.db.select().from(registrations).where(eq(registrations.id, entryId)))[0]!.status).toBe(
      'cancelled',
    )
    await call(owner, 'PATCH', `/organizer/classes/${singlesId}`, { gender: 'open' })
  })

  it('refuses to delete a class with entries and deletes an empty one', async () => {
    const refused = await call(owner, 'DELETE', `/organizer/classes/${singlesId}`)
    expect(refused.status).toBe(409)
    expect(refused.body.error.code).toBe('CLASS_HAS_ENTRIES')
    const extra = await call(owner, 'POST', `/organizer/events/${eventId}/classes`, {
      ...singles,
      name: 'Spare',
    })
    expect((await call(owner, 'DELETE', `/organizer/classes/${extra.body.id}`)).status).toBe(204)
  })

  it('adds a walk-in paid at the desk and refunds it at the desk', async () => {
    const walkIn = await call(desk, 'POST', `/organizer/classes/${singlesId}/entries`, {
      userId: await userIdOf(senior),
      paidAtDesk: true,
    })
    expect(walkIn.status, walkIn.text).toBe(201)
    const entries = await call(desk, 'GET', `/organizer/classes/${singlesId}/entries?status=confirmed`)
    expect(entries.body.items).toMatchObject([{ id: walkIn.body.id, payment: 'desk', paidMinor: 2000 }])
    const out = await call(desk, 'POST', `/organizer/entries/${walkIn.body.id}/withdraw`, { refund: 'none' })
    expect(out.body.refundMinor).toBe(0)
  })

  it('keeps a woman born in 1985 out of a 50+ class when she registers, with the reason', async () => {
    const seniorClass = await call(owner, 'POST', `/organizer/events/${eventId}/classes`, {
      ...singles,
      name: 'Senior Singles 50+',
      minAge: 50,
    })
    const options = await call(player, 'GET', `/registrations/tournament/${eventId}/options`)
    const option = options.body.classes.find((c: { id: number }) => c.id === seniorClass.body.id)
    expect(option.reasons).toEqual([{ code: 'TOO_YOUNG', min: 50 }])
    const order = await t.app.request(`/bff/registrations/tournament/${eventId}/orders`, {
      method: 'POST',
      headers: {
        cookie: player.cookieHeader(),
        'x-csrf-token': player.csrf,
        'content-type': 'application/json',
        'idempotency-key': 'senior-gate-key-1',
      },
      body: JSON.stringify({ entries: [{ classId: seniorClass.body.id }] }),
    })
    expect(order.status).toBe(422)
    expect(((await order.json()) as { error: { code: string } }).error.code).toBe('TOO_YOUNG')
    await registerAndPay(senior, seniorClass.body.id)
  })

  it('lets an unrated player ask for approval in a rated class, and the organizer approve it', async () => {
    const options = await call(player, 'GET', `/registrations/tournament/${eventId}/options`)
    const rated = options.body.classes.find((c: { id: number }) => c.id === ratedId)
    expect(rated).toMatchObject({ reasons: [{ code: 'RATING_MISSING' }], canAskApproval: true })
    const asked = await call(player, 'POST', `/registrations/class/${ratedId}/approval-request`, {})
    expect(asked.status, asked.text).toBe(201)
    expect(
      (await call(player, 'POST', `/registrations/class/${singlesId}/approval-request`, {})).body.error.code,
    ).toBe('APPROVAL_NOT_AVAILABLE')
    const pending = await call(owner, 'GET', `/organizer/classes/${ratedId}/entries?status=pending_approval`)
    expect(pending.body.items.map((e: { id: number }) => e.id)).toEqual([asked.body.id])
    expect((await call(desk, 'POST', `/organizer/entries/${asked.body.id}/approve`)).status).toBe(403)
    const approved = await call(owner, 'POST', `/organizer/entries/${asked.body.id}/approve`)
    expect(approved.body).toEqual({ id: asked.body.id, approved: true })
    // A place was free, so the entry is offered it at once, with an order to pay.
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, asked.body.id))
    expect(row).toMatchObject({ status: 'pending_payment' })
    expect(row!.orderId).not.toBeNull()
    expect((await call(owner, 'POST', `/organizer/entries/${asked.body.id}/refuse`)).body.error.code).toBe(
      'NOT_PENDING_APPROVAL',
    )
  })

  it('records every write in an audit log nobody can change', async () => {
    const audit = await call(owner, 'GET', `/organizer/events/${eventId}/audit`)
    const actions = audit.body.items.map((i: { action: string }) => i.action)
    expect(actions).toEqual(
      expect.arrayContaining([
        'event.create',
        'class.create',
        'event.publish',
        'entry.withdraw',
        'class.update',
        'class.delete',
        'entry.walk_in',
        'entry.approve',
      ]),
    )
    expect(audit.body.items.find((i: { action: string }) => i.action === 'class.update').actor.name).toBe(
      'Mia Hofmann',
    )
    await expect(t.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow()
    await expect(t.db.delete(auditLog)).rejects.toThrow()
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow()
    expect((await call(owner, 'GET', `/organizer/events/${eventId}/audit`)).body.items.length).toBe(
      audit.body.items.length,
    )
  })

  it('copies the event for next year with its classes and without entries', async () => {
    const copy = await call(owner, 'POST', `/organizer/events/${eventId}/copy`, {
      offsetDays: 364,
      name: 'Isar Open 2027',
    })
    expect(copy.status, copy.text).toBe(201)
    expect(copy.body.status).toBe('draft')
    expect(Date.parse(copy.body.startDate) - Date.parse(at(30))).toBe(364 * DAY)
    expect(copy.body.classes.map((c: { name: string }) => c.name)).toEqual([
      'Open Singles',
      'Rated 3.5+',
      'Senior Singles 50+',
    ])
    expect(copy.body.classes.every((c: { counts: { confirmed: number } }) => c.counts.confirmed === 0)).toBe(
      true,
    )
  })

  it('cancels the event: every paid entry refunded, every player told', async () => {
    const cancelled = await call(owner, 'POST', `/organizer/events/${eventId}/cancel`)
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', withdrawnEntries: 2, refundedMinor: 2000 })
    const told = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, senior.email))
    expect(told.map((m) => m.subject)).toContain('Cancelled: Isar Open')
    expect((await call(owner, 'POST', `/organizer/events/${eventId}/publish`)).body.error.code).toBe(
      'EVENT_CANCELLED',
    )
    const list = await call(owner, 'GET', `/organizer/organizations/${orgId}/events`)
    expect(list.body.items.find((e: { id: number }) => e.id === eventId)).toMatchObject({
      status: 'cancelled',
      money: { paidMinor: 8000 },
    })
  })

  it('invites a member by link, and never lets the last owner go', async () => {
    const invited = await call(owner, 'POST', `/organizer/organizations/${orgId}/members`, {
      email: 'new.director@example.com',
      role: 'director',
    })
    expect(invited.status, invited.text).toBe(201)
    const token = String(invited.body.link).split('/').pop()
    const joiner = await signUpAndIn(t, `joiner-${kind}@example.com`)
    expect((await call(null, 'POST', '/organizer/invitations/accept', { token })).status).toBe(401)
    const accepted = await call(joiner, 'POST', '/organizer/invitations/accept', { token })
    expect(accepted.body).toMatchObject({ organization: { id: orgId }, role: 'director' })
    expect((await call(rival, 'POST', '/organizer/invitations/accept', { token })).body.error.code).toBe(
      'INVITATION_USED',
    )
    const members = await call(owner, 'GET', `/organizer/organizations/${orgId}/members`)
    expect(members.body.members.map((m: { role: string }) => m.role).sort()).toEqual([
      'desk',
      'director',
      'owner',
    ])
    expect((await call(desk, 'GET', `/organizer/organizations/${orgId}/members`)).status).toBe(403)
    const ownerId = await userIdOf(owner)
    const last = await call(owner, 'DELETE', `/organizer/organizations/${orgId}/members/${ownerId}`)
    expect(last.status).toBe(409)
    expect(last.body.error.code).toBe('LAST_OWNER')
    expect(
      (await call(owner, 'PATCH', `/organizer/organizations/${orgId}/members/${ownerId}`, { role: 'desk' }))
        .body.error.code,
    ).toBe('LAST_OWNER')
  })

  it('creates an organization for the operator: owned by an existing account, or by invitation', async () => {
    const withOwner = await createOrganization({
      db: t.db,
      name: 'TSV Süd',
      ownerEmail: player.email.toUpperCase(),
      country: 'DE',
      defaultLanguage: 'de',
      siteUrl: 'http://localhost:3000',
      now: t.clock.now,
    })
    expect(withOwner).toMatchObject({ slug: 'tsv-sud', owner: { userId: await userIdOf(player) } })
    const mine = await call(player, 'GET', '/organizer/me')
    expect(mine.body.organizations).toEqual([
      { id: withOwner.id, slug: 'tsv-sud', name: 'TSV Süd', role: 'owner' },
    ])
    const invited = await createOrganization({
      db: t.db,
      name: 'TSV Süd',
      ownerEmail: 'future.chair@example.com',
      country: 'AT',
      defaultLanguage: 'de',
      siteUrl: 'http://localhost:3000',
      now: t.clock.now,
    })
    expect(invited.slug).toMatch(/^tsv-sud-[0-9a-f]{4}$/)
    if (!('invitationLink' in invited.owner)) throw new Error('expected an invitation')
    const chair = await signUpAndIn(t, `future-chair-${kind}@example.com`)
    const token = invited.owner.invitationLink.split('/').pop()
    expect((await call(chair, 'POST', '/organizer/invitations/accept', { token })).body).toMatchObject({
      organization: { id: invited.id },
      role: 'owner',
    })
    await expect(
      createOrganization({
        db: t.db,
        name: ' ',
        ownerEmail: 'x@example.com',
        country: 'DE',
        defaultLanguage: 'de',
        siteUrl: '',
        now: t.clock.now,
      }),
    ).rejects.toThrow(/name/)
  })

  it('documents the API as OpenAPI 3.1 and as a readable page', async () => {
    const doc = (await (await t.app.request('/bff/openapi.json')).json()) as {
      openapi: string
      paths: Record<string, Record<string, unknown>>
    }
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/bff/organizer/me',
        '/bff/organizer/events/{id}',
        '/bff/organizer/classes/{id}/entries.csv',
        '/bff/organizer/organizations/{orgId}/members',
      ]),
    )
    expect(Object.keys(doc.paths['/bff/organizer/events/{id}']!)).toEqual(['get', 'patch'])
    const page = await t.app.request('/bff/reference')
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('PATCH /bff/organizer/classes/{id}')
    expect(html).not.toContain('<script')
  })
})
