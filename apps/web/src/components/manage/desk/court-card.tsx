import { Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { CourtRefereesSelect } from '../referees/court-referees-select.tsx'
import { elapsed, sidesLabel, stageLabel } from './desk-format.ts'
import type { DeskAction, DeskView } from './desk-queries.ts'

const STATE_COLOR = {
  called: 'blue',
  on_court: 'green',
  score_pending: 'yellow',
  disputed: 'red',
  confirmed: 'gray',
}

/** One court: what holds it, its state and for how long; an overdue court is highlighted. */
export function CourtCard({
  court,
  desk,
  now,
  onAction,
  isBusy,
}: {
  court: DeskView['courts'][number]
  desk: DeskView
  now: number
  onAction: (action: DeskAction) => void
  isBusy: boolean
}) {
  const { t, i18n } = useTranslation()
  const match = court.match
  const [target, setTarget] = useState<string | null>(null)
  const free = desk.courts.filter((c) => c.match === null)
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={court.name}
      style={match?.overdue ? { borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {court.name}
          </Title>
          {match ? (
            <Badge color={STATE_COLOR[match.state ?? 'called']} variant="light">
              {t(`manage.courtDesk.state.${match.state ?? 'called'}`)}
            </Badge>
          ) : (
            <Badge color="gray" variant="outline">
              {t('manage.courtDesk.free')}
            </Badge>
          )}
        </Group>
        {match ? (
          <>
            <Text fw={600}>{sidesLabel(match)}</Text>
            <Text size="sm" c="dimmed">
              {stageLabel(t, match)}
            </Text>
            {match.since && (
              <Text size="sm">
                {t('manage.courtDesk.elapsed', { time: elapsed(i18n.language, match.since, now) })}
              </Text>
            )}
            {match.overdue && (
              <Badge color="red" variant="filled">
                {t('manage.courtDesk.overdue')}
              </Badge>
            )}
            <Group gap="xs" wrap="wrap">
              {match.state === 'called' && (
                <Button size="xs" disabled={isBusy} onClick={() => onAction({ kind: 'on-court', match })}>
                  {t('manage.courtDesk.onCourt')}
                </Button>
              )}
              {(match.state === 'called' || match.state === 'on_court') && (
                <Button
                  size="xs"
                  variant="default"
                  disabled={isBusy}
                  onClick={() => onAction({ kind: 'uncall', match })}
                >
                  {t('manage.courtDesk.backToQueue')}
                </Button>
              )}
            </Group>
            {free.length > 0 && (
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <Select
                  size="xs"
                  label={t('manage.courtDesk.moveTo')}
                  data={free.map((c) => ({ value: String(c.id), label: c.name }))}
                  value={target}
                  onChange={setTarget}
                />
                <Button
                  size="xs"
                  variant="light"
                  disabled={isBusy || target === null}
                  onClick={() => onAction({ kind: 'move-court', match, courtId: Number(target) })}
                >
                  {t('manage.courtDesk.moveCourt')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('manage.courtDesk.nothingOnCourt')}
          </Text>
        )}
        <CourtRefereesSelect eventId={desk.eventId} courtId={court.id} courtName={court.name} />
      </Stack>
    </Card>
  )
}
