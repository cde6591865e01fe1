// One bracket (the main draw or the consolation) as columns of rounds. Desktop: side by side
// with connectors (bracket.module.css). Phone: one round per screen width — swipe (scroll snap)
// or pick it in the round control; the two stay in step. Server and client render the same
// markup; CSS alone decides which layout shows.
import { Box, SegmentedControl } from '@mantine/core'
import type { ClassFull, ClassMatch } from '@courtside/api/types'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { Locale } from '../../../i18n/locales.ts'
import { formatNumber } from '../../../lib/format.ts'
import { ratingKind, roundNameLabel, type ClassLookup } from '../class-model.ts'
import { BracketMatch } from './bracket-match.tsx'
import { currentColumn, feedsSlot, type BracketLayout } from './bracket-layout.ts'
import classes from './bracket.module.css'

/** Mantine's sm breakpoint, where the bracket turns into one round per screen. */
const PHONE_QUERY = '(max-width: 47.99em)'

type Heading = 'h3' | 'h4'

/** Distance from the scroller's inline start to a column's (negative in a right-to-left page). */
function offsetOf(scroller: HTMLElement, column: HTMLElement): number {
  const outer = scroller.getBoundingClientRect()
  const inner = column.getBoundingClientRect()
  return getComputedStyle(scroller).direction === 'rtl' ? inner.right - outer.right : inner.left - outer.left
}

function useRoundSync(count: number, initial: number) {
  const [active, setActive] = useState(initial)
  const scrollerRef = useRef<HTMLDivElement>(null)
  const columnsRef = useRef<(HTMLElement | null)[]>([])

  const scrollTo = useCallback((index: number, behavior: ScrollBehavior) => {
    const scroller = scrollerRef.current
    const column = columnsRef.current[index]
    if (scroller && column) scroller.scrollBy({ left: offsetOf(scroller, column), behavior })
  }, [])

  // A phone opens on the current round (browsers without scroll-initial-target need this).
  useEffect(() => {
    if (window.matchMedia(PHONE_QUERY).matches) scrollTo(initial, 'instant')
  }, [initial, scrollTo])

  // After a swipe settles on a round, the round control follows.
  useEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const settle = () => {
      if (!window.matchMedia(PHONE_QUERY).matches) return
      let nearest = 0
      let best = Number.POSITIVE_INFINITY
      columnsRef.current.forEach((column, index) => {
        const distance = column ? Math.abs(offsetOf(scroller, column)) : best
        if (distance < best) [nearest, best] = [index, distance]
      })
      setActive(nearest)
    }
    if ('onscrollend' in window) {
      scroller.addEventListener('scrollend', settle)
      return () => scroller.removeEventListener('scrollend', settle)
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const onScroll = () => {
      clearTimeout(timer)
      timer = setTimeout(settle, 150)
    }
    scroller.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      clearTimeout(timer)
      scroller.removeEventListener('scroll', onScroll)
    }
  }, [count])

  // The chosen round's segment stays in sight when the round control is wider than a phone.
  const pickerRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const box = pickerRef.current
    const segment = box?.querySelectorAll('label')[active]
    if (!box || !segment) return
    const outer = box.getBoundingClientRect()
    const inner = segment.getBoundingClientRect()
    if (inner.left < outer.left) box.scrollBy({ left: inner.left - outer.left })
    else if (inner.right > outer.right) box.scrollBy({ left: inner.right - outer.right })
  }, [active])

  const choose = (index: number) => {
    setActive(index)
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    scrollTo(index, reduced ? 'instant' : 'smooth')
  }
  return { active, choose, scrollerRef, columnsRef, pickerRef }
}

