import MarkdownIt from 'markdown-it'

// Raw HTML in descriptions is escaped (html: false) and markdown-it refuses javascript:,
// vbscript: and data: links, so organizer-written text can never inject script.
const md = new MarkdownIt({ html: false, linkify: true, typographer: true })

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]
  if (token) {
    token.attrSet('target', '_blank')
    token.attrSet('rel', 'noopener noreferrer nofollow')
  }
  return defaultLinkOpen(tokens, idx, options, env, self)
}

/**
 * Remembers recent results: an event's description is rendered on every uncached read of the
 * event (issue 17: ~2.5% of an event page's render), and the text rarely changes. Bounded by
 * entries; a full memo starts over.
 */
function memoized(limit: number, compute: (source: string) => string): (source: string) => string {
  const memo = new Map<string, string>()
  return (source) => {
    const known = memo.get(source)
    if (known !== undefined) return known
    const result = compute(source)
    if (memo.size >= limit) memo.clear()
    memo.set(source, result)
    return result
  }
}

export const renderMarkdown = memoized(500, (source) => md.render(source))

// The plain-text reader sees raw HTML as its own tokens (html: true) so it can leave tags out; it
// never renders, so nothing it reads reaches a page as markup.
const reader = new MarkdownIt({ html: true })

/** The words of a Markdown text: images and HTML tags left out, links as their text, blocks as spaces. */
function plainText(markdown: string): string {
  const words: string[] = []
  for (const block of reader.parse(markdown, {})) {
    if (block.type !== 'inline') {
      if (block.type === 'code_block' || block.type === 'fence') words.push(block.content)
      words.push(' ')
      continue
    }
    for (const token of block.children ?? []) {
      if (token.type === 'text' || token.type === 'code_inline') words.push(token.content)
      else if (token.type === 'softbreak' || token.type === 'hardbreak') words.push(' ')
      else if (token.type === 'image') words.push(' ')
    }
  }
  return words.join('').replace(/\s+/g, ' ').trim()
}

const memoizedPlainText = memoized(500, plainText)

/** Markdown → a one-line plain-text excerpt (meta descriptions, calendars), cut at a word. */
export function plainExcerpt(markdown: string, maxLength: number): string {
  const text = memoizedPlainText(markdown)
  if (text.length <= maxLength) return text
  const cut = text.slice(0, maxLength - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength - 20))}…`
}
