import { Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { ClassFrame, EntriesLabel, MyMatchesCard } from './class-page.tsx'
import { englishT, renderMarkup } from '../plain/render-markup.test-kit.tsx'

// The class page's frame, its "When and where do I play?" card and the players section's
// heading are plain elements writing Mantine's markup (issue 17): the same HTML as the Mantine
// components they replace, so the page looks the same.
describe('class page frame', () => {
  it('equals Mantine’s Container and Stack', () => {
    const plain = renderMarkup(
      <ClassFrame>
        <p>Open Singles</p>
      </ClassFrame>,
    )
    expect(plain).toContain('<p>Open Singles</p>')
    expect(plain).toBe(
      renderMarkup(
        <Container size="xl" py="lg">
          <Stack gap="lg">
            <p>Open Singles</p>
          </Stack>
        </Container>,
      ),
    )
  })

  it('the "my matches" card equals Mantine’s Card, Title and Text', () => {
    const plain = renderMarkup(
      <MyMatchesCard>
        <p>select</p>
      </MyMatchesCard>,
    )
    expect(plain).toContain(englishT('class.myMatches.title'))
    expect(plain).toBe(
      renderMarkup(
        <Card withBorder radius="lg" component="section" aria-labelledby="my-matches-heading">
          <Title order={2} fz="h4" id="my-matches-heading" mb={4}>
            {englishT('class.myMatches.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {englishT('class.myMatches.intro')}
          </Text>
          <p>select</p>
        </Card>,
      ),
    )
  })

  it('the players heading equals Mantine’s Group and Badge', () => {
    expect(renderMarkup(<EntriesLabel title="Players" count="128" />)).toBe(
      renderMarkup(
        <Group gap="xs" component="span">
          <span>Players</span>
          <Badge variant="default" size="sm" component="span">
            128
          </Badge>
        </Group>,
      ),
    )
  })
})
