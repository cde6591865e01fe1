// A message as the transport sends it: subject, HTML and plain text from the one template.
import { render } from '@react-email/render'
import { createElement } from 'react'
import { messageContent } from './content.ts'
import type { MessageKind, MessagePayload } from './kinds.ts'
import { MessageEmail } from './template.tsx'

export type RenderedMessage = {
  subject: string
  html: string
  text: string
  /** Push only: the page the notification opens. */
  url?: string
}

export async function renderMessage(options: {
  kind: MessageKind
  payload: MessagePayload
  locale: string
  siteUrl: string
  recipient: string
  /** 'sms', 'push': a short plain text without the e-mail layout (no greeting or footer). */
  channel?: 'email' | 'sms' | 'push'
}): Promise<RenderedMessage> {
  const content = messageContent(options)
  if (options.channel === 'push') {
    const text = content.sms ?? content.paragraphs.join(' ')
    return {
      subject: content.subject,
      html: '',
      text,
      ...(content.links[0] ? { url: content.links[0].href } : {}),
    }
  }
  if (options.channel === 'sms') {
    return { subject: content.subject, html: '', text: content.sms ?? content.paragraphs.join(' ') }
  }
  const element = createElement(MessageEmail, { content, locale: options.locale })
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: content.subject, html, text }
}
