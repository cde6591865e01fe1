import { NativeSelect, NumberInput, SimpleGrid } from '@mantine/core'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { MatchFormat } from '../../queries/manage-types.ts'

/** A format outside the presets, within what the API accepts (contract.ts MatchFormat). */
export function CustomFormatFields({
  format,
  onChange,
}: {
  format: MatchFormat
  onChange: (format: MatchFormat) => void
}) {
  const { t } = useTranslation()
  const setNumber = (key: 'gamesToWin' | 'pointsToWin' | 'winBy', value: number | string) =>
    typeof value === 'number' && onChange({ ...format, [key]: value })
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }}>
      <NumberInput
        label={t('manage.formats.gamesToWin')}
        min={1}
        max={3}
        allowDecimal={false}
        value={format.gamesToWin}
        onChange={(v) => setNumber('gamesToWin', v)}
      />
      <NumberInput
        label={t('manage.formats.pointsToWin')}
        min={5}
        max={25}
        allowDecimal={false}
        value={format.pointsToWin}
        onChange={(v) => setNumber('pointsToWin', v)}
      />
      <NumberInput
        label={t('manage.formats.winBy')}
        min={1}
        max={2}
        allowDecimal={false}
        value={format.winBy}
        onChange={(v) => setNumber('winBy', v)}
      />
      <NumberInput
        label={t('manage.formats.cap')}
        min={5}
        max={30}
        allowDecimal={false}
        value={format.cap ?? ''}
        onChange={(v) => {
          const { cap: _cap, ...rest } = format
          onChange(typeof v === 'number' ? { ...rest, cap: v } : rest)
        }}
      />
      <NativeSelect
        label={t('manage.formats.scoring')}
        data={[
          { value: 'side_out', label: t('manage.formats.sideOut') },
          { value: 'rally', label: t('manage.formats.rally') },
        ]}
        value={format.scoring}
        onChange={(e) => onChange({ ...format, scoring: e.currentTarget.value as MatchFormat['scoring'] })}
      />
    </SimpleGrid>
  )
}
