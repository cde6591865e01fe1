import { SimpleGrid } from '@mantine/core'
import type { ClassFull } from '@courtside/api/types'
import { ClassType } from '@courtside/domain'
import { useMemo, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import {
  matchesOfTeam,
  playerName,
  playersOf,
  ratingKind,
  stageLabel,
  type ClassLookup,
} from './class-model.ts'
import { EmptyMessage } from './empty-message.tsx'
import { MatchCard } from './match-card.tsx'
import { DeferredSelect } from '../deferred-select.tsx'
import { DIMMED, STACK_CLASS, TEXT_CLASS, stackStyle, textSize, type Style } from '../plain/mantine-markup.ts'

// Stack and Text as plain elements writing Mantine's markup (plain/mantine-markup.ts, issue 17).
const OUTER_STYLE = stackStyle('sm')
const LIST_STYLE = stackStyle('xs')
const NOTE_STYLE: Style = { ...textSize('sm'), color: DIMMED }

/** Option values: "p12" a player (singles, doubles, cup), "t7" a team (team classes). */
function optionsFor(cls: ClassFull) {
  if (cls.type === ClassType.Teams) {
    return cls.teams
      .map((team) => ({ value: `t${team.id}`, label: team.name }))
      .sort((a, b) => a.label.localeCompare(b.label))
  }
  return playersOf(cls.playerIds, cls.players).map((player) => ({
    value: `p${player.id}`,
    label: playerName(player),
  }))
}

function teamIdOf(value: string | null, lookup: ClassLookup): number | undefined {
  if (!value) return undefined
  const id = Number(value.slice(1))
  return value.startsWith('t') ? id : lookup.teamIdOfPlayer.get(id)
}

/**
 * "When and where do I play?": one player's or team's matches across groups and rounds in time
 * order. Starts on the signed-in player's own entry when they play in this class.
 */
export function MyMatches({
  cls,
  lookup,
  locale,
  userId,
}: {
  cls: ClassFull
  lookup: ClassLookup
  locale: Locale
  userId: number | undefined
}) {
  const { t } = useTranslation()
  const options = useMemo(() => optionsFor(cls), [cls])
  const ownValue = useMemo(() => {
    if (userId === undefined || !lookup.teamIdOfPlayer.has(userId)) return null
    return cls.type === ClassType.Teams ? `t${lookup.teamIdOfPlayer.get(userId)}` : `p${userId}`
  }, [cls.type, lookup, userId])
  const [chosen, setChosen] = useState<string | null | undefined>(undefined)
  // Until the visitor picks someone, follow the signed-in user (the user loads before the page).
  const value = chosen === undefined ? ownValue : chosen
  const teamId = teamIdOf(value, lookup)
  const list = teamId === undefined ? [] : matchesOfTeam(cls, teamId)
  const kind = ratingKind(cls.type)
  const chosenLabel = options.find((o) => o.value === value)?.label ?? ''

  if (options.length === 0) return <EmptyMessage>{t('class.empty.nothingYet')}</EmptyMessage>
  return (
    <div style={OUTER_STYLE} className={STACK_CLASS}>
      <DeferredSelect
        label={
          cls.type === ClassType.Teams ? t('class.myMatches.selectTeam') : t('class.myMatches.selectPlayer')
        }
        placeholder={t('class.myMatches.placeholder')}
        data={options}
        value={value}
        onChange={setChosen}
        searchable
        clearable
        // Mantine hides its clear button from keyboards and screen readers; this one is a real button.
        clearButtonProps={{ 'aria-hidden': false, tabIndex: 0, 'aria-label': t('class.myMatches.clear') }}
        nothingFoundMessage={t('class.myMatches.nothingFound')}
        maxDropdownHeight={320}
        maw={420}
      />
      {value === null ? (
        <p style={NOTE_STYLE} className={TEXT_CLASS} data-size="sm">
          {t('class.myMatches.hint')}
        </p>
      ) : list.length === 0 ? (
        <EmptyMessage>{t('class.myMatches.none', { name: chosenLabel })}</EmptyMessage>
      ) : (
        <div style={LIST_STYLE} className={STACK_CLASS}>
          <p style={NOTE_STYLE} className={TEXT_CLASS} data-size="sm" role="status">
            {t('class.myMatches.count', { count: list.length, name: chosenLabel })}
          </p>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="sm"
            component="ol"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {list.map((match) => (
              <li key={match.id}>
                <MatchCard
                  match={match}
                  players={cls.players}
                  classType={cls.type}
                  kind={kind}
                  locale={locale}
                  timeZone={cls.tournament.timeZone}
                  stageLabel={stageLabel(lookup.stageOfMatch.get(match.id), t)}
                />
              </li>
            ))}
          </SimpleGrid>
        </div>
      )}
    </div>
  )
}
