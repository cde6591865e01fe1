// The phone page of a scoring link (issue 15): no account, the link is the credential. The
// submitter enters the games; the other side sees them with Confirm / Dispute; everyone sees the
// confirmation arrive through the event's live topic (queries/live.ts), without a reload.
import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDateTime } from '../../lib/format.ts'
import { useLiveTopics } from '../../queries/live.ts'
import { ScoreForm } from './score-form.tsx'
import {
  readScore,
  refusalOf,
  scoreQueryKey,
  writeScore,
  type Game,
  type Refusal,
  type ScoreView,
} from './score-api.ts'

const LINK_ERRORS = new Set(['SCORING_LINK_INVALID', 'SCORING_LINK_EXPIRED', 'SCORING_LINK_REVOKED'])

function errorText(t: (key: string) => string, code: string): string {
  const key = {
    SCORING_LINK_INVALID: 'invalid',
    SCORING_LINK_EXPIRED: 'expired',
    SCORING_LINK_REVOKED: 'revoked',
    SCORING_LINK_OTHER_MATCH: 'otherMatch',
    SCORE_CONFIRMED: 'confirmed',
    SCORE_DISPUTED: 'disputed',
    SCORE_PENDING: 'pending',
    NO_PENDING_SCORE: 'changed',
    OWN_SCORE: 'changed',
    MATCH_NOT_READY: 'notReady',
    RATE_LIMITED: 'rateLimited',
  }[code]
  return t(`scoring.errors.${key ?? 'generic'}`)
}

function Scoreline({ games }: { games: Game[] }) {
  return (
    <Text size="xl" fw={700} data-testid="scoreline">
      {games.map((g) => `${g.home}–${g.away}`).join(', ')}
    </Text>
  )
}

function ScoreBody({ token, locale, initial }: { token: string; locale: Locale; initial: ScoreView }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const key = scoreQueryKey(initial.match.eventId, token)
  const query = useQuery({
    queryKey: key,
    queryFn: () => readScore(token),
    initialData: initial,
    retry: false,
  })
  useLiveTopics([`event:${initial.match.eventId}`])
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [disputing, setDisputing] = useState(false)
  const [note, setNote] = useState('')
  const view = query.data
  const linkError = query.error ? refusalOf(query.error) : null
  if (linkError && LINK_ERRORS.has(linkError.code))
    return (
      <Alert color="red" title={t('scoring.linkProblem')} role="alert">
        {errorText(t, linkError.code)}
      </Alert>
    )

  const act = async (action: '' | '/confirm' | '/dispute', body: Record<string, unknown>) => {
    setBusy(true)
    setRefusal(null)
    try {
      const next = await writeScore(token, action, { ...body, matchId: view.match.id })
      queryClient.setQueryData(key, next)
      setDisputing(false)
    } catch (error) {
      setRefusal(refusalOf(error))
      void query.refetch()
    } finally {
      setBusy(false)
    }
  }
  const home = view.match.home ?? t('scoring.homeSide')
  const away = view.match.away ?? t('scoring.awaySide')
  const sideName = (side: string) =>
    side === 'home'
      ? home
      : side === 'away'
        ? away
        : t(`scoring.by.${side === 'referee' ? 'referee' : 'desk'}`)
  const fieldErrors = refusal?.fields ?? {}
  const pending = view.state === 'score_pending' ? view.pending : null
  const mine = pending?.side === view.party
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="md">
        <Text size="sm" c="dimmed">
          {view.match.eventName} · {view.match.className}
        </Text>
        <Title order={1} size="h2">
          {home}{' '}
          <Text span c="dimmed" fw={400}>
            {t('scoring.versus')}
          </Text>{' '}
          {away}
        </Title>
        {view.match.court ? <Text>{t('scoring.court', { court: view.match.court })}</Text> : null}
        <Text size="sm" mt={4}>
          {view.party === 'referee'
            ? t('scoring.asReferee')
            : t('scoring.asSide', { name: sideName(view.party) })}
        </Text>
      </Card>

      {refusal && !Object.keys(fieldErrors).length ? (
        <Alert color="red" role="alert">
          {errorText(t, refusal.code)}
        </Alert>
      ) : null}

      {view.state === 'confirmed' && view.result ? (
        <Alert color="green" title={t('scoring.confirmed')} role="status">
          <Scoreline games={view.result.games} />
          <Text size="sm">{t('scoring.confirmedNote')}</Text>
        </Alert>
      ) : null}

      {view.state === 'disputed' ? (
        <Alert color="orange" title={t('scoring.disputedTitle')} role="status">
          {view.pending ? <Scoreline games={view.pending.games} /> : null}
          <Text size="sm">{t('scoring.disputed')}</Text>
        </Alert>
      ) : null}

      {pending && mine ? (
        <Alert color="blue" title={t('scoring.waiting')} role="status">
          <Scoreline games={pending.games} />
          {pending.autoConfirmAt ? (
            <Text size="sm">
              {t('scoring.autoConfirm', {
                time: formatDateTime(pending.autoConfirmAt, locale, view.match.timeZone),
              })}
            </Text>
          ) : null}
        </Alert>
      ) : null}

      {pending && view.can.confirm ? (
        <Card withBorder radius="lg" padding="md">
          <Stack gap="sm">
            <Text fw={700}>{t('scoring.toConfirm', { who: sideName(pending.side) })}</Text>
            <Scoreline games={pending.games} />
            {disputing ? (
              <>
                <Textarea
                  label={t('scoring.disputeNote')}
                  value={note}
                  maxLength={500}
                  autosize
                  minRows={2}
                  onChange={(event) => setNote(event.currentTarget.value)}
                />
                <Group grow>
                  <Button size="lg" variant="default" onClick={() => setDisputing(false)}>
                    {t('scoring.cancel')}
                  </Button>
                  <Button
                    size="lg"
                    color="orange"
                    loading={busy}
                    onClick={() => void act('/dispute', { note })}
                  >
                    {t('scoring.sendDispute')}
                  </Button>
                </Group>
              </>
            ) : (
              <Group grow>
                <Button size="xl" color="green" loading={busy} onClick={() => void act('/confirm', {})}>
                  {t('scoring.confirm')}
                </Button>
                <Button size="xl" variant="default" onClick={() => setDisputing(true)}>
                  {t('scoring.dispute')}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      ) : null}

      {view.can.submit ? (
        <Card withBorder radius="lg" padding="md">
          <Title order={2} size="h4" mb="sm">
            {mine ? t('scoring.correct') : t('scoring.enter')}
          </Title>
          <ScoreForm
            key={pending?.at ?? 'new'}
            view={view}
            busy={busy}
            fieldErrors={fieldErrors}
            onSubmit={(games) => void act('', { games })}
          />
        </Card>
      ) : null}
    </Stack>
  )
}

export function ScorePage({ token, locale }: { token: string; locale: Locale }) {
  const { t } = useTranslation()
  const first = useQuery({ queryKey: ['score-link', token], queryFn: () => readScore(token), retry: false })
  return (
    <Container size={480} px="sm" py="md">
      {first.data ? (
        <ScoreBody token={token} locale={locale} initial={first.data} />
      ) : first.error ? (
        <Alert color="red" title={t('scoring.linkProblem')} role="alert">
          {errorText(t, refusalOf(first.error).code)}
        </Alert>
      ) : (
        <Group justify="center" py="xl">
          <Loader aria-label={t('scoring.loading')} />
        </Group>
      )}
    </Container>
  )
}
