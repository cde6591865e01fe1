// The class page's knockout as brackets (issue 14): the main draw with its third-place match
// under the final, and the consolation draw as a bracket of its own. The round-by-round match
// cards stay in the standings section below (the list view with times and courts).
import { Stack, Title } from '@mantine/core'
import type { ClassFull } from '@courtside/api/types'
import { useMemo } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { Locale } from '../../../i18n/locales.ts'
import type { ClassLookup } from '../class-model.ts'
import { Bracket } from './bracket.tsx'
import { layoutBracket, stageMatches } from './bracket-layout.ts'

export function useKnockoutLayouts(cls: ClassFull) {
  return useMemo(
    () => ({
      main: layoutBracket(stageMatches(cls.matches, 'main')),
      consolation: layoutBracket(stageMatches(cls.matches, 'consolation')),
      thirdPlace: cls.matches.find((match) => match.knockout?.stage === 'third_place'),
    }),
    [cls.matches],
  )
}

export type KnockoutLayouts = ReturnType<typeof useKnockoutLayouts>

export function KnockoutSection({
  layouts,
  cls,
  lookup,
  locale,
}: {
  layouts: KnockoutLayouts
  cls: ClassFull
  lookup: ClassLookup
  locale: Locale
}) {
  const { t } = useTranslation()
  const { main, consolation, thirdPlace } = layouts
  const props = { cls, lookup, locale }
  if (consolation.columns.length === 0) {
    return (
      <Bracket
        layout={main}
        label={t('class.bracket.mainDraw')}
        heading="h3"
        thirdPlace={thirdPlace}
        {...props}
      />
    )
  }
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('class.bracket.mainDraw')}
        </Title>
        <Bracket
          layout={main}
          label={t('class.bracket.mainDraw')}
          heading="h4"
          thirdPlace={thirdPlace}
          {...props}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('class.bracket.consolation')}
        </Title>
        <Bracket layout={consolation} label={t('class.bracket.consolation')} heading="h4" {...props} />
      </Stack>
    </Stack>
  )
}
