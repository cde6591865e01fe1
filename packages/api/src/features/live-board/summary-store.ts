// The rows behind the tournament page's "Live now" panel: the matches called or on court and the
// latest results, picked by the database through indexes (match_day by event and state, and the
// partial index of each class's finished matches, migrations/0023), so that the read stays small
// on an event with hundreds of matches — every uncached tournament page makes it on the event's
// days (issue 17). The board (get-board.ts) reads every match instead.
import { matches, preparedQuery, sql, type Db } from '@courtside/db'
import { namedEventMatchRows, toEventMatches, type CourtRow, type EventMatch } from './board-store.ts'

/**
 * The ids of the event's matches that hold or wait for a court, of its latest results confirmed
 * at the desk (by confirmation time) and of its latest other results (by planned start), at most
 * `latest` of each, in classes whose draw is public (isDrawPublic). The board's order of results
 * (get-board.ts byLatest) puts every desk-confirmed result first, so these hold its first `latest`.
 * A finished match still waiting at the desk (or on court, disputed) is left out with NOT EXISTS
 * rather than a left join of match_day filtered afterwards: the same rows (match_day has one row a
 * match), and on PGlite the event's read answered 569/595 → 620/666 times a second (issue 17).
 */
function summaryIds() {
  const eventId = sql.placeholder('eventId')
  const latest = sql.placeholder('latest')
  const isPublic = sql`(d.status is null or (d.status = 'published' and (d.publish_at is null or d.publish_at <= ${sql.placeholder('now')}::timestamptz)))`
  return sql`
    (select md.match_id as id
       from match_day md
       join matches m on m.id = md.match_id
       left join draws d on d.class_id = m.class_id
      where md.tournament_id = ${eventId}
        and md.state in ('called', 'on_court', 'score_pending')
        and ${isPublic})
    union all
    (select md.match_id
       from match_day md
       join matches m on m.id = md.match_id
       left join draws d on d.class_id = m.class_id
      where md.tournament_id = ${eventId}
        and md.state = 'confirmed' and md.confirmed_at is not null
        and (jsonb_array_length(m.results) > 0 or m.decision is not null)
        and ${isPublic}
      order by md.confirmed_at desc, m.start_date desc nulls last, m.id desc
      limit ${latest})
    union all
    (select r.id
       from classes c
       left join draws d on d.class_id = c.id
       cross join lateral (
         select m.id, m.start_date
           from matches m
          where m.class_id = c.id
            and (jsonb_array_length(m.results) > 0 or m.decision is not null)
            and not exists (
              select 1 from match_day md
               where md.match_id = m.id
                 and (md.confirmed_at is not null or md.state not in ('queued', 'confirmed')))
          order by m.start_date desc nulls last, m.id desc
          limit ${latest}
       ) r
      where c.tournament_id = ${eventId}
        and ${isPublic}
      order by r.start_date desc nulls last, r.id desc
      limit ${latest})`
}

// Built once per database (preparedQuery, docs/decisions/0014).
const summaryRowsQuery = preparedQuery('live_summary_rows', (db, name) =>
  namedEventMatchRows(db)
    .where(sql`${matches.id} in (${summaryIds()})`)
    .prepare(name),
)

/**
 * The summary's matches and the courts they are on, by id as the board lists its courts: the
 * panel shows only courts with a match, so the event's other courts need not be read.
 */
export async function loadSummaryMatches(
  db: Db,
  eventId: number,
  now: Date,
  latest: number,
): Promise<{ matches: EventMatch[]; courts: CourtRow[] }> {
  const rows = await summaryRowsQuery(db).execute({ eventId, now: now.toISOString(), latest })
  const matches = toEventMatches(rows, now)
  const courts = new Map<number, string>()
  for (const match of matches)
    if (match.courtId !== null && match.court !== null) courts.set(match.courtId, match.court)
  return {
    matches,
    courts: [...courts].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id),
  }
}
