import type { TournamentDetail } from '@courtside/api/types'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import type { Locale } from '../i18n/locales.ts'
import { countryFlag, countryName, formatDate, formatDateRange, formatMoney } from '../lib/format.ts'
import { classLabel, ratingGate } from '../lib/class-label.ts'
import { tournamentQuery } from '../queries/tournaments.ts'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { EventStateBadge } from './tournament-card.tsx'
import { ButtonLink } from './links.tsx'
import { PlainButton } from './plain/plain-button.tsx'
import { PlainBadge } from './plain-badge.tsx'
import { CheckInLink } from './check-in/check-in-link.tsx'
import { isAroundEventDays, LivePanel } from './live-board/live-panel-module.ts'
import { scrollableRegion } from '../lib/scrollable-region.ts'
import stackedTable from './stacked-table.module.css'
import page from './page-container.module.css'
import css from './event-detail-page.module.css'

function LivePanelSlot({ event, locale }: { event: TournamentDetail; locale: Locale }) {
  // Around the event's days the route's loader has loaded the panel and its data, so the server
  // renders it into the page (issue 17: no layout shift); a hydrating page keeps that HTML until
  // the panel's chunk is here. The page is shared by everyone (micro cache): nothing personal in
  // it on the server ("Your matches" is read in the browser).
  if (!isAroundEventDays(event)) return null
  return (
    <Suspense fallback={null}>
      <LivePanel eventId={event.id} locale={locale} />
    </Suspense>
  )
}

