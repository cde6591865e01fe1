import { Avatar, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import type { ClassFull, ClassGroupStanding, ClassPlayers } from '@courtside/api/types'
import { ClassType, standingsColumnKind, type StandingRow, type StandingsColumnKind } from '@courtside/domain'
import { describe, expect, it } from 'vitest'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { renderMarkup } from '../plain/render-markup.test-kit.tsx'
import { formatNumber } from '../../lib/format.ts'
import { scrollableRegion } from '../../lib/scrollable-region.ts'
import { buildLookup, playerName, playersOf, type ClassLookup } from './class-model.ts'
import { GroupStandingsTable } from './group-standings-table.tsx'
import classes from './class-page.module.css'

// The table as it was written with Mantine's components (before issue 17): the plain table's
// markup must equal this one's.
const MANTINE_NAME_HEADER: Record<StandingsColumnKind, string> = {
  player: 'class.standings.player',
  players: 'class.standings.players',
  team: 'class.standings.team',
}

/** A header with a short visible label and the full name for screen readers. */
function MantineNumericHeader({ short, full }: { short: string; full: string }) {
  return (
    <Table.Th scope="col" className={classes.numeric} title={full}>
      <span aria-hidden="true">{short}</span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </Table.Th>
  )
}

/** The row's entry: its players' names, or the team's logo and name (the team is in `cls.teams`). */
function MantineEntryName({
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

function MantineStandingsTable({
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
            <MantineNumericHeader short={t('class.standings.rankShort')} full={t('class.standings.rank')} />
            <Table.Th scope="col">{t(MANTINE_NAME_HEADER[kind])}</Table.Th>
            <MantineNumericHeader
              short={t('class.standings.matchesPlayedShort')}
              full={t('class.standings.matchesPlayed')}
            />
            <MantineNumericHeader
              short={t('class.standings.matchesWonShort')}
              full={t('class.standings.matchesWon')}
            />
            <MantineNumericHeader
              short={t('class.standings.gamesWonShort')}
              full={t('class.standings.gamesWon')}
            />
            <MantineNumericHeader
              short={t('class.standings.pointsShort')}
              full={t('class.standings.points')}
            />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.teams.map((row) => (
            <Table.Tr key={row.teamId} className={row.teamId === ownTeamId ? classes.ownRow : undefined}>
              <Table.Td className={classes.numeric} fw={700}>
                {number(row.rank)}
              </Table.Td>
              <Table.Th scope="row" fw="normal">
                <MantineEntryName row={row} kind={kind} lookup={lookup} players={cls.players} />
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

function player(id: number, firstName: string, lastName: string) {
  const entry = {
    id,
    firstName,
    lastName,
    avatar: null,
    duprRatingSingles: null,
    duprRatingDoubles: null,
    country: null,
  }
  return [String(id), entry] as const
}

const players: ClassPlayers = Object.fromEntries([
  player(1, 'Ana', 'Ruiz'),
  player(2, 'Ben', 'Kohl'),
  player(3, 'Cem', 'Aydın'),
  player(4, 'Dana', 'Lind'),
])

function row(teamId: number, name: string, rank: number): StandingRow {
  return {
    teamId,
    name,
    rank,
    countMatches: 3,
    matchWin: 3 - rank,
    matchLoss: rank,
    matchDraw: 0,
    gameWin: 4 - rank,
    gameLoss: rank,
    points: 40 - rank,
    pointsAgainst: 20 + rank,
    pointDiff: 20 - 2 * rank,
    walkoversConceded: 0,
    tiebreak: '',
  }
}

const group: ClassGroupStanding = {
  id: 5,
  name: 'Group A',
  matchIds: [],
  teams: [row(100, 'Ana Ruiz / Cem Aydın', 1), row(200, 'Ben Kohl', 2), row(300, 'Empty entry', 3)],
}

/** A class of `type` with three entries: a pair, one player and one without players. */
function classOf(type: number): ClassFull {
  const team = (id: number, name: string, userIds: number[], logo: string | null) => ({
    id,
    name,
    logo,
    seed: null,
    userIds,
    captainUserId: null,
  })
  return {
    type,
    players,
    playerIds: [1, 2, 3],
    teams: [
      team(100, 'Valencia Smash', [1, 3], '/media/logos/smash.svg'),
      team(200, 'Oslo Dinkers', [2], null),
      team(300, 'Empty entry', [], null),
    ],
    matches: [],
    groupStandings: [group],
    roundStandings: [],
  } as unknown as ClassFull
}

const cases = [
  { name: 'doubles, own row', type: ClassType.Doubles, ownTeamId: 200 },
  { name: 'singles', type: ClassType.Singles, ownTeamId: undefined },
  { name: 'team class with logos', type: ClassType.Teams, ownTeamId: 100 },
]

describe('GroupStandingsTable (issue 17)', () => {
  it.each(cases)("writes the markup of Mantine's table ($name)", ({ type, ownTeamId }) => {
    const cls = classOf(type)
    const props = {
      group,
      groupName: 'Group A',
      cls,
      lookup: buildLookup(cls),
      locale: 'en' as const,
      ownTeamId,
    }
    const plain = renderMarkup(<GroupStandingsTable {...props} />)
    expect(plain).toBe(renderMarkup(<MantineStandingsTable {...props} />))
    expect(plain).toContain('Ben Kohl')
  })
})
