import { Alert, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { MyRegistration, MyRegistrations } from '@courtside/api/types'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { isLocale, type Locale } from '../../i18n/locales.ts'
import { useVisitorZone } from '../../lib/visitor-time-zone.ts'
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts'
import {
  cancelRegistration,
  myRegistrationsQuery,
  registrationQueryRoot,
} from '../../queries/registration.ts'
import { MyCheckInCode } from '../check-in/my-check-in-code.tsx'
import { LazyModal } from '../lazy-modal.tsx'
import { AnchorLink, ButtonLink } from '../links.tsx'
import {
  InvitationCard,
  invitationVars,
  type AnsweredInvitation,
  type InvitationLink,
} from './invitation-card.tsx'
import { STATUS_COLORS, formatPercent, statusText, useApiErrorText } from './registration-text.ts'

/** The profile's "my registrations": status, receipt, pay, cancel, and partner invitations. */
export function MyRegistrationsSection({
  locale: localeParam,
  invitationLink = null,
  onInvitationLinkDone = () => undefined,
}: {
  locale: string
  /** Opened from a partner invitation message: which invitation and the answer it chose. */
  invitationLink?: InvitationLink | null
  onInvitationLinkDone?: () => void
}) {
  const { t } = useTranslation()
  const locale: Locale = isLocale(localeParam) ? localeParam : 'en'
  const { data, error, isPending } = useQuery(myRegistrationsQuery())
  const [answered, setAnswered] = useState<AnsweredInvitation | null>(null)
  const onAnswered = (result: AnsweredInvitation) => {
    setAnswered(result)
    onInvitationLinkDone()
  }
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
        {answered ? (
          <Alert color="green" role="status" data-testid="invitation-answered">
            {t(
              answered.answer === 'accept'
                ? 'registration.fromMessage.accepted'
                : 'registration.fromMessage.declined',
              invitationVars(answered.invitation),
            )}
          </Alert>
        ) : null}
        {data && invitationLink && !answered ? (
          <ClosedLinkNotice data={data} link={invitationLink} onClose={onInvitationLinkDone} />
        ) : null}
        {data && data.invitations.length > 0 ? (
          <Stack gap="xs" component="section" aria-label={t('registration.mine.invitations')}>
            <Title order={3} size="h5">
              {t('registration.mine.invitations')}
            </Title>
            {data.invitations.map((invitation) => (
              <InvitationCard
                key={invitation.id}
                invitation={invitation}
                locale={locale}
                linkAnswer={
                  invitationLink?.invitationId === invitation.id ? invitationLink.answer : undefined
                }
                onAnswered={onAnswered}
                onDismissLink={onInvitationLinkDone}
              />
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
  const [showCode, setShowCode] = useState(false)
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
          {entry.status === 'confirmed' && new Date(entry.tournament.endDate) > new Date() ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => setShowCode((shown) => !shown)}
              aria-expanded={showCode}
            >
              {t('checkIn.showCode')}
            </Button>
          ) : null}
          {entry.cancel.isAllowed ? (
            <Button size="xs" variant="light" color="red" onClick={() => setIsConfirming(true)}>
              {t('registration.mine.cancel')}
            </Button>
          ) : null}
        </Group>
        {showCode ? <MyCheckInCode eventId={entry.tournament.id} locale={locale} /> : null}
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

/**
 * The invitation of the message's link cannot be answered here: already accepted, expired, or not
 * among this player's (already declined, or sent to another account). Nothing is done.
 */
function ClosedLinkNotice({
  data,
  link,
  onClose,
}: {
  data: MyRegistrations
  link: InvitationLink
  onClose: () => void
}) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  const invitation = data.invitations.find((i) => i.id === link.invitationId)
  const isClosed = invitation?.status !== 'pending'
  useEffect(() => {
    if (isClosed) ref.current?.scrollIntoView({ block: 'center' })
  }, [isClosed])
  if (!isClosed) return null
  const reason =
    invitation?.status === 'accepted'
      ? 'alreadyAccepted'
      : invitation?.status === 'expired'
        ? 'expired'
        : 'unavailable'
  return (
    <Alert ref={ref} color="yellow" role="alert" data-testid="invitation-link-closed">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(`registration.fromMessage.${reason}`)}</Text>
        <Button size="xs" variant="default" onClick={onClose}>
          {t('registration.fromMessage.close')}
        </Button>
      </Stack>
    </Alert>
  )
}
