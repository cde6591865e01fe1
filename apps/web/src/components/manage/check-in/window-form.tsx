import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { fromZonedInput, toZonedInput } from '@courtside/domain'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { deskQuery, saveCheckInSettings, type CheckInWindow } from '../../../queries/check-in.ts'
import { CheckInFailure } from './check-in-failure.tsx'
import { useCheckInMutation } from './use-check-in-mutation.ts'

type Field = 'selfCheckInOpensAt' | 'selfCheckInClosesAt' | 'checkInDeadline'
const FIELDS: Field[] = ['selfCheckInOpensAt', 'selfCheckInClosesAt', 'checkInDeadline']

/** The self check-in window and the check-in deadline, on the event's clock. */
export function WindowForm({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const { data } = useQuery(deskQuery(eventId, ''))
  if (!data) return null
  return <WindowFields eventId={eventId} timeZone={timeZone} window={data.window} />
}

function WindowFields(props: { eventId: number; timeZone: string; window: CheckInWindow }) {
  const { t } = useTranslation()
  const { eventId, timeZone, window } = props
  const [draft, setDraft] = useState<Record<Field, string>>(() => ({
    selfCheckInOpensAt: toZonedInput(window.selfCheckInOpensAt, timeZone),
    selfCheckInClosesAt: toZonedInput(window.selfCheckInClosesAt, timeZone),
    checkInDeadline: toZonedInput(window.checkInDeadline, timeZone),
  }))
  const save = useCheckInMutation(eventId, () =>
    saveCheckInSettings(eventId, {
      selfCheckInOpensAt: draft.selfCheckInOpensAt
        ? fromZonedInput(draft.selfCheckInOpensAt, timeZone)
        : null,
      selfCheckInClosesAt: draft.selfCheckInClosesAt
        ? fromZonedInput(draft.selfCheckInClosesAt, timeZone)
        : null,
      checkInDeadline: draft.checkInDeadline ? fromZonedInput(draft.checkInDeadline, timeZone) : null,
    }),
  )
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t(window.selfCheckInOpen ? 'manage.checkIn.windowOpen' : 'manage.checkIn.windowClosed')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            type="datetime-local"
            label={t(`manage.checkIn.fields.${field}`)}
            value={draft[field]}
            onChange={(e) => {
              const value = e.currentTarget.value
              setDraft((d) => ({ ...d, [field]: value }))
            }}
          />
        ))}
      </Group>
      <Group gap="sm">
        <Button onClick={() => save.mutate(undefined)} loading={save.isPending}>
          {t('manage.checkIn.saveSettings')}
        </Button>
        {save.isSuccess && !save.isPending ? (
          <Text size="sm" c="green" role="status">
            {t('manage.checkIn.saved')}
          </Text>
        ) : null}
      </Group>
      <CheckInFailure error={save.error} />
    </Stack>
  )
}
