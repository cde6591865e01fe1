// "My matches in your calendar" (issue 14): a webcal: subscription of the player's scheduled
// matches. The address is secret (it works without signing in), so it is created on request and
// can be reset; the API is packages/api/src/features/calendar-feed.
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api, ok } from '../../lib/bff-client.ts'
import { calendarFeedQuery, type CalendarFeedLinks } from '../../queries/user.ts'
import { errorMessage } from '../auth/auth-messages.ts'

export function CalendarFeedSection() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { data: links } = useQuery(calendarFeedQuery())
  const [isConfirmingReset, setIsConfirmingReset] = useState(false)
  const onLinks = (next: CalendarFeedLinks) => {
    setIsConfirmingReset(false)
    queryClient.setQueryData(calendarFeedQuery().queryKey, next)
  }
  const create = useMutation({
    mutationFn: () => ok(api.user['calendar-feed'].$post()),
    onSuccess: onLinks,
  })
  const reset = useMutation({
    mutationFn: () => ok(api.user['calendar-feed'].reset.$post()),
    onSuccess: onLinks,
  })
  const error = create.error ?? reset.error

  return (
    <Stack>
      <Text>{t('profile.calendar.intro')}</Text>
      {links && !links.httpsUrl && (
        <Group>
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            {t('profile.calendar.create')}
          </Button>
        </Group>
      )}
      {links?.httpsUrl && (
        <>
          <Group>
            <Button component="a" href={links.webcalUrl}>
              {t('profile.calendar.subscribe')}
            </Button>
            <CopyButton value={links.httpsUrl}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('profile.calendar.copied') : t('profile.calendar.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <TextInput label={t('profile.calendar.address')} value={links.httpsUrl} readOnly />
          <Text size="sm" c="dimmed">
            {t('profile.calendar.secret')}
          </Text>
          {isConfirmingReset ? (
            <Alert color="orange" title={t('profile.calendar.resetTitle')}>
              <Stack gap="xs">
                <Text size="sm">{t('profile.calendar.resetWarning')}</Text>
                <Group>
                  <Button color="red" onClick={() => reset.mutate()} loading={reset.isPending}>
                    {t('profile.calendar.resetConfirm')}
                  </Button>
                  <Button variant="default" onClick={() => setIsConfirmingReset(false)}>
                    {t('profile.calendar.resetCancel')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group>
              <Button variant="subtle" color="red" onClick={() => setIsConfirmingReset(true)}>
                {t('profile.calendar.reset')}
              </Button>
            </Group>
          )}
        </>
      )}
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, 'profile', error)}
        </Alert>
      )}
    </Stack>
  )
}
