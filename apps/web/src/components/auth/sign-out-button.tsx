import { Button } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { USER_QUERY_ROOT } from '../../queries/user.ts'
import { logoutFn } from '../../server/auth-fns.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { PlainButton } from '../plain/plain-button.tsx'

/** Logout server function, then (spec section 4) fresh current-user data and route state. */
export function SignOutButton({ locale, onDone }: { locale: string; onDone?: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const router = useRouter()
  const [isBusy, setIsBusy] = useState(false)
  const onSignOut = async () => {
    setIsBusy(true)
    try {
      await logoutFn()
    } finally {
      queryClient.removeQueries({ queryKey: USER_QUERY_ROOT })
      setIsBusy(false)
      onDone?.()
      await router.navigate({ to: '/$locale/', params: { locale } })
      await router.invalidate()
    }
  }
  // The header shows this on every signed-in page: a plain button with Mantine Button's markup
  // (issue 17), and Mantine's own only for the moment it shows its loader.
  if (isBusy)
    return (
      <Button variant="subtle" size="sm" loading>
        {t('auth.actions.signOut')}
      </Button>
    )
  return (
    <PlainButton variant="subtle" size="sm" onClick={onSignOut}>
      {t('auth.actions.signOut')}
    </PlainButton>
  )
}
