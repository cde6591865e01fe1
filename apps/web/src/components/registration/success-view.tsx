import { Alert, Box, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { orderQuery } from '../../queries/registration.ts'
import { ButtonLink } from '../links.tsx'
import { OrderReceipt } from './order-receipt.tsx'
import { paymentResult, type PaymentResult, type RedirectStatus } from './payment-result.ts'

const ICONS: Record<PaymentResult, { color: string; symbol: string }> = {
  succeeded: { color: 'green', symbol: '✓' },
  processing: { color: 'blue', symbol: '…' },
  failed: { color: 'red', symbol: '!' },
  canceled: { color: 'gray', symbol: '×' },
  unknown: { color: 'gray', symbol: '?' },
}

/** /{locale}/tournament/{id}/registration/success (spec section 2). */
export function SuccessView({
  locale,
  tournamentId,
  orderId,
  redirectStatus,
}: {
  locale: Locale
  tournamentId: number
  orderId: string | undefined
  redirectStatus: RedirectStatus | undefined
}) {
  const { t } = useTranslation()
  const order = useQuery({ ...orderQuery(orderId ?? ''), enabled: !!orderId })
  const result = paymentResult(order.data, redirectStatus)
  const icon = ICONS[result]
  const id = String(tournamentId)
  const hasWaitlisted = order.data?.items.some((i) => i.status === 'waitlisted') ?? false
  const isWaitingPartner = order.data?.items.some((i) => i.status === 'waiting_partner') ?? false
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg" data-testid="payment-result" data-result={result}>
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" color={icon.color} variant="light" aria-hidden>
            <Text fw={700} fz="xl">
              {icon.symbol}
            </Text>
          </ThemeIcon>
          <Box>
            <Title order={1} fz="h2">
              {t(`registration.result.${result}.title`)}
            </Title>
            <Text c="dimmed">{t(`registration.result.${result}.message`)}</Text>
          </Box>
        </Group>
        {result === 'succeeded' && isWaitingPartner ? (
          <Alert color="blue">{t('registration.result.waitingPartner')}</Alert>
        ) : null}
        {hasWaitlisted ? <Alert color="orange">{t('registration.result.waitlisted')}</Alert> : null}
        {order.data ? (
          <OrderReceipt order={order.data} locale={locale} title={t('registration.result.receipt')} />
        ) : null}
        <Group>
          {result === 'succeeded' || result === 'processing' ? (
            <ButtonLink to="/$locale/profile" params={{ locale }} hash="my-registrations">
              {t('registration.result.viewRegistrations')}
            </ButtonLink>
          ) : null}
          {(result === 'failed' || result === 'canceled') && order.data?.isPayable ? (
            <ButtonLink
              to="/$locale/tournament/$id/registration/"
              params={{ locale, id }}
              search={{ order: order.data.id }}
            >
              {t('registration.result.tryAgain')}
            </ButtonLink>
          ) : null}
          {(result === 'failed' || result === 'canceled' || result === 'unknown') &&
          !order.data?.isPayable ? (
            <ButtonLink to="/$locale/tournament/$id/registration/" params={{ locale, id }} search={{}}>
              {t('registration.result.registerAgain')}
            </ButtonLink>
          ) : null}
          <ButtonLink to="/$locale/tournament/$id" params={{ locale, id }} variant="light">
            {t('registration.result.backToTournament')}
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  )
}
