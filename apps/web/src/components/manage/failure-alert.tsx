import { Alert, Button, Stack, Text } from '@mantine/core'
import { useTranslation } from '../../i18n/use-translation.ts'
import { manageFailure } from './manage-errors.ts'

/**
 * A refused console write: the translated reason, the server's own sentence (it names who and
 * how many are concerned), and, when the API allows it, the explicit confirmation.
 */
export function FailureAlert({
  error,
  onConfirm,
  isConfirming,
}: {
  error: unknown
  onConfirm?: () => void
  isConfirming?: boolean
}) {
  const { t } = useTranslation()
  if (!error) return null
  const failure = manageFailure(t, error)
  const fieldEntries = Object.entries(failure.fields)
  return (
    <Alert color={failure.isConfirmable ? 'orange' : 'red'} role="alert" title={failure.message}>
      <Stack gap="xs">
        {failure.serverMessage && failure.serverMessage !== failure.message && (
          <Text size="sm">{failure.serverMessage}</Text>
        )}
        {fieldEntries.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
            {fieldEntries.map(([field, message]) => (
              <li key={field}>
                <Text size="sm">
                  {t(`manage.fields.${field}`, { defaultValue: field })}: {message}
                </Text>
              </li>
            ))}
          </ul>
        )}
        {failure.consequences.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
            {failure.consequences.map((c) => (
              <li key={c.entryId}>
                <Text size="sm">
                  {c.playerName}: {t('manage.errors.withdrawnRefunded')}
                </Text>
              </li>
            ))}
          </ul>
        )}
        {failure.isConfirmable && onConfirm && (
          <Button color="orange" onClick={onConfirm} loading={isConfirming} w="fit-content">
            {t('manage.common.confirmAnyway')}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
