// Scale generator for benchmarks (scripts/bench/scale.ts): grows a seeded database to N
// tournaments with set-based SQL (generate_series), so 100,000 tournaments take seconds, not
// minutes. Generated events look like the seed's (same organizers, cities, countries, types and
// a spread of dates two years back and forward), each with two classes of four players, so the
// list's class and player counts have rows to count. Deterministic: row n gets the same values
// on every run. Never used by the app or `npm start`.
import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { tournaments } from '../schema.ts'

const CITIES: [string, string][] = [
  ['Amsterdam', 'NL'],
  ['Barcelona', 'ES'],
  ['Berlin', 'DE'],
  ['Brussels', 'BE'],
  ['Copenhagen', 'DK'],
  ['Lisbon', 'PT'],
  ['London', 'GB'],
  ['Milan', 'IT'],
  ['Munich', 'DE'],
  ['Nice', 'FR'],
  ['Paris', 'FR'],
  ['Stockholm', 'SE'],
  ['Valencia', 'ES'],
  ['Vienna', 'AT'],
  ['Zurich', 'CH'],
  ['Gothenburg', 'SE'],
]
const NAMES = [
  'Open',
  'Classic',
  'Championship',
  'Cup',
  'Masters',
  'Challenger',
  'Summer Slam',
  'Winter Series',
]

export type GrowOptions = {
  db: Db
  /** Total number of tournaments wanted (existing ones count). */
  tournaments: number
  /** Dates are spread around this day. */
  now?: Date
}

/** Adds generated tournaments (with classes and registrations) until there are `tournaments`. */
export async function growTournaments(options: GrowOptions): Promise<{ added: number; total: number }> {
  const { db } = options
  const now = (options.now ?? new Date()).toISOString()
  const count = async () => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tournaments)
    return Number(row?.n ?? 0)
  }
  const before = await count()
  const toAdd = options.tournaments - before
  if (toAdd <= 0) return { added: 0, total: before }
  const cities = sql.raw(`(array[${CITIES.map(([c]) => `'${c}'`).join(',')}])`)
  const countries = sql.raw(`(array[${CITIES.map(([, c]) => `'${c}'`).join(',')}])`)
  const names = sql.raw(`(array[${NAMES.map((n) => `'${n}'`).join(',')}])`)

  await db.transaction(async (tx) => {
    // Tournaments: n runs over the new rows; dates spread ±2 years around now.
    await tx.execute(sql`
      with orgs as (select array_agg(id order by id) as ids from organizations),
      series as (select generate_series(${before + 1}::int, ${options.tournaments}::int) as n)
      insert into tournaments (slug, organization_id, type_code, name, description, image, start_date, end_date,
        time_zone, venue_name, address, city, country, status, progress, is_featured,
        registration_opens_at, registration_closes_at)
      select
        'scale-' || n,
        orgs.ids[1 + n % array_length(orgs.ids, 1)],
        (array[1, 13, 3, 15, 1, 13])[1 + n % 6],
        ${cities}[1 + n % 16] || ' ' || ${names}[1 + (n / 16) % 8] || ' ' || n,
        'Generated event for scale benchmarks.',
        '/media/events/event-' || lpad((1 + n % 16)::text, 2, '0') || '.svg',
        ${now}::timestamptz + ((n * 7919) % 1460 - 730) * interval '1 day',
        ${now}::timestamptz + ((n * 7919) % 1460 - 728) * interval '1 day',
        'Europe/Berlin',
        'Sports hall ' || n,
        'Main street ' || (1 + n % 200),
        ${cities}[1 + n % 16],
        ${countries}[1 + n % 16],
        'published',
        case when (n * 7919) % 1460 - 730 < -2 then 2 when (n * 7919) % 1460 - 730 <= 0 then 1 else 0 end,
        n % 97 = 0,
        ${now}::timestamptz + ((n * 7919) % 1460 - 790) * interval '1 day',
        ${now}::timestamptz + ((n * 7919) % 1460 - 735) * interval '1 day'
      from series, orgs`)
    // Two classes per new tournament.
    await tx.execute(sql`
      insert into classes (tournament_id, name, type, gender, capacity, fee_minor, match_format, position)
      select t.id, c.name, c.type, c.gender, 32, 2500, '{"bestOf":1,"pointsToWin":11,"winBy":2}'::jsonb, c.position
      from tournaments t
      cross join (values ('Open Singles', 1, 'open', 0), ('Mixed Doubles', 2, 'mixed', 1)) as c(name, type, gender, position)
      where t.slug like 'scale-%' and t.id > (select coalesce(max(tournament_id), 0) from classes)`)
    // Four confirmed players per new class, distinct within the class.
    await tx.execute(sql`
      with u as (select array_agg(id order by id) as ids from users)
      insert into registrations (class_id, user_id, status, fee_minor)
      select c.id, u.ids[1 + (c.id * 4 + j) % array_length(u.ids, 1)], 'confirmed', 2500
      from classes c
      cross join generate_series(0, 3) as j
      cross join u
      where c.id > (select coalesce(max(class_id), 0) from registrations)`)
  })
  await db.execute(sql`analyze tournaments`)
  await db.execute(sql`analyze classes`)
  await db.execute(sql`analyze registrations`)
  // The triggers wrote every new event's and class's counter row twice (created, then counted):
  // clear the dead versions and give the planner its size, as autovacuum would on a running server.
  await db.execute(sql`vacuum analyze tournament_counts`)
  await db.execute(sql`vacuum analyze class_counts`)
  return { added: toAdd, total: await count() }
}
