import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { api, ok } from '../../lib/bff-client.ts'
import type { CurrentUser } from '@courtside/api/types'
import { currentUserQuery, duprLoginQuery } from '../../queries/user.ts'
import { errorMessage } from '../auth/auth-messages.ts'
import { LazyModal } from '../lazy-modal.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

/** DUPR badges show three decimals, "NR" when unrated (spec section 1, 9). */
export function formatDuprRating(value: number | null, notRated: string): string {
  return value === null || !Number.isFinite(value) ? notRated : value.toFixed(3)
}

/** The token DUPR's page posts back after sign-in (its exact field name varies by version). */
function userTokenFrom(data: unknown): string | null {
  if (typeof data === 'string') {
    try {
      return userTokenFrom(JSON.parse(data))
    } catch {
      return null
    }
  }
  if (!data || typeof data !== 'object') return null
  const record = data as Record<string, unknown>
  const token = record.userToken ?? record.accessToken ?? record.token
  return typeof token === 'string' && token.length >= 10 ? token : null
}

export function DuprSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { data: link } = useQuery(duprLoginQuery())
  const [isOpen, setIsOpen] = useState(false)
  const linkAccount = useMutation({
    mutationFn: (userToken: string) => ok(api.dupr.link.$post({ json: { userToken } })),
    onSuccess: (linked) => {
      setIsOpen(false)
      queryClient.setQueryData(currentUserQuery().queryKey, (previous) =>
        previous ? { ...previous, ...linked } : previous,
      )
    },
  })
  const unlink = useMutation({
    mutationFn: () => ok(api.dupr.link.$delete()),
    onSuccess: () =>
      queryClient.setQueryData(currentUserQuery().queryKey, (previous) =>
        previous ? { ...previous, duprId: null, duprRatingSingles: null, duprRatingDoubles: null } : previous,
      ),
  })

  const origin = link?.isConfigured ? link.origin : null
  const { mutate } = linkAccount
  useEffect(() => {
    if (!isOpen || !origin) return
    // Only DUPR's own origin may hand us a result; every other message is ignored.
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return
      const token = userTokenFrom(event.data)
      if (token) mutate(token)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [isOpen, origin, mutate])

  const notRated = t('profile.dupr.notRated')
  return (
    <Stack>
      <Group>
        <Badge size="lg" variant="light" color="court">
          {t('profile.dupr.singles')}: {formatDuprRating(user.duprRatingSingles, notRated)}
        </Badge>
        <Badge size="lg" variant="light" color="court">
          {t('profile.dupr.doubles')}: {formatDuprRating(user.duprRatingDoubles, notRated)}
        </Badge>
      </Group>
      {user.duprId && <Text size="sm">{t('profile.dupr.linked', { id: user.duprId })}</Text>}
      {link && !link.isConfigured && <Text c="dimmed">{t('profile.dupr.notConfigured')}</Text>}
      {link?.isConfigured && (
        <Group>
          <Button variant="light" onClick={() => setIsOpen(true)}>
            {user.duprId ? t('profile.dupr.relink') : t('profile.dupr.link')}
          </Button>
          {user.duprId && (
            <Button variant="subtle" color="red" onClick={() => unlink.mutate()} loading={unlink.isPending}>
              {t('profile.dupr.unlink')}
            </Button>
          )}
        </Group>
      )}
      {(linkAccount.error ?? unlink.error) && (
        <Alert color="red" role="alert">
          {errorMessage(t, 'profile', linkAccount.error ?? unlink.error)}
        </Alert>
      )}
      {link?.isConfigured && (
        <LazyModal
          opened={isOpen}
          onClose={() => setIsOpen(false)}
          title={t('profile.dupr.frameTitle')}
          size="lg"
        >
          <iframe
            src={link.url}
            title={t('profile.dupr.frameTitle')}
            style={{ width: '100%', height: 600, border: 0 }}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </LazyModal>
      )}
    </Stack>
  )
}
