import { Alert, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { InvitationView, MyRegistration } from '@courtside/api/types'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isLocale, type Locale } from '../../i18n/locales.ts'
import { useVisitorZone } from '../../lib/visitor-time-zone.ts'
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts'
import {
  answerInvitation,
  cancelRegistration,
  myRegistrationsQuery,
  registrationQueryRoot,
} from '../../queries/registration.ts'
import { LazyModal } from '../lazy-modal.tsx'
import { AnchorLink, ButtonLink } from '../links.tsx'
import { STATUS_COLORS, formatPercent, statusText, useApiErrorText } from './registration-text.ts'

/** The profile's "my registrations": status, receipt, pay, cancel, and partner invitations. */
export function MyRegistrationsSection({ locale: localeParam }: { locale: string }) {
  const { t } = useTranslation()
  const locale: Locale = isLocale(localeParam) ? localeParam : 'en'
  const { data, error, isPending } = useQuery(myRegistrationsQuery())
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="lg"
      aria-label={t('profile.registrations.title')}
      id="my-registrations"
      data-testid="my-registrations"
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('profile.registrations.title')}
        </Title>
        {isPending ? <Text c="dimmed">{t('common.loading')}</Text> : null}
        {error ? <Alert color="red">{t('registration.errors.generic')}</Alert> : null}
        {data && data.invitations.length > 0 ? (
          <Stack gap="xs" component="section" aria-label={t('registration.mine.invitations')}>
            <Title order={3} size="h5">
              {t('registration.mine.invitations')}
            </Title>
            {data.invitations.map((invitation) => (
              <InvitationCard key={invitation.id} invitation={invitation} locale={locale} />
            ))}
          </Stack>
        ) : null}
        {data && data.entries.length === 0 ? <Text c="dimmed">{t('registration.mine.empty')}</Text> : null}
        {data?.entries.map((entry) => (
          <EntryCard key={entry.registrationId} entry={entry} locale={locale} />
        ))}
      </Stack>
    </Paper>
  )
}

function EntryCard({ entry, locale }: { entry: MyRegistration; locale: Locale }) {
  const { t } = useTranslation()
  const zone = useVisitorZone()
  const queryClient = useQueryClient()
  const apiErrorText = useApiErrorText()
  const [isConfirming, setIsConfirming] = useState(false)
  const cancel = useMutation({
    mutationFn: () => cancelRegistration(entry.registrationId),
    onSuccess: async () => {
      setIsConfirming(false)
      await queryClient.invalidateQueries({ queryKey: registrationQueryRoot() })
    },
  })
  const { order } = entry
  const money = (minor: number) => formatMoney(minor, order?.currency ?? 'EUR', locale)
  const id = String(entry.tournament.id)
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="my-registration"
      data-status={entry.status}
      data-class-id={entry.class.id}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <AnchorLink to="/$locale/tournament/$id" params={{ locale, id }} fw={600}>
              {entry.tournament.name}
            </AnchorLink>
            <Text size="sm">
              {entry.class.name} ·{' '}
              {formatDate(
                entry.class.startsAt ?? entry.tournament.startDate,
                locale,
                entry.tournament.timeZone,
              )}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[entry.status] ?? 'gray'} variant="light">
            {statusText(t, entry.status)}
          </Badge>
        </Group>
        {entry.waitlistRank !== null ? (
          <Text size="sm">{t('registration.waitlistRank', { rank: entry.waitlistRank })}</Text>
        ) : null}
        {entry.partners.length > 0 ? (
          <Text size="sm">
            {t('registration.mine.partners')}{' '}
            {entry.partners
              .map((p) =>
                p.invitationStatus && p.invitationStatus !== 'accepted'
                  ? `${p.firstName} ${p.lastName} (${t(`registration.invitationStatus.${p.invitationStatus}`)})`
                  : `${p.firstName} ${p.lastName}`,
              )
              .join(', ')}
          </Text>
        ) : entry.isLookingForPartner ? (
          <Text size="sm" c="dimmed">
            {t('registration.mine.lookingForPartner')}
          </Text>
        ) : null}
        {entry.status === 'waiting_partner' && entry.partnerDeadline ? (
          <Text size="sm">
            {t('registration.mine.partnerDeadline', {
              time: formatDateTime(entry.partnerDeadline, locale, entry.tournament.timeZone, zone),
            })}
          </Text>
        ) : null}
        {order ? (
          <Text size="sm" c="dimmed" data-testid="my-registration-amount">
            {t(
              order.vatMode === 'included' ? 'registration.mine.lineIncluded' : 'registration.mine.lineAdded',
              {
                total: money(order.line.totalMinor),
                vat: money(order.line.vatMinor),
                rate: formatPercent(order.vatRateBasisPoints / 10_000, locale),
              },
            )}
            {order.refundedMinor > 0
              ? ` · ${t('registration.mine.refunded', { amount: money(order.refundedMinor) })}`
              : ''}
          </Text>
        ) : null}
        {cancel.error ? (
          <Alert color="red" role="alert">
            {apiErrorText(cancel.error)}
          </Alert>
        ) : null}
        <Group gap="xs">
          {order?.isPayable ? (
            <ButtonLink
              size="xs"
              to="/$locale/tournament/$id/registration/"
              params={{ locale, id }}
              search={{ order: order.id }}
            >
              {t('registration.mine.payNow', {
                time: formatDateTime(order.expiresAt, locale, entry.tournament.timeZone, zone),
              })}
            </ButtonLink>
          ) : null}
          {entry.cancel.isAllowed ? (
            <Button size="xs" variant="light" color="red" onClick={() => setIsConfirming(true)}>
              {t('registration.mine.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <LazyModal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('registration.mine.cancelTitle')}
      >
        <Stack>
          <Text size="sm">
            {entry.status === 'pending_payment'
              ? t('registration.mine.cancelUnpaid')
              : entry.cancel.refundMinor > 0
                ? t('registration.mine.cancelRefund', { amount: money(entry.cancel.refundMinor) })
                : t('registration.mine.cancelNoRefund', {
                    date: formatDate(entry.cancel.refundUntil, locale, entry.tournament.timeZone),
                  })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)}>
              {t('registration.mine.keep')}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('registration.mine.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Card>
  )
}

function InvitationCard({ invitation, locale }: { invitation: InvitationView; locale: Locale }) {
  const { t } = useTranslation()
  const zone = useVisitorZone()
  const queryClient = useQueryClient()
  const apiErrorText = useApiErrorText()
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') => answerInvitation(invitation.id, choice),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: registrationQueryRoot() })
    },
  })
  return (
    <Card withBorder radius="md" padding="sm" data-testid="partner-invitation">
      <Stack gap={4}>
        <Text size="sm">
          {t('registration.mine.invitedBy', {
            name: `${invitation.inviter.firstName} ${invitation.inviter.lastName}`,
            className: invitation.class.name,
            tournament: invitation.tournament.name,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {invitation.status === 'pending'
            ? t('registration.mine.answerBy', {
                time: formatDateTime(invitation.deadline, locale, invitation.tournament.timeZone, zone),
              })
            : t(`registration.invitationStatus.${invitation.status}`)}
        </Text>
        {answer.error ? (
          <Alert color="red" role="alert">
            {apiErrorText(answer.error)}
          </Alert>
        ) : null}
        {invitation.status === 'pending' ? (
          <Group gap="xs">
            <Button size="xs" loading={answer.isPending} onClick={() => answer.mutate('accept')}>
              {t('registration.mine.accept')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={answer.isPending}
              onClick={() => answer.mutate('decline')}
            >
              {t('registration.mine.decline')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  )
}
