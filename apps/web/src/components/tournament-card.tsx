import { Link } from '@tanstack/react-router'
import type { TournamentCard as TournamentCardData } from '@courtside/api/types'
import { useTranslation } from '../i18n/use-translation.ts'
import type { Locale } from '../i18n/locales.ts'
import { countryFlag, countryName, formatDateRange, formatNumber } from '../lib/format.ts'
import { PlainBadge } from './plain-badge.tsx'
import classes from './tournament-card.module.css'

/** Closed, running, or open (with registration open or not), as a badge. */
export function EventStateBadge({
  event,
}: {
  event: Pick<TournamentCardData, 'progress' | 'isRegistrationOpen'>
}) {
  const { t } = useTranslation()
  if (event.progress === 2) return <PlainBadge color="gray">{t('events.state.closed')}</PlainBadge>
  if (event.progress === 1) return <PlainBadge color="orange">{t('events.state.running')}</PlainBadge>
  return (
    <PlainBadge color="court">
      {event.isRegistrationOpen ? t('events.state.registrationOpen') : t('events.state.open')}
    </PlainBadge>
  )
}

/**
 * An event's card in lists (the list, featured strip, organizer and tour pages). Plain elements
 * with a CSS module rather than Mantine's Card, Text, Group and Badge: a list page shows 17 of
 * them, and Mantine computed the style props of ~13 components per card on every server render
 * (issue 17). The look is Mantine's (tournament-card.module.css).
 */
export function TournamentCard({
  event,
  locale,
  isPriority = false,
}: {
  event: TournamentCardData
  locale: Locale
  isPriority?: boolean
}) {
  const { t } = useTranslation()
  const linkProps =
    event.eventType === 'travels'
      ? ({ to: '/$locale/travel/$id/', params: { locale, id: String(event.id) } } as const)
      : ({ to: '/$locale/tournament/$id/', params: { locale, id: String(event.id) } } as const)
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        <img
          className={classes.image}
          src={event.image ?? '/media/default-logo.svg'}
          alt=""
          loading={isPriority ? 'eager' : 'lazy'}
          // The first cards' images are the list's largest paint: fetch them before scripts.
          fetchPriority={isPriority ? 'high' : undefined}
          width={600}
          height={315}
        />
        <div className={classes.state}>
          <EventStateBadge event={event} />
        </div>
      </div>
      <div className={classes.body}>
        <p className={classes.meta}>
          {event.eventType === 'travels' ? t('events.type.travel') : t('events.type.tournament')}
          {' · '}
          {formatDateRange(event.startDate, event.endDate, event.timeZone, locale)}
        </p>
        <h3 className={classes.title}>
          <Link {...linkProps} className={classes.link}>
            {event.name}
          </Link>
        </h3>
        <p className={classes.line}>
          <span aria-hidden="true">{countryFlag(event.country)} </span>
          {event.city}, {countryName(event.country, locale)}
        </p>
        <p className={classes.line} data-dimmed>
          {t('events.by', { organizer: event.organization.name })}
        </p>
        <div className={classes.counts}>
          <PlainBadge variant="default" radius="sm">
            {t('events.classCount', {
              count: event.classCount,
              formatted: formatNumber(event.classCount, locale),
            })}
          </PlainBadge>
          <PlainBadge variant="default" radius="sm">
            {t('events.playerCount', {
              count: event.playerCount,
              formatted: formatNumber(event.playerCount, locale),
            })}
          </PlainBadge>
        </div>
      </div>
    </article>
  )
}
