import { Button, Group, Modal, NativeSelect, NumberInput, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { BffError } from '../../../lib/bff.ts'
import { enterResult, type DrawDecision, type DrawGame, type DrawMatchView } from '../../../queries/draws.ts'
import { FailureAlert } from '../failure-alert.tsx'
import { useManageMutation } from '../use-manage-mutation.ts'

const DECISIONS: DrawDecision[] = ['walkover_home', 'walkover_away', 'retired_home', 'retired_away']

type Score = { home: number | ''; away: number | '' }

/** Scores per game or a decision; the server checks them against the class's match format. */
export function ResultModal({
  match,
  maxGames,
  nameOf,
  onClose,
}: {
  match: DrawMatchView
  maxGames: number
  nameOf: (entryId: number | null) => string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const stored = match.result?.games ?? []
  const [games, setGames] = useState<Score[]>(
    Array.from({ length: maxGames }, (_, i) => ({
      home: stored[i]?.home ?? '',
      away: stored[i]?.away ?? '',
    })),
  )
  const [decision, setDecision] = useState<DrawDecision | ''>(match.result?.decision ?? '')
  const save = useManageMutation((confirmUndo: boolean) => {
    const played: DrawGame[] = games
      .filter((g) => g.home !== '' || g.away !== '')
      .map((g) => ({ home: Number(g.home || 0), away: Number(g.away || 0) }))
    return enterResult(match.matchId ?? 0, { games: played, decision: decision || null, confirmUndo })
  }, onClose)
  const needsConfirm = save.error instanceof BffError && save.error.code === 'LATER_MATCHES_AFFECTED'
  const home = nameOf(match.home.entryId)
  const away = nameOf(match.away.entryId)
  const setScore = (index: number, side: 'home' | 'away', value: string | number) =>
    setGames((all) =>
      all.map((g, i) => (i === index ? { ...g, [side]: value === '' ? '' : Number(value) } : g)),
    )
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('manage.draw.resultTitle', { home, away })}
    >
      <Stack>
        {games.map((game, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
            <NumberInput
              label={t('manage.draw.gameSide', { n: index + 1, name: home })}
              min={0}
              max={99}
              value={game.home}
              onChange={(value) => setScore(index, 'home', value)}
            />
            <NumberInput
              label={t('manage.draw.gameSide', { n: index + 1, name: away })}
              min={0}
              max={99}
              value={game.away}
              onChange={(value) => setScore(index, 'away', value)}
            />
          </Group>
        ))}
        <NativeSelect
          label={t('manage.draw.decision')}
          value={decision}
          onChange={(e) => setDecision(e.currentTarget.value as DrawDecision | '')}
          data={[
            { value: '', label: t('manage.draw.decisions.none') },
            ...DECISIONS.map((value) => ({
              value,
              label: t(`manage.draw.decisions.${value}`, { home, away }),
            })),
          ]}
        />
        <FailureAlert error={save.error} />
        {needsConfirm && <Text size="sm">{t('manage.draw.undoExplain')}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('manage.common.cancel')}
          </Button>
          {needsConfirm ? (
            <Button color="orange" loading={save.isPending} onClick={() => save.mutate(true)}>
              {t('manage.draw.confirmUndo')}
            </Button>
          ) : (
            <Button loading={save.isPending} onClick={() => save.mutate(false)}>
              {t('manage.draw.saveResult')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
