import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Container,
  Grid,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type { EntryRequest, RegistrationClassOption } from '@courtside/api/types'
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDate, formatMoney } from '../../lib/format.ts'
import {
  createRegistrationOrder,
  registrationOptionsQuery,
  registrationQueryRoot,
  registrationQuoteQuery,
} from '../../queries/registration.ts'
import { Breadcrumbs } from '../breadcrumbs.tsx'
import { classLabel, fullClassLabel, ratingGate } from '../../lib/class-label.ts'
import { PlainAnchorLink } from '../links.tsx'
import { CheckoutPanel } from './checkout-panel.tsx'
import { PartnerPicker, type PartnerChoice } from './partner-picker.tsx'
import { PaymentSummary } from './payment-summary.tsx'
import { AskApproval } from './ask-approval.tsx'
import { reasonText, useApiErrorText } from './registration-text.ts'

type Selection = Record<number, PartnerChoice>

const EMPTY_CHOICE: PartnerChoice = { mode: 'invite', partners: [], teamName: '' }

function toEntry(option: RegistrationClassOption, choice: PartnerChoice): EntryRequest {
  if (option.partnerRule.maxPartners === 0) return { classId: option.id }
  return {
    classId: option.id,
    partnerUserIds: choice.mode === 'invite' ? choice.partners.map((p) => p.id) : [],
    isLookingForPartner: choice.mode === 'open',
    ...(option.type === 4 && choice.teamName.trim() ? { teamName: choice.teamName.trim() } : {}),
  }
}

function newIdempotencyKey(): string {
  return `reg-${crypto.randomUUID()}`
}

