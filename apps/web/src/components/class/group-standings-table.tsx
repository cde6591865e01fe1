import type { ClassFull, ClassGroupStanding, ClassPlayers } from '@courtside/api/types'
import { standingsColumnKind, type StandingRow, type StandingsColumnKind } from '@courtside/domain'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatNumber } from '../../lib/format.ts'
import { playerName, playersOf, type ClassLookup } from './class-model.ts'
import classes from './class-page.module.css'
import { scrollableRegion } from '../../lib/scrollable-region.ts'
import { PlainAvatar } from '../plain/plain-avatar.tsx'
import {
  GROUP_CLASS,
  HIDDEN_CLASS,
  STACK_CLASS,
  TABLE_CLASS,
  TEXT_CLASS,
  groupStyle,
  rem,
  stackStyle,
  textSize,
  type Style,
} from '../plain/mantine-markup.ts'

const NAME_HEADER: Record<StandingsColumnKind, string> = {
  player: 'class.standings.player',
  players: 'class.standings.players',
  team: 'class.standings.team',
}

// Plain elements with the markup of Mantine's Table, Stack and Text (plain/mantine-markup.ts;
// group-standings-table.test.tsx compares it with Mantine's): a group view draws a row per entry.
const th = (className?: string) => (className ? `${TABLE_CLASS.th} ${className}` : TABLE_CLASS.th)
const td = (className?: string) => (className ? `${TABLE_CLASS.td} ${className}` : TABLE_CLASS.td)
const tr = (className?: string) => (className ? `${TABLE_CLASS.tr} ${className}` : TABLE_CLASS.tr)
const ROW = { 'data-with-row-border': 'true', 'data-striped': 'odd' } as const
const SCROLLER_STYLE: Style = {
  '--table-min-width': rem(320),
  '--table-overflow': 'auto',
  maxWidth: rem(760),
  position: 'relative',
}
const TABLE_STYLE: Style = { '--table-horizontal-spacing': rem(6), '--table-vertical-spacing': rem(6) }
const BOLD = { fontWeight: 700 }
const NORMAL = { fontWeight: 'normal' }
const TEAM_STYLE = groupStyle(8, { wrap: 'nowrap' })
const TEAM_NAME_STYLE = { ...textSize('sm'), fontWeight: 600 }
const MEMBERS_STYLE = stackStyle(0)
const MEMBER_STYLE = { ...textSize('sm'), fontWeight: 600, lineHeight: 1.35 }

/** A header with a short visible label and the full name for screen readers. */
function NumericHeader({ short, full }: { short: string; full: string }) {
  return (
    <th className={th(classes.numeric)} scope="col" title={full}>
      <span aria-hidden="true">{short}</span>
      <span className={HIDDEN_CLASS}>{full}</span>
    </th>
  )
}

/** The row's entry: its players' names, or the team's logo and name (the team is in `cls.teams`). */
function EntryName({
  row,
  kind,
  lookup,
  players,
}: {
  row: StandingRow
  kind: StandingsColumnKind
  lookup: ClassLookup
  players: ClassPlayers
}) {
  const team = lookup.teamById.get(row.teamId)
  const members = playersOf(team?.userIds ?? [], players)
  if (kind === 'team' || members.length === 0) {
    return (
      <div style={TEAM_STYLE} className={GROUP_CLASS}>
        {kind === 'team' && (
          <PlainAvatar src={team?.logo ?? null} radius="sm" size={24}>
            {row.name.charAt(0)}
          </PlainAvatar>
        )}
        <p style={TEAM_NAME_STYLE} className={TEXT_CLASS} data-size="sm">
          {row.name}
        </p>
      </div>
    )
  }
  return (
    <div style={MEMBERS_STYLE} className={STACK_CLASS}>
      {members.map((player) => (
        <p key={player.id} style={MEMBER_STYLE} className={TEXT_CLASS} data-size="sm">
          {playerName(player)}
        </p>
      ))}
    </div>
  )
}

export function GroupStandingsTable({
  group,
  groupName,
  cls,
  lookup,
  locale,
  ownTeamId,
}: {
  group: ClassGroupStanding
  groupName: string
  cls: ClassFull
  lookup: ClassLookup
  locale: Locale
  ownTeamId: number | undefined
}) {
  const { t } = useTranslation()
  const kind = standingsColumnKind(cls.type)
  const number = (value: number) => formatNumber(value, locale)
  const caption = t('class.standings.caption', { group: groupName })
  return (
    // The headers' visually hidden full names are positioned absolutely: without a positioned
    // scroller they escaped it and widened the whole page on a 320 px phone.
    <div style={SCROLLER_STYLE} className={TABLE_CLASS.scrollContainer} {...scrollableRegion(caption)}>
      <div className={TABLE_CLASS.scrollContainerInner}>
        <table
          style={TABLE_STYLE}
          className={TABLE_CLASS.table}
          data-with-table-border="true"
          aria-label={caption}
        >
          <thead className={TABLE_CLASS.thead}>
            <tr className={tr()} {...ROW}>
              <NumericHeader short={t('class.standings.rankShort')} full={t('class.standings.rank')} />
              <th className={th()} scope="col">
                {t(NAME_HEADER[kind])}
              </th>
              <NumericHeader
                short={t('class.standings.matchesPlayedShort')}
                full={t('class.standings.matchesPlayed')}
              />
              <NumericHeader
                short={t('class.standings.matchesWonShort')}
                full={t('class.standings.matchesWon')}
              />
              <NumericHeader
                short={t('class.standings.gamesWonShort')}
                full={t('class.standings.gamesWon')}
              />
              <NumericHeader short={t('class.standings.pointsShort')} full={t('class.standings.points')} />
            </tr>
          </thead>
          <tbody className={TABLE_CLASS.tbody}>
            {group.teams.map((row) => (
              <tr
                key={row.teamId}
                className={tr(row.teamId === ownTeamId ? classes.ownRow : undefined)}
                {...ROW}
              >
                <td style={BOLD} className={td(classes.numeric)}>
                  {number(row.rank)}
                </td>
                <th style={NORMAL} className={th()} scope="row">
                  <EntryName row={row} kind={kind} lookup={lookup} players={cls.players} />
                </th>
                <td className={td(classes.numeric)}>{number(row.countMatches)}</td>
                <td className={td(classes.numeric)}>{number(row.matchWin)}</td>
                <td className={td(classes.numeric)}>{number(row.gameWin)}</td>
                <td className={td(classes.numeric)}>{number(row.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
