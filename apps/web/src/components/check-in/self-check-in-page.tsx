import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { BffError } from '../../lib/bff.ts'
import { formatDateTime } from '../../lib/format.ts'
import { checkInRoot, myCheckInQuery, selfCheckIn } from '../../queries/check-in.ts'
import { useLiveTopics } from '../../queries/live.ts'
import { AnchorLink } from '../links.tsx'
import { CheckInCode } from './check-in-code.tsx'

const KNOWN_ERRORS = new Set(['NOT_ENTERED', 'SELF_CHECK_IN_NOT_OPEN', 'SELF_CHECK_IN_CLOSED'])

/** A player's check-in page: their QR code, and "Check me in" while the director's window is open. */
export function SelfCheckInPage({ eventId, locale }: { eventId: number; locale: Locale }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { data: mine } = useSuspenseQuery(myCheckInQuery(eventId))
  // The desk's check-in, or the window opening, shows up without a reload.
  useLiveTopics([`event:${eventId}`])
  const checkIn = useMutation({
    mutationFn: () => selfCheckIn(eventId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkInRoot(eventId) }),
  })
  const zone = mine.timeZone
  const { window } = mine
  const errorCode = checkIn.error instanceof BffError ? checkIn.error.code : undefined
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <AnchorLink to="/$locale/tournament/$id" params={{ locale, id: String(eventId) }} size="sm">
          ← {mine.eventName}
        </AnchorLink>
        <Title order={1}>{t('checkIn.heading', { name: mine.eventName })}</Title>
        {mine.entered ? <Text>{t('checkIn.intro', { classes: mine.classes.join(', ') })}</Text> : null}
        <CheckInCode mine={mine} locale={locale} timeZone={zone} />
        {mine.entered && !mine.checkIn ? (
          window.selfCheckInOpen ? (
            <Button size="lg" onClick={() => checkIn.mutate()} loading={checkIn.isPending}>
              {t('checkIn.checkMeIn')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {window.selfCheckInOpensAt && window.selfCheckInClosesAt
                ? t('checkIn.window', {
                    from: formatDateTime(window.selfCheckInOpensAt, locale, zone),
                    to: formatDateTime(window.selfCheckInClosesAt, locale, zone),
                  })
                : t('checkIn.atDesk')}
            </Text>
          )
        ) : null}
        {checkIn.isSuccess ? (
          <Alert color="green" role="status">
            {t('checkIn.done')}
          </Alert>
        ) : null}
        {checkIn.error ? (
          <Alert color="red" role="alert">
            {t(
              errorCode && KNOWN_ERRORS.has(errorCode)
                ? `checkIn.errors.${errorCode}`
                : 'checkIn.errors.generic',
            )}
          </Alert>
        ) : null}
      </Stack>
    </Container>
  )
}
