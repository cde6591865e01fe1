import { Box, Button, Group, Text } from '@mantine/core'
import type { ClassPlayer } from '@courtside/api/types'
import { describe, expect, it } from 'vitest'
import { englishT as t, renderMarkup } from '../plain/render-markup.test-kit.tsx'
import { playerName } from './class-model.ts'
import classes from './class-page.module.css'
import { PlayerLine } from './player-badge.tsx'
import { MoreButton, PlayerRow, type Partner } from './players-section.tsx'

// The players list's rows and its "see more" button write Mantine's markup as plain elements
// (issue 17): the same HTML as the Mantine components they were written with (below).

const player: ClassPlayer = {
  id: 7,
  firstName: 'Noëlle',
  lastName: 'Baumann',
  avatar: null,
  duprRatingSingles: null,
  duprRatingDoubles: 4.125,
  country: 'CH',
}
const partnerPlayer: ClassPlayer = { ...player, id: 8, firstName: 'Cem', lastName: 'Aydın', country: 'TR' }

function MantineRow({ partner, isOwn }: { partner: Partner; isOwn: boolean }) {
  return (
    <Box component="li" py={6} px={8} className={isOwn ? classes.ownRow : undefined}>
      <PlayerLine player={player} kind="doubles" locale="en" withCountry />
      {partner.kind === 'player' && (
        <Text size="xs" c="dimmed" pl={36}>
          {t('class.players.partner', { name: playerName(partner.player) })}
        </Text>
      )}
      {partner.kind === 'open' && (
        <Text size="xs" c="dimmed" fs="italic" pl={36}>
          {t('class.match.openSlot')}
        </Text>
      )}
    </Box>
  )
}

describe('players list (issue 17)', () => {
  it.each([
    ['with a partner, own row', { kind: 'player', player: partnerPlayer }, true],
    ['an open slot', { kind: 'open' }, false],
    ['no partner', { kind: 'none' }, false],
  ] as const)('a row equals the Mantine row (%s)', (_, partner, isOwn) => {
    const plain = renderMarkup(
      <PlayerRow player={player} partner={partner} kind="doubles" locale="en" isOwn={isOwn} />,
    )
    expect(plain).toContain('Baumann')
    expect(plain).toBe(renderMarkup(<MantineRow partner={partner} isOwn={isOwn} />))
  })

  it.each([false, true])('the "see more" button (expanded: %s) equals Mantine’s', (isExpanded) => {
    const plain = renderMarkup(
      <MoreButton isExpanded={isExpanded} hiddenCount={123} listId="list" onToggle={() => {}} />,
    )
    expect(plain).toBe(
      renderMarkup(
        <Group>
          <Button variant="light" size="compact-sm" aria-expanded={isExpanded} aria-controls="list">
            {isExpanded ? t('class.players.showLess') : t('class.players.seeMore', { count: 123 })}
          </Button>
        </Group>,
      ),
    )
  })
})
