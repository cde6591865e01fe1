// The tournament page's "Live now" panel and a signed-in player's "Your matches" (issue 15):
// courts with their current matches, the latest results and a link to the court board, shown
// while something is called or on court or the event runs today; both kept current by the
// event's live topic. Its own chunk, loaded with its data by the tournament route's loader around
// the event's days (live-panel-module.ts), so the server renders it; "Your matches" is personal
// and read in the browser only.
import type { LiveSummary, MyMatches } from '@courtside/api/types'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDateTime } from '../../lib/format.ts'
import { useLiveTopics } from '../../queries/live.ts'
import { liveSummaryQuery, myMatchesQuery } from '../../queries/live-board.ts'
import { PlainBadge } from '../plain-badge.tsx'
import css from '../event-detail-page.module.css'
import { scoreText, sideLabel, zoneLabel } from './live-format.ts'

/** Plain elements: rendered on the server with the tournament page (event-detail-page.module.css). */
function LiveNow({ board, locale }: { board: LiveSummary; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <section className={css.card} aria-labelledby="live-now-heading">
      <div className={css.liveHeader}>
        <h2 className={css.cardTitle} id="live-now-heading">
          {t('live.panel.title')}
        </h2>
        <Link
          className={`mantine-focus-auto ${css.anchor}`}
          data-size="sm"
          to="/$locale/tournament/$id/live"
          params={{ locale, id: String(board.event.id) }}
        >
          {t('live.panel.openBoard')}
        </Link>
      </div>
      <h3 className={css.liveSubTitle}>{t('live.panel.onCourt')}</h3>
      {board.courts.length === 0 ? (
        <p className={css.liveNote}>{t('live.panel.nothingOnCourt')}</p>
      ) : (
        <ul className={css.liveList}>
          {board.courts.map(({ id, name, match }) => (
            <li key={id}>
              <strong>{name}:</strong> {sideLabel(match!.home, t)} {t('live.versus')}{' '}
              {sideLabel(match!.away, t)}{' '}
              <PlainBadge size="sm" variant="light" color={match!.state === 'called' ? 'yellow' : 'court'}>
                {t(`live.state.${match!.state ?? 'planned'}`)}
              </PlainBadge>
              {match!.games.length > 0 && <span> {scoreText(match!, t)}</span>}
            </li>
          ))}
        </ul>
      )}
      <h3 className={css.liveSubTitle}>{t('live.board.results')}</h3>
      {board.results.length === 0 ? (
        <p className={css.liveNote}>{t('live.board.resultsEmpty')}</p>
      ) : (
        <ul className={css.liveList}>
          {board.results.map((match) => (
            <li key={match.id}>
              {sideLabel(match.home, t)} {t('live.versus')} {sideLabel(match.away, t)}{' '}
              <strong>{scoreText(match, t)}</strong> <span className={css.dimmed}>· {match.className}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={css.liveZone}>{t('live.zoneNote', { zone: zoneLabel(board.event.timeZone) })}</p>
    </section>
  )
}

/**
 * The player's matches; `mine` undefined while they are read (the card keeps its place). Plain
 * elements like LiveNow: a signed-in player's tournament page is rendered with this card loading.
 */
export function YourMatches({
  mine,
  timeZone,
  locale,
}: {
  mine: MyMatches | undefined
  timeZone: string
  locale: Locale
}) {
  const { t } = useTranslation()
  return (
    <section className={css.card} aria-labelledby="your-matches-heading">
      <h2 className={css.cardTitle} data-spaced id="your-matches-heading">
        {t('live.panel.mine')}
      </h2>
      {!mine ? (
        <p className={css.liveNote}>{t('common.loading')}</p>
      ) : mine.matches.length === 0 ? (
        <p className={css.liveNote}>{t('live.panel.mineEmpty')}</p>
      ) : (
        <ul className={`${css.liveList} ${css.mineList}`}>
          {mine.matches.map((match) => (
            <li key={match.id}>
              <strong className={css.mineWhen}>
                {match.plannedAt
                  ? formatDateTime(match.plannedAt, locale, mine.timeZone)
                  : t('live.panel.noTime')}
                {' · '}
                {match.court
                  ? t(match.isCalledCourt ? 'live.panel.calledTo' : 'live.panel.plannedOn', {
                      court: match.court,
                    })
                  : t('live.panel.noCourt')}
              </strong>
              {sideLabel(match.home, t)} {t('live.versus')} {sideLabel(match.away, t)} · {match.className}
              {match.state && (
                <>
                  {' '}
                  <PlainBadge size="sm" variant="light" color={match.state === 'called' ? 'yellow' : 'court'}>
                    {t(`live.state.${match.state}`)}
                  </PlainBadge>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className={css.liveZone}>{t('live.zoneNote', { zone: zoneLabel(mine?.timeZone ?? timeZone) })}</p>
    </section>
  )
}

export default function LivePanel({ eventId, locale }: { eventId: number; locale: Locale }) {
  const isAuthenticated = useRouteContext({ from: '__root__', select: (context) => context.isAuthenticated })
  // On the event's days the route's loader has read it: the server renders the panel in the page.
  const board = useQuery(liveSummaryQuery(eventId))
  // Personal, so read in the browser only: server rendering never fetches it.
  const mine = useQuery({ ...myMatchesQuery(eventId), enabled: isAuthenticated })
  useLiveTopics([`event:${eventId}`])
  const showLive = !!board.data && (board.data.isLive || board.data.event.isToday)
  // "Your matches" for a player of this event, or beside the live panel on the day — where it
  // keeps its place while it is read (a signed-in player's shared page is rendered with it
  // loading), so nothing below it moves when it fills in.
  const showMine =
    isAuthenticated && (mine.data ? mine.data.matches.length > 0 || showLive : showLive && mine.isPending)
  if (!showLive && !showMine) return null
  return (
    <div className={css.liveStack}>
      {showLive && <LiveNow board={board.data} locale={locale} />}
      {showMine && (
        <YourMatches mine={mine.data} timeZone={board.data?.event.timeZone ?? 'UTC'} locale={locale} />
      )}
    </div>
  )
}
