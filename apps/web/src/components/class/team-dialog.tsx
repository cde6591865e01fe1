import { Avatar, Badge, Group, Stack, Text } from '@mantine/core'
import type { ClassPlayers, ClassTeam } from '@courtside/api/types'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { playersOf, type RatingKind } from './class-model.ts'
import { LazyModal } from '../lazy-modal.tsx'
import { PlayerLine } from './player-badge.tsx'

/**
 * A team's members with their ratings. Mantine's Modal (loaded on first open, components/lazy-modal.tsx)
 * is a labelled dialog that traps focus, closes on Escape and returns focus to the button that opened it.
 */
export function TeamDialog({
  team,
  players,
  kind,
  locale,
  onClose,
}: {
  team: ClassTeam | null
  players: ClassPlayers
  kind: RatingKind
  locale: Locale
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <LazyModal
      opened={team !== null}
      onClose={onClose}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('class.players.closeDialog') }}
      title={
        team && (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={team.logo} alt="" size={36} radius="sm" color="court" aria-hidden="true">
              {team.name.charAt(0)}
            </Avatar>
            <Text fw={700} fz="lg">
              {team.name}
            </Text>
          </Group>
        )
      }
    >
      {team && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('class.players.members', { count: team.userIds.length })}
          </Text>
          <Stack gap={10} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {playersOf(team.userIds, players).map((player) => (
              <Group component="li" key={player.id} justify="space-between" wrap="nowrap" gap="xs">
                <PlayerLine player={player} kind={kind} locale={locale} withCountry />
                {player.id === team.captainUserId && (
                  <Badge size="xs" variant="filled" color="ball.2" c="dark.8">
                    {t('class.players.captain')}
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </LazyModal>
  )
}
