import { Alert, Badge, Button, Card, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import type { OrderView } from '@courtside/api/types'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useHydrated, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { useVisitorZone } from '../../lib/visitor-time-zone.ts'
import { formatDateTime, formatMoney } from '../../lib/format.ts'
import {
  cancelRegistration,
  orderQuery,
  payWithTestCard,
  registrationOptionsQuery,
  registrationQueryRoot,
} from '../../queries/registration.ts'
import { ButtonLink } from '../links.tsx'
import { OrderReceipt } from './order-receipt.tsx'
import { useApiErrorText } from './registration-text.ts'

// Stripe's script is only fetched when the Stripe adapter is configured and the player pays.
const StripeCheckout = lazy(() => import('./stripe-checkout.tsx'))

/** Paying for one order: the built-in test checkout or Stripe's Payment Element. */
export function CheckoutPanel({
  orderId,
  locale,
  tournamentId,
}: {
  orderId: string
  locale: Locale
  tournamentId: number
}) {
  const { t } = useTranslation()
  const zone = useVisitorZone()
  const { data: order } = useSuspenseQuery(orderQuery(orderId))
  const { data: options } = useSuspenseQuery(registrationOptionsQuery(tournamentId))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const apiErrorText = useApiErrorText()
  // Stripe's Payment Element lives in the browser only; the server's page says "Loading…" there
  // (a lazy component would also suspend the server's render, which does not wait).
  const isHydrated = useHydrated()
  const stripeLoading = <Text size="sm">{t('common.loading')}</Text>
  const giveUp = useMutation({
    mutationFn: () => cancelRegistration(order.items.find((i) => i.kind === 'charged')?.registrationId ?? 0),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: registrationQueryRoot() })
      await navigate({
        to: '/$locale/tournament/$id/registration/',
        params: { locale, id: String(tournamentId) },
        search: {},
      })
    },
  })

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <OrderReceipt order={order} locale={locale} title={t('registration.checkout.yourOrder')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="checkout-heading">
          <Stack gap="md">
            <Title order={2} fz="h4" id="checkout-heading">
              {t('registration.checkout.title')}
            </Title>
            {order.isPayable ? (
              <>
                <Text size="sm" c="dimmed">
                  {t('registration.checkout.holdUntil', {
                    time: formatDateTime(order.expiresAt, locale, order.tournament.timeZone, zone),
                  })}
                </Text>
                {options.paymentProvider !== 'stripe' ? (
                  <TestCheckout order={order} locale={locale} />
                ) : isHydrated ? (
                  <Suspense fallback={stripeLoading}>
                    <StripeCheckout order={order} locale={locale} />
                  </Suspense>
                ) : (
                  stripeLoading
                )}
                {giveUp.error ? (
                  <Alert color="red" role="alert">
                    {apiErrorText(giveUp.error)}
                  </Alert>
                ) : null}
                <Button
                  variant="subtle"
                  color="gray"
                  size="xs"
                  loading={giveUp.isPending}
                  onClick={() => giveUp.mutate()}
                >
                  {t('registration.checkout.giveUp')}
                </Button>
              </>
            ) : (
              <>
                <Alert color={order.status === 'paid' ? 'green' : 'yellow'}>
                  {order.status === 'paid'
                    ? t('registration.checkout.alreadyPaid')
                    : t('registration.checkout.notPayable')}
                </Alert>
                <Group>
                  <ButtonLink
                    to="/$locale/tournament/$id/registration/success"
                    params={{ locale, id: String(tournamentId) }}
                    search={{ order: order.id }}
                    variant="light"
                  >
                    {t('registration.checkout.showResult')}
                  </ButtonLink>
                </Group>
              </>
            )}
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  )
}

/** The built-in checkout: behaves like card test mode, and says clearly that no money moves. */
function TestCheckout({ order, locale }: { order: OrderView; locale: Locale }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const apiErrorText = useApiErrorText()
  const [cardNumber, setCardNumber] = useState('')
  const pay = useMutation({
    mutationFn: () => payWithTestCard(order.id, cardNumber, locale),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: registrationQueryRoot() })
      await navigate({ href: result.successPath })
    },
  })
  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={t('registration.checkout.testTitle')}
      onSubmit={(event) => {
        event.preventDefault()
        pay.mutate()
      }}
    >
      <Group gap="xs">
        <Badge color="grape" variant="light" size="lg">
          {t('registration.checkout.testBadge')}
        </Badge>
      </Group>
      <Text size="sm">{t('registration.checkout.testNote')}</Text>
      <TextInput
        label={t('registration.checkout.cardNumber')}
        value={cardNumber}
        onChange={(event) => setCardNumber(event.currentTarget.value)}
        inputMode="numeric"
        autoComplete="off"
        placeholder="4242 4242 4242 4242"
        required
        data-testid="test-card-number"
      />
      <Text size="xs" c="dimmed">
        {t('registration.checkout.testCards')}
      </Text>
      {pay.error ? (
        <Alert color="red" role="alert">
          {apiErrorText(pay.error)}
        </Alert>
      ) : null}
      <Button
        type="submit"
        loading={pay.isPending}
        disabled={cardNumber.trim().length < 12}
        data-testid="test-pay"
      >
        {t('registration.checkout.pay', { amount: formatMoney(order.totalMinor, order.currency, locale) })}
      </Button>
    </Stack>
  )
}
