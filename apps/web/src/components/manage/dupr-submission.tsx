import { Alert, Button, Group, List, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.ts'
import { duprSubmissionQuery, submitDuprResults } from '../../queries/dupr-submission.ts'
import { FailureAlert } from './failure-alert.tsx'
import { useManageMutation } from './use-manage-mutation.ts'

/**
 * Results straight to DUPR (issue 14): what DUPR already has and what a submission would send,
 * the button, and DUPR's answer — or, without partner keys, where to find the upload file.
 */
export function DuprSubmission({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation()
  const state = useQuery(duprSubmissionQuery(eventId))
  const submit = useManageMutation(() => submitDuprResults(eventId))
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n)
  if (!state.data) return null
  const { configured, sent, toSend, toCorrect, toRemove, excluded } = state.data
  if (!configured)
    return (
      <Text size="sm" c="dimmed">
        {t('manage.dupr.notConfigured')}
      </Text>
    )
  const pending = toSend + toCorrect + toRemove
  const report = submit.data
  return (
    <Stack gap="xs" aria-live="polite">
      <Text size="sm">
        {t('manage.dupr.status', {
          sent: number(sent),
          toSend: number(toSend),
          toCorrect: number(toCorrect),
          toRemove: number(toRemove),
        })}
      </Text>
      {excluded.noDuprId + excluded.notPlayedOut + excluded.teams > 0 && (
        <Text size="sm" c="dimmed">
          {t('manage.dupr.excluded', {
            noDuprId: number(excluded.noDuprId),
            notPlayedOut: number(excluded.notPlayedOut),
            teams: number(excluded.teams),
          })}
        </Text>
      )}
      <Group>
        <Button onClick={() => submit.mutate()} loading={submit.isPending} disabled={pending === 0}>
          {t('manage.dupr.send')}
        </Button>
      </Group>
      <FailureAlert error={submit.error} />
      {report && (
        <Alert color={report.rejected.length > 0 ? 'orange' : 'green'} title={t('manage.dupr.done')}>
          <Stack gap="xs">
            <Text size="sm">
              {t('manage.dupr.report', {
                created: number(report.created),
                corrected: number(report.corrected),
                removed: number(report.removed),
              })}
            </Text>
            {report.rejected.length > 0 && (
              <>
                <Text size="sm">{t('manage.dupr.rejected')}</Text>
                <List size="sm">
                  {report.rejected.map((item) => (
                    <List.Item key={item.identifier}>
                      {item.match}: {item.message}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  )
}
