import { Box, Button, Collapse, SegmentedControl, SimpleGrid, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { ClassFull, ClassGroupStanding, ClassRoundStanding } from '@courtside/api/types'
import { useDeferredValue, useId } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { AnchorLink } from '../links.tsx'
import {
  groupLabel,
  groupView,
  ratingKind,
  roundLabel,
  roundView,
  type ClassLookup,
  type Translate,
  type ViewValue,
} from './class-model.ts'
import { EmptyMessage } from './empty-message.tsx'
import { GroupStandingsTable } from './group-standings-table.tsx'
import { MatchCard } from './match-card.tsx'
import { DeferredSelect } from '../deferred-select.tsx'
import {
  DIMMED,
  STACK_CLASS,
  TEXT_CLASS,
  rem,
  stackStyle,
  textSize,
  type Style,
} from '../plain/mantine-markup.ts'

// The section's frame, the ranking note and the group view's stacks are plain elements writing
// the markup of Mantine's Stack, Box and Text (plain/mantine-markup.ts, issue 17);
// standings-section.test.tsx compares them with Mantine's.
const NOTE_STACK_STYLE = stackStyle(2)
const NOTE_STYLE: Style = { ...textSize('xs'), color: DIMMED }
const GROUP_STACK_STYLE = stackStyle('sm')
const GROUP_INTRO_STYLE = stackStyle(2, { maxWidth: rem(760) })
const HOW_RANKED_STYLE = textSize('xs')
const SECTION_STYLE = stackStyle('md')

/** Up to this many views a segmented control fits a phone; up to the next, a desktop. */
const SEGMENTS_ON_PHONE = 3
const SEGMENTS_ON_DESKTOP = 8

type ViewOption = { value: ViewValue; label: string }

function viewOptions(cls: ClassFull, t: Translate): ViewOption[] {
  return [
    ...cls.groupStandings.map((group) => ({ value: groupView(group.id), label: groupLabel(group.name, t) })),
    ...cls.roundStandings.map((round) => ({ value: roundView(round.id), label: roundLabel(round, t) })),
  ]
}

/**
 * A segmented control (native radios: arrow keys move, one tab stop) while the views fit; a
 * searchable select when there are many groups (the 32-group class) or the screen is narrow.
 */
function ViewSwitcher({
  options,
  value,
  onChange,
}: {
  options: ViewOption[]
  value: ViewValue
  onChange: (value: ViewValue) => void
}) {
  const { t } = useTranslation()
  const label = t('class.standings.viewLabel')
  const segmented = (
    <Box style={{ overflowX: 'auto' }} pb={2}>
      <SegmentedControl
        aria-label={label}
        data={options}
        value={value}
        onChange={onChange}
        fullWidth={options.length <= SEGMENTS_ON_PHONE}
      />
    </Box>
  )
  const select = (
    <DeferredSelect
      label={label}
      data={options}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      searchable={options.length > SEGMENTS_ON_DESKTOP}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      maw={360}
    />
  )
  // A single group (a round robin) needs no switcher, only its name.
  if (options.length === 1) {
    return (
      <Text fw={700} component="h3" m={0}>
        {options[0]?.label}
      </Text>
    )
  }
  if (options.length <= SEGMENTS_ON_PHONE) return segmented
  if (options.length > SEGMENTS_ON_DESKTOP) return select
  // CSS decides which one shows, so the server and client render the same markup.
  return (
    <>
      <Box visibleFrom="sm">{segmented}</Box>
      <Box hiddenFrom="sm">{select}</Box>
    </>
  )
}

export function RankingNote({ cls }: { cls: ClassFull }) {
  const { t } = useTranslation()
  const preset = cls.rankingPreset
  const rules = (keys: readonly string[]) => keys.map((key) => t(`rankingRules.rules.${key}`)).join(' › ')
  const isMultiTieDifferent = preset.multiTieRules.join() !== preset.rules.join()
  return (
    <div style={NOTE_STACK_STYLE} className={STACK_CLASS}>
      <p style={NOTE_STYLE} className={TEXT_CLASS} data-size="xs">
        {t('class.standings.rankedBy', {
          preset: t(`rankingRules.presets.${preset.key}`),
          rules: rules(preset.rules),
        })}
      </p>
      {isMultiTieDifferent && (
        <p style={NOTE_STYLE} className={TEXT_CLASS} data-size="xs">
          {t('class.standings.multiTie', { rules: rules(preset.multiTieRules) })}
        </p>
      )}
    </div>
  )
}

/** The order that ranked the table, stated above it (the About FAQ says so), with the link there. */
export function GroupIntro({ cls, locale }: { cls: ClassFull; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <div style={GROUP_INTRO_STYLE} className={STACK_CLASS}>
      <RankingNote cls={cls} />
      <p style={HOW_RANKED_STYLE} className={TEXT_CLASS} data-size="xs">
        <AnchorLink to="/$locale/about" params={{ locale }} size="xs">
          {t('class.standings.howRanked')}
        </AnchorLink>
      </p>
    </div>
  )
}

function MatchGrid({
  matchIds,
  cls,
  lookup,
  locale,
}: {
  matchIds: number[]
  cls: ClassFull
  lookup: ClassLookup
  locale: Locale
}) {
  const kind = ratingKind(cls.type)
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {matchIds.map((id) => {
        const match = lookup.matchById.get(id)
        return match ? (
          <MatchCard
            key={id}
            match={match}
            players={cls.players}
            classType={cls.type}
            kind={kind}
            locale={locale}
            timeZone={cls.tournament.timeZone}
          />
        ) : null
      })}
    </SimpleGrid>
  )
}

