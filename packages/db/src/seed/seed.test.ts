// Checks the demo content against its brief from the database itself: minimum counts, dates
// consistent with progress, legal scores for every class format, rewards for finished classes,
// the hand-checkable class, the 128-player class and determinism.
import { parsePlaceholder, validateMatchScore } from '@courtside/domain'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findProjectRoot, migrateDatabase, openDatabase, type DatabaseHandle } from '../client.ts'
import type { GameScore, MatchDecision, MatchFormatJson } from '../schema.ts'
import { seedDatabase, type SeedSummary } from './index.ts'

// SEED_TEST_NOW lets a developer check the content on any other day (weekends, DST, new year).
const NOW = new Date(process.env.SEED_TEST_NOW ?? '2026-11-23T10:00:00Z')
const DAY_MS = 86_400_000
const DAY_START = Math.floor(NOW.getTime() / DAY_MS) * DAY_MS

let handle: DatabaseHandle
let summary: SeedSummary
let seedMs = 0

async function rowsOf<T>(h: DatabaseHandle, query: string): Promise<T[]> {
  const result = await h.db.execute(sql.raw(query))
  return (result as { rows: T[] }).rows
}

const rows = <T>(query: string) => rowsOf<T>(handle, query)

async function freshSeed(): Promise<{ handle: DatabaseHandle; summary: SeedSummary }> {
  const h = await openDatabase({ databaseUrl: 'memory://', dataDir: '' })
  await migrateDatabase(h)
  const started = Date.now()
  const s = await seedDatabase(h.db, { now: NOW })
  seedMs = Date.now() - started
  return { handle: h, summary: s }
}

beforeAll(async () => {
  ;({ handle, summary } = await freshSeed())
})

afterAll(async () => {
  await handle?.close()
})

