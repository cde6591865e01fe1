import { Group, SegmentedControl, Stack, TextInput } from '@mantine/core'
import { useMemo } from 'react'
import type { DialCountry } from '../../queries/user.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { DeferredSelect } from '../deferred-select.tsx'

export type IdentifierValue = { method: 'email' | 'phone'; email: string; dialCode: string; national: string }

export const emptyIdentifier = (dialCode = '+49'): IdentifierValue => ({
  method: 'email',
  email: '',
  dialCode,
  national: '',
})

/** What the API receives: the email, or the phone in international form (+4917012345678). */
export function identifierString(value: IdentifierValue): string {
  if (value.method === 'email') return value.email.trim()
  return `${value.dialCode}${value.national.replace(/\D/g, '').replace(/^0+/, '')}`
}

export function describeIdentifier(value: IdentifierValue): string {
  return value.method === 'email' ? value.email.trim() : `${value.dialCode} ${value.national}`
}

type Props = {
  value: IdentifierValue
  onChange: (value: IdentifierValue) => void
  countries: DialCountry[]
  locale: string
}

/** Email or phone (spec: login with email or phone), with a dial-code picker for phones. */
export function IdentifierInput({ value, onChange, countries, locale }: Props) {
  const { t } = useTranslation()
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    return countries
      .map((c) => ({
        value: `${c.code}${c.dialCode}`,
        label: `${names.of(c.code) ?? c.code} (${c.dialCode})`,
        dial: c.dialCode,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, locale))
  }, [countries, locale])
  const selected = options.find((o) => o.dial === value.dialCode)?.value ?? null
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('auth.method.label')}
        value={value.method}
        onChange={(method) => onChange({ ...value, method: method })}
        data={[
          { value: 'email', label: t('auth.method.email') },
          { value: 'phone', label: t('auth.method.phone') },
        ]}
      />
      {value.method === 'email' ? (
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          required
          value={value.email}
          onChange={(event) => onChange({ ...value, email: event.currentTarget.value })}
        />
      ) : (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <DeferredSelect
            label={t('auth.fields.dialCode')}
            data={options}
            value={selected}
            searchable
            allowDeselect={false}
            w={200}
            onChange={(option) => {
              const dial = options.find((o) => o.value === option)?.dial
              if (dial) onChange({ ...value, dialCode: dial })
            }}
          />
          <TextInput
            style={{ flex: 1 }}
            label={t('auth.fields.phone')}
            type="tel"
            autoComplete="tel-national"
            required
            value={value.national}
            onChange={(event) => onChange({ ...value, national: event.currentTarget.value })}
          />
        </Group>
      )}
    </Stack>
  )
}
