import { Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from '../i18n/use-translation.ts'

type Section = { heading: string; paragraphs: string[] }

/** About, Terms and Privacy: translated sections of plain paragraphs (locales/*.json). */
export function InfoPage({ namespace }: { namespace: 'about' | 'terms' | 'privacy' }) {
  const { t } = useTranslation()
  const sections = t(`${namespace}.sections`, { returnObjects: true }) as Section[]
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t(`${namespace}.title`)}</Title>
          <Text c="dimmed" mt="xs" size="lg">
            {t(`${namespace}.intro`)}
          </Text>
          {namespace !== 'about' && (
            <Text size="sm" c="dimmed" mt="xs">
              {t('info.lastUpdated')}
            </Text>
          )}
        </div>
        {Array.isArray(sections) &&
          sections.map((section) => (
            <section key={section.heading}>
              <Title order={2} fz="h3" mb="xs">
                {section.heading}
              </Title>
              {section.paragraphs.map((paragraph, index) => (
                <Text key={index} mb="sm" lh={1.65}>
                  {paragraph}
                </Text>
              ))}
            </section>
          ))}
      </Stack>
    </Container>
  )
}
