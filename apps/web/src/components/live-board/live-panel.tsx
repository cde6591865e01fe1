// The tournament page's "Live now" panel and a signed-in player's "Your matches" (issue 15):
// courts with their current matches, the latest results and a link to the court board, shown
// while something is called or on court or the event runs today; both kept current by the
// event's live topic. Loaded lazily by the tournament page (event-detail-page.tsx) in the browser.
import type { LiveBoard, MyMatches } from '@courtside/api/types'
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDateTime } from '../../lib/format.ts'
import { useLiveTopics } from '../../queries/live.ts'
import { liveBoardQuery, myMatchesQuery } from '../../queries/live-board.ts'
import { AnchorLink } from '../links.tsx'
import { scoreText, sideLabel, zoneLabel } from './live-format.ts'

const LATEST = 5

function LiveNow({ board, locale }: { board: LiveBoard; locale: Locale }) {
  const { t } = useTranslation()
  const zone = board.event.timeZone
  const busy = board.courts.filter((court) => court.match !== null)
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="live-now-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="h4" id="live-now-heading">
          {t('live.panel.title')}
        </Title>
        <AnchorLink
          to="/$locale/tournament/$id/live"
          params={{ locale, id: String(board.event.id) }}
          size="sm"
        >
          {t('live.panel.openBoard')}
        </AnchorLink>
      </Group>
      <Title order={3} fz="sm" mb={4}>
        {t('live.panel.onCourt')}
      </Title>
      {busy.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('live.panel.nothingOnCourt')}
        </Text>
      ) : (
        <List spacing={4} size="sm" listStyleType="none" mb="sm">
          {busy.map(({ id, name, match }) => (
            <List.Item key={id}>
              <Text span fw={700}>
                {name}:
              </Text>{' '}
              {sideLabel(match!.home, t)} {t('live.versus')} {sideLabel(match!.away, t)}{' '}
              <Badge size="sm" variant="light" color={match!.state === 'called' ? 'yellow' : 'green'}>
                {t(`live.state.${match!.state ?? 'planned'}`)}
              </Badge>
              {match!.games.length > 0 && <Text span> {scoreText(match!, t)}</Text>}
            </List.Item>
          ))}
        </List>
      )}
      <Title order={3} fz="sm" mt="sm" mb={4}>
        {t('live.board.results')}
      </Title>
      {board.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('live.board.resultsEmpty')}
        </Text>
      ) : (
        <List spacing={4} size="sm" listStyleType="none">
          {board.results.slice(0, LATEST).map((match) => (
            <List.Item key={match.id}>
              {sideLabel(match.home, t)} {t('live.versus')} {sideLabel(match.away, t)}{' '}
              <Text span fw={700}>
                {scoreText(match, t)}
              </Text>{' '}
              <Text span c="dimmed">
                · {match.className}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {t('live.zoneNote', { zone: zoneLabel(zone) })}
      </Text>
    </Card>
  )
}

function YourMatches({ mine, locale }: { mine: MyMatches; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="your-matches-heading">
      <Title order={2} fz="h4" id="your-matches-heading" mb="xs">
        {t('live.panel.mine')}
      </Title>
      {mine.matches.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('live.panel.mineEmpty')}
        </Text>
      ) : (
        <List spacing="xs" size="sm" listStyleType="none">
          {mine.matches.map((match) => (
            <List.Item key={match.id}>
              <Text fw={700} size="sm">
                {match.plannedAt
                  ? formatDateTime(match.plannedAt, locale, mine.timeZone)
                  : t('live.panel.noTime')}
                {' · '}
                {match.court
                  ? t(match.isCalledCourt ? 'live.panel.calledTo' : 'live.panel.plannedOn', {
                      court: match.court,
                    })
                  : t('live.panel.noCourt')}
              </Text>
              <Text size="sm">
                {sideLabel(match.home, t)} {t('live.versus')} {sideLabel(match.away, t)} · {match.className}
                {match.state && (
                  <Badge
                    ml={6}
                    size="sm"
                    variant="light"
                    color={match.state === 'called' ? 'yellow' : 'green'}
                  >
                    {t(`live.state.${match.state}`)}
                  </Badge>
                )}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {t('live.zoneNote', { zone: zoneLabel(mine.timeZone) })}
      </Text>
    </Card>
  )
}

export default function LivePanel({ eventId, locale }: { eventId: number; locale: Locale }) {
  const isAuthenticated = useRouteContext({ from: '__root__', select: (context) => context.isAuthenticated })
  const board = useQuery(liveBoardQuery(eventId, locale))
  // Personal, so read in the browser only: server rendering never fetches it.
  const mine = useQuery({ ...myMatchesQuery(eventId), enabled: isAuthenticated })
  useLiveTopics([`event:${eventId}`])
  const showLive = !!board.data && (board.data.isLive || board.data.event.isToday)
  // "Your matches" for a player of this event, or beside the live panel on the day.
  const showMine = !!mine.data && (mine.data.matches.length > 0 || showLive)
  if (!showLive && !showMine) return null
  return (
    <Stack gap="md">
      {showLive && <LiveNow board={board.data} locale={locale} />}
      {showMine && <YourMatches mine={mine.data} locale={locale} />}
    </Stack>
  )
}
