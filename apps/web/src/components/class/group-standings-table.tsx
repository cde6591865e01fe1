import { Avatar, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import type { ClassFull, ClassGroupStanding, ClassPlayers } from '@courtside/api/types'
import { standingsColumnKind, type StandingRow, type StandingsColumnKind } from '@courtside/domain'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatNumber } from '../../lib/format.ts'
import { playerName, playersOf, type ClassLookup } from './class-model.ts'
import classes from './class-page.module.css'
import { scrollableRegion } from '../../lib/scrollable-region.ts'

const NAME_HEADER: Record<StandingsColumnKind, string> = {
  player: 'class.standings.player',
  players: 'class.standings.players',
  team: 'class.standings.team',
}

/** A header with a short visible label and the full name for screen readers. */
function NumericHeader({ short, full }: { short: string; full: string }) {
  return (
    <Table.Th scope="col" className={classes.numeric} title={full}>
      <span aria-hidden="true">{short}</span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </Table.Th>
  )
}

/** The row's entry: its players' names, or the team's logo and name (the team is in `cls.teams`). */
function EntryName({
  row,
  kind,
  lookup,
  players,
}: {
  row: StandingRow
  kind: StandingsColumnKind
  lookup: ClassLookup
  players: ClassPlayers
}) {
  const team = lookup.teamById.get(row.teamId)
  const members = playersOf(team?.userIds ?? [], players)
  if (kind === 'team' || members.length === 0) {
    return (
      <Group gap={8} wrap="nowrap">
        {kind === 'team' && (
          <Avatar src={team?.logo ?? null} alt="" size={24} radius="sm" color="court" aria-hidden="true">
            {row.name.charAt(0)}
          </Avatar>
        )}
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
      </Group>
    )
  }
  return (
    <Stack gap={0}>
      {members.map((player) => (
        <Text key={player.id} size="sm" fw={600} lh={1.35}>
          {playerName(player)}
        </Text>
      ))}
    </Stack>
  )
}

export function GroupStandingsTable({
  group,
  groupName,
  cls,
  lookup,
  locale,
  ownTeamId,
}: {
  group: ClassGroupStanding
  groupName: string
  cls: ClassFull
  lookup: ClassLookup
  locale: Locale
  ownTeamId: number | undefined
}) {
  const { t } = useTranslation()
  const kind = standingsColumnKind(cls.type)
  const number = (value: number) => formatNumber(value, locale)
  return (
    <Table.ScrollContainer
      minWidth={320}
      type="native"
      maw={760}
      // The headers' visually hidden full names are positioned absolutely: without a positioned
      // scroller they escaped it and widened the whole page on a 320 px phone.
      pos="relative"
      {...scrollableRegion(t('class.standings.caption', { group: groupName }))}
    >
      <Table
        verticalSpacing={6}
        horizontalSpacing={6}
        striped
        withTableBorder
        aria-label={t('class.standings.caption', { group: groupName })}
      >
        <Table.Thead>
          <Table.Tr>
            <NumericHeader short={t('class.standings.rankShort')} full={t('class.standings.rank')} />
            <Table.Th scope="col">{t(NAME_HEADER[kind])}</Table.Th>
            <NumericHeader
              short={t('class.standings.matchesPlayedShort')}
              full={t('class.standings.matchesPlayed')}
            />
            <NumericHeader
              short={t('class.standings.matchesWonShort')}
              full={t('class.standings.matchesWon')}
            />
            <NumericHeader short={t('class.standings.gamesWonShort')} full={t('class.standings.gamesWon')} />
            <NumericHeader short={t('class.standings.pointsShort')} full={t('class.standings.points')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.teams.map((row) => (
            <Table.Tr key={row.teamId} className={row.teamId === ownTeamId ? classes.ownRow : undefined}>
              <Table.Td className={classes.numeric} fw={700}>
                {number(row.rank)}
              </Table.Td>
              <Table.Th scope="row" fw="normal">
                <EntryName row={row} kind={kind} lookup={lookup} players={cls.players} />
              </Table.Th>
              <Table.Td className={classes.numeric}>{number(row.countMatches)}</Table.Td>
              <Table.Td className={classes.numeric}>{number(row.matchWin)}</Table.Td>
              <Table.Td className={classes.numeric}>{number(row.gameWin)}</Table.Td>
              <Table.Td className={classes.numeric}>{number(row.points)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
