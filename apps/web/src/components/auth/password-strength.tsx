import { Progress, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { api, ok } from '../../lib/bff-client.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

type Strength = Awaited<ReturnType<typeof estimateStrength>>

const estimateStrength = (password: string, userInputs: string[], signal: AbortSignal) =>
  ok(api.auth['password-strength'].$post({ json: { password, userInputs } }, { init: { signal } }))

const COLORS = ['red', 'orange', 'yellow', 'teal', 'green']

/**
 * Live zxcvbn-ts estimate from the server (the dictionaries are too big for the page bundle),
 * debounced; the same check refuses weak passwords at sign-up. Reasons are translated keys.
 */
export function PasswordStrength({ password, userInputs }: { password: string; userInputs: string[] }) {
  const { t } = useTranslation()
  // The last estimate stays visible while the next one is on its way (no flicker while typing);
  // an empty field shows none, derived here rather than reset inside the effect.
  const [estimate, setEstimate] = useState<Strength | null>(null)
  const inputs = userInputs.join('\u0000')
  useEffect(() => {
    if (!password) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      estimateStrength(password, inputs.split('\u0000').filter(Boolean), controller.signal)
        .then(setEstimate)
        .catch(() => {})
    }, 350)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [password, inputs])
  const strength = password ? estimate : null
  if (!strength) return null
  return (
    <Stack gap={4} aria-live="polite">
      <Progress
        value={(strength.score + 1) * 20}
        color={COLORS[strength.score] ?? 'red'}
        size="sm"
        aria-hidden
      />
      <Text size="sm">
        {t('auth.strength.label', { level: t(`auth.strength.levels.${strength.score}`) })}
      </Text>
      {strength.warning && (
        <Text size="sm" c={strength.isAcceptable ? 'dimmed' : 'red.8'}>
          {t(`passwordStrength.warnings.${strength.warning}`, { defaultValue: '' })}
        </Text>
      )}
      {strength.suggestions.map((key) => (
        <Text key={key} size="xs" c="dimmed">
          {t(`passwordStrength.suggestions.${key}`, { defaultValue: '' })}
        </Text>
      ))}
    </Stack>
  )
}
