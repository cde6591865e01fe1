import { Box, Container, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../i18n/locales.ts'
import { AnchorLink } from './links.tsx'

export function AppFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  return (
    <Box
      component="footer"
      py="xl"
      mt="xl"
      bg="white"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="xl">
        <Group justify="space-between" gap="md">
          <div>
            <Text fw={700}>Courtside</Text>
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
          </div>
          <Group component="nav" gap="lg" aria-label={t('footer.tagline')}>
            <AnchorLink to="/$locale/about" params={{ locale }} size="sm">
              {t('footer.about')}
            </AnchorLink>
            <AnchorLink to="/$locale/policy/terms" params={{ locale }} size="sm">
              {t('footer.terms')}
            </AnchorLink>
            <AnchorLink to="/$locale/policy/privacy" params={{ locale }} size="sm">
              {t('footer.privacy')}
            </AnchorLink>
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt="md">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  )
}
