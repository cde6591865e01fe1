import { Avatar, Box, Group, Loader, Text, UnstyledButton } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { ClassFull, ClassPlayer, ClassTeam } from '@courtside/api/types'
import { ClassType, isOpenSlot } from '@courtside/domain'
import { useQuery } from '@tanstack/react-query'
import { startTransition, useId, useMemo, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { playerListQuery } from '../../queries/classes.ts'
import { playerName, playersOf, ratingKind, type ClassLookup, type RatingKind } from './class-model.ts'
import { EmptyMessage } from './empty-message.tsx'
import { PlayerLine } from './player-badge.tsx'
import { TeamDialog } from './team-dialog.tsx'
import classes from './class-page.module.css'
import { PlainButton } from '../plain/plain-button.tsx'
import { PlainTextInput } from '../plain/plain-text-input.tsx'
import {
  DIMMED,
  GROUP_CLASS,
  STACK_CLASS,
  TEXT_CLASS,
  color,
  groupStyle,
  rem,
  stackStyle,
  textSize,
  type Style,
} from '../plain/mantine-markup.ts'

/** Spec section 9: five players before the "see +N more" expander. */
export const PLAYERS_SHOWN_COLLAPSED = 5
const SEARCH_DEBOUNCE_MS = 250

/** Doubles only: the partner, or an open slot while the entry still looks for one. */
export type Partner = { kind: 'none' } | { kind: 'player'; player: ClassPlayer } | { kind: 'open' }

// The list's rows, its frame and its "see more" button are plain elements writing the markup of
// Mantine's Box, Text, Stack, Group and Button (plain/mantine-markup.ts, issue 17: each computed
// its classes and variables on every render); players-section.test.tsx compares them with Mantine's.
const ROW_STYLE: Style = { paddingInline: rem(8), paddingBlock: rem(6) }
const PARTNER_STYLE: Style = { ...textSize('xs'), paddingLeft: rem(36), color: DIMMED }
const OPEN_SLOT_STYLE: Style = { ...PARTNER_STYLE, fontStyle: 'italic' }
const SECTION_STYLE = stackStyle('sm')
const MORE_STYLE = groupStyle('md')
const STATUS_STYLE: Style = { ...textSize('sm'), color: DIMMED }
const ERROR_STYLE: Style = { ...textSize('sm'), color: color('red.8') }

export function PlayerRow({
  player,
  partner,
  kind,
  locale,
  isOwn,
}: {
  player: ClassPlayer
  partner: Partner
  kind: RatingKind
  locale: Locale
  isOwn: boolean
}) {
  const { t } = useTranslation()
  return (
    // An empty class as Mantine's Box writes it (the markup test compares the two).
    <li style={ROW_STYLE} className={isOwn ? classes.ownRow : ''}>
      <PlayerLine player={player} kind={kind} locale={locale} withCountry />
      {partner.kind === 'player' && (
        <p style={PARTNER_STYLE} className={TEXT_CLASS} data-size="xs">
          {t('class.players.partner', { name: playerName(partner.player) })}
        </p>
      )}
      {partner.kind === 'open' && (
        <p style={OPEN_SLOT_STYLE} className={TEXT_CLASS} data-size="xs">
          {t('class.match.openSlot')}
        </p>
      )}
    </li>
  )
}

/** "See +123 more" / "Show less" under the list. */
export function MoreButton({
  isExpanded,
  hiddenCount,
  listId,
  onToggle,
}: {
  isExpanded: boolean
  hiddenCount: number
  listId: string
  onToggle: () => void
}) {
  const { t } = useTranslation()
  return (
    <div style={MORE_STYLE} className={GROUP_CLASS}>
      <PlainButton
        variant="light"
        size="compact-sm"
        onClick={onToggle}
        aria-expanded={isExpanded}
        aria-controls={listId}
      >
        {isExpanded ? t('class.players.showLess') : t('class.players.seeMore', { count: hiddenCount })}
      </PlainButton>
    </div>
  )
}

function TeamRow({ team, onOpen }: { team: ClassTeam; onOpen: (team: ClassTeam) => void }) {
  const { t } = useTranslation()
  return (
    <Box component="li">
      <UnstyledButton className={classes.rowButton} onClick={() => onOpen(team)} aria-haspopup="dialog">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={team.logo} alt="" size={32} radius="sm" color="court" aria-hidden="true">
            {team.name.charAt(0)}
          </Avatar>
          <Box miw={0}>
            <Text size="sm" fw={600} truncate="end">
              {team.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('class.players.members', { count: team.userIds.length })}
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
    </Box>
  )
}

/** The class's players (teams for team classes), searchable through /player-list. */
export function PlayersSection({
  cls,
  lookup,
  locale,
  ownUserId,
}: {
  cls: ClassFull
  lookup: ClassLookup
  locale: Locale
  ownUserId: number | undefined
}) {
  const { t } = useTranslation()
  const listId = useId()
  const isTeamClass = cls.type === ClassType.Teams
  const kind = ratingKind(cls.type)
  const [isExpanded, setExpanded] = useState(false)
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const [openTeam, setOpenTeam] = useState<ClassTeam | null>(null)

  const isSearching = debounced.length > 0
  const results = useQuery({
    ...playerListQuery({ tournamentId: cls.tournament.id, classId: cls.id, search: debounced, limit: 100 }),
    enabled: isSearching,
  })

  const everyone = useMemo(() => playersOf(cls.playerIds, cls.players), [cls.playerIds, cls.players])
  const foundPlayers = useMemo(
    () =>
      playersOf(
        (results.data?.items ?? []).map((item) => item.id),
        cls.players,
      ),
    [results.data, cls.players],
  )
  const foundTeams = useMemo(() => {
    const ids = new Set(foundPlayers.flatMap((p) => lookup.teamIdOfPlayer.get(p.id) ?? []))
    return cls.teams.filter((team) => ids.has(team.id))
  }, [foundPlayers, lookup, cls.teams])

  const entries: (ClassPlayer | ClassTeam)[] = isSearching
    ? isTeamClass
      ? foundTeams
      : foundPlayers
    : isTeamClass
      ? cls.teams
      : everyone
  const hiddenCount = Math.max(0, entries.length - PLAYERS_SHOWN_COLLAPSED)
  const visible = isSearching || isExpanded ? entries : entries.slice(0, PLAYERS_SHOWN_COLLAPSED)
  const totalEntries = isTeamClass ? cls.teams.length : cls.playerIds.length

  const partnerOf = (player: ClassPlayer): Partner => {
    if (cls.type !== ClassType.Doubles) return { kind: 'none' }
    const team = lookup.teamById.get(lookup.teamIdOfPlayer.get(player.id) ?? -1)
    const members = playersOf(team?.userIds ?? [], cls.players)
    const partner = members.find((member) => member.id !== player.id)
    if (partner) return { kind: 'player', player: partner }
    return team && isOpenSlot({ player1: members[0], player2: members[1] })
      ? { kind: 'open' }
      : { kind: 'none' }
  }

  if (totalEntries === 0) return <EmptyMessage>{t('class.empty.nothingYet')}</EmptyMessage>
  return (
    <div style={SECTION_STYLE} className={STACK_CLASS}>
      <PlainTextInput
        type="search"
        label={t('class.players.searchLabel')}
        placeholder={t('class.players.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={
          isSearching && results.isFetching ? <Loader size="xs" aria-label={t('common.loading')} /> : null
        }
        maw={420}
        aria-controls={listId}
      />
      {isSearching && results.isError && (
        <p style={ERROR_STYLE} className={TEXT_CLASS} data-size="sm" role="alert">
          {t('class.players.searchError')}
        </p>
      )}
      {isSearching && results.data && (
        <p style={STATUS_STYLE} className={TEXT_CLASS} data-size="sm" role="status">
          {entries.length === 0
            ? t('class.players.noResults', { search: debounced })
            : isTeamClass
              ? t('class.players.teamResults', { count: entries.length })
              : t('class.players.results', { count: results.data.total })}
        </p>
      )}
      <ul
        style={{
          listStyle: 'none',
          opacity: results.isPlaceholderData ? 0.6 : 1,
          margin: '0rem',
          padding: '0rem',
        }}
        className={classes.playerList}
        id={listId}
        data-expanded={isExpanded || isSearching || undefined}
        aria-label={isTeamClass ? t('class.players.teamsTitle') : t('class.players.title')}
        aria-busy={isSearching && results.isFetching}
        tabIndex={isExpanded || isSearching ? 0 : undefined}
      >
        {visible.map((entry) =>
          isTeamClass ? (
            <TeamRow key={entry.id} team={entry as ClassTeam} onOpen={setOpenTeam} />
          ) : (
            <PlayerRow
              key={entry.id}
              player={entry as ClassPlayer}
              partner={partnerOf(entry as ClassPlayer)}
              kind={kind}
              locale={locale}
              isOwn={entry.id === ownUserId}
            />
          ),
        )}
      </ul>
      {!isSearching && hiddenCount > 0 && (
        <MoreButton
          isExpanded={isExpanded}
          hiddenCount={hiddenCount}
          listId={listId}
          // 128 rows at once: render them as an interruptible update, not one long task.
          onToggle={() => startTransition(() => setExpanded((value) => !value))}
        />
      )}
      {isTeamClass && (
        <TeamDialog
          team={openTeam}
          players={cls.players}
          kind={kind}
          locale={locale}
          onClose={() => setOpenTeam(null)}
        />
      )}
    </div>
  )
}
