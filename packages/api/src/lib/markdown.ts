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

export function renderMarkdown(source: string): string {
  return md.render(source)
}
