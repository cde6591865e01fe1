import { Badge, Box, Button, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { PlanView, SlotView } from '../../../queries/schedule.ts'
import { matchLabel } from './match-label.ts'
import { MoveModal } from './move-modal.tsx'

/**
 * The plan per day: on a desktop a grid (courts as columns, start times as rows), on a phone a
 * list per court. Every match has a "Move" button; times are the event's clock.
 */
export function PlanGrid({ plan }: { plan: PlanView }) {
  const { t, i18n } = useTranslation()
  const [moving, setMoving] = useState<SlotView | null>(null)
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone: plan.timeZone })
  const dayName = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' })
  const conflicted = new Set(plan.conflicts.flatMap((c) => c.matchIds))
  const card = (m: SlotView) => (
    <Paper key={m.id} withBorder p={6} data-match-id={m.id}>
      <Text size="xs" fw={600}>
        {time.format(new Date(m.start!))}
        {conflicted.has(m.id) && (
          <Badge ml={6} size="xs" color="orange">
            {t('manage.schedule.hasConflict')}
          </Badge>
        )}
      </Text>
      <Text size="xs">{matchLabel(t, m)}</Text>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => setMoving(m)}
        aria-label={t('manage.schedule.moveMatch', { match: matchLabel(t, m) })}
      >
        {t('manage.schedule.move')}
      </Button>
    </Paper>
  )
  return (
    <Stack gap="lg">
      {plan.days.length === 0 && <Text c="dimmed">{t('manage.schedule.nothingPlanned')}</Text>}
      {plan.days.map((day) => {
        const starts = [...new Set(day.courts.flatMap((c) => c.matches.map((m) => m.start!)))].sort()
        return (
          <Stack
            key={day.day}
            gap="xs"
            component="section"
            aria-label={dayName.format(new Date(`${day.day}T12:00:00Z`))}
          >
            <Title order={3}>{dayName.format(new Date(`${day.day}T12:00:00Z`))}</Title>
            <Box visibleFrom="sm" style={{ overflowX: 'auto' }}>
              <Table withColumnBorders aria-label={t('manage.schedule.gridOf', { day: day.day })}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('manage.schedule.time')}</Table.Th>
                    {plan.courts.map((c) => (
                      <Table.Th key={c.id}>{c.name}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {starts.map((start) => (
                    <Table.Tr key={start}>
                      <Table.Td>{time.format(new Date(start))}</Table.Td>
                      {day.courts.map((c) => (
                        <Table.Td key={c.courtId} style={{ verticalAlign: 'top', minWidth: 160 }}>
                          {c.matches.filter((m) => m.start === start).map(card)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
            <Stack hiddenFrom="sm" gap="sm">
              {day.courts
                .filter((c) => c.matches.length > 0)
                .map((c) => (
                  <Stack key={c.courtId} gap={4}>
                    <Title order={4}>{plan.courts.find((x) => x.id === c.courtId)?.name}</Title>
                    {c.matches.map(card)}
                  </Stack>
                ))}
            </Stack>
          </Stack>
        )
      })}
      {plan.unscheduled.length > 0 && (
        <Stack gap={4} component="section" aria-label={t('manage.schedule.unscheduled')}>
          <Title order={3}>{t('manage.schedule.unscheduled')}</Title>
          {plan.unscheduled.map((m) => (
            <Paper key={m.id} withBorder p={6}>
              <Text size="xs">{matchLabel(t, m)}</Text>
              <Button size="compact-xs" variant="subtle" onClick={() => setMoving(m)}>
                {t('manage.schedule.place')}
              </Button>
            </Paper>
          ))}
        </Stack>
      )}
      {moving && <MoveModal plan={plan} match={moving} onClose={() => setMoving(null)} />}
    </Stack>
  )
}
