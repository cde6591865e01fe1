// The court board's parts: the courts grid, the on-deck strip, the latest results and the
// rotating group standings (issue 15). Styles: court-board.module.css.
import type { LiveBoard, LiveMatch } from '@courtside/api/types'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import styles from './court-board.module.css'
import { formatTime, scoreText, sideLabel } from './live-format.ts'

type Props = { board: LiveBoard; locale: Locale }

/** How long each group's table stays on screen. */
const STANDINGS_MS = 15_000

function Names({ match, className }: { match: LiveMatch; className: string | undefined }) {
  const { t } = useTranslation()
  return (
    <p className={className}>
      {sideLabel(match.home, t)}
      <span className={styles.versus}>{t('live.versus')}</span>
      {sideLabel(match.away, t)}
    </p>
  )
}

function StateTag({ match }: { match: LiveMatch }) {
  const { t } = useTranslation()
  const state = match.state ?? 'planned'
  return (
    <span className={`${styles.state} ${state === 'called' ? styles.stateCalled : ''}`}>
      {t(`live.state.${state}`)}
    </span>
  )
}

export function CourtsGrid({ board, locale }: Props) {
  const { t } = useTranslation()
  const zone = board.event.timeZone
  return (
    <section aria-labelledby="board-courts">
      <h2 id="board-courts" className={styles.sectionTitle}>
        {t('live.board.courts')}
      </h2>
      {board.courts.length === 0 ? (
        <p className={styles.empty}>{t('live.board.noCourts')}</p>
      ) : (
        <ul className={styles.courts}>
          {board.courts.map((court) => (
            <li
              key={court.id}
              className={`${styles.court} ${court.match ? styles.courtActive : ''}`}
              aria-labelledby={`board-court-${court.id}`}
            >
              <h3 id={`board-court-${court.id}`} className={styles.courtName}>
                {court.name}
              </h3>
              {court.match ? (
                <>
                  <Names match={court.match} className={styles.names} />
                  <div className={styles.meta}>
                    <StateTag match={court.match} />
                    {court.match.className}
                    {court.match.since &&
                      ` · ${t('live.since', { time: formatTime(court.match.since, locale, zone) })}`}
                  </div>
                  {court.match.games.length > 0 && (
                    <div className={styles.score}>
                      {scoreText(court.match, t)}
                      {court.match.isPending && (
                        <span className={styles.meta}> ({t('live.state.score_pending')})</span>
                      )}
                    </div>
                  )}
                </>
              ) : (
                <p className={styles.empty}>{t('live.board.courtFree')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function OnDeck({ board, locale }: Props) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="board-deck" className={styles.deck}>
      <h2 id="board-deck" className={styles.sectionTitle}>
        {t('live.board.onDeck')}
      </h2>
      {board.onDeck.length === 0 ? (
        <p className={styles.empty}>{t('live.board.onDeckEmpty')}</p>
      ) : (
        <ul className={styles.deckList}>
          {board.onDeck.map((match) => (
            <li key={match.id}>
              <Names match={match} className={styles.itemNames} />
              <div className={styles.meta}>
                <StateTag match={match} />
                {[
                  match.court,
                  match.state === null && match.plannedAt
                    ? formatTime(match.plannedAt, locale, board.event.timeZone)
                    : null,
                  match.className,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function LatestResults({ board }: { board: LiveBoard }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="board-results">
      <h2 id="board-results" className={styles.sectionTitle}>
        {t('live.board.results')}
      </h2>
      {board.results.length === 0 ? (
        <p className={styles.empty}>{t('live.board.resultsEmpty')}</p>
      ) : (
        <ul className={styles.list}>
          {board.results.map((match) => (
            <li key={match.id} className={styles.item}>
              <Names match={match} className={styles.itemNames} />
              <div className={styles.meta}>
                <strong>{scoreText(match, t)}</strong> · {match.className}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** One group's table at a time, the next every 15 s. */
export function RotatingStandings({ board }: { board: LiveBoard }) {
  const { t } = useTranslation()
  const tables = board.standings.flatMap((cls) =>
    cls.groups.map((group) => ({ key: `${cls.classId}-${group.id}`, className: cls.className, group })),
  )
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (tables.length < 2) return
    const timer = setInterval(() => setIndex((i) => i + 1), STANDINGS_MS)
    return () => clearInterval(timer)
  }, [tables.length])
  if (tables.length === 0) return null
  const shown = tables[index % tables.length]!
  return (
    <section aria-labelledby="board-standings">
      <h2 id="board-standings" className={styles.sectionTitle}>
        {t('live.board.standings')}
      </h2>
      <table className={styles.table}>
        <caption className={styles.itemNames} style={{ textAlign: 'start' }}>
          {t('live.board.group', { className: shown.className, group: shown.group.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('live.board.rank')}</th>
            <th scope="col">{t('live.board.team')}</th>
            <th scope="col">{t('live.board.played')}</th>
            <th scope="col">{t('live.board.won')}</th>
            <th scope="col">{t('live.board.diff')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.group.rows.map((row) => (
            <tr key={row.teamId}>
              <td>{row.rank}</td>
              <td>{row.name}</td>
              <td>{row.countMatches}</td>
              <td>{row.matchWin}</td>
              <td>{row.pointDiff > 0 ? `+${row.pointDiff}` : row.pointDiff}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
