import { Avatar, Group, Text } from '@mantine/core'
import { useState, type CSSProperties } from 'react'
import type { ClassPlayer } from '@courtside/api/types'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { countryFlag, formatRating } from '../../lib/format.ts'
import { playerName, ratingOf, type RatingKind } from './class-model.ts'
import classes from './class-page.module.css'
import badgeClasses from './player-badge.module.css'
import { PlainBadge } from '../plain-badge.tsx'

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

// PlayerLine is drawn up to nine times on a class page and in every team dialog; Mantine's Group,
// Avatar and Text cost ~30 µs each per server render (their style props and CSS variables are
// computed per render), a plain element well under 1 µs. The line writes out the markup those three
// components produce for these props (Mantine's own class names, read from the components, and
// the same CSS variables), so it looks the same; player-badge.test.ts renders both and compares.
const AVATAR_STYLE = {
  '--avatar-size': 'calc(1.75rem * var(--mantine-scale))',
  '--avatar-radius': 'var(--mantine-radius-xl)',
  '--avatar-bg': 'var(--mantine-color-court-light)',
  '--avatar-color': 'var(--mantine-color-court-light-color)',
  '--avatar-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties
const AVATAR = {
  root: `${Avatar.classes.root} mantine-Avatar-root`,
  image: `${Avatar.classes.image} mantine-Avatar-image`,
  placeholder: `${Avatar.classes.placeholder} mantine-Avatar-placeholder`,
}
const GROUP_STYLE = {
  '--group-gap': 'calc(0.5rem * var(--mantine-scale))',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'nowrap',
  minWidth: '0rem',
} as CSSProperties
const GROUP = `${Group.classes.root} mantine-Group-root`
const TEXT = `mantine-focus-auto ${classes.name} ${Text.classes.root} mantine-Text-root`
const textStyle = (isBold: boolean) =>
  ({
    '--text-fz': 'var(--mantine-font-size-sm)',
    '--text-lh': 'var(--mantine-line-height-sm)',
    '--text-line-clamp': '2',
    fontWeight: isBold ? 700 : 500,
    minWidth: '0rem',
  }) as CSSProperties

/** A 28 px round avatar: the photo, or the initials when there is none or it fails to load. */
export function PlayerAvatar({ player }: { player: ClassPlayer }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const src = player.avatar && player.avatar !== failedSrc ? player.avatar : null
  return (
    <div style={AVATAR_STYLE} className={AVATAR.root} aria-hidden="true">
      {src ? (
        <img className={AVATAR.image} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span className={AVATAR.placeholder} title="">
          {initials(player)}
        </span>
      )}
    </div>
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
    <div style={GROUP_STYLE} className={GROUP}>
      <PlayerAvatar player={player} />
      <p style={textStyle(isBold)} className={TEXT} data-size="sm" data-line-clamp="true">
        {withCountry && player.country && <span aria-hidden="true">{countryFlag(player.country)} </span>}
        {playerName(player)}
      </p>
      <DuprBadge player={player} kind={kind} locale={locale} />
    </div>
  )
}
