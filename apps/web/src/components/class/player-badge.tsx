import { Avatar, Group, Text, type MantineSize } from '@mantine/core'
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

export function PlayerAvatar({ player, size = 28 }: { player: ClassPlayer; size?: number | MantineSize }) {
  return (
    <Avatar src={player.avatar} alt="" size={size} radius="xl" color="court" aria-hidden="true">
      {initials(player)}
    </Avatar>
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
    <Group gap={8} wrap="nowrap" miw={0}>
      <PlayerAvatar player={player} />
      <Text size="sm" fw={isBold ? 700 : 500} lineClamp={2} miw={0} className={classes.name}>
        {withCountry && player.country && <span aria-hidden="true">{countryFlag(player.country)} </span>}
        {playerName(player)}
      </Text>
      <DuprBadge player={player} kind={kind} locale={locale} />
    </Group>
  )
}
