import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { DrawMatchView, DrawView } from '../../../queries/draws.ts'
import { ResultModal } from './result-modal.tsx'

/** Groups as tables, the knockout as rounds side by side; results entered per match after lock. */
export function DrawPreview({ draw, maxGames }: { draw: DrawView; maxGames: number }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<DrawMatchView | null>(null)
  const names = new Map(draw.entries.map((entry) => [entry.id, entry.name]))
  const nameOf = (entryId: number | null) => (entryId === null ? '' : (names.get(entryId) ?? String(entryId)))
  const canScore = draw.status !== 'draft'
  const card = (match: DrawMatchView) => (
    <MatchCard
      key={match.id}
      match={match}
      nameOf={nameOf}
      onResult={
        canScore && match.matchId !== null && (match.status === 'ready' || match.status === 'decided')
          ? () => setEditing(match)
          : undefined
      }
    />
  )
  const stage = (name: DrawMatchView['stage']) => draw.matches.filter((m) => m.stage === name)
  const main = stage('main')
  const rounds = [...new Set(main.map((m) => m.round))].sort((a, b) => a - b)
  return (
    <Stack gap="lg">
      {draw.groups.map((group) => (
        <Stack
          key={group.index}
          gap="xs"
          component="section"
          aria-label={t('manage.draw.group', { name: group.name })}
        >
          <Title order={3}>{t('manage.draw.group', { name: group.name })}</Title>
          <Table.ScrollContainer minWidth={360}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>{t('manage.draw.entry')}</Table.Th>
                  <Table.Th>{t('manage.draw.played')}</Table.Th>
                  <Table.Th>{t('manage.draw.won')}</Table.Th>
                  <Table.Th>{t('manage.draw.lost')}</Table.Th>
                  <Table.Th>{t('manage.draw.pointDiff')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.standings.map((row) => (
                  <Table.Tr key={row.entryId}>
                    <Table.Td>{row.rank}</Table.Td>
                    <Table.Td>{nameOf(row.entryId)}</Table.Td>
                    <Table.Td>{row.played}</Table.Td>
                    <Table.Td>{row.won}</Table.Td>
                    <Table.Td>{row.lost}</Table.Td>
                    <Table.Td>{row.pointDiff}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {stage('group')
              .filter((m) => m.group === group.index)
              .map(card)}
          </SimpleGrid>
        </Stack>
      ))}
      {rounds.length > 0 && (
        <Stack gap="xs" component="section" aria-label={t('manage.draw.knockout')}>
          <Title order={3}>{t('manage.draw.knockout')}</Title>
          <SimpleGrid cols={{ base: 1, md: Math.min(rounds.length, 4) }}>
            {rounds.map((round) => (
              <Stack key={round} gap="xs">
                <Text fw={600}>{t('manage.draw.round', { n: round })}</Text>
                {main.filter((m) => m.round === round).map(card)}
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {stage('third_place').length > 0 && (
        <Stack gap="xs" component="section" aria-label={t('manage.draw.thirdPlace')}>
          <Title order={3}>{t('manage.draw.thirdPlace')}</Title>
          {stage('third_place').map(card)}
        </Stack>
      )}
      {stage('consolation').length > 0 && (
        <Stack gap="xs" component="section" aria-label={t('manage.draw.consolation')}>
          <Title order={3}>{t('manage.draw.consolation')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{stage('consolation').map(card)}</SimpleGrid>
        </Stack>
      )}
      {editing && (
        <ResultModal match={editing} maxGames={maxGames} nameOf={nameOf} onClose={() => setEditing(null)} />
      )}
    </Stack>
  )
}

function MatchCard({
  match,
  nameOf,
  onResult,
}: {
  match: DrawMatchView
  nameOf: (entryId: number | null) => string
  onResult: (() => void) | undefined
}) {
  const { t } = useTranslation()
  const side = (s: DrawMatchView['home']) =>
    s.entryId !== null
      ? nameOf(s.entryId)
      : s.bye
        ? t('rounds.placeholder.bye')
        : t('rounds.placeholder.unknown')
  const score = match.result
    ? match.result.decision
      ? t(`manage.draw.decisionShort.${match.result.decision}`)
      : match.result.games.map((g) => `${g.home}–${g.away}`).join(', ')
    : null
  const label = `${side(match.home)} – ${side(match.away)}`
  return (
    <Paper withBorder p="xs" aria-label={label} role="group">
      <Stack gap={4}>
        {[match.home, match.away].map((s, i) => (
          <Text key={i} size="sm" fw={s.entryId !== null && s.entryId === match.winnerEntryId ? 700 : 400}>
            {side(s)}
          </Text>
        ))}
        <Group justify="space-between" gap="xs">
          {score ? <Badge variant="light">{score}</Badge> : <span />}
          {onResult && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={onResult}
              aria-label={t('manage.draw.enterResultFor', { match: label })}
            >
              {match.result ? t('manage.draw.correctResult') : t('manage.draw.enterResult')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}
