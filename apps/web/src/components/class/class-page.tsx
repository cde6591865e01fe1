import { Accordion, Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core'
import type { ClassFull } from '@courtside/api/types'
import { ClassType } from '@courtside/domain'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useCurrentUser } from '../auth/use-current-user.ts'
import { useMemo } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatNumber } from '../../lib/format.ts'
import { useLiveTopics } from '../../queries/live.ts'
import { classFullQuery } from '../../queries/classes.ts'
import { Breadcrumbs } from '../breadcrumbs.tsx'
import { PlainAnchorLink } from '../links.tsx'
import { ClassHeader } from './class-header.tsx'
import { buildLookup, defaultView, parseView, type ClassLookup, type ViewValue } from './class-model.ts'
import { KnockoutSection, useKnockoutLayouts } from './bracket/knockout-section.tsx'
import { MyMatches } from './my-matches.tsx'
import { PlayersSection } from './players-section.tsx'
import { StandingsSection } from './standings-section.tsx'

function TournamentCrumb({ cls, locale }: { cls: ClassFull; locale: Locale }) {
  const id = String(cls.tournament.id)
  return cls.tournament.eventType === 'travels' ? (
    <PlainAnchorLink to="/$locale/travel/$id/" params={{ locale, id }}>
      {cls.tournament.name}
    </PlainAnchorLink>
  ) : (
    <PlainAnchorLink to="/$locale/tournament/$id/" params={{ locale, id }}>
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
    <Accordion variant="separated" radius="lg" defaultValue="players" order={2}>
      <Accordion.Item value="players">
        <Accordion.Control>
          <Group gap="xs" component="span">
            <span>{isTeamClass ? t('class.players.teamsTitle') : t('class.players.title')}</span>
            <Badge variant="default" size="sm" component="span">
              {formatNumber(count, locale)}
            </Badge>
          </Group>
        </Accordion.Control>
        <Accordion.Panel>
          <PlayersSection cls={cls} lookup={lookup} locale={locale} ownUserId={ownUserId} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
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
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Breadcrumbs
          locale={locale}
          eventType={cls.tournament.eventType}
          items={[
            { label: cls.tournament.name, link: <TournamentCrumb cls={cls} locale={locale} /> },
            { label: cls.name },
          ]}
        />
        <ClassHeader cls={cls} lookup={lookup} locale={locale} />
        <Card withBorder radius="lg" component="section" aria-labelledby="my-matches-heading">
          <Title order={2} fz="h4" id="my-matches-heading" mb={4}>
            {t('class.myMatches.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('class.myMatches.intro')}
          </Text>
          <MyMatches cls={cls} lookup={lookup} locale={locale} userId={ownUserId} />
        </Card>
        {knockout.main.columns.length > 0 && (
          <Accordion variant="separated" radius="lg" defaultValue="bracket" order={2}>
            <Accordion.Item value="bracket">
              <Accordion.Control>{t('class.bracket.title')}</Accordion.Control>
              <Accordion.Panel>
                <KnockoutSection layouts={knockout} cls={cls} lookup={lookup} locale={locale} />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        )}
        <Accordion variant="separated" radius="lg" defaultValue="standings" order={2}>
          <Accordion.Item value="standings">
            <Accordion.Control>{t('class.standings.title')}</Accordion.Control>
            <Accordion.Panel>
              <StandingsSection
                cls={cls}
                lookup={lookup}
                locale={locale}
                view={currentView}
                onViewChange={onViewChange}
                ownTeamId={ownTeamId}
              />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <PlayersAccordion cls={cls} lookup={lookup} locale={locale} ownUserId={ownUserId} />
      </Stack>
    </Container>
  )
}
