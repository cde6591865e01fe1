// "Notifications on this device" (issue 15): the player allows this browser to receive Web Push —
// match calls, court changes, scores to confirm — in addition to e-mail. The browser's
// subscription goes to /bff/user/push-subscriptions (features/push); turning it off removes it
// there and in the browser.
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api, ok } from '../../lib/bff-client.ts'

const WORKER = '/push-sw.js'

/** What the API stores; the browser's toJSON() has it all, though its type marks each part optional. */
type PushSubscriptionBody = Parameters<(typeof api.user)['push-subscriptions']['$post']>[0]['json']

type State = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on'

function isSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER)
  return (await registration?.pushManager.getSubscription()) ?? null
}

export function PushSection() {
  const { t } = useTranslation()
  const [state, setState] = useState<State>('checking')
  const [isBusy, setIsBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let isMounted = true
    const check = async (): Promise<State> => {
      if (!isSupported()) return 'unsupported'
      if (Notification.permission === 'denied') return 'blocked'
      return (await currentSubscription().catch(() => null)) ? 'on' : 'off'
    }
    void check().then((next) => {
      if (isMounted) setState(next)
    })
    return () => {
      isMounted = false
    }
  }, [])

  const turnOn = async () => {
    setIsBusy(true)
    setFailed(false)
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('blocked')
      const registration = await navigator.serviceWorker.register(WORKER)
      await navigator.serviceWorker.ready
      const { publicKey } = await ok(api.push.key.$get())
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      })
      await ok(api.user['push-subscriptions'].$post({ json: subscription.toJSON() as PushSubscriptionBody }))
      setState('on')
    } catch {
      setFailed(true)
    } finally {
      setIsBusy(false)
    }
  }

  const turnOff = async () => {
    setIsBusy(true)
    setFailed(false)
    try {
      const subscription = await currentSubscription()
      if (subscription) {
        await ok(api.user['push-subscriptions'].$delete({ json: { endpoint: subscription.endpoint } }))
        await subscription.unsubscribe()
      }
      setState('off')
    } catch {
      setFailed(true)
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <Stack>
      <Text>{t('profile.push.intro')}</Text>
      {state === 'unsupported' && <Text c="dimmed">{t('profile.push.unsupported')}</Text>}
      {state === 'blocked' && <Text c="dimmed">{t('profile.push.blocked')}</Text>}
      {state === 'off' && (
        <Group>
          <Button onClick={() => void turnOn()} loading={isBusy}>
            {t('profile.push.turnOn')}
          </Button>
        </Group>
      )}
      {state === 'on' && (
        <Group>
          <Text>{t('profile.push.on')}</Text>
          <Button variant="default" onClick={() => void turnOff()} loading={isBusy}>
            {t('profile.push.turnOff')}
          </Button>
        </Group>
      )}
      {failed && (
        <Alert color="red" role="alert">
          {t('profile.push.failed')}
        </Alert>
      )}
    </Stack>
  )
}
