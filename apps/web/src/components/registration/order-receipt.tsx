import { Badge, Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core'
import type { OrderView } from '@courtside/api/types'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { useVisitorZone } from '../../lib/visitor-time-zone.ts'
import { formatDateTime, formatMoney } from '../../lib/format.ts'
import { STATUS_COLORS, formatPercent, statusText } from './registration-text.ts'
import { scrollableRegion } from '../../lib/scrollable-region.ts'

/** What an order covers and what was (or will be) charged: the receipt. */
export function OrderReceipt({ order, locale, title }: { order: OrderView; locale: Locale; title: string }) {
  const { t } = useTranslation()
  const zone = useVisitorZone()
  const money = (minor: number) => formatMoney(minor, order.currency, locale)
  const rate = formatPercent(order.vatRateBasisPoints / 10_000, locale)
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={title}
      data-testid="order-receipt"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {order.tournament.name}
        </Text>
        <Table.ScrollContainer minWidth={360} scrollAreaProps={{ viewportProps: scrollableRegion(title) }}>
          <Table verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('registration.receipt.class')}</Table.Th>
                <Table.Th>{t('registration.receipt.status')}</Table.Th>
                <Table.Th ta="right">{t('registration.receipt.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item) => (
                <Table.Tr key={item.registrationId}>
                  <Table.Td>
                    <Text size="sm">{item.className}</Text>
                    {item.quantity > 1 ? (
                      <Text size="xs" c="dimmed">
                        {t('registration.summary.players', {
                          count: item.quantity,
                          fee: money(item.unitFeeMinor),
                        })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[item.status] ?? 'gray'} variant="light">
                      {statusText(t, item.status)}
                    </Badge>
                    {item.waitlistRank !== null ? (
                      <Text size="xs" c="dimmed">
                        {t('registration.waitlistRank', { rank: item.waitlistRank })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">
                    {item.kind === 'waitlisted'
                      ? t('registration.receipt.notCharged')
                      : money(item.totalMinor)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Divider />
        <Group justify="space-between">
          <Text size="sm">{t('registration.summary.subtotal')}</Text>
          <Text size="sm" data-testid="receipt-subtotal">
            {money(order.subtotalMinor)}
          </Text>
        </Group>
        {order.discountMinor > 0 ? (
          <Group justify="space-between">
            <Text size="sm">{t('registration.receipt.discount')}</Text>
            <Text size="sm" data-testid="receipt-discount">
              −{money(order.discountMinor)}
            </Text>
          </Group>
        ) : null}
        <Group justify="space-between">
          <Text size="sm">
            {order.vatMode === 'included'
              ? t('registration.summary.vatIncluded', { rate })
              : t('registration.summary.vatAdded', { rate })}
          </Text>
          <Text size="sm" data-testid="receipt-vat">
            {money(order.vatMinor)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text fw={700}>
            {order.status === 'paid' || order.status === 'refunded'
              ? t('registration.receipt.charged')
              : t('registration.summary.total')}
          </Text>
          <Text fw={700} data-testid="receipt-total">
            {money(order.totalMinor)}
          </Text>
        </Group>
        {order.refundedMinor > 0 ? (
          <Group justify="space-between">
            <Text size="sm">{t('registration.receipt.refunded')}</Text>
            <Text size="sm">−{money(order.refundedMinor)}</Text>
          </Group>
        ) : null}
        {order.paidAt ? (
          <Text size="xs" c="dimmed">
            {t('registration.receipt.paidAt', {
              time: formatDateTime(order.paidAt, locale, order.tournament.timeZone, zone),
            })}
            {order.paymentProvider === 'test_checkout' ? ` · ${t('registration.checkout.testBadge')}` : ''}
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}
