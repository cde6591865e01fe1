import { Alert, Button, Group, List, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { Locale } from '../../../i18n/locales.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { noShowsQuery, withdrawNoShows } from '../../../queries/check-in.ts'
import { LazyModal } from '../../lazy-modal.tsx'
import { CheckInFailure } from './check-in-failure.tsx'
import { useCheckInMutation } from './use-check-in-mutation.ts'

/** After the deadline: who did not check in, and withdrawing them all with one confirmation. */
export function NoShowsSection(props: { locale: Locale; eventId: number; timeZone: string }) {
  const { t } = useTranslation()
  const { locale, eventId, timeZone } = props
  const { data } = useQuery(noShowsQuery(eventId))
  const [isConfirming, setIsConfirming] = useState(false)
  const withdraw = useCheckInMutation(eventId, (ids: number[]) => withdrawNoShows(eventId, ids))
  if (!data) return null
  if (!data.passed)
    return (
      <Text size="sm" c="dimmed">
        {data.deadline
          ? t('manage.checkIn.beforeDeadline', { time: formatDateTime(data.deadline, locale, timeZone) })
          : t('manage.checkIn.noDeadline')}
      </Text>
    )
  const ids = data.entries.map((e) => e.entryId)
  return (
    <Stack gap="sm">
      {withdraw.data ? (
        <Alert color="green" role="status">
          {t('manage.checkIn.withdrawn', { count: withdraw.data.withdrawn.length })}
        </Alert>
      ) : null}
      {data.entries.length === 0 ? (
        <Text size="sm">{t('manage.checkIn.noNoShows')}</Text>
      ) : (
        <>
          <List>
            {data.entries.map((entry) => (
              <List.Item key={entry.entryId}>
                {entry.className}:{' '}
                {entry.players
                  .map((p) => (p.checkedIn ? p.name : `${p.name} (${t('manage.checkIn.missing')})`))
                  .join(', ')}
              </List.Item>
            ))}
          </List>
          <Group>
            <Button color="red" onClick={() => setIsConfirming(true)}>
              {t('manage.checkIn.withdrawAll', { count: ids.length })}
            </Button>
          </Group>
        </>
      )}
      <CheckInFailure error={withdraw.error} />
      <LazyModal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('manage.checkIn.confirmTitle')}
      >
        <Stack>
          <Text size="sm">{t('manage.checkIn.confirmText', { count: ids.length })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)}>
              {t('manage.checkIn.keep')}
            </Button>
            <Button
              color="red"
              loading={withdraw.isPending}
              onClick={() => withdraw.mutate(ids, { onSuccess: () => setIsConfirming(false) })}
            >
              {t('manage.checkIn.confirmWithdraw', { count: ids.length })}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  )
}
