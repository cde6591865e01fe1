import { Card, Divider, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core'
import type { Quote, RegistrationRules } from '@courtside/api/types'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDate, formatMoney } from '../../lib/format.ts'
import { formatPercent } from './registration-text.ts'

function Row({
  label,
  value,
  testId,
  isStrong,
}: {
  label: string
  value: string
  testId: string
  isStrong?: boolean
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={isStrong ? 'md' : 'sm'} fw={isStrong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={isStrong ? 'md' : 'sm'} fw={isStrong ? 700 : undefined} data-testid={testId}>
        {value}
      </Text>
    </Group>
  )
}

/** Selected classes, subtotal, discounts, VAT and total: the server's numbers, formatted. */
export function PaymentSummary({
  quote,
  rules,
  locale,
  timeZone,
  isLoading,
}: {
  quote: Quote | undefined
  rules: RegistrationRules
  locale: Locale
  timeZone: string
  isLoading: boolean
}) {
  const { t } = useTranslation()
  const money = (minor: number) => formatMoney(minor, quote?.currency ?? rules.currency, locale)
  const vatRate = formatPercent(rules.vatRateBasisPoints / 10_000, locale)
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="payment-summary-heading"
      pos="relative"
    >
      <LoadingOverlay visible={isLoading} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
      <Stack gap="sm">
        <Title order={2} fz="h4" id="payment-summary-heading">
          {t('registration.summary.title')}
        </Title>
        {!quote || quote.lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('registration.summary.empty')}
          </Text>
        ) : (
          <>
            <Stack gap={6} role="list" aria-label={t('registration.summary.selected')}>
              {quote.lines.map((line) => (
                <Group
                  key={line.classId}
                  justify="space-between"
                  wrap="nowrap"
                  align="flex-start"
                  role="listitem"
                >
                  <Stack gap={0}>
                    <Text size="sm">{line.className}</Text>
                    {line.quantity > 1 ? (
                      <Text size="xs" c="dimmed">
                        {t('registration.summary.players', {
                          count: line.quantity,
                          fee: money(line.unitFeeMinor),
                        })}
                      </Text>
                    ) : null}
                    {line.isWaitlisted ? (
                      <Text size="xs" c="orange">
                        {t('registration.summary.waitlisted')}
                      </Text>
                    ) : null}
                  </Stack>
                  <Text size="sm" td={line.isWaitlisted ? 'line-through' : undefined}>
                    {money(line.feeMinor)}
                  </Text>
                </Group>
              ))}
            </Stack>
            <Divider />
            <Row
              label={t('registration.summary.subtotal')}
              value={money(quote.subtotalMinor)}
              testId="summary-subtotal"
            />
            {quote.discountMinor > 0 ? (
              <Row
                label={t('registration.summary.discount', {
                  percent: formatPercent((rules.multiClassDiscount?.percent ?? 0) / 100, locale),
                })}
                value={`−${money(quote.discountMinor)}`}
                testId="summary-discount"
              />
            ) : null}
            <Row
              label={
                quote.vatMode === 'included'
                  ? t('registration.summary.vatIncluded', { rate: vatRate })
                  : t('registration.summary.vatAdded', { rate: vatRate })
              }
              value={money(quote.vatMinor)}
              testId="summary-vat"
            />
            <Divider />
            <Row
              label={t('registration.summary.total')}
              value={money(quote.totalMinor)}
              testId="summary-total"
              isStrong
            />
          </>
        )}
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('registration.rules.refund', { date: formatDate(rules.refundUntil, locale, timeZone) })}
          </Text>
          {rules.multiClassDiscount ? (
            <Text size="xs" c="dimmed">
              {t('registration.rules.discount', {
                count: rules.multiClassDiscount.minClasses,
                percent: formatPercent(rules.multiClassDiscount.percent / 100, locale),
              })}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('registration.rules.waitlist', { hours: rules.paymentWindowHours })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('registration.rules.partner', { hours: rules.partnerDeadlineHours })}
          </Text>
        </Stack>
      </Stack>
    </Card>
  )
}
