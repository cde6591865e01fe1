import { Radio, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { playerSearchQuery } from '../../queries/registration.ts'

/** Finds a player with an account (the registration's player search) and picks one. */
export function PlayerPicker({
  label,
  value,
  onChange,
}: {
  label: string
  value: number | null
  onChange: (userId: number | null) => void
}) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const { data: players = [], isFetching } = useQuery(playerSearchQuery(debounced))
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={label}
        description={t('manage.desk.playerSearchHint')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {debounced.length >= 2 && !isFetching && players.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('manage.desk.noPlayers')}
        </Text>
      )}
      {players.length > 0 && (
        <Radio.Group
          value={value === null ? '' : String(value)}
          onChange={(v) => onChange(v ? Number(v) : null)}
          aria-label={label}
        >
          <Stack gap={6}>
            {players.map((p) => (
              <Radio
                key={p.id}
                value={String(p.id)}
                label={`${p.firstName} ${p.lastName} (@${p.userName})`}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  )
}
