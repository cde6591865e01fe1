import type { ClassFull } from '@courtside/api/types'
import { ClassType } from '@courtside/domain'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useCurrentUser } from '../auth/use-current-user.ts'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatNumber } from '../../lib/format.ts'
import { useLiveTopics } from '../../queries/live.ts'
import { classFullQuery } from '../../queries/classes.ts'
import { Breadcrumbs } from '../breadcrumbs.tsx'
import { PlainAnchorLink } from '../links.tsx'
import { PlainAccordion } from '../plain/plain-accordion.tsx'
import {
  CARD_CLASS,
  CONTAINER_CLASS,
  DIMMED,
  GROUP_CLASS,
  STACK_CLASS,
  TEXT_CLASS,
  TITLE_CLASS,
  badgeProps,
  groupStyle,
  rem,
  spacing,
  stackStyle,
  textSize,
  titleStyle,
  type Style,
} from '../plain/mantine-markup.ts'
import { ClassHeader } from './class-header.tsx'
import { buildLookup, defaultView, parseView, type ClassLookup, type ViewValue } from './class-model.ts'
import { KnockoutSection, useKnockoutLayouts } from './bracket/knockout-section.tsx'
import { MyMatches } from './my-matches.tsx'
import { PlayersSection } from './players-section.tsx'
import { StandingsSection } from './standings-section.tsx'

/** The crumb leading up to the event (never "current": the class is). */
function TournamentCrumb({ cls, locale }: { cls: ClassFull; locale: Locale }) {
  const id = String(cls.tournament.id)
  return cls.tournament.eventType === 'travels' ? (
    <PlainAnchorLink to="/$locale/travel/$id/" params={{ locale, id }} activeOptions={{ exact: true }}>
      {cls.tournament.name}
    </PlainAnchorLink>
  ) : (
    <PlainAnchorLink to="/$locale/tournament/$id/" params={{ locale, id }} activeOptions={{ exact: true }}>
      {cls.tournament.name}
    </PlainAnchorLink>
  )
}

function PlayersAccordion({
  cls,
  lookup,
  locale,
  ownUserId,
}: {
  cls: ClassFull
  lookup: ClassLookup
  locale: Locale
  ownUserId: number | undefined
}) {
  const { t } = useTranslation()
  const isTeamClass = cls.type === ClassType.Teams
  const count = isTeamClass ? cls.teams.length : cls.playerIds.length
  return (
    <PlainAccordion
      value="players"
      label={
        <EntriesLabel
          title={isTeamClass ? t('class.players.teamsTitle') : t('class.players.title')}
          count={formatNumber(count, locale)}
        />
      }
    >
      <PlayersSection cls={cls} lookup={lookup} locale={locale} ownUserId={ownUserId} />
    </PlainAccordion>
  )
}

// The page's frame in plain elements writing the markup of Mantine's Container, Stack, Card,
// Title, Text, Group, Badge and Accordion (plain/mantine-markup.ts, issue 17: each computed its
// classes and variables on every render); class-page.test.tsx compares it with Mantine's.
const COUNT_GROUP_STYLE = groupStyle('xs')
const CONTAINER_STYLE: Style = { '--container-size': 'var(--container-size-xl)', paddingBlock: spacing('lg') }
const PAGE_STACK_STYLE = stackStyle('lg')
const CARD_STYLE: Style = { '--paper-radius': 'var(--mantine-radius-lg)' }
const MY_MATCHES_TITLE_STYLE = titleStyle(2, {
  marginBottom: rem(4),
  fontSize: 'var(--mantine-h4-font-size)',
})
const MY_MATCHES_INTRO_STYLE: Style = { ...textSize('sm'), marginBottom: spacing('sm'), color: DIMMED }
const COUNT_BADGE = badgeProps({ size: 'sm', variant: 'default' })

/** "Players 128": the players section's heading with its count badge. */
export function EntriesLabel({ title, count }: { title: string; count: string }) {
  return (
    <span style={COUNT_GROUP_STYLE} className={GROUP_CLASS}>
      <span>{title}</span>
      <span {...COUNT_BADGE.root}>
        <span className={COUNT_BADGE.label}>{count}</span>
      </span>
    </span>
  )
}

/** The page's width and the vertical rhythm of its sections. */
export function ClassFrame({ children }: { children: ReactNode }) {
  return (
    <div style={CONTAINER_STYLE} className={CONTAINER_CLASS} data-size="xl" data-strategy="block">
      <div style={PAGE_STACK_STYLE} className={STACK_CLASS}>
        {children}
      </div>
    </div>
  )
}

/** "When and where do I play?": the card around MyMatches. */
export function MyMatchesCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <section
      style={CARD_STYLE}
      className={CARD_CLASS}
      data-with-border="true"
      data-orientation="vertical"
      aria-labelledby="my-matches-heading"
    >
      <h2 style={MY_MATCHES_TITLE_STYLE} className={TITLE_CLASS} data-order="2" id="my-matches-heading">
        {t('class.myMatches.title')}
      </h2>
      <p style={MY_MATCHES_INTRO_STYLE} className={TEXT_CLASS} data-size="sm">
        {t('class.myMatches.intro')}
      </p>
      {children}
    </section>
  )
}

export function ClassPage({
  classId,
  locale,
  view,
  onViewChange,
}: {
  classId: number
  locale: Locale
  /** The `view` search param: "g{groupId}" or "r{roundId}"; invalid values fall back. */
  view: string | undefined
  onViewChange: (view: ViewValue) => void
}) {
  const { t } = useTranslation()
  const { data: cls } = useSuspenseQuery(classFullQuery(classId))
  // Results, calls and court changes arrive without a reload (issue 15).
  useLiveTopics([`class:${classId}`])
  const user = useCurrentUser()
  const lookup = useMemo(() => buildLookup(cls), [cls])
  const currentView = parseView(view, cls) ?? defaultView(cls, lookup)
  const ownUserId = user?.id
  const ownTeamId = ownUserId === undefined ? undefined : lookup.teamIdOfPlayer.get(ownUserId)
  const knockout = useKnockoutLayouts(cls)

  return (
    <ClassFrame>
      <Breadcrumbs
        locale={locale}
        eventType={cls.tournament.eventType}
        items={[
          { label: cls.tournament.name, link: <TournamentCrumb cls={cls} locale={locale} /> },
          { label: cls.name },
        ]}
      />
      <ClassHeader cls={cls} lookup={lookup} locale={locale} />
      <MyMatchesCard>
        <MyMatches cls={cls} lookup={lookup} locale={locale} userId={ownUserId} />
      </MyMatchesCard>
      {knockout.main.columns.length > 0 && (
        <PlainAccordion value="bracket" label={t('class.bracket.title')}>
          <KnockoutSection layouts={knockout} cls={cls} lookup={lookup} locale={locale} />
        </PlainAccordion>
      )}
      <PlainAccordion value="standings" label={t('class.standings.title')}>
        <StandingsSection
          cls={cls}
          lookup={lookup}
          locale={locale}
          view={currentView}
          onViewChange={onViewChange}
          ownTeamId={ownTeamId}
        />
      </PlainAccordion>
      <PlayersAccordion cls={cls} lookup={lookup} locale={locale} ownUserId={ownUserId} />
    </ClassFrame>
  )
}
