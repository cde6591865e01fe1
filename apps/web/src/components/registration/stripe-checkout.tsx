// Paying with Stripe's Payment Element (only loaded when the Stripe adapter is configured). The
// server creates the PaymentIntent for exactly the order's amount (POST /registrations/orders/:id
// /pay); Stripe returns the player to the success route with `redirect_status`, where the status
// shown is the server's record (webhook or reconciliation), not the query string.
import { Alert, Button, Stack, Text } from '@mantine/core'
import type { OrderView, PaymentStart } from '@courtside/api/types'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatMoney } from '../../lib/format.ts'
import { startPayment } from '../../queries/registration.ts'
import { useApiErrorText } from './registration-text.ts'

const stripes = new Map<string, Promise<Stripe | null>>()
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripes.get(publishableKey)
  if (!promise) {
    promise = loadStripe(publishableKey)
    stripes.set(publishableKey, promise)
  }
  return promise
}

export default function StripeCheckout({ order, locale }: { order: OrderView; locale: Locale }) {
  const { t } = useTranslation()
  const apiErrorText = useApiErrorText()
  // Starting is idempotent on the server (one PaymentIntent per order), so a query is fine.
  const session = useQuery({
    queryKey: ['user', 'registration', 'stripe-session', order.id],
    queryFn: () => startPayment(order.id, locale),
    staleTime: Infinity,
    retry: false,
  })
  if (session.error) {
    return (
      <Alert color="red" role="alert">
        {apiErrorText(session.error)}
      </Alert>
    )
  }
  const start = session.data
  if (!start) return <Text size="sm">{t('common.loading')}</Text>
  if (start.provider !== 'stripe') return null
  return (
    <Elements stripe={stripeFor(start.publishableKey)} options={{ clientSecret: start.clientSecret, locale }}>
      <StripeForm start={start} amount={formatMoney(order.totalMinor, order.currency, locale)} />
    </Elements>
  )
}

function StripeForm({
  start,
  amount,
}: {
  start: Extract<PaymentStart, { provider: 'stripe' }>
  amount: string
}) {
  const { t } = useTranslation()
  const stripe = useStripe()
  const elements = useElements()
  const [message, setMessage] = useState<string | null>(null)
  const [isSubmitting, setIsSubmitting] = useState(false)
  const onSubmit = async () => {
    if (!stripe || !elements) return
    setIsSubmitting(true)
    setMessage(null)
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: start.returnUrl },
    })
    // Only reached when the payment could not start (e.g. a declined card): Stripe redirects otherwise.
    setMessage(error.message ?? t('registration.errors.generic'))
    setIsSubmitting(false)
  }
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    >
      <PaymentElement />
      {message ? (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      ) : null}
      <Button type="submit" loading={isSubmitting} disabled={!stripe || !elements}>
        {t('registration.checkout.pay', { amount })}
      </Button>
    </Stack>
  )
}
