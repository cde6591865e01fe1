import { Container, Group, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { currentUserQuery } from '../../queries/user.ts'
import { SignOutButton } from '../auth/sign-out-button.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { AvatarUpload } from './avatar-upload.tsx'
import { CalendarFeedSection } from './calendar-feed-section.tsx'
import { DuprSection } from './dupr-section.tsx'
import { MessagesSection } from './messages-section.tsx'
import { PushSection } from './push-section.tsx'
import { MfaSettings } from './mfa-settings.tsx'
import { ProfileForm } from './profile-form.tsx'
import { MyRegistrationsSection } from '../registration/my-registrations.tsx'
import type { InvitationLink } from '../registration/invitation-card.tsx'

export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-label={title}>
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/** /{locale}/profile (spec section 2, Authenticated area). */
export function ProfilePage({
  locale,
  invitationLink = null,
  onInvitationLinkDone = () => undefined,
}: {
  locale: string
  /** From the links of a partner invitation message (routes/$locale/_auth/profile.tsx). */
  invitationLink?: InvitationLink | null
  onInvitationLinkDone?: () => void
}) {
  const { t } = useTranslation()
  // A full render has the player from the route's loader. The shared profile shell (issue 17,
  // server/member-shell.server.ts) has nobody: the browser reads /bff/user/me after loading and
  // the sections show their outline until then. No player (signed out elsewhere): the root's
  // member-shell check loads the routes again and _auth sends the visitor to sign in.
  const { data: user } = useQuery(currentUserQuery())
  // Embed pages have no header, so the profile carries the sign-out there.
  const isEmbed = useRouteContext({ from: '__root__', select: (context) => context.embed.embed })
  if (!user) return <ProfileOutline />
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('profile.title')}</Title>
          {isEmbed && <SignOutButton locale={locale} />}
        </Group>
        <ProfileSection title={t('profile.avatar.title')}>
          <AvatarUpload user={user} />
        </ProfileSection>
        <ProfileSection title={t('profile.details.title')}>
          <ProfileForm user={user} locale={locale} />
        </ProfileSection>
        <ProfileSection title={t('profile.mfa.title')}>
          <MfaSettings />
        </ProfileSection>
        <ProfileSection title={t('profile.dupr.title')}>
          <DuprSection user={user} />
        </ProfileSection>
        <MyRegistrationsSection
          locale={locale}
          invitationLink={invitationLink}
          onInvitationLinkDone={onInvitationLinkDone}
        />
        <ProfileSection title={t('profile.calendar.title')}>
          <CalendarFeedSection />
        </ProfileSection>
        <ProfileSection title={t('profile.push.title')}>
          <PushSection />
        </ProfileSection>
        <ProfileSection title={t('profile.messages.title')}>
          <MessagesSection />
        </ProfileSection>
      </Stack>
    </Container>
  )
}

/** The profile's frame while the player is being read: its title and the outline of its sections. */
function ProfileOutline() {
  const { t } = useTranslation()
  return (
    <Container size="md" py="xl" aria-busy="true">
      <Stack gap="lg">
        <Title order={1}>{t('profile.title')}</Title>
        <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
        {[t('profile.avatar.title'), t('profile.details.title'), t('profile.mfa.title')].map((title) => (
          <ProfileSection key={title} title={title}>
            <Stack gap="sm" aria-hidden="true">
              <Skeleton height={14} width="60%" />
              <Skeleton height={36} />
              <Skeleton height={36} />
            </Stack>
          </ProfileSection>
        ))}
      </Stack>
    </Container>
  )
}
