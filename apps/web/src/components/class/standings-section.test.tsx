import { Stack, Text } from '@mantine/core'
import type { ClassFull } from '@courtside/api/types'
import { describe, expect, it } from 'vitest'
import { AnchorLink } from '../links.tsx'
import { atPath, englishT as t } from '../plain/render-markup.test-kit.tsx'
import { GroupIntro } from './standings-section.tsx'

// The group view's intro (the ranking note and the link to how tables are ranked) writes
// Mantine's Stack and Text markup as plain elements (issue 17): the same HTML as the Mantine
// components it was written with (below).

function classWith(rules: string[], multiTieRules: string[]): ClassFull {
  return { rankingPreset: { key: 'usap', rules, multiTieRules } } as unknown as ClassFull
}

function MantineIntro({ cls }: { cls: ClassFull }) {
  const preset = cls.rankingPreset
  const rules = (keys: readonly string[]) => keys.map((key) => t(`rankingRules.rules.${key}`)).join(' › ')
  return (
    <Stack gap={2} maw={760}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {t('class.standings.rankedBy', {
            preset: t(`rankingRules.presets.${preset.key}`),
            rules: rules(preset.rules),
          })}
        </Text>
        {preset.multiTieRules.join() !== preset.rules.join() && (
          <Text size="xs" c="dimmed">
            {t('class.standings.multiTie', { rules: rules(preset.multiTieRules) })}
          </Text>
        )}
      </Stack>
      <Text size="xs">
        <AnchorLink to="/$locale/about" params={{ locale: 'en' }} size="xs">
          {t('class.standings.howRanked')}
        </AnchorLink>
      </Text>
    </Stack>
  )
}

describe('standings: the group view’s intro (issue 17)', () => {
  it.each([
    ['one order for every tie', ['matches_won', 'head_to_head'], ['matches_won', 'head_to_head']],
    [
      'another order for ties of three or more',
      ['matches_won', 'head_to_head'],
      ['matches_won', 'point_diff'],
    ],
  ])('equals the Mantine intro (%s)', async (_, rules, multiTieRules) => {
    const cls = classWith(rules, multiTieRules)
    const plain = await atPath('/en/x', <GroupIntro cls={cls} locale="en" />)
    expect(plain).toContain(t('class.standings.howRanked'))
    expect(plain).toBe(await atPath('/en/x', <MantineIntro cls={cls} />))
  })
})
