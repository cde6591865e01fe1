// The desk's Scores page (issue 15): scores that wait for the other side or were disputed, with
// the desk's final decision, and every ready match's scoring links (QR codes, revoke).
import { Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { Locale } from '../../../i18n/locales.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { useLiveTopics } from '../../../queries/live.ts'
import { managedEventQuery } from '../../../queries/manage.ts'
import { planQuery, type SlotView } from '../../../queries/schedule.ts'
import { AnchorLink } from '../../links.tsx'
import { ManageShell } from '../manage-shell.tsx'
import { DecideModal } from './decide-modal.tsx'
import { LinksModal } from './links-modal.tsx'
import { contestedScoresQuery, type ContestedScore } from './scores-api.ts'

const vs = (home: string | null, away: string | null) => `${home ?? '?'} – ${away ?? '?'}`

export function ScoresPage({ locale, eventId }: { locale: Locale; eventId: number }) {
  const { t } = useTranslation()
  const { data: event } = useSuspenseQuery(managedEventQuery(eventId))
  const queryClient = useQueryClient()
  // Phones change this list at any time: the event's live topic refetches it on every change.
  useLiveTopics([`event:${eventId}`])
  const scores = useSuspenseQuery(contestedScoresQuery(eventId))
  const plan = useQuery(planQuery(eventId))
  const [deciding, setDeciding] = useState<ContestedScore | null>(null)
  const [linksOf, setLinksOf] = useState<{ matchId: number; title: string } | null>(null)
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale, event.timeZone) : '—')
  const ready: SlotView[] = plan.data
    ? [
        ...plan.data.days.flatMap((day) => day.courts.flatMap((court) => court.matches)),
        ...plan.data.unscheduled,
      ].filter((m) => m.status === 'ready')
    : []
  return (
    <ManageShell
      locale={locale}
      orgId={event.organizationId}
      title={t('manage.scoring.heading', { name: event.name })}
      back={
        <AnchorLink
          to="/$locale/manage/event/$eventId"
          params={{ locale, eventId: String(eventId) }}
          size="sm"
        >
          ← {event.name}
        </AnchorLink>
      }
    >
      <Stack gap="xl">
        <Stack>
          <Title order={2} size="h3">
            {t('manage.scoring.waitingTitle')}
          </Title>
          {scores.data.length === 0 ? (
            <Text>{t('manage.scoring.none')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('manage.scoring.columns.match')}</Table.Th>
                    <Table.Th>{t('manage.scoring.columns.state')}</Table.Th>
                    <Table.Th>{t('manage.scoring.columns.score')}</Table.Th>
                    <Table.Th>{t('manage.scoring.columns.by')}</Table.Th>
                    <Table.Th>{t('manage.scoring.columns.autoConfirm')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('manage.scoring.columns.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {scores.data.map((score) => (
                    <Table.Tr key={score.matchId}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {vs(score.home, score.away)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {score.className}
                          {score.court ? ` · ${score.court}` : ''}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={score.state === 'disputed' ? 'orange' : 'blue'} variant="light">
                          {t(`manage.scoring.state.${score.state}`)}
                        </Badge>
                        {score.disputeNote ? (
                          <Text size="xs" fs="italic">
                            {score.disputeNote}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{score.games.map((g) => `${g.home}–${g.away}`).join(', ')}</Table.Td>
                      <Table.Td>
                        {score.submittedBy ? t(`manage.scoring.party.${score.submittedBy}`) : '—'}
                      </Table.Td>
                      <Table.Td>{score.state === 'disputed' ? '—' : when(score.autoConfirmAt)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" onClick={() => setDeciding(score)}>
                            {t('manage.scoring.decide')}
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() =>
                              setLinksOf({ matchId: score.matchId, title: vs(score.home, score.away) })
                            }
                          >
                            {t('manage.scoring.links')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
        <Stack>
          <Title order={2} size="h3">
            {t('manage.scoring.readyTitle')}
          </Title>
          {ready.length === 0 ? (
            <Text>{t('manage.scoring.noReady')}</Text>
          ) : (
            <Stack gap={6}>
              {ready.map((match) => (
                <Group key={match.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {vs(match.home, match.away)}{' '}
                    <Text span size="xs" c="dimmed">
                      {match.className}
                    </Text>
                  </Text>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('manage.scoring.linksFor', { match: vs(match.home, match.away) })}
                    onClick={() => setLinksOf({ matchId: match.id, title: vs(match.home, match.away) })}
                  >
                    {t('manage.scoring.links')}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
      {deciding ? (
        <DecideModal
          score={deciding}
          onClose={() => {
            setDeciding(null)
            // The live topic brings it too; the desk's own screen need not wait for the stream.
            void queryClient.invalidateQueries({ queryKey: contestedScoresQuery(eventId).queryKey })
          }}
        />
      ) : null}
      {linksOf ? (
        <LinksModal
          matchId={linksOf.matchId}
          title={linksOf.title}
          locale={locale}
          timeZone={event.timeZone}
          canRevoke
          onClose={() => setLinksOf(null)}
        />
      ) : null}
    </ManageShell>
  )
}