/** /{locale}/tournament/{id}/registration/ (spec section 2): class selection and payment summary. */
export function RegistrationPage({
  tournamentId,
  locale,
  resumeOrderId,
}: {
  tournamentId: number
  locale: Locale
  resumeOrderId: string | undefined
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: options } = useSuspenseQuery(registrationOptionsQuery(tournamentId))
  const [selection, setSelection] = useState<Selection>({})
  // One key per selection: a double click or a retry after a network error never registers twice.
  const idempotencyKey = useRef(newIdempotencyKey())

  const entries = useMemo(
    () =>
      options.classes
        .filter((option) => selection[option.id])
        .map((option) => toEntry(option, selection[option.id] ?? EMPTY_CHOICE)),
    [options.classes, selection],
  )
  const quote = useQuery(registrationQuoteQuery(tournamentId, entries))
  const apiErrorText = useApiErrorText()

  const register = useMutation({
    mutationFn: () => createRegistrationOrder(tournamentId, entries, idempotencyKey.current, locale),
    onSuccess: async (order) => {
      idempotencyKey.current = newIdempotencyKey()
      await queryClient.invalidateQueries({ queryKey: registrationQueryRoot() })
      if (!order.isPayable) {
        // Nothing to pay now (free, or every class on the waitlist): straight to the result.
        await navigate({
          to: '/$locale/tournament/$id/registration/success',
          params: { locale, id: String(tournamentId) },
          search: { order: order.id, redirect_status: order.status === 'paid' ? 'succeeded' : 'failed' },
        })
        return
      }
      await navigate({
        to: '/$locale/tournament/$id/registration/',
        params: { locale, id: String(tournamentId) },
        search: { order: order.id },
        replace: true,
      })
    },
  })

  const updateSelection = (update: (previous: Selection) => Selection) => {
    setSelection(update)
    idempotencyKey.current = newIdempotencyKey()
    register.reset()
  }
  const toggle = (option: RegistrationClassOption, isChecked: boolean) =>
    updateSelection((previous) => {
      const next = { ...previous }
      if (isChecked)
        next[option.id] = { ...EMPTY_CHOICE, mode: option.partnerRule.maxPartners > 0 ? 'invite' : 'none' }
      else delete next[option.id]
      return next
    })

  const { tournament } = options
  const isOpen = tournament.registrationStatus === 'open'
  const isBusy = register.isPending || quote.isFetching
  const canContinue =
    isOpen && entries.length > 0 && !!quote.data?.isValid && !quote.isPlaceholderData && !isBusy

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Breadcrumbs
          locale={locale}
          eventType={tournament.eventType}
          items={[
            {
              label: tournament.name,
              link: (
                <PlainAnchorLink
                  to="/$locale/tournament/$id"
                  params={{ locale, id: String(tournament.id) }}
                  activeOptions={{ exact: true }}
                >
                  {tournament.name}
                </PlainAnchorLink>
              ),
            },
            { label: t('registration.breadcrumb') },
          ]}
        />
        <Box>
          <Title order={1}>{t('registration.title')}</Title>
          <Text c="dimmed">
            {tournament.name} · {tournament.organizationName}
          </Text>
        </Box>

        {resumeOrderId ? (
          <CheckoutPanel orderId={resumeOrderId} locale={locale} tournamentId={tournamentId} />
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md" component="section" aria-labelledby="registration-classes-heading">
                <Title order={2} fz="h3" id="registration-classes-heading">
                  {t('registration.chooseClasses')}
                </Title>
                {!isOpen ? (
                  <Alert color="yellow" title={t('registration.notOpenTitle')}>
                    {tournament.registrationStatus === 'not_yet_open'
                      ? t('registration.notYetOpen')
                      : t('registration.closed')}
                  </Alert>
                ) : null}
                {options.classes.length === 0 ? <Text c="dimmed">{t('registration.noClasses')}</Text> : null}
                {options.classes.map((option) => (
                  <ClassOptionCard
                    key={option.id}
                    option={option}
                    locale={locale}
                    currency={options.rules.currency}
                    choice={selection[option.id]}
                    lineReasons={quote.data?.lines.find((l) => l.classId === option.id)?.reasons ?? []}
                    onToggle={(isChecked) => toggle(option, isChecked)}
                    onChoiceChange={(choice) =>
                      updateSelection((previous) => ({ ...previous, [option.id]: choice }))
                    }
                  />
                ))}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <PaymentSummary
                  quote={entries.length > 0 ? quote.data : undefined}
                  rules={options.rules}
                  locale={locale}
                  timeZone={tournament.timeZone}
                  isLoading={quote.isFetching}
                />
                {register.error ? (
                  <Alert color="red" role="alert">
                    {apiErrorText(register.error)}
                  </Alert>
                ) : null}
                {quote.error ? (
                  <Alert color="red" role="alert">
                    {apiErrorText(quote.error)}
                  </Alert>
                ) : null}
                <Button
                  size="md"
                  fullWidth
                  disabled={!canContinue}
                  loading={register.isPending}
                  onClick={() => register.mutate()}
                  data-testid="continue-to-pay"
                >
                  {t('registration.continueToPay')}
                </Button>
                <Text size="xs" c="dimmed">
                  {t('registration.holdNote', { minutes: options.rules.checkoutHoldMinutes })}
                </Text>
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  )
}

function ClassOptionCard({
  option,
  locale,
  currency,
  choice,
  lineReasons,
  onToggle,
  onChoiceChange,
}: {
  option: RegistrationClassOption
  locale: Locale
  currency: string
  choice: PartnerChoice | undefined
  lineReasons: RegistrationClassOption['reasons']
  onToggle: (isChecked: boolean) => void
  onChoiceChange: (choice: PartnerChoice) => void
}) {
  const { t } = useTranslation()
  const isBlocked = option.reasons.length > 0
  const isSelected = !!choice
  const reasons = isSelected ? lineReasons : option.reasons
  const gate = ratingGate(t, option, locale)
  return (
    <Card withBorder radius="md" padding="md" data-testid={`class-option-${option.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Checkbox
            checked={isSelected}
            disabled={isBlocked && !isSelected}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            label={<Text fw={600}>{option.name}</Text>}
            description={classLabel(t, option)}
          />
          <Stack gap={2} align="flex-end">
            <Text fw={600}>{formatMoney(option.feeMinor, currency, locale)}</Text>
            <Text size="xs" c="dimmed">
              {option.partnerRule.maxPartners > 0 ? t('registration.perPlayer') : t('registration.perEntry')}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          {option.isFull ? (
            <Badge color="orange" variant="light">
              {fullClassLabel(t, option.waitlistCount)}
            </Badge>
          ) : (
            <Badge color="green" variant="light">
              {t('registration.placesLeft', { count: option.placesLeft, capacity: option.capacity })}
            </Badge>
          )}
          {gate ? (
            <Badge color="gray" variant="light">
              {gate}
            </Badge>
          ) : null}
          {option.startsAt ? (
            <Text size="xs" c="dimmed">
              {t('registration.startsOn', { date: formatDate(option.startsAt, locale) })}
            </Text>
          ) : null}
        </Group>
        {reasons.length > 0 ? (
          <Alert color={isSelected ? 'red' : 'gray'} variant="light" p="xs">
            <Stack gap={2}>
              {reasons.map((reason, index) => (
                <Text size="sm" key={index}>
                  {reasonText(t, reason, locale)}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {option.canAskApproval ? <AskApproval classId={option.id} /> : null}
        {isSelected && option.partnerRule.maxPartners > 0 ? (
          <PartnerPicker option={option} choice={choice} onChange={onChoiceChange} />
        ) : null}
      </Stack>
    </Card>
  )
}