describe('seedDatabase', () => {
  it('runs well under 15 s on PGlite and reports counts', () => {
    expect(seedMs).toBeLessThan(15_000)
    expect(summary.users).toBeGreaterThanOrEqual(480)
    expect(summary.matches).toBeGreaterThan(1000)
  })

  it('has enough published tournaments and travel events across Europe', async () => {
    const [counts] = await rows<{
      tournaments: number
      travels: number
      countries: number
      drafts: number
      cancelled: number
    }>(`
      select count(*) filter (where type_code in (1, 13) and status = 'published')::int as tournaments,
             count(*) filter (where type_code in (3, 15) and status = 'published')::int as travels,
             count(distinct country) filter (where status = 'published')::int as countries,
             count(*) filter (where status = 'draft')::int as drafts,
             count(*) filter (where status = 'cancelled')::int as cancelled
      from tournaments`)
    expect(counts?.tournaments).toBeGreaterThanOrEqual(44)
    expect(counts?.travels).toBeGreaterThanOrEqual(14)
    expect(counts?.countries).toBeGreaterThanOrEqual(10)
    expect(counts?.drafts).toBe(1)
    expect(counts?.cancelled).toBe(1)
    const typeCodes = await rows<{ type_code: number }>(
      'select distinct type_code from tournaments order by 1',
    )
    expect(typeCodes.map((r) => r.type_code)).toEqual([1, 3, 13, 15])
  })

  it('has organizers in at least ten countries, one of them embeddable from localhost:3100', async () => {
    const [org] = await rows<{ n: number; countries: number }>(
      'select count(*)::int as n, count(distinct country)::int as countries from organizations',
    )
    expect(org?.n).toBeGreaterThanOrEqual(12)
    expect(org?.countries).toBeGreaterThanOrEqual(10)
    const embed = await rows<{ slug: string; embed_origins: string[] }>(
      `select slug, embed_origins from organizations where 'http://localhost:3100' = any(embed_origins)`,
    )
    expect(embed.map((r) => r.slug)).toEqual([summary.embedOrganizationSlug])
    expect(embed[0]?.embed_origins).toContain('http://127.0.0.1:3100')
  })

  it('has three tours with stops numbered in date order and a 150% final', async () => {
    const stops = await rows<{
      tour_id: number
      stop_number: number
      multiplier: number
      start_date: string
      progress: number
    }>(`
      select s.tour_id, s.stop_number, s.points_multiplier_percent as multiplier, t.start_date, t.progress
      from tour_stops s join tournaments t on t.id = s.tournament_id order by s.tour_id, s.stop_number`)
    const byTour = new Map<number, typeof stops>()
    for (const stop of stops) byTour.set(stop.tour_id, [...(byTour.get(stop.tour_id) ?? []), stop])
    expect(byTour.size).toBe(3)
    for (const tourStops of byTour.values()) {
      expect(tourStops.length).toBeGreaterThanOrEqual(4)
      expect(tourStops.length).toBeLessThanOrEqual(6)
      expect(tourStops.map((s) => s.stop_number)).toEqual(tourStops.map((_, i) => i + 1))
      const dates = tourStops.map((s) => new Date(s.start_date).getTime())
      expect(dates).toEqual([...dates].sort((a, b) => a - b))
      expect(tourStops.map((s) => s.multiplier)).toEqual(
        tourStops.map((_, i) => (i === tourStops.length - 1 ? 150 : 100)),
      )
    }
    expect(new Set(stops.map((s) => s.progress))).toEqual(new Set([0, 1, 2]))
  })

  it('keeps progress consistent with the dates and spreads finished, running and upcoming', async () => {
    const events = await rows<{ progress: number; start_date: string; end_date: string; status: string }>(
      'select progress, start_date, end_date, status from tournaments',
    )
    for (const e of events) {
      const start = new Date(e.start_date).getTime()
      const end = new Date(e.end_date).getTime()
      expect(start).toBeLessThanOrEqual(end)
      if (e.progress === 2) expect(end).toBeLessThan(DAY_START)
      if (e.progress === 1) {
        expect(start).toBeLessThan(DAY_START + DAY_MS)
        expect(end).toBeGreaterThanOrEqual(DAY_START)
      }
      if (e.progress === 0) expect(start).toBeGreaterThanOrEqual(DAY_START + DAY_MS)
    }
    const published = events.filter((e) => e.status === 'published')
    const share = (p: number) => published.filter((e) => e.progress === p).length / published.length
    expect(share(2)).toBeGreaterThan(0.3)
    expect(share(1)).toBeGreaterThan(0.1)
    expect(share(0)).toBeGreaterThan(0.35)
  })

  it('has open registration for most upcoming events, one not yet open, one closed; ~6 featured', async () => {
    const upcoming = await rows<{ opens: string; closes: string; is_featured: boolean }>(`
      select registration_opens_at as opens, registration_closes_at as closes, is_featured
      from tournaments where progress = 0 and status = 'published'`)
    const now = NOW.getTime()
    const open = upcoming.filter(
      (e) => new Date(e.opens).getTime() <= now && now <= new Date(e.closes).getTime(),
    )
    expect(open.length).toBeGreaterThanOrEqual(upcoming.length - 2)
    expect(upcoming.filter((e) => new Date(e.opens).getTime() > now)).toHaveLength(1)
    expect(upcoming.filter((e) => new Date(e.closes).getTime() < now)).toHaveLength(1)
    const featured = await rows<{ progress: number }>('select progress from tournaments where is_featured')
    expect(featured.length).toBeGreaterThanOrEqual(5)
    expect(featured.length).toBeLessThanOrEqual(8)
    expect(featured.every((f) => f.progress === 0)).toBe(true)
  })

  it('gives tournaments 2–5 classes of all four types and travel events 1–2', async () => {
    const perEvent = await rows<{ type_code: number; n: number }>(`
      select t.type_code, count(c.id)::int as n from tournaments t left join classes c on c.tournament_id = t.id
      where t.status = 'published' group by t.id, t.type_code`)
    for (const e of perEvent) {
      if (e.type_code === 1 || e.type_code === 13) expect(e.n).toBeGreaterThanOrEqual(2)
      if (e.type_code === 1 || e.type_code === 13) expect(e.n).toBeLessThanOrEqual(5)
      if (e.type_code === 3 || e.type_code === 15) expect([1, 2]).toContain(e.n)
    }
    const types = await rows<{ type: number }>('select distinct type from classes order by 1')
    expect(types.map((t) => t.type)).toEqual([1, 2, 3, 4])
  })

  it('has realistic players with ratings between 2.000 and 6.500', async () => {
    const [p] = await rows<{
      n: number
      unrated: number
      out_of_range: number
      avatars: number
      with_login: number
      names: number
    }>(`
      select count(*)::int as n,
             count(*) filter (where dupr_rating_doubles is null)::int as unrated,
             count(*) filter (where dupr_rating_singles not between 2 and 6.5 or dupr_rating_doubles not between 2 and 6.5)::int as out_of_range,
             count(avatar)::int as avatars,
             count(*) filter (where email is not null or phone is not null)::int as with_login,
             count(distinct lower(user_name))::int as names
      from users`)
    expect(p?.n).toBeGreaterThanOrEqual(480)
    expect(p?.out_of_range).toBe(0)
    expect(p?.unrated).toBeGreaterThan((p?.n ?? 0) * 0.05)
    expect(p?.unrated).toBeLessThan((p?.n ?? 0) * 0.2)
    expect(p?.avatars).toBe(60)
    expect(p?.with_login).toBe(0)
    expect(p?.names).toBe(p?.n)
    const [diacritics] = await rows<{ n: number }>(
      `select count(*)::int as n from users where first_name || last_name ~ '[äöüßéèñçãåøæíóú]'`,
    )
    expect(diacritics?.n).toBeGreaterThan(50)
  })

  it('fills classes within capacity with teams, members and confirmed registrations', async () => {
    const over = await rows<{ id: number }>(`
      select c.id from classes c where (select count(*) from teams t where t.class_id = c.id) > c.capacity`)
    expect(over).toEqual([])
    const [t] = await rows<{ bad_size: number; open_slots: number; captains_missing: number }>(`
      select count(*) filter (where (t.team_type = 1 and m.n <> 1) or (t.team_type = 2 and m.n not in (1, 2)) or (t.team_type = 4 and m.n <> 4))::int as bad_size,
             count(*) filter (where t.team_type = 2 and m.n = 1)::int as open_slots,
             count(*) filter (where t.team_type = 4 and m.captains <> 1)::int as captains_missing
      from teams t join (select team_id, count(*) as n, count(*) filter (where is_captain) as captains from team_members group by team_id) m on m.team_id = t.id`)
    expect(t?.bad_size).toBe(0)
    expect(t?.open_slots).toBeGreaterThan(0)
    expect(t?.captains_missing).toBe(0)
    const [r] = await rows<{ members: number; registrations: number; unconfirmed: number }>(`
      select (select count(*)::int from team_members) as members, count(*)::int as registrations,
             count(*) filter (where status <> 'confirmed' or order_id is not null or team_id is null)::int as unconfirmed
      from registrations`)
    expect(r?.registrations).toBe(r?.members)
    expect(r?.unconfirmed).toBe(0)
  })

  it('scores every played match legally for its class format', async () => {
    const matches = await rows<{
      id: number
      format: MatchFormatJson
      results: GameScore[]
      decision: MatchDecision | null
    }>(`
      select m.id, c.match_format as format, m.results, m.decision
      from matches m join classes c on c.id = m.class_id
      where jsonb_array_length(m.results) > 0 or m.decision is not null`)
    expect(matches.length).toBeGreaterThan(1000)
    const problems = matches
      .map((m) => ({
        id: m.id,
        validation: validateMatchScore({ format: m.format, results: m.results, decision: m.decision }),
      }))
      .filter((m) => !m.validation.ok)
    expect(problems).toEqual([])
    // A retirement ends in an unfinished game in this data set (a walkover has none).
    expect(matches.filter((m) => m.decision?.startsWith('retired') && m.results.length === 0)).toEqual([])
    const decisions = new Set(matches.map((m) => m.decision))
    for (const d of ['walkover_home', 'walkover_away', 'retired_home', 'retired_away'])
      expect(decisions).toContain(d)
    const formats = await rows<{ f: string }>(`select distinct match_format::text as f from classes`)
    const all = formats.map((f) => JSON.parse(f.f) as MatchFormatJson)
    expect(all.some((f) => f.cap === 15)).toBe(true)
    expect(all.some((f) => f.scoring === 'rally' && f.pointsToWin === 21)).toBe(true)
    expect(all.some((f) => f.gamesToWin === 3)).toBe(true)
    expect(all.some((f) => f.gamesToWin === 1)).toBe(true)
  })

  it('decides every class of a finished event, with rewards for the top four only', async () => {
    const classes = await rows<{ id: number; teams: number; unplayed: number; rewards: number[] }>(`
      select c.id, (select count(*)::int from teams where class_id = c.id) as teams,
             (select count(*)::int from matches m where m.class_id = c.id and jsonb_array_length(m.results) = 0 and m.decision is null) as unplayed,
             coalesce((select array_agg(placement order by placement) from rewards r where r.class_id = c.id), '{}') as rewards
      from classes c join tournaments t on t.id = c.tournament_id where t.progress = 2`)
    expect(classes.length).toBeGreaterThan(50)
    for (const c of classes) {
      expect(c.teams).toBeGreaterThan(0)
      expect(c.unplayed).toBe(0)
      expect([
        [1, 2, 3, 3],
        [1, 2, 3, 4],
      ]).toContainEqual(c.rewards)
    }
  })

  it('shows running classes half-played with knockout placeholders', async () => {
    const [k] = await rows<{ placeholders: number; unplayed_group: number; played_group: number }>(`
      select count(*) filter (where m.round_id is not null and m.home_team_id is null and m.home_team_placeholder is not null)::int as placeholders,
             count(*) filter (where m.group_id is not null and jsonb_array_length(m.results) = 0 and m.decision is null)::int as unplayed_group,
             count(*) filter (where m.group_id is not null and (jsonb_array_length(m.results) > 0 or m.decision is not null))::int as played_group
      from matches m join classes c on c.id = m.class_id join tournaments t on t.id = c.tournament_id where t.progress = 1`)
    expect(k?.placeholders).toBeGreaterThan(0)
    expect(k?.unplayed_group).toBeGreaterThan(0)
    expect(k?.played_group).toBeGreaterThan(0)
    const placeholders = await rows<{ p: string }>(`
      select home_team_placeholder as p from matches where home_team_placeholder is not null
      union select away_team_placeholder from matches where away_team_placeholder is not null`)
    expect(placeholders.map((e) => e.p)).toEqual(expect.arrayContaining(['G:A:1', 'W:SF1']))
    expect(placeholders.filter((e) => parsePlaceholder(e.p) === null)).toEqual([])
    // A side shows either a team or a placeholder, never both.
    const [both] = await rows<{ n: number }>(`
      select count(*)::int as n from matches
      where (home_team_id is not null and home_team_placeholder is not null)
         or (away_team_id is not null and away_team_placeholder is not null)`)
    expect(both?.n).toBe(0)
    // Upcoming events have no results at all.
    const [u] = await rows<{ n: number }>(`
      select count(*)::int as n from matches m join classes c on c.id = m.class_id join tournaments t on t.id = c.tournament_id
      where t.progress = 0 and (jsonb_array_length(m.results) > 0 or m.decision is not null)`)
    expect(u?.n).toBe(0)
  })

  it('has a hand-checkable finished doubles class: 4 teams, one group, 6 plain results', async () => {
    const id = summary.handCheckClassId
    const [c] = await rows<{ type: number; progress: number; slug: string }>(
      `select c.type, t.progress, t.slug from classes c join tournaments t on t.id = c.tournament_id where c.id = ${id}`,
    )
    expect(c).toMatchObject({ type: 2, progress: 2, slug: summary.handCheckTournamentSlug })
    const [shape] = await rows<{
      teams: number
      groups: number
      matches: number
      decisions: number
      rounds: number
    }>(`
      select (select count(*)::int from teams where class_id = ${id}) as teams,
             (select count(*)::int from groups where class_id = ${id}) as groups,
             (select count(*)::int from matches where class_id = ${id}) as matches,
             (select count(*)::int from matches where class_id = ${id} and decision is not null) as decisions,
             (select count(*)::int from rounds where class_id = ${id}) as rounds`)
    expect(shape).toEqual({ teams: 4, groups: 1, matches: 6, decisions: 0, rounds: 0 })
    const rewards = await rows<{ placement: number; seed: number }>(
      `select r.placement, t.seed from rewards r join teams t on t.id = r.team_id where r.class_id = ${id} order by r.placement`,
    )
    expect(rewards).toEqual([
      { placement: 1, seed: 1 },
      { placement: 2, seed: 2 },
      { placement: 3, seed: 3 },
      { placement: 4, seed: 4 },
    ])
  })

  it('has a 128-player singles class with 32 groups of 4 and a 64-draw knockout', async () => {
    const id = summary.largeClassId
    const [shape] = await rows<{ type: number; teams: number; groups: number; first_round: number }>(`
      select c.type, (select count(*)::int from teams where class_id = c.id) as teams,
             (select count(*)::int from groups where class_id = c.id) as groups,
             (select count(*)::int from matches m join rounds r on r.id = m.round_id where r.class_id = c.id and r.number = 1) as first_round
      from classes c where c.id = ${id}`)
    expect(shape).toEqual({ type: 1, teams: 128, groups: 32, first_round: 32 })
  })

  it('has at least 24 weekly podcast episodes', async () => {
    const episodes = await rows<{ published_at: string; audio_url: string; duration_seconds: number }>(
      'select published_at, audio_url, duration_seconds from podcast_episodes order by published_at',
    )
    expect(episodes.length).toBeGreaterThanOrEqual(24)
    for (const e of episodes) {
      expect(new Date(e.published_at).getTime()).toBeLessThan(NOW.getTime())
      expect(e.audio_url).toBe('/media/podcast/episode-sample.wav')
      expect(e.duration_seconds).toBeGreaterThanOrEqual(1500)
      expect(e.duration_seconds).toBeLessThanOrEqual(4200)
    }
  })

  it('only references generated media that exists (scripts/generate-media.ts)', async () => {
    const paths = await rows<{ p: string }>(`
      select logo as p from organizations union select image from tournaments union select image from tours
      union select avatar from users union select logo from teams
      union select image from podcast_episodes union select audio_url from podcast_episodes`)
    const publicDir = path.join(findProjectRoot(), 'apps/web/public')
    const referenced = paths.map((r) => r.p).filter((p): p is string => p !== null)
    expect(referenced.length).toBeGreaterThan(100)
    expect(
      referenced.filter((p) => !p.startsWith('/media/') || !existsSync(path.join(publicDir, p))),
    ).toEqual([])
  })

  it('is deterministic for the same day', async () => {
    const second = await freshSeed()
    try {
      const query = `
        select t.name, m.results::text, m.decision, m.home_team_id, m.away_team_id
        from matches m join classes c on c.id = m.class_id join tournaments t on t.id = c.tournament_id order by m.id`
      const [a, b] = await Promise.all([rowsOf(handle, query), rowsOf(second.handle, query)])
      expect(b).toEqual(a)
      expect(second.summary).toEqual(summary)
      const names = 'select name, slug, start_date from tournaments order by id'
      const [namesA, namesB] = await Promise.all([rowsOf(handle, names), rowsOf(second.handle, names)])
      expect(namesB).toEqual(namesA)
    } finally {
      await second.handle.close()
    }
  })
})
