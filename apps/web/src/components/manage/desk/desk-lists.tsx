import { Button, Card, Group, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { elapsed, eventTime, sidesLabel, stageLabel } from './desk-format.ts'
import type { DeskAction, DeskMatch, DeskView } from './desk-queries.ts'

type Props = { desk: DeskView; now: number; onAction: (action: DeskAction) => void; isBusy: boolean }

function MatchLine({ match, children }: { match: DeskMatch; children?: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <Card withBorder padding="xs" component="li" aria-label={sidesLabel(match)}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>{sidesLabel(match)}</Text>
          <Text size="sm" c="dimmed">
            {stageLabel(t, match)}
          </Text>
        </Stack>
        {children}
      </Group>
    </Card>
  )
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }

/** The ready queue: call to the next free court, or to a court picked here. */
export function ReadyQueue({ desk, onAction, isBusy }: Props) {
  const { t, i18n } = useTranslation()
  const free = desk.courts.filter((c) => c.match === null)
  const [picked, setPicked] = useState<Record<number, string | null>>({})
  if (desk.queue.length === 0) return <Text c="dimmed">{t('manage.courtDesk.queueEmpty')}</Text>
  return (
    <ul style={listStyle}>
      {desk.queue.map((match) => {
        const courtOf = (id: number | null) => desk.courts.find((c) => c.id === id)?.name
        return (
          <MatchLine key={match.id} match={match}>
            <Stack gap={4} align="flex-end">
              {(match.plannedStart || match.plannedCourtId) && (
                <Text size="xs" c="dimmed">
                  {t('manage.courtDesk.planned', {
                    time: match.plannedStart
                      ? eventTime(i18n.language, desk.timeZone, match.plannedStart)
                      : '—',
                    court: courtOf(match.plannedCourtId) ?? '—',
                  })}
                </Text>
              )}
              <Group gap="xs" align="flex-end" wrap="wrap">
                <Button
                  size="xs"
                  disabled={isBusy || free.length === 0}
                  onClick={() => onAction({ kind: 'call', match })}
                >
                  {t('manage.courtDesk.callNext')}
                </Button>
                <Select
                  size="xs"
                  w={140}
                  label={t('manage.courtDesk.court')}
                  placeholder={t('manage.courtDesk.pickCourt')}
                  data={free.map((c) => ({ value: String(c.id), label: c.name }))}
                  value={picked[match.id] ?? null}
                  onChange={(value) => setPicked({ ...picked, [match.id]: value })}
                />
                <Button
                  size="xs"
                  variant="light"
                  disabled={isBusy || !picked[match.id]}
                  onClick={() => onAction({ kind: 'call', match, courtId: Number(picked[match.id]) })}
                >
                  {t('manage.courtDesk.callTo')}
                </Button>
              </Group>
            </Stack>
          </MatchLine>
        )
      })}
    </ul>
  )
}

/** Called matches whose players are not on court yet. */
export function CalledList({ desk, now, onAction, isBusy }: Props) {
  const { t, i18n } = useTranslation()
  if (desk.called.length === 0) return <Text c="dimmed">{t('manage.courtDesk.calledEmpty')}</Text>
  return (
    <ul style={listStyle}>
      {desk.called.map((match) => (
        <MatchLine key={match.id} match={match}>
          <Text size="sm">
            {t('manage.courtDesk.calledTo', {
              court: desk.courts.find((c) => c.id === match.courtId)?.name ?? '—',
              time: match.calledAt ? elapsed(i18n.language, match.calledAt, now) : '—',
            })}
          </Text>
          <Group gap="xs">
            <Button size="xs" disabled={isBusy} onClick={() => onAction({ kind: 'on-court', match })}>
              {t('manage.courtDesk.onCourt')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={isBusy}
              onClick={() => onAction({ kind: 'uncall', match })}
            >
              {t('manage.courtDesk.backToQueue')}
            </Button>
          </Group>
        </MatchLine>
      ))}
    </ul>
  )
}

/** The latest confirmed results. */
export function RecentList({ desk }: Pick<Props, 'desk'>) {
  const { t, i18n } = useTranslation()
  if (desk.recent.length === 0) return <Text c="dimmed">{t('manage.courtDesk.recentEmpty')}</Text>
  return (
    <ul style={listStyle}>
      {desk.recent.map((match) => (
        <MatchLine key={match.id} match={match}>
          <Text size="sm">
            {match.score ?? '—'}
            {match.confirmedAt ? ` · ${eventTime(i18n.language, desk.timeZone, match.confirmedAt)}` : ''}
          </Text>
        </MatchLine>
      ))}
    </ul>
  )
}
