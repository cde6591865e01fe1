import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useCanGoBack, useParams, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from '../i18n/use-translation.ts'
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
  /** The list (or tournament) the message tells the visitor to go back to: offered as a link. */
  back?: BackTarget
}

export type BackTarget = 'tournaments' | 'travels' | 'tours' | 'tournament'

/** The "go back to …" link the error messages promise (issue 13). */
function BackLink({ target, locale }: { target: BackTarget; locale: string }) {
  const { t } = useTranslation()
  const id = useParams({ strict: false, select: (params: { id?: string }) => params.id })
  if (target === 'tournaments')
    return (
      <ButtonLink to="/$locale/" params={{ locale }} variant="default">
        {t('errors.backToTournaments')}
      </ButtonLink>
    )
  if (target === 'travels')
    return (
      <ButtonLink to="/$locale/travels" params={{ locale }} variant="default">
        {t('errors.backToTravels')}
      </ButtonLink>
    )
  if (target === 'tours')
    return (
      <ButtonLink to="/$locale/tours/" params={{ locale }} variant="default">
        {t('errors.backToTours')}
      </ButtonLink>
    )
  if (!id) return null
  return (
    <ButtonLink to="/$locale/tournament/$id/" params={{ locale, id }} variant="default">
      {t('class.backToTournament')}
    </ButtonLink>
  )
}

/**
 * Spec section 2: a try-again button that re-runs the route and a go-home link, or a go-back
 * link when there is no home context (e.g. inside an embed, where "home" is not ours).
 */
export function ErrorView({ error, reset, titleKey, messageKey, back }: ErrorViewProps) {
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
          {back && <BackLink target={back} locale={locale} />}
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
