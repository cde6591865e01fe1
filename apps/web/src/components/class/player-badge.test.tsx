import { Avatar, Group, Text } from '@mantine/core'
import type { ClassPlayer } from '@courtside/api/types'
import { describe, expect, it } from 'vitest'
import { countryFlag } from '../../lib/format.ts'
import { playerName } from './class-model.ts'
import classes from './class-page.module.css'
import { DuprBadge, PlayerLine } from './player-badge.tsx'
import { renderMarkup } from '../plain/render-markup.test-kit.tsx'

type Case = { player: ClassPlayer; isBold: boolean; withCountry: boolean }

/** The line as it was written with Mantine's components: what the plain markup must equal. */
function MantineLine({ player, isBold, withCountry }: Case) {
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      <Avatar src={player.avatar} alt="" size={28} radius="xl" color="court" aria-hidden="true">
        {`${player.firstName.charAt(0)}${player.lastName.charAt(0)}`.toUpperCase()}
      </Avatar>
      <Text size="sm" fw={isBold ? 700 : 500} lineClamp={2} miw={0} className={classes.name}>
        {withCountry && player.country && <span aria-hidden="true">{countryFlag(player.country)} </span>}
        {playerName(player)}
      </Text>
      <DuprBadge player={player} kind="singles" locale="en" />
    </Group>
  )
}

const base: ClassPlayer = {
  id: 7,
  firstName: 'Noëlle',
  lastName: 'Baumann',
  avatar: null,
  duprRatingSingles: 4.25,
  duprRatingDoubles: null,
  country: 'CH',
}

const cases: (Case & { name: string })[] = [
  { name: 'initials, regular', player: base, isBold: false, withCountry: false },
  {
    name: 'photo, bold winner',
    player: { ...base, avatar: '/media/avatars/avatar-16.svg' },
    isBold: true,
    withCountry: false,
  },
  { name: 'flag, not rated', player: { ...base, duprRatingSingles: null }, isBold: false, withCountry: true },
  { name: 'no country', player: { ...base, country: null }, isBold: false, withCountry: true },
]

describe('PlayerLine (issue 17)', () => {
  it.each(cases)("writes the markup of Mantine's Group, Avatar and Text ($name)", (c) => {
    const plain = renderMarkup(
      <PlayerLine
        player={c.player}
        kind="singles"
        locale="en"
        isBold={c.isBold}
        withCountry={c.withCountry}
      />,
    )
    expect(plain).toBe(renderMarkup(<MantineLine {...c} />))
    expect(plain).toContain('Baumann')
  })
})
