import { Button, Group, Pill, SegmentedControl, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import type { PlayerSearchResult, RegistrationClassOption } from '@courtside/api/types'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { lookingForPartnerQuery, playerSearchQuery } from '../../queries/registration.ts'

export type PartnerChoice = {
  /** invite: named partners; open: leave the slot open ("find me a partner"). */
  mode: 'none' | 'invite' | 'open'
  partners: Pick<PlayerSearchResult, 'id' | 'firstName' | 'lastName'>[]
  teamName: string
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/** Doubles and team classes: invite partners (search by name) or leave the slot open. */
export function PartnerPicker({
  option,
  choice,
  onChange,
}: {
  option: RegistrationClassOption
  choice: PartnerChoice
  onChange: (choice: PartnerChoice) => void
}) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const debounced = useDebounced(search, 250)
  const results = useQuery(playerSearchQuery(debounced))
  const looking = useQuery({ ...lookingForPartnerQuery(option.id), enabled: choice.mode === 'invite' })
  const isTeam = option.type === 4
  const max = option.partnerRule.maxPartners
  const chosen = new Set(choice.partners.map((p) => p.id))
  const canAdd = choice.partners.length < max

  const add = (player: PartnerChoice['partners'][number]) => {
    if (chosen.has(player.id) || !canAdd) return
    onChange({ ...choice, partners: [...choice.partners, player] })
    setSearch('')
  }
  const remove = (id: number) => onChange({ ...choice, partners: choice.partners.filter((p) => p.id !== id) })

  return (
    <Stack gap="xs" pl="xl">
      <SegmentedControl
        size="xs"
        value={choice.mode}
        onChange={(mode) => onChange({ ...choice, mode: mode })}
        data={[
          {
            value: 'invite',
            label: isTeam ? t('registration.partner.inviteTeammates') : t('registration.partner.invite'),
          },
          { value: 'open', label: t('registration.partner.findMe') },
        ]}
        aria-label={t('registration.partner.label')}
      />
      {isTeam ? (
        <TextInput
          size="xs"
          label={t('registration.partner.teamName')}
          value={choice.teamName}
          maxLength={60}
          onChange={(event) => onChange({ ...choice, teamName: event.currentTarget.value })}
        />
      ) : null}
      {choice.mode === 'open' ? (
        <Text size="sm" c="dimmed">
          {t('registration.partner.openSlotNote')}
        </Text>
      ) : (
        <>
          {choice.partners.length > 0 ? (
            <Group gap={6}>
              {choice.partners.map((p) => (
                <Pill
                  key={p.id}
                  withRemoveButton
                  onRemove={() => remove(p.id)}
                  // Mantine hides a pill's remove button from the keyboard and screen readers (in its
                  // inputs Backspace removes a pill); here it is the only way to take a partner back.
                  removeButtonProps={{
                    'aria-label': t('registration.partner.remove', { name: `${p.firstName} ${p.lastName}` }),
                    'aria-hidden': false,
                    tabIndex: 0,
                  }}
                >
                  {p.firstName} {p.lastName}
                </Pill>
              ))}
            </Group>
          ) : null}
          {canAdd ? (
            <>
              <TextInput
                size="xs"
                label={t('registration.partner.search')}
                placeholder={t('registration.partner.searchPlaceholder')}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
              {debounced.trim().length >= 2 && results.data ? (
                results.data.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('registration.partner.noResults')}
                  </Text>
                ) : (
                  <Stack gap={2} role="list" aria-label={t('registration.partner.results')}>
                    {results.data
                      .filter((p) => !chosen.has(p.id))
                      .map((player) => (
                        <UnstyledButton key={player.id} role="listitem" onClick={() => add(player)} py={4}>
                          <Text size="sm">
                            {player.firstName} {player.lastName}{' '}
                            <Text span c="dimmed" size="xs">
                              @{player.userName}
                              {player.country ? ` · ${player.country}` : ''}
                            </Text>
                          </Text>
                        </UnstyledButton>
                      ))}
                  </Stack>
                )
              ) : null}
              {looking.data && looking.data.length > 0 ? (
                <Stack gap={4}>
                  <Text size="xs" fw={600}>
                    {t('registration.partner.lookingTitle')}
                  </Text>
                  {looking.data
                    .filter((entry) => !chosen.has(entry.player.id))
                    .slice(0, 8)
                    .map((entry) => (
                      <Group key={entry.registrationId} justify="space-between" gap="xs">
                        <Text size="sm">
                          {entry.player.firstName} {entry.player.lastName}
                        </Text>
                        <Button size="compact-xs" variant="light" onClick={() => add(entry.player)}>
                          {t('registration.partner.inviteThem')}
                        </Button>
                      </Group>
                    ))}
                </Stack>
              ) : null}
            </>
          ) : null}
          {choice.partners.length > 0 ? (
            <Text size="xs" c="dimmed">
              {t('registration.partner.payForAll')}
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  )
}