function osmLink(event: TournamentDetail): string {
  if (event.latitude !== null && event.longitude !== null) {
    return `https://www.openstreetmap.org/?mlat=${event.latitude}&mlon=${event.longitude}#map=16/${event.latitude}/${event.longitude}`
  }
  const query = [event.venueName, event.address, event.postalCode, event.city, event.country]
    .filter(Boolean)
    .join(', ')
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`
}

export function EventDetailPage({ event, locale }: { event: TournamentDetail; locale: Locale }) {
  const { t } = useTranslation()
  const isTravel = event.eventType === 'travels'
  const descriptionHtml = event.descriptionHtml

  return (
    <>
      <div className={css.hero}>
        <img
          className={css.heroImage}
          src={event.image ?? '/media/default-logo.svg'}
          alt=""
          fetchPriority="high"
          width={1200}
          height={630}
        />
      </div>
      <div className={`${page.container} ${css.body}`}>
        <Breadcrumbs locale={locale} eventType={event.eventType} items={[{ label: event.name }]} />
        {/* One grid for the title row and the content below it: the registration card sits in
            the same column as the venue and organizer cards, so it has their width at every
            breakpoint (issue 13, point 10b). */}
        <div className={css.grid}>
          <div className={`${css.main} ${css.titleBlock}`}>
            <div className={css.badges}>
              <EventStateBadge event={event} />
              <PlainBadge variant="default">
                {isTravel ? t('events.type.travel') : t('events.type.tournament')}
              </PlainBadge>
            </div>
            <h1 className={css.h1}>{event.name}</h1>
            <p className={`${css.text} ${css.strong}`}>
              {formatDateRange(event.startDate, event.endDate, event.timeZone, locale)}
            </p>
            <p className={css.text}>
              <span aria-hidden="true">{countryFlag(event.country)} </span>
              {event.city}, {countryName(event.country, locale)}
            </p>
          </div>
          <div className={css.side}>
            <RegistrationBox event={event} locale={locale} />
          </div>

          <div className={`${css.main} ${css.sections}`}>
            {!isTravel && <LivePanelSlot event={event} locale={locale} />}
            <section aria-labelledby="about-heading">
              <h2 className={css.sectionTitle} id="about-heading">
                {isTravel ? t('detail.aboutTravel') : t('detail.aboutTournament')}
              </h2>
              {descriptionHtml ? (
                // Rendered on the server from Markdown with raw HTML escaped (packages/api lib/markdown.ts).
                // In another language than the page when the organizer wrote none in the
                // visitor's: `lang` lets screen readers and translators know (issue 12).
                <div
                  className="markdown"
                  lang={event.descriptionLanguage === locale ? undefined : event.descriptionLanguage}
                  dangerouslySetInnerHTML={{ __html: descriptionHtml }}
                />
              ) : (
                <p className={`${css.text} ${css.dimmed}`}>{t('detail.noDescription')}</p>
              )}
            </section>
            <ClassesSection event={event} locale={locale} />
          </div>

          <div className={`${css.side} ${css.stack}`}>
            <section className={css.card} aria-labelledby="venue-heading">
              <h2 className={css.cardTitle} data-spaced id="venue-heading">
                {t('detail.venue')}
              </h2>
              <p className={`${css.text} ${css.strong}`}>{event.venueName}</p>
              <p className={css.text} data-size="sm">
                {event.address}
              </p>
              <p className={css.text} data-size="sm">
                {[event.postalCode, event.city].filter(Boolean).join(' ')},{' '}
                {countryName(event.country, locale)}
              </p>
              <a
                className={`mantine-focus-auto ${css.anchor} ${css.cardLink}`}
                data-size="sm"
                href={osmLink(event)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('detail.openMap')}
              </a>
            </section>

            <section className={css.card} aria-labelledby="organizer-heading">
              <h2 className={css.cardTitle} data-spaced id="organizer-heading">
                {t('detail.organizer')}
              </h2>
              <div className={css.organizer}>
                {event.organization.logo && <img className={css.logo} src={event.organization.logo} alt="" />}
                <Link
                  className={`mantine-focus-auto ${css.anchor} ${css.strong}`}
                  to="/$locale/organizer"
                  params={{ locale }}
                  search={{ id: event.organization.slug }}
                  preload="intent"
                >
                  {event.organization.name}
                </Link>
              </div>
              {event.organization.website && (
                <a
                  className={`mantine-focus-auto ${css.anchor} ${css.cardLink}`}
                  data-size="sm"
                  href={event.organization.website}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('detail.website')}
                </a>
              )}
            </section>

            {event.tour && (
              <section className={css.card} aria-labelledby="tour-heading">
                <h2 className={css.cardTitle} data-spaced id="tour-heading">
                  {t('detail.partOfTour')}
                </h2>
                <Link
                  className={`mantine-focus-auto ${css.anchor} ${css.strong}`}
                  to="/$locale/tour/$id"
                  params={{ locale, id: String(event.tour.id) }}
                  search={{ tab: 'stops' }}
                  preload="intent"
                >
                  {event.tour.name}
                </Link>
                <p className={`${css.text} ${css.dimmed}`} data-size="sm">
                  {t('detail.tourStop', { number: event.tour.stopNumber })}
                </p>
              </section>
            )}
          </div>
        </div>
      </div>
    </>
  )
}

/** The classes with type, entries and fee; stacked rows on phones (stacked-table.module.css). */
function ClassesSection({ event, locale }: { event: TournamentDetail; locale: Locale }) {
  const { t } = useTranslation()
  const id = String(event.id)
  return (
    <section aria-labelledby="classes-heading">
      <h2 className={css.sectionTitle} id="classes-heading">
        {t('detail.classes')}
      </h2>
      {event.classes.length === 0 ? (
        <p className={`${css.text} ${css.dimmed}`}>{t('detail.noClasses')}</p>
      ) : (
        <div className={`${stackedTable.scroll} ${css.scroll}`} {...scrollableRegion(t('detail.classes'))}>
          <table className={`${stackedTable.table} ${css.table}`}>
            <thead>
              <tr>
                <th scope="col">{t('detail.className')}</th>
                <th scope="col">{t('detail.classType')}</th>
                <th scope="col">{t('detail.entries')}</th>
                <th scope="col">{t('detail.fee')}</th>
              </tr>
            </thead>
            <tbody>
              {event.classes.map((cls) => {
                const gate = ratingGate(t, cls, locale)
                return (
                  <tr key={cls.id}>
                    <td>
                      <Link
                        className={`mantine-focus-auto ${css.anchor} ${css.strong}`}
                        to="/$locale/tournament/$id/class/$classId"
                        params={{ locale, id, classId: String(cls.id) }}
                        preload="intent"
                      >
                        {cls.name}
                      </Link>
                      <div className={css.classTags}>
                        {cls.isCompleted && (
                          <PlainBadge size="xs" color="yellow">
                            {t('detail.completed')}
                          </PlainBadge>
                        )}
                        {cls.isFull && !cls.isCompleted && (
                          <PlainBadge size="xs" color="red">
                            {t('detail.full')}
                          </PlainBadge>
                        )}
                        {gate && (
                          <p className={`${css.text} ${css.dimmed}`} data-size="xs">
                            {gate}
                          </p>
                        )}
                      </div>
                    </td>
                    <td data-label={t('detail.classType')}>{classLabel(t, cls)}</td>
                    <td data-label={t('detail.entries')}>
                      {t('detail.entriesOfCapacity', { entries: cls.entryCount, capacity: cls.capacity })}
                    </td>
                    <td data-label={t('detail.fee')}>{formatMoney(cls.feeMinor, cls.currency, locale)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function RegistrationBox({ event, locale }: { event: TournamentDetail; locale: Locale }) {
  const { t } = useTranslation()
  const status = event.registrationStatus
  return (
    <section className={css.card} aria-labelledby="registration-heading">
      <h2 className={css.cardTitle} id="registration-heading">
        {t('detail.registration')}
      </h2>
      <p className={`${css.text} ${css.registrationNote}`} data-size="sm">
        {status === 'open' && event.registrationClosesAt
          ? t('detail.registrationOpenUntil', {
              date: formatDate(event.registrationClosesAt, locale, event.timeZone),
            })
          : status === 'not_yet_open' && event.registrationOpensAt
            ? t('detail.registrationOpensOn', {
                date: formatDate(event.registrationOpensAt, locale, event.timeZone),
              })
            : status === 'finished'
              ? t('detail.registrationFinished')
              : t('detail.registrationClosed')}
      </p>
      {status === 'open' ? (
        <ButtonLink
          to="/$locale/tournament/$id/registration/"
          params={{ locale, id: String(event.id) }}
          fullWidth
        >
          {t('detail.register')}
        </ButtonLink>
      ) : (
        <PlainButton disabled fullWidth>
          {t('detail.register')}
        </PlainButton>
      )}
      <CheckInLink eventId={event.id} isOpen={event.selfCheckInOpen} locale={locale} />
      <a
        className={`mantine-focus-auto ${css.anchor} ${css.calendarLink}`}
        data-size="sm"
        href={`/bff/tournament/${event.id}/calendar.ics?lang=${locale}`}
        download
      >
        {t('detail.addToCalendar')}
      </a>
    </section>
  )
}

export function EventDetailRoute({ id, locale }: { id: number; locale: Locale }) {
  const { data } = useSuspenseQuery(tournamentQuery(id, locale))
  return <EventDetailPage event={data} locale={locale} />
}
