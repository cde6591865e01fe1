import { ActionIcon, Box, Group, Title } from '@mantine/core'
import type { TournamentCard as TournamentCardData } from '@courtside/api/types'
import { useTranslation } from '../i18n/use-translation.ts'
import type { Locale } from '../i18n/locales.ts'
import classes from './featured-strip.module.css'
import { TournamentCard } from './tournament-card.tsx'
import { useScrollStrip } from './use-scroll-strip.ts'

function Chevron({ direction }: { direction: -1 | 1 }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 1 ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The featured events of the list page as one row that scrolls sideways: swipe on a phone,
 * previous/next buttons (a page of cards at a time) with a mouse (components/use-scroll-strip.ts).
 */
export function FeaturedStrip({ events, locale }: { events: TournamentCardData[]; locale: Locale }) {
  const { t } = useTranslation()
  const { setScroller, scrollPage, canScrollPrevious, canScrollNext, isScrollable } = useScrollStrip()
  // aria-disabled rather than disabled: a button that just reached the end keeps keyboard focus.
  const control = (direction: -1 | 1, isEnabled: boolean, label: string) => (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      aria-label={label}
      aria-disabled={!isEnabled}
      data-disabled={!isEnabled || undefined}
      onClick={() => {
        if (isEnabled) scrollPage(direction)
      }}
    >
      <Chevron direction={direction} />
    </ActionIcon>
  )
  return (
    <Box component="section" aria-labelledby="featured-heading">
      <Group justify="space-between" align="center" wrap="nowrap" mb="sm">
        <Title order={2} fz="h4" id="featured-heading">
          {t('list.featured')}
        </Title>
        <Group gap="xs" wrap="nowrap" className={classes.controls} data-hidden={!isScrollable || undefined}>
          {control(-1, canScrollPrevious, t('list.featuredPrevious'))}
          {control(1, canScrollNext, t('list.featuredNext'))}
        </Group>
      </Group>
      <ul ref={setScroller} className={classes.strip}>
        {events.map((event, index) => (
          <li key={event.id} className={classes.item}>
            <TournamentCard event={event} locale={locale} isPriority={index < 2} />
          </li>
        ))}
      </ul>
    </Box>
  )
}
