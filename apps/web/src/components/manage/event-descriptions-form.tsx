import { Button, Group, Stack, Tabs, Text, Textarea } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { LOCALES, LOCALE_NAMES, type Locale } from '../../i18n/locales.ts'
import { updateEvent } from '../../queries/manage.ts'
import type { EventPatch, ManagedEvent } from '../../queries/manage-types.ts'
import { FailureAlert } from './failure-alert.tsx'
import { useManageMutation } from './use-manage-mutation.ts'

/**
 * Markdown per language. Visitors read their own language when it is written, else the default
 * language's text (marked with its `lang` on the public page).
 */
export function EventDescriptionsForm({ event }: { event: ManagedEvent }) {
  const { t } = useTranslation()
  const [texts, setTexts] = useState<Partial<Record<Locale, string>>>(event.descriptions)
  const save = useManageMutation((patch: EventPatch) => updateEvent(event.id, patch))
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const descriptions = Object.fromEntries(
      LOCALES.map((code) => [code, texts[code]?.trim() ?? '']).filter(([, text]) => text),
    ) as Partial<Record<Locale, string>>
    save.mutate({ descriptions })
  }
  return (
    <form onSubmit={onSubmit} aria-label={t('manage.events.descriptions')}>
      <Stack>
        <Text size="sm">
          {t('manage.events.defaultLocaleHint', {
            // The API answers any language code; an unknown one is shown as it is.
            language: LOCALE_NAMES[event.defaultLanguage as Locale] ?? event.defaultLanguage,
          })}
        </Text>
        <Tabs defaultValue={event.defaultLanguage} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {LOCALES.map((code) => (
              <Tabs.Tab key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
                {texts[code]?.trim() ? ' ✓' : ''}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LOCALES.map((code) => (
            <Tabs.Panel key={code} value={code} pt="sm">
              <Textarea
                label={t('manage.fields.descriptionIn', { language: LOCALE_NAMES[code] })}
                description={t('manage.events.markdownHint')}
                lang={code}
                autosize
                minRows={6}
                maxRows={20}
                maxLength={20000}
                value={texts[code] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value
                  setTexts((prev) => ({ ...prev, [code]: value }))
                }}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
        <FailureAlert error={save.error} />
        {save.isSuccess && !save.isPending && (
          <Text c="green.8" role="status">
            {t('manage.common.saved')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('manage.events.saveDescriptions')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
