import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent, type ReactNode } from 'react'
import { api, ok } from '../../lib/bff-client.ts'
import { fullSiteLoginHref, useFramedSession } from '../../lib/framed-session.ts'
import { USER_QUERY_ROOT, authCountriesQuery } from '../../queries/user.ts'
import { loginFn, respondToChallengeFn, type LoginResult } from '../../server/auth-fns.ts'
import { errorInfo, errorMessage } from './auth-messages.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import {
  IdentifierInput,
  describeIdentifier,
  emptyIdentifier,
  identifierString,
  type IdentifierValue,
} from './identifier-input.tsx'
import { PasswordStrength } from './password-strength.tsx'

type Step =
  | { kind: 'signIn' | 'signUp' | 'forgot' }
  | { kind: 'verify' }
  | { kind: 'reset' }
  | { kind: 'mfa'; challenge: 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA'; session: string; destination: string | null }

/** Sign in, sign up, verify, MFA challenge and forgot password (spec section 2, Login). */
export function LoginPage({ locale, redirect }: { locale: string; redirect: string | undefined }) {
  const { t } = useTranslation()
  // Inside an embed iframe the session needs partitioned cookies (lib/framed-session.ts).
  const framedSession = useFramedSession()
  const framed = framedSession.isFramed
  const queryClient = useQueryClient()
  const router = useRouter()
  const { data: countries } = useSuspenseQuery(authCountriesQuery())
  const [step, setStep] = useState<Step>({ kind: 'signIn' })
  const [identifier, setIdentifier] = useState<IdentifierValue>(emptyIdentifier())
  const [password, setPassword] = useState('')
  const [givenName, setGivenName] = useState('')
  const [familyName, setFamilyName] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const go = (next: Step, message: string | null = null) => {
    setStep(next)
    setError(null)
    setNotice(message)
    setCode('')
  }

  /** Runs an action with busy state and translated errors. */
  const run = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault()
    setIsBusy(true)
    setError(null)
    try {
      await action()
    } catch (caught) {
      setError(errorMessage(t, 'auth', caught))
      if (errorInfo(caught).code === 'ACCOUNT_NOT_VERIFIED') go({ kind: 'verify' })
    } finally {
      setIsBusy(false)
    }
  }

  /** Spec section 4: login refreshes the current-user data and the route state. */
  const finishSignIn = async (result: LoginResult) => {
    if (result.status === 'error') throw result
    if (result.status === 'challenge') {
      go({
        kind: 'mfa',
        challenge: result.challenge,
        session: result.session,
        destination: result.destination,
      })
      return
    }
    queryClient.removeQueries({ queryKey: USER_QUERY_ROOT })
    // The login route's beforeLoad now sees the user and sends them to the sanitised target.
    await router.invalidate()
  }

  const id = identifierString(identifier)
  const userInputs = [id, givenName, familyName]

  const signIn = run(async () =>
    finishSignIn(await loginFn({ data: { identifier: id, password, framed, locale } })),
  )
  const signUp = run(async () => {
    // `locale`: codes and notices come in the page's language (adapters/identity/codes.ts).
    await ok(api.auth['sign-up'].$post({ json: { identifier: id, password, givenName, familyName, locale } }))
    go({ kind: 'verify' })
  })
  const verify = run(async () => {
    await ok(api.auth.verify.$post({ json: { identifier: id, code } }))
    setPassword('')
    go({ kind: 'signIn' }, t('auth.verify.verified'))
  })
  const resend = async () => {
    setError(null)
    try {
      await ok(api.auth['resend-code'].$post({ json: { identifier: id, locale } }))
      setNotice(t('auth.verify.codeResent'))
    } catch (caught) {
      setError(errorMessage(t, 'auth', caught))
    }
  }
  const challenge = run(async () => {
    if (step.kind !== 'mfa') return
    const result = await respondToChallengeFn({
      data: { identifier: id, challenge: step.challenge, session: step.session, code, framed },
    })
    await finishSignIn(result)
  })
  const forgot = run(async () => {
    await ok(api.auth['forgot-password'].$post({ json: { identifier: id, locale } }))
    go({ kind: 'reset' }, t('auth.forgot.codeSent', { destination: describeIdentifier(identifier) }))
  })
  const reset = run(async () => {
    await ok(api.auth['reset-password'].$post({ json: { identifier: id, code, password } }))
    setPassword('')
    go({ kind: 'signIn' }, t('auth.forgot.done'))
  })

  const identifierInput = (
    <IdentifierInput value={identifier} onChange={setIdentifier} countries={countries} locale={locale} />
  )
  const codeInput = (
    <TextInput
      label={t('auth.fields.code')}
      value={code}
      onChange={(event) => setCode(event.currentTarget.value)}
      autoComplete="one-time-code"
      inputMode={step.kind === 'mfa' && step.challenge === 'SOFTWARE_TOKEN_MFA' ? 'text' : 'numeric'}
      required
      maxLength={16}
    />
  )
  const back = (
    <Anchor component="button" type="button" size="sm" onClick={() => go({ kind: 'signIn' })}>
      {t('auth.actions.backToSignIn')}
    </Anchor>
  )

  let body: ReactNode
  if (framedSession.isFramed && !framedSession.canKeepCookies) {
    // This browser keeps no cookies in frames: sign in on the full site in a new tab, which
    // returns to the same page there.
    body = (
      <Stack>
        <Title order={2} size="h3">
          {t('auth.framed.title')}
        </Title>
        <Text>{t('auth.framed.message')}</Text>
        <Button component="a" href={fullSiteLoginHref(locale, redirect)} target="_blank" rel="noopener">
          {t('auth.framed.openInNewTab')}
        </Button>
      </Stack>
    )
  } else if (step.kind === 'signIn' || step.kind === 'signUp') {
    body = (
      <Tabs
        value={step.kind}
        onChange={(value) => go({ kind: value === 'signUp' ? 'signUp' : 'signIn' }, notice)}
      >
        <Tabs.List grow mb="md">
          <Tabs.Tab value="signIn">{t('auth.tabs.signIn')}</Tabs.Tab>
          <Tabs.Tab value="signUp">{t('auth.tabs.signUp')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="signIn">
          <form onSubmit={signIn} aria-label={t('auth.tabs.signIn')}>
            <Stack>
              {identifierInput}
              <PasswordInput
                label={t('auth.fields.password')}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <Button type="submit" loading={isBusy}>
                {t('auth.actions.signIn')}
              </Button>
              <Anchor component="button" type="button" size="sm" onClick={() => go({ kind: 'forgot' })}>
                {t('auth.actions.forgotPassword')}
              </Anchor>
            </Stack>
          </form>
        </Tabs.Panel>
        <Tabs.Panel value="signUp">
          <form onSubmit={signUp} aria-label={t('auth.tabs.signUp')}>
            <Stack>
              <Group grow>
                <TextInput
                  label={t('auth.fields.givenName')}
                  autoComplete="given-name"
                  required
                  maxLength={60}
                  value={givenName}
                  onChange={(event) => setGivenName(event.currentTarget.value)}
                />
                <TextInput
                  label={t('auth.fields.familyName')}
                  autoComplete="family-name"
                  required
                  maxLength={60}
                  value={familyName}
                  onChange={(event) => setFamilyName(event.currentTarget.value)}
                />
              </Group>
              {identifierInput}
              <PasswordInput
                label={t('auth.fields.password')}
                description={t('auth.passwordHint')}
                autoComplete="new-password"
                required
                minLength={8}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <PasswordStrength password={password} userInputs={userInputs} />
              <Button type="submit" loading={isBusy}>
                {t('auth.actions.signUp')}
              </Button>
            </Stack>
          </form>
        </Tabs.Panel>
      </Tabs>
    )
  } else if (step.kind === 'verify') {
    body = (
      <form onSubmit={verify}>
        <Stack>
          <Title order={2} size="h3">
            {t('auth.verify.title')}
          </Title>
          <Text>{t('auth.verify.message', { destination: describeIdentifier(identifier) })}</Text>
          {codeInput}
          <Button type="submit" loading={isBusy}>
            {t('auth.actions.verify')}
          </Button>
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={resend}>
              {t('auth.actions.resendCode')}
            </Anchor>
            {back}
          </Group>
        </Stack>
      </form>
    )
  } else if (step.kind === 'mfa') {
    body = (
      <form onSubmit={challenge}>
        <Stack>
          <Title order={2} size="h3">
            {t('auth.mfa.title')}
          </Title>
          <Text>
            {step.challenge === 'SMS_MFA'
              ? t('auth.mfa.sms', { destination: step.destination ?? describeIdentifier(identifier) })
              : t('auth.mfa.totp')}
          </Text>
          {codeInput}
          <Button type="submit" loading={isBusy}>
            {t('auth.actions.confirm')}
          </Button>
          {back}
        </Stack>
      </form>
    )
  } else if (step.kind === 'forgot') {
    body = (
      <form onSubmit={forgot}>
        <Stack>
          <Title order={2} size="h3">
            {t('auth.forgot.title')}
          </Title>
          <Text>{t('auth.forgot.message')}</Text>
          {identifierInput}
          <Button type="submit" loading={isBusy}>
            {t('auth.actions.sendResetCode')}
          </Button>
          {back}
        </Stack>
      </form>
    )
  } else {
    body = (
      <form onSubmit={reset}>
        <Stack>
          <Title order={2} size="h3">
            {t('auth.forgot.title')}
          </Title>
          {codeInput}
          <PasswordInput
            label={t('auth.fields.newPassword')}
            description={t('auth.passwordHint')}
            autoComplete="new-password"
            required
            minLength={8}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <PasswordStrength password={password} userInputs={[id]} />
          <Button type="submit" loading={isBusy}>
            {t('auth.actions.resetPassword')}
          </Button>
          {back}
        </Stack>
      </form>
    )
  }

  return (
    <Container size={460} py="xl">
      <Title order={1} mb="lg">
        {t('auth.title')}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          {notice && (
            <Alert color="teal" role="status">
              {notice}
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {body}
        </Stack>
      </Paper>
    </Container>
  )
}
