// The court board for a venue screen (issue 15, /{locale}/tournament/{id}/live): full screen
// without the site's header and footer, dark and large, kept current by the event's live topic
// (a call, a court change or a confirmed score shows within 2 s, no reload). `?rotate=1` walks
// through the site's languages every 30 s.
import { useSuspenseQuery } from '@tanstack/react-query'
import { useHydrated, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { LOCALES, type Locale } from '../../i18n/locales.ts'
import { useLiveTopics } from '../../queries/live.ts'
import { liveBoardQuery } from '../../queries/live-board.ts'
import { CourtsGrid, LatestResults, OnDeck, RotatingStandings } from './board-sections.tsx'
import styles from './court-board.module.css'
import { formatTime, zoneLabel } from './live-format.ts'

const LANGUAGE_MS = 30_000

/** The venue's time, ticking; rendered only in the browser (the server's second is long gone). */
function Clock({ timeZone, locale }: { timeZone: string; locale: Locale }) {
  const { t } = useTranslation()
  const isHydrated = useHydrated()
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <div className={styles.clock}>
      <time suppressHydrationWarning>{isHydrated ? formatTime(now, locale, timeZone, true) : '\u00a0'}</time>
      <span className={styles.zone}>{t('live.zoneNote', { zone: zoneLabel(timeZone) })}</span>
    </div>
  )
}

function FullscreenButton() {
  const { t } = useTranslation()
  const [isFull, setIsFull] = useState(false)
  useEffect(() => {
    const update = () => setIsFull(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', update)
    return () => document.removeEventListener('fullscreenchange', update)
  }, [])
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void document.documentElement.requestFullscreen?.().catch(() => undefined)
  }
  return (
    <button type="button" className={styles.button} onClick={toggle}>
      {isFull ? t('live.board.exitFullscreen') : t('live.board.fullscreen')}
    </button>
  )
}

/** With `rotate`, the next language of the site every 30 s (client-side, no reload). */
function useLanguageRotation(rotate: boolean, locale: Locale, id: number) {
  const navigate = useNavigate()
  useEffect(() => {
    if (!rotate) return
    const timer = setTimeout(() => {
      const next = LOCALES[(LOCALES.indexOf(locale) + 1) % LOCALES.length]!
      void navigate({
        to: '/$locale/tournament/$id/live',
        params: { locale: next, id: String(id) },
        search: { rotate: 1 },
        replace: true,
      })
    }, LANGUAGE_MS)
    return () => clearTimeout(timer)
  }, [rotate, locale, id, navigate])
}

export function CourtBoard({ id, locale, rotate }: { id: number; locale: Locale; rotate: boolean }) {
  const { t } = useTranslation()
  const { data: board } = useSuspenseQuery(liveBoardQuery(id, locale))
  useLiveTopics([`event:${id}`])
  useLanguageRotation(rotate, locale, id)
  return (
    <div className={styles.board} lang={locale}>
      <header className={styles.top}>
        <h1 className={styles.title}>
          {board.event.name} · {t('live.board.title')}
        </h1>
        <Clock timeZone={board.event.timeZone} locale={locale} />
        <FullscreenButton />
      </header>
      <main className={styles.main} id="main">
        <CourtsGrid board={board} locale={locale} />
        <div className={styles.side}>
          <LatestResults board={board} />
          <RotatingStandings board={board} />
        </div>
      </main>
      <footer className={styles.strip}>
        <OnDeck board={board} locale={locale} />
        <figure className={styles.qr} style={{ margin: 0 }}>
          {/* The server's own SVG of the tournament page's address (qrcode), no user input. */}
          <div
            role="img"
            aria-label={board.phoneUrl}
            dangerouslySetInnerHTML={{ __html: board.phoneQrSvg }}
          />
          <figcaption>{t('live.board.scan')}</figcaption>
        </figure>
      </footer>
    </div>
  )
}
