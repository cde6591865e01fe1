// One game of the score: a number per side with big − / + buttons (thumbs on a phone, 360 px).
import { ActionIcon, Group, NumberInput, Stack, Text } from '@mantine/core'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Game } from './score-api.ts'

function Points({
  value,
  label,
  onChange,
  max,
}: {
  value: number
  label: string
  onChange: (value: number) => void
  max: number
}) {
  const { t } = useTranslation()
  const set = (next: number) => onChange(Math.max(0, Math.min(max, next)))
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        size={48}
        variant="default"
        radius="md"
        aria-label={t('scoring.fewer', { label })}
        onClick={() => set(value - 1)}
        disabled={value <= 0}
      >
        <span aria-hidden="true" style={{ fontSize: 24 }}>
          −
        </span>
      </ActionIcon>
      <NumberInput
        aria-label={label}
        value={value}
        onChange={(next) => set(typeof next === 'number' ? next : Number(next) || 0)}
        min={0}
        max={max}
        hideControls
        allowDecimal={false}
        allowNegative={false}
        w={56}
        size="lg"
        styles={{ input: { textAlign: 'center', paddingInline: 4 } }}
      />
      <ActionIcon
        size={48}
        variant="default"
        radius="md"
        aria-label={t('scoring.more', { label })}
        onClick={() => set(value + 1)}
        disabled={value >= max}
      >
        <span aria-hidden="true" style={{ fontSize: 24 }}>
          +
        </span>
      </ActionIcon>
    </Group>
  )
}

export function GameRow({
  index,
  game,
  home,
  away,
  error,
  onChange,
}: {
  index: number
  game: Game
  home: string
  away: string
  error: string | null
  onChange: (game: Game) => void
}) {
  const { t } = useTranslation()
  const n = index + 1
  return (
    <Stack gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={700}>
        {t('scoring.game', { n })}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Points
          value={game.home}
          max={99}
          label={t('scoring.points', { name: home, n })}
          onChange={(value) => onChange({ ...game, home: value })}
        />
        <Points
          value={game.away}
          max={99}
          label={t('scoring.points', { name: away, n })}
          onChange={(value) => onChange({ ...game, away: value })}
        />
      </Group>
      {error ? (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  )
}
