import { Stack, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { DeferredMultiSelect } from '../../deferred-multi-select.tsx'
import { FailureAlert } from '../failure-alert.tsx'
import { refereesQuery, refereesQueryKey, saveCourtReferees } from './referee-queries.ts'

/**
 * The referees of one court on the desk's court card: the club's referees to pick from, saved on
 * every change (the answer replaces the list, so every card shows the new assignment at once).
 */
export function CourtRefereesSelect({
  eventId,
  courtId,
  courtName,
}: {
  eventId: number
  courtId: number
  courtName: string
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { data } = useQuery(refereesQuery(eventId))
  const save = useMutation({
    mutationFn: (userIds: number[]) => saveCourtReferees(eventId, courtId, userIds),
    onSuccess: (list) => queryClient.setQueryData(refereesQueryKey(eventId), list),
    onError: () => queryClient.invalidateQueries({ queryKey: refereesQueryKey(eventId) }),
  })
  if (!data) return null
  const assigned = data.referees.filter((r) => r.courtIds.includes(courtId))
  if (data.referees.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('manage.referees.noneInClub')}
      </Text>
    )
  return (
    <Stack gap={4}>
      <DeferredMultiSelect
        size="xs"
        label={t('manage.referees.label')}
        placeholder={assigned.length === 0 ? t('manage.referees.none') : undefined}
        data={data.referees.map((r) => ({ value: String(r.userId), label: r.name }))}
        value={assigned.map((r) => String(r.userId))}
        disabled={save.isPending}
        onChange={(values) => save.mutate(values.map(Number))}
      />
      {save.isSuccess && (
        <Text size="xs" c="teal.8" role="status">
          {t('manage.referees.saved', { court: courtName })}
        </Text>
      )}
      <FailureAlert error={save.error} />
    </Stack>
  )
}
