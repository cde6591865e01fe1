import { Accordion } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { PlainAccordion } from './plain-accordion.tsx'
import { renderMarkup } from './render-markup.test-kit.tsx'

// The class page's folding sections write Mantine's Accordion markup (issue 17).
describe('PlainAccordion', () => {
  it('equals Mantine’s separated single-item accordion, open', () => {
    const plain = renderMarkup(
      <PlainAccordion value="standings" label="Standings">
        <p>Group A</p>
      </PlainAccordion>,
    )
    expect(plain).toContain('role="region"')
    expect(plain).toBe(
      renderMarkup(
        <Accordion variant="separated" radius="lg" defaultValue="standings" order={2}>
          <Accordion.Item value="standings">
            <Accordion.Control>Standings</Accordion.Control>
            <Accordion.Panel>
              <p>Group A</p>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>,
      ),
    )
  })
})
