// A partner invitation in the profile's "my registrations", with its answer buttons. Opened from
// the invitation message (?invitation=ID&answer=…, issue 16) the card is highlighted, scrolled to
// and asks one confirming question with the message's answer preselected: following a link never
// answers by itself (mail scanners open links).
import { Alert, Button, Card, Group, Radio, Stack, Text } from '@mantine/core'
import type { InvitationView } from '@courtside/api/types'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDateTime } from '../../lib/format.ts'
import { useVisitorZone } from '../../lib/visitor-time-zone.ts'
import { answerInvitation, registrationQueryRoot } from '../../queries/registration.ts'
import { useApiErrorText } from './registration-text.ts'

export type InvitationAnswer = 'accept' | 'decline'
export type InvitationLink = { invitationId: number; answer: InvitationAnswer }
/** What was answered, for the confirmation shown after the card is gone. */
export type AnsweredInvitation = { answer: InvitationAnswer; invitation: InvitationView }

/** The names a question or confirmation about `invitation` mentions. */
export function invitationVars(invitation: InvitationView) {
  return {
    name: `${invitation.inviter.firstName} ${invitation.inviter.lastName}`,
    className: invitation.class.name,
    tournament: invitation.tournament.name,
  }
}

export function InvitationCard({
  invitation,
  locale,
  linkAnswer,
  onAnswered,
  onDismissLink,
}: {
  invitation: InvitationView
  locale: Locale
  /** Set when the page was opened from this invitation's message: the answer it chose. */
  linkAnswer?: InvitationAnswer | undefined
  onAnswered: (answered: AnsweredInvitation) => void
  onDismissLink: () => void
}) {
  const { t } = useTranslation()
  const zone = useVisitorZone()
  const queryClient = useQueryClient()
  const apiErrorText = useApiErrorText()
  const answer = useMutation({
    mutationFn: (choice: InvitationAnswer) => answerInvitation(invitation.id, choice),
    onSuccess: async (_data, choice) => {
      onAnswered({ answer: choice, invitation })
      await queryClient.invalidateQueries({ queryKey: registrationQueryRoot() })
    },
  })
  const isLinked = linkAnswer !== undefined && invitation.status === 'pending'
  const cardRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!isLinked) return
    cardRef.current?.scrollIntoView({ block: 'center' })
    cardRef.current?.focus({ preventScroll: true })
  }, [isLinked])
  return (
    <Card
      ref={cardRef}
      withBorder
      radius="md"
      padding="sm"
      data-testid="partner-invitation"
      data-highlighted={isLinked || undefined}
      tabIndex={isLinked ? -1 : undefined}
      style={isLinked ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap={4}>
        <Text size="sm">{t('registration.mine.invitedBy', invitationVars(invitation))}</Text>
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
        {isLinked ? (
          <ConfirmAnswer
            invitation={invitation}
            initial={linkAnswer}
            isBusy={answer.isPending}
            onConfirm={(choice) => answer.mutate(choice)}
            onDismiss={onDismissLink}
          />
        ) : invitation.status === 'pending' ? (
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

/** The one confirming click: the question names who invites to what; the answer can be changed. */
function ConfirmAnswer({
  invitation,
  initial,
  isBusy,
  onConfirm,
  onDismiss,
}: {
  invitation: InvitationView
  initial: InvitationAnswer
  isBusy: boolean
  onConfirm: (choice: InvitationAnswer) => void
  onDismiss: () => void
}) {
  const { t } = useTranslation()
  const [choice, setChoice] = useState<InvitationAnswer>(initial)
  const questionId = useId()
  const vars = invitationVars(invitation)
  return (
    <Stack gap="xs" role="group" aria-labelledby={questionId} mt="xs">
      <Text id={questionId} fw={600}>
        {t(
          choice === 'accept'
            ? 'registration.fromMessage.questionAccept'
            : 'registration.fromMessage.questionDecline',
          vars,
        )}
      </Text>
      <Radio.Group
        value={choice}
        onChange={(value) => setChoice(value === 'decline' ? 'decline' : 'accept')}
        label={t('registration.fromMessage.yourAnswer')}
      >
        <Group gap="md" mt={4}>
          <Radio value="accept" label={t('registration.mine.accept')} />
          <Radio value="decline" label={t('registration.mine.decline')} />
        </Group>
      </Radio.Group>
      <Group gap="xs">
        <Button
          size="sm"
          color={choice === 'decline' ? 'red' : undefined}
          loading={isBusy}
          onClick={() => onConfirm(choice)}
        >
          {t(
            choice === 'accept'
              ? 'registration.fromMessage.confirmAccept'
              : 'registration.fromMessage.confirmDecline',
          )}
        </Button>
        <Button size="sm" variant="default" disabled={isBusy} onClick={onDismiss}>
          {t('registration.fromMessage.notNow')}
        </Button>
      </Group>
    </Stack>
  )
}
