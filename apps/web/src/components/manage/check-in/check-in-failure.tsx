import { Alert } from '@mantine/core'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { manageFailure } from '../manage-errors.ts'

const KNOWN = new Set(['INVALID_CODE', 'WRONG_EVENT', 'UNKNOWN_CODE', 'NOT_ENTERED', 'DEADLINE_NOT_PASSED'])

/** Why a code or a check-in was refused, in the desk's words. */
export function CheckInFailure({ error }: { error: unknown }) {
  const { t } = useTranslation()
  if (!error) return null
  const failure = manageFailure(t, error)
  const message = KNOWN.has(failure.code) ? t(`manage.checkIn.errors.${failure.code}`) : failure.message
  return (
    <Alert color="red" role="alert" title={message}>
      {failure.fields && Object.keys(failure.fields).length > 0
        ? Object.entries(failure.fields)
            .map(
              ([field, text]) => `${t(`manage.checkIn.fields.${field}`, { defaultValue: field })}: ${text}`,
            )
            .join(' · ')
        : null}
    </Alert>
  )
}
