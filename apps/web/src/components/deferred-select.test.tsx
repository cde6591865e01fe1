import { describe, expect, it } from 'vitest'
import { DeferredSelect, type DeferredSelectProps } from './deferred-select.tsx'
import { renderMarkup } from './plain/render-markup.test-kit.tsx'

// The look-alike a DeferredSelect shows until Mantine's Select loads is written as plain
// elements in the default look (issue 17), and with Mantine's InputBase otherwise. An empty style
// object changes nothing in Mantine's markup but takes that path, so the same select with
// style={{}} must render the very same HTML.

const data = [
  { value: 'p1', label: 'Ana Ruiz' },
  { value: 'p2', label: 'Ben Kohl' },
]
const cases: [string, Omit<DeferredSelectProps<string>, 'data'>][] = [
  [
    'searchable, clearable, nothing chosen',
    {
      label: 'Pick a player',
      placeholder: 'Choose',
      value: null,
      searchable: true,
      clearable: true,
      clearButtonProps: { 'aria-hidden': false, tabIndex: 0, 'aria-label': 'Clear' },
      maw: 420,
    },
  ],
  [
    'searchable, clearable, chosen',
    {
      label: 'Pick a player',
      placeholder: 'Choose',
      value: 'p2',
      searchable: true,
      clearable: true,
      clearButtonProps: { 'aria-hidden': false, tabIndex: 0, 'aria-label': 'Clear' },
      maw: 420,
    },
  ],
  ['clearable with Mantine’s hidden clear button', { label: 'Pick', value: 'p1', clearable: true }],
  ['a plain select, chosen', { label: 'View', value: 'p1', allowDeselect: false, maw: 360 }],
]

describe('DeferredSelect’s look-alike (issue 17)', () => {
  it.each(cases)('equals Mantine’s InputBase (%s)', (_, props) => {
    const plain = renderMarkup(<DeferredSelect data={data} onChange={() => {}} {...props} />)
    const mantine = renderMarkup(<DeferredSelect data={data} onChange={() => {}} {...props} style={{}} />)
    expect(plain).toContain('role="combobox"')
    expect(plain).toBe(mantine)
  })

  it('writes the chosen option’s label and a real clear button only when one is chosen', () => {
    const chosen = renderMarkup(
      <DeferredSelect data={data} value="p2" onChange={() => {}} clearable label="Pick" />,
    )
    expect(chosen).toContain('value="Ben Kohl"')
    expect(chosen).toContain('mantine-InputClearButton-root')
    const none = renderMarkup(
      <DeferredSelect data={data} value={null} onChange={() => {}} clearable label="Pick" />,
    )
    expect(none).toContain('value=""')
    expect(none).not.toContain('mantine-InputClearButton-root')
  })
})
