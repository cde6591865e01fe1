// The plain-text excerpt of organizer Markdown (meta descriptions, calendar descriptions).
import { describe, expect, it } from 'vitest'
import { plainExcerpt, renderMarkdown } from './markdown.ts'

describe('plainExcerpt', () => {
  it('keeps the words: no markup, images or tags; links as their text; blocks as spaces', () => {
    const markdown =
      '# Berlin Open\n\n![Halle](hall.png) A **great** weekend, see [the club](https://example.com).\n\n' +
      '- Bring <b>water</b>\n- Two-day_event `4.0+`'
    expect(plainExcerpt(markdown, 200)).toBe(
      'Berlin Open A great weekend, see the club. Bring water Two-day_event 4.0+',
    )
  })

  it('cuts a long text at a word and marks the cut', () => {
    const text = plainExcerpt('word '.repeat(100), 42)
    expect(text.length).toBeLessThanOrEqual(42)
    expect(text).toMatch(/^(word )+word…$/)
  })
})

describe('remembered renders (issue 17)', () => {
  it('answers each text with its own rendering, also when texts alternate and the memo starts over', () => {
    const texts = Array.from({ length: 520 }, (_, i) => `**Event ${i}** in [Lyon](https://example.com/${i})`)
    const first = texts.map((text) => renderMarkdown(text))
    expect(new Set(first).size).toBe(texts.length)
    texts.forEach((text, i) => {
      expect(renderMarkdown(text)).toBe(first[i])
      expect(first[i]).toContain(`<strong>Event ${i}</strong>`)
      expect(plainExcerpt(text, 200)).toBe(`Event ${i} in Lyon`)
    })
  })
})
