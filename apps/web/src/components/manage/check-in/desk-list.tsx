import { Badge, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { Locale } from '../../../i18n/locales.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { checkInPlayer, deskQuery, undoCheckIn, type DeskPlayer } from '../../../queries/check-in.ts'
import { CheckInFailure } from './check-in-failure.tsx'
import { useCheckInMutation } from './use-check-in-mutation.ts'

/** Players with a confirmed entry, searchable by name, each with Check in or Undo. */
export function DeskList({ locale, eventId }: { locale: Locale; eventId: number }) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 250)
  const { data, error } = useQuery(deskQuery(eventId, q))
  const check = useCheckInMutation(eventId, (userId: number) => checkInPlayer(eventId, userId))
  const undo = useCheckInMutation(eventId, (userId: number) => undoCheckIn(eventId, userId))
  return (
    <Stack gap="sm">
      {data ? (
        <Text fw={600} role="status" data-testid="check-in-counter">
          {t('manage.checkIn.counter', { checkedIn: data.checkedIn, expected: data.expected })}
        </Text>
      ) : null}
      <TextInput
        type="search"
        label={t('manage.checkIn.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={360}
      />
      <CheckInFailure error={error ?? check.error ?? undo.error} />
      {data && data.players.length === 0 ? (
        <Text c="dimmed">{t(q ? 'manage.checkIn.noMatch' : 'manage.checkIn.nobody')}</Text>
      ) : null}
      {data && data.players.length > 0 ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('manage.checkIn.name')}</Table.Th>
              <Table.Th>{t('manage.checkIn.classes')}</Table.Th>
              <Table.Th>{t('manage.checkIn.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('manage.checkIn.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.players.map((player) => (
              <PlayerRow
                key={player.userId}
                player={player}
                locale={locale}
                timeZone={data.timeZone}
                isBusy={
                  (check.isPending && check.variables === player.userId) ||
                  (undo.isPending && undo.variables === player.userId)
                }
                onCheckIn={() => check.mutate(player.userId)}
                onUndo={() => undo.mutate(player.userId)}
              />
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  )
}

function PlayerRow(props: {
  player: DeskPlayer
  locale: Locale
  timeZone: string
  isBusy: boolean
  onCheckIn: () => void
  onUndo: () => void
}) {
  const { t } = useTranslation()
  const { player } = props
  return (
    <Table.Tr data-testid="check-in-row">
      <Table.Td>{player.name}</Table.Td>
      <Table.Td>{player.classes.join(', ')}</Table.Td>
      <Table.Td>
        {player.checkIn ? (
          <Group gap={6}>
            <Badge color="green" variant="light">
              {t(`manage.checkIn.method.${player.checkIn.method}`)}
            </Badge>
            <Text size="sm">
              {formatDateTime(player.checkIn.at, props.locale, props.timeZone)}
              {player.checkIn.by ? ` · ${player.checkIn.by}` : ''}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('manage.checkIn.notYet')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {player.checkIn ? (
          <Button
            size="xs"
            variant="default"
            loading={props.isBusy}
            onClick={props.onUndo}
            aria-label={t('manage.checkIn.undoFor', { name: player.name })}
          >
            {t('manage.checkIn.undo')}
          </Button>
        ) : (
          <Button
            size="xs"
            loading={props.isBusy}
            onClick={props.onCheckIn}
            aria-label={t('manage.checkIn.checkInFor', { name: player.name })}
          >
            {t('manage.checkIn.checkIn')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  )
}