export function Bracket({
  layout,
  label,
  heading,
  thirdPlace,
  cls,
  lookup,
  locale,
}: {
  layout: BracketLayout
  /** The bracket's name ("Main draw", "Consolation"): the scroller's accessible name. */
  label: string
  heading: Heading
  /** The third-place match, shown under the final. */
  thirdPlace?: ClassMatch | undefined
  cls: ClassFull
  lookup: ClassLookup
  locale: Locale
}) {
  const { t } = useTranslation()
  const id = useId()
  const { columns } = layout
  const { active, choose, scrollerRef, columnsRef, pickerRef } = useRoundSync(
    columns.length,
    currentColumn(layout, lookup.matchById),
  )
  const kind = ratingKind(cls.type)
  const names = columns.map((column) => roundNameLabel(column.name, t))
  const matchLabel = (column: number, slot: number) => {
    const name = names[column] ?? ''
    const size = columns[column]?.slots.length ?? 0
    return size === 1
      ? name
      : t('class.bracket.matchLabel', { round: name, number: formatNumber(slot + 1, locale) })
  }
  const matchBox = (match: ClassMatch, title: string, feeds: string | null) => (
    <BracketMatch
      match={match}
      label={title}
      feedsLabel={feeds}
      players={cls.players}
      lookup={lookup}
      classType={cls.type}
      kind={kind}
      locale={locale}
    />
  )
  const subHeading = heading === 'h3' ? 'h4' : 'h5'

  return (
    <div>
      {columns.length > 1 && (
        <Box ref={pickerRef} hiddenFrom="sm" mb="sm" style={{ overflowX: 'auto' }} pb={2}>
          <SegmentedControl
            // Three round names fit a 320 px phone in the small size; more scroll sideways.
            size={columns.length <= 3 ? 'xs' : 'sm'}
            aria-label={t('class.bracket.roundPicker', { name: label })}
            data={names.map((name, index) => ({ value: String(index), label: name }))}
            value={String(active)}
            onChange={(value) => choose(Number(value))}
            fullWidth={columns.length <= 3}
          />
        </Box>
      )}
      <div
        ref={scrollerRef}
        className={`${classes.scroller} ${layout.isConnected ? classes.connected : ''}`}
        role="region"
        aria-label={label}
        // Focusable so the keyboard can scroll a bracket wider than the screen.
        tabIndex={0}
        data-third-place={thirdPlace ? true : undefined}
      >
        {columns.map((column, index) => {
          const Title = heading
          const isLast = index === columns.length - 1
          const slots = (
            <ol className={classes.slots}>
              {column.slots.map((matchId, slot) => {
                const match = matchId === null ? undefined : lookup.matchById.get(matchId)
                const next = feedsSlot(layout, index, slot)
                return (
                  <li key={matchId ?? `empty-${slot}`} className={classes.slot}>
                    {match ? (
                      matchBox(
                        match,
                        matchLabel(index, slot),
                        next === null ? null : matchLabel(index + 1, next),
                      )
                    ) : (
                      <div className={`${classes.match} ${classes.emptyMatch}`}>
                        {t('rounds.placeholder.unknown')}
                      </div>
                    )}
                  </li>
                )
              })}
            </ol>
          )
          let body: ReactNode = slots
          if (isLast && thirdPlace) {
            const ThirdTitle = subHeading
            body = (
              <div className={classes.finalColumn}>
                {slots}
                <section className={classes.extra} aria-labelledby={`${id}-third`}>
                  <ThirdTitle id={`${id}-third`} className={classes.roundTitle}>
                    {t('class.bracket.thirdPlace')}
                  </ThirdTitle>
                  {matchBox(thirdPlace, t('class.bracket.thirdPlaceMatch'), null)}
                </section>
              </div>
            )
          }
          return (
            <section
              key={column.round}
              ref={(element) => {
                columnsRef.current[index] = element
              }}
              className={classes.column}
              data-active={index === active || undefined}
              aria-labelledby={`${id}-r${index}`}
            >
              <Title id={`${id}-r${index}`} className={classes.roundTitle}>
                {names[index]}
              </Title>
              {body}
            </section>
          )
        })}
      </div>
    </div>
  )
}