function GroupView({
  group,
  cls,
  lookup,
  locale,
  ownTeamId,
}: {
  group: ClassGroupStanding
  cls: ClassFull
  lookup: ClassLookup
  locale: Locale
  ownTeamId: number | undefined
}) {
  const { t } = useTranslation()
  const [isOpen, { toggle }] = useDisclosure(false)
  const matchesId = useId()
  const name = groupLabel(group.name, t)
  if (group.teams.length === 0) return <EmptyMessage>{t('class.empty.noStandings')}</EmptyMessage>
  return (
    <div style={GROUP_STACK_STYLE} className={STACK_CLASS}>
      <GroupIntro cls={cls} locale={locale} />
      <GroupStandingsTable
        group={group}
        groupName={name}
        cls={cls}
        lookup={lookup}
        locale={locale}
        ownTeamId={ownTeamId}
      />
      {group.matchIds.length > 0 && (
        <Box>
          <Button
            variant="subtle"
            size="compact-sm"
            // "Alle 10 Spiele in Gruppe A anzeigen" wraps on a 320 px phone instead of widening the page.
            styles={{
              root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 2 },
              label: { whiteSpace: 'normal', textAlign: 'start' },
            }}
            onClick={toggle}
            aria-expanded={isOpen}
            aria-controls={matchesId}
          >
            {isOpen
              ? t('class.standings.hideGroupMatches')
              : t('class.standings.showGroupMatches', { count: group.matchIds.length, group: name })}
          </Button>
          <Collapse expanded={isOpen} id={matchesId} mt="sm">
            {isOpen && <MatchGrid matchIds={group.matchIds} cls={cls} lookup={lookup} locale={locale} />}
          </Collapse>
        </Box>
      )}
    </div>
  )
}

function RoundView({
  round,
  cls,
  lookup,
  locale,
}: {
  round: ClassRoundStanding
  cls: ClassFull
  lookup: ClassLookup
  locale: Locale
}) {
  const { t } = useTranslation()
  if (round.matchIds.length === 0) return <EmptyMessage>{t('class.empty.noRoundMatches')}</EmptyMessage>
  return <MatchGrid matchIds={round.matchIds} cls={cls} lookup={lookup} locale={locale} />
}

export function StandingsSection({
  cls,
  lookup,
  locale,
  view,
  onViewChange,
  ownTeamId,
}: {
  cls: ClassFull
  lookup: ClassLookup
  locale: Locale
  view: ViewValue | undefined
  onViewChange: (value: ViewValue) => void
  ownTeamId: number | undefined
}) {
  const { t } = useTranslation()
  const options = viewOptions(cls, t)
  // The switcher follows the choice at once; the chosen table or 32 match cards render as a
  // non-blocking update that React can interrupt, so a big class does not freeze the page.
  const shownView = useDeferredValue(view)
  if (options.length === 0 || view === undefined || shownView === undefined) {
    return <EmptyMessage>{t('class.empty.noStandings')}</EmptyMessage>
  }
  const id = Number(shownView.slice(1))
  const group = shownView.startsWith('g') ? cls.groupStandings.find((g) => g.id === id) : undefined
  const round = shownView.startsWith('r') ? cls.roundStandings.find((r) => r.id === id) : undefined
  return (
    <div style={SECTION_STYLE} className={STACK_CLASS}>
      <ViewSwitcher options={options} value={view} onChange={onViewChange} />
      <div
        style={{ opacity: shownView === view ? 1 : 0.6 }}
        role="region"
        aria-label={options.find((o) => o.value === shownView)?.label}
        aria-busy={shownView !== view}
      >
        {group && <GroupView group={group} cls={cls} lookup={lookup} locale={locale} ownTeamId={ownTeamId} />}
        {round && <RoundView round={round} cls={cls} lookup={lookup} locale={locale} />}
      </div>
    </div>
  )
}
