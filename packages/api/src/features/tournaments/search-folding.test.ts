// Issue 13, point 3: the list search forgives case, accents and the German ue/oe/ae/ss spellings
// for event names, cities and organizers, and stays indexed (migrations/0005_folded_search.sql;
// since 0022 the folded text is kept in generated columns).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@courtside/db'
import type { TournamentListResponse } from '../../lib/types.ts'
import { DATABASE_KINDS, createTestApp, type TestApp } from '../../test/databases.ts'

/** PGlite answers `{ rows }`, node-postgres a QueryResult with `rows` too. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

describe.each(DATABASE_KINDS)('accent- and spelling-forgiving event search on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.database.close()
  })

  /** Every event matching `search`, open or finished, tournaments or travels. */
  async function find(search: string) {
    const found: TournamentListResponse['items'] = []
    for (const state of ['open', 'closed'])
      for (const types of ['1,13', '3,15']) {
        const res = await t.app.request(
          `/bff/tournament/list?limit=50&tournamentState=${state}&keywordTournamentTypes=${types}&search=${encodeURIComponent(search)}`,
        )
        expect(res.status).toBe(200)
        found.push(...((await res.json()) as TournamentListResponse).items)
      }
    return found
  }

  it('finds Zürich, München and Malmö however the city is typed', async () => {
    for (const [city, spellings] of [
      ['Zürich', ['zurich', 'Zuerich', 'ZÜRICH', 'zürich']],
      ['München', ['munchen', 'Muenchen', 'MÜNCHEN']],
      ['Malmö', ['malmo', 'Malmoe']],
    ] as const) {
      for (const spelling of spellings) {
        const cities = (await find(spelling)).map((event) => event.city)
        expect(cities, `${spelling} → ${city}`).toContain(city)
      }
    }
  })

  it('folds event and organizer names the same way', async () => {
    const result: unknown = await t.db.execute(
      sql`select o.name from organizations o where lower(o.name) ~ '[^a-z0-9 .&-]' and exists (select 1 from tournaments x where x.organization_id = o.id and x.status = 'published') limit 1`,
    )
    const name = rowsOf<{ name: string }>(result)[0]?.name
    expect(name, 'a seeded organizer with an accented name').toBeTruthy()
    const plain = name!.normalize('NFD').replace(/\p{Diacritic}/gu, '')
    const events = await find(plain.toLowerCase())
    expect(events.some((event) => event.organization.name === name)).toBe(true)
  })

  it('treats ß as ss and keeps LIKE wildcards literal', async () => {
    const result: unknown = await t.db.execute(sql`select courtside_fold('Straße Köln ÆØ') as folded`)
    expect(rowsOf<{ folded: string }>(result)[0]?.folded).toBe('strasse koln ao')
    expect((await find('%')).length).toBe(0)
    expect((await find('zz_no-such-event')).length).toBe(0)
  })

  it('follows a renamed event and organizer at once (the folded text is written with the row)', async () => {
    const before = await find('zurich')
    const event = before.find((e) => e.city === 'Zürich')
    expect(event, 'a seeded event in Zürich').toBeTruthy()
    await t.db.execute(
      sql`update tournaments set name = 'Grand Prix Åre-Straße', city = 'Göteborg' where id = ${event!.id}`,
    )
    await t.db.execute(
      sql`update organizations set name = 'Pickleball Förening Ödeshög' where id = ${event!.organization.id}`,
    )
    const ids = async (search: string) => (await find(search)).map((e) => e.id)
    expect(await ids('grand prix are-strasse')).toContain(event!.id)
    expect(await ids('goeteborg')).toContain(event!.id)
    expect(await ids('forening odeshog')).toContain(event!.id)
    expect(await ids('zurich')).not.toContain(event!.id)
  })

  it('can answer the search from the trigram indexes on folded text', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      return tx.execute(
        sql`explain select id from tournaments where name_folded like courtside_fold('%zurich%') or city_folded like courtside_fold('%zurich%')`,
      )
    })
    const text = JSON.stringify(plan)
    expect(text).toContain('tournaments_name_folded_trgm_idx')
    expect(text).toContain('tournaments_city_folded_trgm_idx')
    const organizers = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      return tx.execute(
        sql`explain select id from organizations where name_folded like courtside_fold('%zurich%')`,
      )
    })
    expect(JSON.stringify(organizers)).toContain('organizations_name_folded_trgm_idx')
  })
})
