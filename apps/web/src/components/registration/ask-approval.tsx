// "Ask the organizer for approval": for a rated class that lets players without a DUPR rating
// ask (issue 12). The entry then waits for the organizer and costs nothing until approved.
import { Alert, Button, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.ts'
import { registrationQueryRoot, requestApproval } from '../../queries/registration.ts'
import { useApiErrorText } from './registration-text.ts'

export function AskApproval({ classId }: { classId: number }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const apiErrorText = useApiErrorText()
  const ask = useMutation({
    mutationFn: () => requestApproval(classId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationQueryRoot() }),
  })
  if (ask.isSuccess) {
    return (
      <Alert color="violet" variant="light" p="xs" role="status">
        {t('registration.approval.requested')}
      </Alert>
    )
  }
  return (
    <>
      <Text size="sm">{t('registration.approval.explain')}</Text>
      <Button variant="light" size="xs" loading={ask.isPending} onClick={() => ask.mutate()}>
        {t('registration.approval.ask')}
      </Button>
      {ask.isError ? (
        <Text size="sm" c="red" role="alert">
          {apiErrorText(ask.error)}
        </Text>
      ) : null}
    </>
  )
}
