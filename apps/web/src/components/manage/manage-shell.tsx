import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { organizerMeQuery } from '../../queries/manage.ts'
import { AnchorLink } from '../links.tsx'

/** Every console page: the organization's name and sections, a heading, actions and content. */
export function ManageShell({
  locale,
  orgId,
  title,
  subtitle,
  actions,
  back,
  children,
}: {
  locale: Locale
  orgId: number | null
  title: string
  subtitle?: ReactNode
  actions?: ReactNode
  back?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  const { data: me } = useQuery(organizerMeQuery())
  const org = me?.organizations.find((o) => o.id === orgId)
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        {org && (
          <Group
            component="nav"
            aria-label={t('manage.nav.label')}
            justify="space-between"
            gap="xs"
            wrap="wrap"
          >
            <Text fw={700} c="court.9">
              {org.name}
            </Text>
            <Group gap="md">
              <AnchorLink to="/$locale/manage/org/$orgId" params={{ locale, orgId: String(org.id) }}>
                {t('manage.nav.events')}
              </AnchorLink>
              <AnchorLink to="/$locale/manage/org/$orgId/members" params={{ locale, orgId: String(org.id) }}>
                {t('manage.nav.members')}
              </AnchorLink>
            </Group>
          </Group>
        )}
        {back}
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {subtitle}
          </Stack>
          {actions && (
            <Group gap="xs" wrap="wrap">
              {actions}
            </Group>
          )}
        </Group>
        {children}
      </Stack>
    </Container>
  )
}

/** A plain external-looking link to a public page (opens in the same tab, as visitors see it). */
export function PublicLink({ href, children }: { href: string; children: ReactNode }) {
  return <Anchor href={href}>{children}</Anchor>
}

/** A titled section of a console page (its title names the region for assistive technology). */
export function ConsoleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  )
}
