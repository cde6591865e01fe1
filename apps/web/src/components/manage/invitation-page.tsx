import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { acceptInvitation } from '../../queries/manage.ts'
import { ButtonLink } from '../links.tsx'
import { FailureAlert } from './failure-alert.tsx'
import { manageFailure } from './manage-errors.ts'
import { useManageMutation } from './use-manage-mutation.ts'

/** The invited user (signed in) accepts the owner's invitation; the token is single-use, 7 days. */
export function InvitationPage({ locale, token }: { locale: Locale; token: string }) {
  const { t } = useTranslation()
  const accept = useManageMutation((value: string) => acceptInvitation(value))
  // A withdrawn link stays withdrawn: say so instead of offering to accept again.
  const isWithdrawn = accept.error !== null && manageFailure(t, accept.error).code === 'INVITATION_REVOKED'
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('manage.invitation.title')}</Title>
        {accept.isSuccess ? (
          <Stack role="status">
            <Text>
              {t('manage.invitation.accepted', {
                role: t(`manage.roles.${accept.data.role}`),
                organization: accept.data.organization.name,
              })}
            </Text>
            <ButtonLink
              to="/$locale/manage/org/$orgId"
              params={{ locale, orgId: String(accept.data.organization.id) }}
              w="fit-content"
            >
              {t('manage.invitation.open')}
            </ButtonLink>
          </Stack>
        ) : isWithdrawn ? (
          <Text role="alert">{t('manage.invitation.withdrawn')}</Text>
        ) : (
          <>
            <Text>{t('manage.invitation.explain')}</Text>
            <FailureAlert error={accept.error} />
            <Button w="fit-content" onClick={() => accept.mutate(token)} loading={accept.isPending}>
              {t('manage.invitation.accept')}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  )
}
