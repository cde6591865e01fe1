// The games of a match as a form: one row per possible game (best of 3 → 3 rows), the trailing
// 0–0 games are not sent. A refused score shows its message beside the game it concerns.
import { Alert, Button, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { GameRow } from './game-row.tsx'
import type { Game, ScoreView } from './score-api.ts'

const played = (games: Game[]): Game[] => {
  const out = [...games]
  while (out.length && out[out.length - 1]!.home === 0 && out[out.length - 1]!.away === 0) out.pop()
  return out
}

export function ScoreForm({
  view,
  busy,
  fieldErrors,
  onSubmit,
}: {
  view: ScoreView
  busy: boolean
  fieldErrors: Record<string, string>
  onSubmit: (games: Game[]) => void
}) {
  const { t } = useTranslation()
  const rows = Math.max(1, view.format.gamesToWin * 2 - 1)
  const start = view.pending?.games ?? []
  const [games, setGames] = useState<Game[]>(() =>
    Array.from({ length: rows }, (_, i) => start[i] ?? { home: 0, away: 0 }),
  )
  const [empty, setEmpty] = useState(false)
  const home = view.match.home ?? t('scoring.homeSide')
  const away = view.match.away ?? t('scoring.awaySide')
  const message = (code: string | undefined) =>
    code ? t(`scoring.gameErrors.${code}`, { defaultValue: t('scoring.gameErrors.other') }) : null
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        const sent = played(games)
        setEmpty(sent.length === 0)
        if (sent.length) onSubmit(sent)
      }}
    >
      <Stack gap="md">
        {games.map((game, index) => (
          <GameRow
            key={index}
            index={index}
            game={game}
            home={home}
            away={away}
            error={message(fieldErrors[`games.${index}`])}
            onChange={(next) => setGames((all) => all.map((g, i) => (i === index ? next : g)))}
          />
        ))}
        {empty || fieldErrors.games ? (
          <Alert color="red" role="alert">
            {empty ? t('scoring.noGames') : message(fieldErrors.games)}
          </Alert>
        ) : null}
        <Button type="submit" size="xl" fullWidth loading={busy}>
          {view.pending ? t('scoring.resubmit') : t('scoring.submit')}
        </Button>
      </Stack>
    </form>
  )
}
