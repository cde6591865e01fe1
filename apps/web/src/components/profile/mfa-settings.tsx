import { Alert, Button, Code, Group, Image, List, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { api, ok } from '../../lib/bff-client.ts'
import { mfaSettingsQuery, type MfaSettings as Settings } from '../../queries/user.ts'
import { errorMessage } from '../auth/auth-messages.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

type Setup = Awaited<ReturnType<typeof beginSetup>>

const beginSetup = () => ok(api.user.mfa.totp.setup.$post())

/** SMS codes and authenticator app (TOTP with QR code and recovery codes). */
export function MfaSettings() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { data: settings } = useQuery(mfaSettingsQuery())
  const [setup, setSetup] = useState<Setup | null>(null)
  const [code, setCode] = useState('')
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const update = (next: Settings) => queryClient.setQueryData(mfaSettingsQuery().queryKey, next)

  const preference = useMutation({
    mutationFn: (body: { sms?: boolean; totp?: boolean }) =>
      ok(api.user.mfa.preference.$post({ json: body })),
    onSuccess: update,
  })
  const begin = useMutation({
    mutationFn: beginSetup,
    onSuccess: (data) => {
      setSetup(data)
      setCode('')
    },
  })
  const confirm = useMutation({
    mutationFn: (value: string) => ok(api.user.mfa.totp.verify.$post({ json: { code: value } })),
    onSuccess: async (data) => {
      setSetup(null)
      setRecoveryCodes(data.recoveryCodes)
      await queryClient.invalidateQueries({ queryKey: mfaSettingsQuery().queryKey })
    },
  })
  const failure = preference.error ?? begin.error ?? confirm.error

  if (!settings) return null
  return (
    <Stack>
      <Text c="dimmed">{t('profile.mfa.description')}</Text>
      <Switch
        label={t('profile.mfa.sms')}
        description={settings.hasVerifiedPhone ? undefined : t('profile.mfa.smsUnavailable')}
        checked={settings.isSmsEnabled}
        disabled={!settings.hasVerifiedPhone || preference.isPending}
        onChange={(event) => preference.mutate({ sms: event.currentTarget.checked })}
      />
      {settings.isTotpEnabled ? (
        <Group>
          <Text>{t('profile.mfa.totpEnabled')}</Text>
          <Button
            variant="subtle"
            color="red"
            onClick={() => preference.mutate({ totp: false })}
            loading={preference.isPending}
          >
            {t('profile.mfa.turnOff')}
          </Button>
        </Group>
      ) : setup ? (
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault()
            confirm.mutate(code)
          }}
        >
          <Stack>
            <Text>{t('profile.mfa.scan')}</Text>
            <Image src={setup.qrCode} alt={t('profile.mfa.qrAlt')} w={200} h={200} />
            <Code data-testid="totp-secret">{setup.secret}</Code>
            <TextInput
              label={t('profile.mfa.enterCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={8}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Group>
              <Button type="submit" loading={confirm.isPending}>
                {t('auth.actions.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button variant="light" onClick={() => begin.mutate()} loading={begin.isPending}>
            {t('profile.mfa.setUp')}
          </Button>
        </Group>
      )}
      {recoveryCodes && recoveryCodes.length > 0 && (
        <Alert color="yellow" title={t('profile.mfa.recoveryTitle')}>
          <Text size="sm" mb="xs">
            {t('profile.mfa.recoveryHint')}
          </Text>
          <List spacing={2} data-testid="recovery-codes">
            {recoveryCodes.map((c) => (
              <List.Item key={c}>
                <Code>{c}</Code>
              </List.Item>
            ))}
          </List>
          <Button mt="sm" size="xs" onClick={() => setRecoveryCodes(null)}>
            {t('profile.mfa.done')}
          </Button>
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {errorMessage(t, 'profile', failure)}
        </Alert>
      )}
    </Stack>
  )
}
