import { Card, Stack, Text } from '@mantine/core'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import type { OrganizerMe } from '../../queries/manage-types.ts'
import { AnchorLink } from '../links.tsx'
import { ManageShell } from './manage-shell.tsx'

/** Users with roles in several organizations choose one; users with none are told how to start. */
export function OrganizationsPage({
  locale,
  organizations,
}: {
  locale: Locale
  organizations: OrganizerMe['organizations']
}) {
  const { t } = useTranslation()
  return (
    <ManageShell locale={locale} orgId={null} title={t('manage.title')}>
      {organizations.length === 0 ? (
        <Text>{t('manage.organizations.none')}</Text>
      ) : (
        <Stack gap="sm">
          {organizations.map((org) => (
            <Card key={org.id} withBorder padding="md">
              <AnchorLink to="/$locale/manage/org/$orgId" params={{ locale, orgId: String(org.id) }} fw={700}>
                {org.name}
              </AnchorLink>
              <Text size="sm" c="dimmed">
                {t(`manage.roles.${org.role}`)}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </ManageShell>
  )
}
