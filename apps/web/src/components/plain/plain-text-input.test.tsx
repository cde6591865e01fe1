import { TextInput } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { PlainTextInput } from './plain-text-input.tsx'
import { renderMarkup } from './render-markup.test-kit.tsx'

// The class page's player search writes Mantine's TextInput markup as plain elements (issue 17).
describe('PlainTextInput', () => {
  it.each([
    ['empty, nothing at its end', '', null],
    ['typed, a loader at its end', 'Ana', <span key="l" aria-label="Loading" />],
  ] as const)('equals Mantine’s TextInput (%s)', (_, value, rightSection) => {
    const props = {
      type: 'search',
      placeholder: 'Name',
      value,
      onChange: () => {},
      'aria-controls': 'list',
    } as const
    const plain = renderMarkup(
      <PlainTextInput label="Search" maw={420} rightSection={rightSection} {...props} />,
    )
    expect(plain).toContain(`value="${value}"`)
    expect(plain).toBe(
      renderMarkup(<TextInput label="Search" maw={420} rightSection={rightSection} {...props} />),
    )
  })
})
