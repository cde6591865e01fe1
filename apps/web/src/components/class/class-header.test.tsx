import { Badge, Group, Stack, Text, Title } from '@mantine/core'
import type { ClassFull } from '@courtside/api/types'
import { ClassType } from '@courtside/domain'
import { describe, expect, it } from 'vitest'
import { classLabel } from '../../lib/class-label.ts'
import { formatNumber } from '../../lib/format.ts'
import { ButtonLink } from '../links.tsx'
import { atPath, englishT as t } from '../plain/render-markup.test-kit.tsx'
import { ClassHeader, matchFormatText } from './class-header.tsx'
import { buildLookup } from './class-model.ts'

// The class page's header writes Mantine's markup as plain elements (issue 17): the same HTML as
// the Mantine components it was written with (below), so it looks the same.

/** The header as it was written with Mantine's components (without the podium). */
function MantineHeader({ cls }: { cls: ClassFull }) {
  const playerCount = cls.playerIds.length
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ flex: '1 1 360px' }}>
          <Text fw={700} c="court.9" size="sm">
            {cls.tournament.name}
          </Text>
          <Title order={1}>{cls.name}</Title>
          <Group gap="xs">
            {cls.isCompleted && (
              <Badge color="yellow" variant="filled" c="dark">
                {t('class.completed')}
              </Badge>
            )}
            <Badge variant="default">{classLabel(t, cls)}</Badge>
            <Badge variant="default">
              {t('class.playerCount', { count: playerCount, formatted: formatNumber(playerCount, 'en') })}
            </Badge>
            {cls.type === ClassType.Teams && (
              <Badge variant="default">
                {t('class.teamCount', {
                  count: cls.teams.length,
                  formatted: formatNumber(cls.teams.length, 'en'),
                })}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {t('class.matchFormat.line', { format: matchFormatText(cls.matchFormatDescription, t) })}
          </Text>
        </Stack>
        <ButtonLink
          to="/$locale/tournament/$id/"
          params={{ locale: 'en', id: '21' }}
          activeOptions={{ exact: true }}
          variant="default"
        >
          {t('class.backToTournament')}
        </ButtonLink>
      </Group>
    </Stack>
  )
}

function classOf(type: number, isCompleted: boolean): ClassFull {
  return {
    id: 62,
    name: 'Open Singles',
    type,
    gender: 'open',
    isCompleted,
    tournament: { id: 21, name: 'Dutch Open', timeZone: 'Europe/Amsterdam', eventType: 'tournaments' },
    matchFormatDescription: {
      kind: 'single',
      games: 1,
      pointsToWin: 15,
      winBy: 2,
      cap: null,
      scoring: 'side_out',
    },
    players: {},
    playerIds: [1, 2, 3],
    teams: [
      { id: 100, name: 'Valencia Smash', logo: null, seed: null, userIds: [1, 2], captainUserId: null },
    ],
    rewards: [],
    matches: [],
    groupStandings: [],
    roundStandings: [],
  } as unknown as ClassFull
}

describe('ClassHeader (issue 17)', () => {
  it.each([
    ['singles, open', ClassType.Singles, false],
    ['team class, completed', ClassType.Teams, true],
  ] as const)('equals the Mantine header (%s)', async (_, type, isCompleted) => {
    const cls = classOf(type, isCompleted)
    // On the class's own page the link back up to the event is not "current".
    const path = '/en/tournament/21/class/62'
    const plain = await atPath(path, <ClassHeader cls={cls} lookup={buildLookup(cls)} locale="en" />)
    expect(plain).toContain('<h1')
    expect(plain).toContain('Dutch Open')
    expect(plain).not.toContain('aria-current')
    expect(plain).toBe(await atPath(path, <MantineHeader cls={cls} />))
  })
})
