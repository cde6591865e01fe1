import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useCanGoBack, useParams, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales.ts'
import { ButtonLink } from './links.tsx'

function useHomeLocale() {
  const locale = useParams({ strict: false, select: (params: { locale?: string }) => params.locale })
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

type ErrorViewProps = ErrorComponentProps & {
  /** Translation key of a route-specific heading, e.g. "errors.tournament.title". */
  titleKey?: string
  messageKey?: string
}

/**
 * Spec section 2: a try-again button that re-runs the route and a go-home link, or a go-back
 * link when there is no home context (e.g. inside an embed, where "home" is not ours).
 */
export function ErrorView({ error, reset, titleKey, messageKey }: ErrorViewProps) {
  const { t } = useTranslation()
  const router = useRouter()
  const locale = useHomeLocale()
  const canGoBack = useCanGoBack()
  const isEmbed = Boolean((router.state.matches[0]?.context as { embed?: { embed?: boolean } })?.embed?.embed)
  const hasHome = !isEmbed || !canGoBack
  if (import.meta.env.DEV) console.error(error)
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" role="alert">
        <Title order={1}>{t(titleKey ?? 'errors.title')}</Title>
        <Text c="dimmed">{t(messageKey ?? 'errors.message')}</Text>
        <Group>
          <Button
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            {t('errors.tryAgain')}
          </Button>
          {hasHome ? (
            <ButtonLink to="/$locale/" params={{ locale }} variant="default">
              {t('errors.goHome')}
            </ButtonLink>
          ) : (
            <Button variant="default" onClick={() => router.history.back()}>
              {t('errors.goBack')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  )
}

export function NotFoundView() {
  const { t } = useTranslation()
  const locale = useHomeLocale()
  return (
    <Container size="sm" py={64}>
      <Stack gap="md">
        <Title order={1}>{t('errors.notFoundTitle')}</Title>
        <Text c="dimmed">{t('errors.notFoundMessage')}</Text>
        <Group>
          <ButtonLink to="/$locale/" params={{ locale }}>
            {t('errors.goHome')}
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  )
}
