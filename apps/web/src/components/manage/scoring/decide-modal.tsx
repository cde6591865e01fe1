// The desk's final decision on a pending or disputed score: keep the submitted games or enter
// the right ones; a score that does not fit the match format is refused beside its game.
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { FailureAlert } from '../failure-alert.tsx'
import { useManageMutation } from '../use-manage-mutation.ts'
import { decideScore, type ContestedScore, type Game } from './scores-api.ts'

const MAX_ROWS = 5

export function DecideModal({ score, onClose }: { score: ContestedScore; onClose: () => void }) {
  const { t } = useTranslation()
  const [games, setGames] = useState<Game[]>(() =>
    Array.from(
      { length: Math.max(MAX_ROWS, score.games.length) },
      (_, i) => score.games[i] ?? { home: 0, away: 0 },
    ),
  )
  const decide = useManageMutation((sent: Game[]) => decideScore(score.matchId, sent), onClose)
  const home = score.home ?? t('manage.scoring.party.home')
  const away = score.away ?? t('manage.scoring.party.away')
  const played = () => {
    const out = [...games]
    while (out.length && out[out.length - 1]!.home === 0 && out[out.length - 1]!.away === 0) out.pop()
    return out
  }
  const set = (index: number, side: 'home' | 'away', value: string | number) =>
    setGames((all) => all.map((g, i) => (i === index ? { ...g, [side]: Number(value) || 0 } : g)))
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      title={t('manage.scoring.decideTitle', { home, away })}
    >
      <Stack>
        <Text size="sm">{t('manage.scoring.decideExplain')}</Text>
        {score.disputeNote ? (
          <Text size="sm" fs="italic">
            {t('manage.scoring.note', { note: score.disputeNote })}
          </Text>
        ) : null}
        {games.map((game, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="end">
            <Text w={80} size="sm">
              {t('manage.scoring.game', { n: index + 1 })}
            </Text>
            <NumberInput
              label={home}
              value={game.home}
              min={0}
              max={99}
              allowDecimal={false}
              onChange={(v) => set(index, 'home', v)}
              w={110}
            />
            <NumberInput
              label={away}
              value={game.away}
              min={0}
              max={99}
              allowDecimal={false}
              onChange={(v) => set(index, 'away', v)}
              w={110}
            />
          </Group>
        ))}
        <FailureAlert error={decide.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('manage.common.cancel')}
          </Button>
          <Button loading={decide.isPending} onClick={() => decide.mutate(played())}>
            {t('manage.scoring.decideConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
