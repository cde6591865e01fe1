import { Alert, Button, Group, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { checkInByCode } from '../../../queries/check-in.ts'
import { CheckInFailure } from './check-in-failure.tsx'
import { useCheckInMutation } from './use-check-in-mutation.ts'

/** What desks use when a camera fails: the short code typed (the scanner submits the same way). */
export function CodeEntry({ eventId }: { eventId: number }) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const submit = useCheckInMutation(eventId, (value: string) => checkInByCode(eventId, value))
  return (
    <Stack gap="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (code.trim()) submit.mutate(code.trim(), { onSuccess: () => setCode('') })
        }}
      >
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('manage.checkIn.enterCode')}
            placeholder="ABCD-EFGH"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoComplete="off"
          />
          <Button type="submit" variant="light" loading={submit.isPending}>
            {t('manage.checkIn.submitCode')}
          </Button>
        </Group>
      </form>
      <CheckInOutcome result={submit.data} error={submit.error} />
    </Stack>
  )
}

export function CheckInOutcome({
  result,
  error,
}: {
  result: { player: { name: string }; alreadyCheckedIn: boolean } | undefined
  error: unknown
}) {
  const { t } = useTranslation()
  if (error) return <CheckInFailure error={error} />
  if (!result) return null
  return (
    <Alert color={result.alreadyCheckedIn ? 'blue' : 'green'} role="status">
      {t(result.alreadyCheckedIn ? 'manage.checkIn.already' : 'manage.checkIn.done', {
        name: result.player.name,
      })}
    </Alert>
  )
}
