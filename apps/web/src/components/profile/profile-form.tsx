import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState, type FormEvent } from 'react'
import { LOCALES, LOCALE_NAMES } from '../../i18n/locales.ts'
import { api, ok } from '../../lib/bff-client.ts'
import type { CurrentUser, Gender } from '@courtside/api/types'
import { authCountriesQuery, currentUserQuery, type ProfileUpdate } from '../../queries/user.ts'
import { errorMessage } from '../auth/auth-messages.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { DeferredSelect } from '../deferred-select.tsx'

const GENDERS: Gender[] = ['female', 'male', 'other', 'undisclosed']
/** The API's range (packages/api/src/features/accounts/contract.ts). */
const MIN_BIRTH_YEAR = 1900
const maxBirthYear = () => new Date().getFullYear() - 3

/** PATCH /bff/user/update (validated again on the server; only the caller's own record). */
export function ProfileForm({ user, locale }: { user: CurrentUser; locale: string }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { data: countries = [] } = useQuery(authCountriesQuery())
  const [form, setForm] = useState<ProfileUpdate>({
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    country: user.country,
    phone: user.phone,
    birthYear: user.birthYear,
    gender: user.gender,
    preferredLanguage: user.preferredLanguage,
  })
  const set = <K extends keyof ProfileUpdate>(key: K, value: ProfileUpdate[K]) =>
    setForm((f) => ({ ...f, [key]: value }))
  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    return countries
      .map((c) => ({ value: c.code, label: names.of(c.code) ?? c.code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale))
  }, [countries, locale])
  // Each language in its own name, as the language switcher shows them.
  const languageOptions = LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))

  const save = useMutation({
    mutationFn: (changes: ProfileUpdate) => ok(api.user.update.$patch({ json: changes })),
    onSuccess: (updated) => {
      queryClient.setQueryData(currentUserQuery().queryKey, (previous) =>
        previous ? { ...previous, ...updated } : previous,
      )
    },
  })

  // Out-of-range years get a field error instead of being clamped to the nearest bound (which
  // silently saved 1700 as 1900, issue 13).
  const isBirthYearOutOfRange =
    typeof form.birthYear === 'number' && (form.birthYear < MIN_BIRTH_YEAR || form.birthYear > maxBirthYear())

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (isBirthYearOutOfRange) return
    save.mutate({ ...form, phone: form.phone?.trim() || null })
  }

  return (
    <form onSubmit={onSubmit}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.details.firstName')}
            required
            maxLength={60}
            value={form.firstName ?? ''}
            onChange={(e) => set('firstName', e.currentTarget.value)}
          />
          <TextInput
            label={t('profile.details.lastName')}
            required
            maxLength={60}
            value={form.lastName ?? ''}
            onChange={(e) => set('lastName', e.currentTarget.value)}
          />
          <TextInput
            label={t('profile.details.userName')}
            description={t('profile.details.userNameHint')}
            required
            minLength={3}
            maxLength={30}
            pattern="[a-zA-Z0-9._\-]+"
            value={form.userName ?? ''}
            onChange={(e) => set('userName', e.currentTarget.value)}
          />
          <TextInput
            label={t('profile.details.phone')}
            description={t('profile.details.phoneHint')}
            type="tel"
            value={form.phone ?? ''}
            onChange={(e) => set('phone', e.currentTarget.value)}
          />
          <DeferredSelect
            label={t('profile.details.country')}
            data={countryOptions}
            searchable
            clearable
            value={form.country ?? null}
            onChange={(value) => set('country', value)}
          />
          <NumberInput
            label={t('profile.details.birthYear')}
            min={MIN_BIRTH_YEAR}
            max={maxBirthYear()}
            clampBehavior="none"
            allowDecimal={false}
            error={
              isBirthYearOutOfRange
                ? t('profile.details.birthYearRange', { min: MIN_BIRTH_YEAR, max: maxBirthYear() })
                : undefined
            }
            value={form.birthYear ?? ''}
            onChange={(value) => set('birthYear', typeof value === 'number' ? value : null)}
          />
          <DeferredSelect
            label={t('profile.details.gender')}
            data={GENDERS.map((g) => ({ value: g, label: t(`profile.details.genders.${g}`) }))}
            clearable
            value={form.gender ?? null}
            onChange={(value) => set('gender', value)}
          />
          <DeferredSelect
            label={t('profile.details.preferredLanguage')}
            data={languageOptions}
            clearable
            value={form.preferredLanguage ?? null}
            onChange={(value) => set('preferredLanguage', value)}
          />
        </SimpleGrid>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, 'profile', save.error)}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert color="teal" role="status">
            {t('profile.details.saved')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('profile.details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
