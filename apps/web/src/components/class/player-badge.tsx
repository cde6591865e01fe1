import type { ClassPlayer } from '@courtside/api/types'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { countryFlag, formatRating } from '../../lib/format.ts'
import { playerName, ratingOf, type RatingKind } from './class-model.ts'
import classes from './class-page.module.css'
import badgeClasses from './player-badge.module.css'
import { PlainBadge } from '../plain-badge.tsx'
import { PlainAvatar } from '../plain/plain-avatar.tsx'
import { GROUP_CLASS, groupStyle, textClass, textSize } from '../plain/mantine-markup.ts'

function initials(player: Pick<ClassPlayer, 'firstName' | 'lastName'>): string {
  return `${player.firstName.charAt(0)}${player.lastName.charAt(0)}`.toUpperCase()
}

/** DUPR rating with three decimals (spec section 9), or "NR" when the player is not rated. */
export function DuprBadge({
  player,
  kind,
  locale,
}: {
  player: ClassPlayer
  kind: RatingKind
  locale: Locale
}) {
  const { t } = useTranslation()
  const rating = formatRating(ratingOf(player, kind), locale)
  const label = rating
    ? t('class.dupr.ratingLabel', { kind: t(`class.dupr.${kind}`), rating })
    : t('class.dupr.notRatedLabel')
  return (
    // A generic element may not carry a name; as an image the badge reads as one phrase.
    <PlainBadge
      size="sm"
      radius="sm"
      variant={rating ? 'light' : 'outline'}
      color={rating ? 'court' : 'gray'}
      className={badgeClasses.rating}
      role="img"
      aria-label={label}
      title={label}
    >
      {rating ?? t('class.dupr.notRated')}
    </PlainBadge>
  )
}

// PlayerLine is drawn up to nine times on a class page and in every team dialog: plain elements
// with the markup of Mantine's Group, Avatar and Text (plain/mantine-markup.ts), checked against
// Mantine's in player-badge.test.tsx.
const LINE_STYLE = groupStyle(8, { wrap: 'nowrap' }, { minWidth: '0rem' })
const NAME_CLASS = textClass(classes.name)
const nameStyle = (isBold: boolean) => ({
  ...textSize('sm'),
  '--text-line-clamp': '2',
  fontWeight: isBold ? 700 : 500,
  minWidth: '0rem',
})

/** A 28 px round avatar: the photo, or the initials when there is none or it fails to load. */
export function PlayerAvatar({ player }: { player: ClassPlayer }) {
  return (
    <PlainAvatar src={player.avatar} radius="xl">
      {initials(player)}
    </PlainAvatar>
  )
}

/** Avatar, name and DUPR badge on one line; a long name wraps to a second line on narrow screens. */
export function PlayerLine({
  player,
  kind,
  locale,
  isBold = false,
  withCountry = false,
}: {
  player: ClassPlayer
  kind: RatingKind
  locale: Locale
  isBold?: boolean
  withCountry?: boolean
}) {
  return (
    <div style={LINE_STYLE} className={GROUP_CLASS}>
      <PlayerAvatar player={player} />
      <p style={nameStyle(isBold)} className={NAME_CLASS} data-size="sm" data-line-clamp="true">
        {withCountry && player.country && <span aria-hidden="true">{countryFlag(player.country)} </span>}
        {playerName(player)}
      </p>
      <DuprBadge player={player} kind={kind} locale={locale} />
    </div>
  )
}
