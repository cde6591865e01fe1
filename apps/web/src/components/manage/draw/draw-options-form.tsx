import { Button, Checkbox, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { generateDraw, type DrawFormatKind, type DrawOptions } from '../../../queries/draws.ts'
import { FailureAlert } from '../failure-alert.tsx'
import { useManageMutation } from '../use-manage-mutation.ts'

const FORMATS: DrawFormatKind[] = ['knockout', 'round_robin', 'groups_knockout']

/** The draw's options; generating again replaces the draft (the server refuses after lock). */
export function DrawOptionsForm({ classId, initial }: { classId: number; initial: DrawOptions | null }) {
  const { t } = useTranslation()
  const [format, setFormat] = useState<DrawFormatKind>(initial?.format ?? 'knockout')
  const [sizing, setSizing] = useState<'groupSize' | 'groupCount'>(
    initial?.groupCount !== undefined ? 'groupCount' : 'groupSize',
  )
  const [groupValue, setGroupValue] = useState<number>(initial?.groupCount ?? initial?.groupSize ?? 4)
  const [qualifiers, setQualifiers] = useState<number>(initial?.qualifiersPerGroup ?? 2)
  const [thirdPlace, setThirdPlace] = useState(initial?.thirdPlace ?? false)
  const [consolation, setConsolation] = useState(initial?.consolation ?? false)
  const [separateClubs, setSeparateClubs] = useState(initial?.separateClubs ?? false)
  const [seed, setSeed] = useState('')
  const generate = useManageMutation((body: Parameters<typeof generateDraw>[1]) =>
    generateDraw(classId, body),
  )
  const grouped = format !== 'knockout'
  const bracket = format !== 'round_robin'

  const submit = () => {
    const seedNumber = Number(seed.trim())
    generate.mutate({
      format,
      ...(grouped ? { [sizing]: groupValue } : {}),
      ...(format === 'groups_knockout' ? { qualifiersPerGroup: qualifiers } : {}),
      ...(bracket ? { thirdPlace, consolation } : {}),
      ...(grouped ? { separateClubs } : {}),
      ...(seed.trim() !== '' && Number.isInteger(seedNumber) ? { randomSeed: seedNumber } : {}),
    })
  }

  return (
    <Stack gap="sm" component="section" aria-label={t('manage.draw.options')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('manage.draw.format')}
          value={format}
          onChange={(e) => setFormat(e.currentTarget.value as DrawFormatKind)}
          data={FORMATS.map((value) => ({ value, label: t(`manage.draw.formats.${value}`) }))}
        />
        {grouped && (
          <>
            <NativeSelect
              label={t('manage.draw.sizing')}
              value={sizing}
              onChange={(e) => setSizing(e.currentTarget.value as 'groupSize' | 'groupCount')}
              data={[
                { value: 'groupSize', label: t('manage.draw.groupSize') },
                { value: 'groupCount', label: t('manage.draw.groupCount') },
              ]}
            />
            <NumberInput
              label={t(`manage.draw.${sizing}`)}
              min={1}
              max={16}
              value={groupValue}
              onChange={(value) => setGroupValue(Number(value) || 1)}
              w="8rem"
            />
          </>
        )}
        {format === 'groups_knockout' && (
          <NumberInput
            label={t('manage.draw.qualifiers')}
            min={1}
            max={6}
            value={qualifiers}
            onChange={(value) => setQualifiers(Number(value) || 1)}
            w="10rem"
          />
        )}
        <TextInput
          label={t('manage.draw.seed')}
          description={t('manage.draw.seedHint')}
          value={seed}
          onChange={(e) => setSeed(e.currentTarget.value)}
          inputMode="numeric"
          w="12rem"
        />
      </Group>
      <Group gap="lg">
        {bracket && (
          <>
            <Checkbox
              label={t('manage.draw.thirdPlace')}
              checked={thirdPlace}
              onChange={(e) => setThirdPlace(e.currentTarget.checked)}
            />
            <Checkbox
              label={t('manage.draw.consolation')}
              checked={consolation}
              onChange={(e) => setConsolation(e.currentTarget.checked)}
            />
          </>
        )}
        {grouped && (
          <Checkbox
            label={t('manage.draw.separateClubs')}
            checked={separateClubs}
            onChange={(e) => setSeparateClubs(e.currentTarget.checked)}
          />
        )}
      </Group>
      <FailureAlert error={generate.error} />
      <Button w="fit-content" onClick={submit} loading={generate.isPending}>
        {initial ? t('manage.draw.regenerate') : t('manage.draw.generate')}
      </Button>
    </Stack>
  )
}
