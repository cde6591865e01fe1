import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, classes, eq, inArray, registrations, sql, tourStops, tournaments, tours } from '@courtside/db'
import { PLACE_HOLDING_STATUSES } from '@courtside/domain'
import type {
  BaseInfo,
  CountryCount,
  TourCard,
  TourDetail,
  TournamentCard,
  TournamentDetail,
  TournamentListResponse,
} from '../../lib/types.ts'
import { DATABASE_KINDS, createTestApp, type TestApp } from '../../test/databases.ts'

describe.each(DATABASE_KINDS)('tournament API on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.database.close()
  })

  const get = async <T>(path: string) => {
    const res = await t.app.request(`/bff${path}`)
    return { status: res.status, body: (await res.json()) as T }
  }
  const list = (qs: string) => get<TournamentListResponse>(`/tournament/list?${qs}`)

  describe('GET /tournament/list', () => {
    it('defaults to open tournaments (type 1/13), 12 per page, soonest first', async () => {
      const { status, body } = await list('')
      expect(status).toBe(200)
      expect(body.limit).toBe(12)
      expect(body.offset).toBe(0)
      expect(body.items.length).toBe(Math.min(12, body.total))
      expect(body.total).toBeGreaterThan(12)
      for (const item of body.items) {
        expect([1, 13]).toContain(item.typeCode)
        expect(item.state).toBe('open')
        expect(item.progress).not.toBe(2)
        expect(item.organization.name).toBeTruthy()
      }
      const starts = body.items.map((i) => i.startDate)
      expect([...starts].sort()).toEqual(starts)
    })

    it('lists travels with keywordTournamentTypes 3,15 and closed events newest first', async () => {
      const travels = await list('keywordTournamentTypes=3&keywordTournamentTypes=15&tournamentState=closed')
      expect(travels.status).toBe(200)
      expect(travels.body.total).toBeGreaterThan(0)
      for (const item of travels.body.items) {
        expect(item.eventType).toBe('travels')
        expect(item.state).toBe('closed')
      }
      const starts = travels.body.items.map((i) => i.startDate)
      expect([...starts].sort().reverse()).toEqual(starts)
      const viaComma = await list('keywordTournamentTypes=15,3&tournamentState=closed')
      expect(viaComma.body.total).toBe(travels.body.total)
    })

    it('pages with offset and limit without overlap and with a stable total', async () => {
      const first = await list('offset=0&limit=5')
      const second = await list('offset=5&limit=5')
      expect(second.body.total).toBe(first.body.total)
      const ids = new Set(first.body.items.map((i) => i.id))
      for (const item of second.body.items) expect(ids.has(item.id)).toBe(false)
      const all = await list('limit=50')
      expect(all.body.items.slice(0, 10).map((i) => i.id)).toEqual(
        [...first.body.items, ...second.body.items].map((i) => i.id),
      )
    })

    it('filters by one or several countries (repeated or comma separated)', async () => {
      const all = await list('limit=50&tournamentState=closed')
      const countries = [...new Set(all.body.items.map((i) => i.country))].slice(0, 2)
      expect(countries.length).toBe(2)
      const one = await list(`tournamentState=closed&limit=50&countries=${countries[0]}`)
      expect(one.body.total).toBeGreaterThan(0)
      expect(one.body.items.every((i) => i.country === countries[0])).toBe(true)
      const both = await list(`tournamentState=closed&limit=50&countries=${countries.join(',')}`)
      const repeated = await list(
        `tournamentState=closed&limit=50&countries=${countries[0]}&countries=${countries[1]?.toLowerCase()}`,
      )
      expect(both.body.total).toBe(repeated.body.total)
      expect(both.body.items.every((i) => countries.includes(i.country))).toBe(true)
      expect(both.body.total).toBeGreaterThan(one.body.total)
    })

    it('gives the total with a page past the last event too', async () => {
      for (const qs of ['tournamentState=closed', 'tournamentState=open&keywordTournamentTypes=3,15']) {
        const { body: first } = await list(`${qs}&limit=1`)
        const { body: past } = await list(`${qs}&limit=5&offset=${first.total}`)
        expect(past.items).toEqual([])
        expect(past.total).toBe(first.total)
        expect(first.total).toBeGreaterThan(0)
      }
    })

    it('totals match the events the pages hold, for every filter combination and in turn', async () => {
      /** Every item of a list, page by page. */
      const walk = async (qs: string) => {
        const items: TournamentCard[] = []
        for (let offset = 0; ; offset += 50) {
          const { body } = await list(`${qs}&limit=50&offset=${offset}`)
          items.push(...body.items)
          if (body.items.length < 50) return { items, total: body.total }
        }
      }
      const { items: closed } = await walk('tournamentState=closed')
      const sample = closed[0] as TournamentCard
      const otherCountry = closed.find((i) => i.country !== sample.country)?.country ?? 'SE'
      const shapes = [
        'tournamentState=closed',
        'tournamentState=open&keywordTournamentTypes=3,15',
        `tournamentState=closed&countries=${sample.country},${otherCountry}`,
        `tournamentState=closed&organizationId=${sample.organization.id}`,
        `tournamentState=closed&countries=${sample.country}&organizationId=${sample.organization.id}`,
      ]
      // Twice each, alternating: a query prepared for one shape never answers another.
      for (const qs of [...shapes, ...shapes]) {
        const { items, total } = await walk(qs)
        expect(total, qs).toBe(items.length)
        expect(new Set(items.map((i) => i.id)).size, qs).toBe(items.length)
      }
      const byBoth = await walk(
        `tournamentState=closed&countries=${sample.country}&organizationId=${sample.organization.id}`,
      )
      expect(byBoth.total).toBeGreaterThan(0)
      expect(
        byBoth.items.every(
          (i) => i.country === sample.country && i.organization.id === sample.organization.id,
        ),
      ).toBe(true)
      expect(byBoth.items.map((i) => i.id)).toEqual(
        closed
          .filter((i) => i.country === sample.country && i.organization.id === sample.organization.id)
          .map((i) => i.id),
      )
    })

    it('searches name, city and organizer case-insensitively', async () => {
      const { body: all } = await list('limit=50')
      const sample = all.items[0] as TournamentCard
      const byName = await list(`search=${encodeURIComponent(sample.name.slice(0, 8).toLowerCase())}`)
      expect(byName.body.items.map((i) => i.id)).toContain(sample.id)
      const byCity = await list(`limit=50&search=${encodeURIComponent(sample.city.toUpperCase())}`)
      expect(byCity.body.items.map((i) => i.id)).toContain(sample.id)
      const byOrganizer = await list(`limit=50&search=${encodeURIComponent(sample.organization.name)}`)
      expect(byOrganizer.body.items.map((i) => i.id)).toContain(sample.id)
      const none = await list('search=zzqqxx-no-such-event')
      expect(none.body).toMatchObject({ total: 0, items: [] })
      const wildcard = await list('search=%25')
      expect(wildcard.status).toBe(200)
      expect(wildcard.body.total).toBe(0)
    })

    it('filters by organization and combines every filter', async () => {
      const { body: all } = await list('limit=50')
      const sample = all.items[0] as TournamentCard
      const orgOnly = await list(`limit=50&organizationId=${sample.organization.id}`)
      expect(orgOnly.body.items.every((i) => i.organization.id === sample.organization.id)).toBe(true)
      const combined = await list(
        `organizationId=${sample.organization.id}&countries=${sample.country}&search=${encodeURIComponent(sample.city)}&tournamentState=open&keywordTournamentTypes=1,13`,
      )
      expect(combined.body.items.map((i) => i.id)).toContain(sample.id)
    })

    it('counts classes and registered players per card', async () => {
      const { body } = await list('tournamentState=closed&limit=3')
      for (const item of body.items) {
        const detail = await get<TournamentDetail>(`/tournament/${item.id}`)
        expect(item.classCount).toBe(detail.body.classes.length)
        expect(item.playerCount).toBeGreaterThan(0)
      }
    })

    it('counts each player once across classes, only places held, on the card and the event (issue 17)', async () => {
      const { body } = await list('tournamentState=closed&limit=3')
      for (const item of body.items) {
        const [row] = await t.database.db
          .select({ n: sql<number>`count(distinct ${registrations.userId})::int` })
          .from(registrations)
          .innerJoin(classes, eq(classes.id, registrations.classId))
          .where(
            and(
              eq(classes.tournamentId, item.id),
              inArray(registrations.status, [...PLACE_HOLDING_STATUSES]),
            ),
          )
        expect(item.playerCount).toBe(row?.n)
        expect((await get<TournamentDetail>(`/tournament/${item.id}`)).body.playerCount).toBe(row?.n)
      }
    })

    it("counts each class's players and entries from the places held; full at capacity", async () => {
      const { body } = await list('tournamentState=closed&limit=3')
      let doublesSeen = 0
      for (const item of body.items) {
        const detail = (await get<TournamentDetail>(`/tournament/${item.id}`)).body
        for (const summary of detail.classes) {
          const held = await t.database.db
            .select({ id: registrations.id, userId: registrations.userId, teamId: registrations.teamId })
            .from(registrations)
            .where(
              and(
                eq(registrations.classId, summary.id),
                inArray(registrations.status, [...PLACE_HOLDING_STATUSES]),
              ),
            )
          const entries = new Set(held.map((r) => (r.teamId === null ? `solo ${r.id}` : `team ${r.teamId}`)))
          if (entries.size < held.length) doublesSeen++
          expect(summary.playerCount).toBe(new Set(held.map((r) => r.userId)).size)
          expect(summary.entryCount).toBe(entries.size)
          expect(summary.isFull).toBe(entries.size >= summary.capacity)
        }
      }
      // The seed's closed events have doubles classes: teams of two count as one entry.
      expect(doublesSeen).toBeGreaterThan(0)
    })

    it('names the tour an event is a stop of, with its stop number, and null for others (issue 17)', async () => {
      const [stop] = await t.database.db
        .select({
          eventId: tourStops.tournamentId,
          id: tours.id,
          name: tours.name,
          stopNumber: tourStops.stopNumber,
        })
        .from(tourStops)
        .innerJoin(tours, eq(tours.id, tourStops.tourId))
        .innerJoin(tournaments, eq(tournaments.id, tourStops.tournamentId))
        .where(eq(tournaments.status, 'published'))
        .orderBy(tourStops.tourId, tourStops.stopNumber)
        .limit(1)
      if (!stop) throw new Error('the seed has a tour with a published stop')
      const detail = await get<TournamentDetail>(`/tournament/${stop.eventId}`)
      expect(detail.body.tour).toMatchObject({ id: stop.id, name: stop.name, stopNumber: stop.stopNumber })
      const [loose] = await t.database.db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(
          and(
            eq(tournaments.status, 'published'),
            sql`not exists (select 1 from ${tourStops} s where s.tournament_id = ${tournaments.id})`,
          ),
        )
        .limit(1)
      if (!loose) throw new Error('the seed has a published event outside every tour')
      expect((await get<TournamentDetail>(`/tournament/${loose.id}`)).body.tour).toBeNull()
    })

    it.each([
      ['limit=51', 'limit'],
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
      ['tournamentState=maybe', 'tournamentState'],
      ['keywordTournamentTypes=1,3', 'keywordTournamentTypes must be [1,13] or [3,15]'],
      ['keywordTournamentTypes=abc', 'keywordTournamentTypes'],
      ['countries=DEU', 'countries'],
      ['organizationId=abc', 'organizationId'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ])('rejects %s with a 400 naming the parameter', async (qs, expected) => {
      const res = await t.app.request(`/bff/tournament/list?${qs}`)
      expect(res.status).toBe(400)
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('INVALID_QUERY')
      expect(body.error.message).toContain(expected)
    })
  })

  describe('featured and countries', () => {
    it('returns featured upcoming events', async () => {
      const { status, body } = await get<TournamentCard[]>('/tournament/featured')
      expect(status).toBe(200)
      expect(body.length).toBeGreaterThan(0)
      expect(body.every((e) => e.isFeatured && e.state === 'open')).toBe(true)
    })

    it('returns countries with counts that match the list totals', async () => {
      const { body } = await get<CountryCount[]>(
        '/tournament/countries?keywordTournamentTypes=1,13&tournamentState=open',
      )
      expect(body.length).toBeGreaterThanOrEqual(5)
      const first = body[0] as CountryCount
      const filtered = await list(`countries=${first.code}`)
      expect(filtered.body.total).toBe(first.count)
    })
  })

  describe('GET /tournament/:id and base-info', () => {
    it('returns details with classes, venue and organizer', async () => {
      const { body: page } = await list('limit=1')
      const id = (page.items[0] as TournamentCard).id
      const { status, body } = await get<TournamentDetail>(`/tournament/${id}`)
      expect(status).toBe(200)
      expect(body).toMatchObject({ id, eventType: 'tournaments' })
      expect(body.venueName).toBeTruthy()
      expect(body.classes.length).toBeGreaterThan(0)
      expect(body.descriptionHtml).toContain('<p>')
      for (const cls of body.classes) expect([1, 2, 3, 4]).toContain(cls.type)
    })

    it('gives sharing metadata as name, description and img', async () => {
      const { body: page } = await list('limit=1')
      const item = page.items[0] as TournamentCard
      const { body } = await get<BaseInfo>(`/tournament/${item.id}/base-info`)
      expect(body.name).toBe(item.name)
      expect(body.description.length).toBeGreaterThan(10)
      expect(body.description).not.toMatch(/[#*<>]/)
      expect(Object.keys(body).sort()).toEqual(['description', 'img', 'name'])
    })

    it('gives the event read the same sharing metadata as base-info, in each language', async () => {
      const { body: page } = await list('limit=3')
      for (const item of page.items) {
        for (const lang of ['en', 'de', 'sv']) {
          const { body: info } = await get<BaseInfo>(`/tournament/${item.id}/base-info?lang=${lang}`)
          const { body: event } = await get<TournamentDetail>(`/tournament/${item.id}?lang=${lang}`)
          expect({ name: event.name, description: event.shareDescription, img: event.image }).toEqual(info)
        }
      }
    })

    it('answers 404 for unknown ids and 400 for malformed ones', async () => {
      const missing = await t.app.request('/bff/tournament/999999')
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Tournament not found' } })
      expect((await t.app.request('/bff/tournament/999999/base-info')).status).toBe(404)
      const bad = await t.app.request('/bff/tournament/abc')
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as { error: { message: string } }).error.message).toContain('id')
    })
  })

  describe('GET /tournament/:id/calendar.ics (issue 13, point 17)', () => {
    const calendarUrl = async (query: string, headers: Record<string, string> = {}) => {
      const { body: page } = await list('limit=1')
      const id = (page.items[0] as TournamentCard).id
      const res = await t.app.request(`/bff/tournament/${id}/calendar.ics${query}`, { headers })
      expect(res.status).toBe(200)
      const text = (await res.text()).replace(/\r\n /g, '')
      return { id, url: /^URL:(.*)$/m.exec(text)?.[1], vary: res.headers.get('vary') }
    }

    it('links to the event page in the language the page asked for', async () => {
      const { id, url } = await calendarUrl('?lang=pt')
      expect(url).toMatch(new RegExp(`/pt/tournament/${id}/$`))
    })

    it('falls back to the browser language, then English, and ignores an unknown lang', async () => {
      const german = await calendarUrl('', { 'accept-language': 'it-IT, de-CH;q=0.8, en;q=0.5' })
      expect(german.url).toMatch(/\/de\/tournament\/\d+\/$/)
      expect(german.vary).toMatch(/accept-language/i)
      expect((await calendarUrl('?lang=xx', { 'accept-language': 'sv' })).url).toMatch(/\/sv\/tournament\//)
      expect((await calendarUrl('')).url).toMatch(/\/en\/tournament\//)
    })
  })

  describe('tours', () => {
    it('lists three tours with stops, and a tour has stops in date order and rankings', async () => {
      const { body: tours } = await get<TourCard[]>('/tournament/tours')
      expect(tours.length).toBe(3)
      for (const tour of tours) expect(tour.stopCount).toBeGreaterThanOrEqual(3)
      const details = await Promise.all(tours.map((tour) => get<TourDetail>(`/tournament/tour/${tour.id}`)))
      for (const { status, body } of details) {
        expect(status).toBe(200)
        const starts = body.stops.map((s) => s.startDate)
        expect([...starts].sort()).toEqual(starts)
        const points = body.rankings.map((r) => r.totalPoints)
        expect([...points].sort((a, b) => b - a)).toEqual(points)
      }
      // At least one tour has a finished stop, so someone has earned points.
      const ranked = details.find((d) => d.body.rankings.length > 0)
      expect(ranked?.body.rankings[0]?.rank).toBe(1)
    })

    it('answers 404 for an unknown tour', async () => {
      expect((await t.app.request('/bff/tournament/tour/424242')).status).toBe(404)
    })
  })
})

// The list's total and the country counts come from tournament_list_counts, which triggers keep in
// step with `tournaments` (docs/decisions/0007). Each change below is checked against a count of the
// tournaments themselves, on a database of its own because it writes.
describe.each(DATABASE_KINDS)('tournament list totals on %s as tournaments change', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.database.close()
  })

  type Filter = { state: 'open' | 'closed'; types: number[]; country?: string; organizationId?: number }
  const query = (f: Filter) =>
    new URLSearchParams({
      tournamentState: f.state,
      keywordTournamentTypes: f.types.join(','),
      ...(f.country ? { countries: f.country } : {}),
      ...(f.organizationId ? { organizationId: String(f.organizationId) } : {}),
    }).toString()
  const listTotal = async (f: Filter) => {
    const res = await t.app.request(`/bff/tournament/list?${query(f)}`)
    expect(res.status).toBe(200)
    return ((await res.json()) as TournamentListResponse).total
  }
  /** The same question asked of the tournaments table directly. */
  const counted = async (f: Filter) => {
    const rows = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tournaments)
      .where(
        and(
          eq(tournaments.status, 'published'),
          inArray(tournaments.typeCode, f.types),
          f.state === 'closed' ? eq(tournaments.progress, 2) : inArray(tournaments.progress, [0, 1]),
          f.country ? eq(tournaments.country, f.country) : undefined,
          f.organizationId ? eq(tournaments.organizationId, f.organizationId) : undefined,
        ),
      )
    return rows[0]?.n ?? 0
  }
  const countriesCounted = async () =>
    t.db
      .select({ code: tournaments.country, count: sql<number>`count(*)::int` })
      .from(tournaments)
      .where(and(eq(tournaments.status, 'published'), inArray(tournaments.typeCode, [1, 13])))
      .groupBy(tournaments.country)
      .orderBy(tournaments.country)

  let sample: typeof tournaments.$inferSelect
  const filters = (): Filter[] => [
    { state: 'open', types: [1, 13] },
    { state: 'closed', types: [1, 13] },
    { state: 'open', types: [3, 15] },
    { state: 'closed', types: [3, 15] },
    { state: 'open', types: [1, 13], country: sample.country },
    { state: 'open', types: [1, 13], country: 'IS' },
    { state: 'closed', types: [1, 13], organizationId: sample.organizationId },
    { state: 'open', types: [1, 13], country: sample.country, organizationId: sample.organizationId },
  ]
  const expectExact = async () => {
    for (const f of filters())
      expect({ f, total: await listTotal(f) }).toEqual({ f, total: await counted(f) })
    const res = await t.app.request('/bff/tournament/countries?keywordTournamentTypes=1,13')
    expect((await res.json()) as CountryCount[]).toEqual(await countriesCounted())
  }

  it('match a count of the tournaments after inserts, updates, unpublishing and deletes', async () => {
    const [first] = await t.db
      .select()
      .from(tournaments)
      .where(
        and(eq(tournaments.status, 'published'), eq(tournaments.typeCode, 1), eq(tournaments.progress, 0)),
      )
      .orderBy(tournaments.id)
      .limit(1)
    sample = first as typeof tournaments.$inferSelect
    await expectExact()
    const openBefore = await listTotal({ state: 'open', types: [1, 13] })

    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = sample
    const added = await t.db
      .insert(tournaments)
      .values(
        [1, 2, 3].map((n) => ({
          ...copy,
          slug: `${sample.slug}-copy-${n}`,
          country: n === 3 ? 'IS' : copy.country,
        })),
      )
      .returning({ id: tournaments.id })
    expect(await listTotal({ state: 'open', types: [1, 13] })).toBe(openBefore + 3)
    expect(await listTotal({ state: 'open', types: [1, 13], country: 'IS' })).toBe(1)
    await expectExact()

    const [a, b, c] = added.map((r) => r.id) as [number, number, number]
    await t.db.update(tournaments).set({ progress: 2 }).where(eq(tournaments.id, a))
    await expectExact()
    await t.db.update(tournaments).set({ status: 'draft' }).where(eq(tournaments.id, b))
    await expectExact()
    await t.db.update(tournaments).set({ country: 'SE', typeCode: 15 }).where(eq(tournaments.id, c))
    await expectExact()
    // An update that changes nothing the list counts by.
    await t.db
      .update(tournaments)
      .set({ name: 'Renamed' })
      .where(inArray(tournaments.id, [a, b, c]))
    await expectExact()
    await t.db.delete(tournaments).where(inArray(tournaments.id, [a, b, c]))
    expect(await listTotal({ state: 'open', types: [1, 13] })).toBe(openBefore)
    await expectExact()
  })
})

describe('event pages contract', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(async () => {
    await t.database.close()
  })

  it('names the path first when both path and query are wrong, and is in the OpenAPI document', async () => {
    const bad = await t.app.request('/bff/tournament/abc?lang=xx')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('INVALID_PARAM')
    const doc = (await (await t.app.request('/bff/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    for (const path of [
      '/list',
      '/featured',
      '/countries',
      '/tours',
      '/tour/{id}',
      '/{id}',
      '/{id}/calendar.ics',
      '/{id}/base-info',
    ])
      expect(Object.keys(doc.paths[`/bff/tournament${path}`]!)).toEqual(['get'])
  })
})
