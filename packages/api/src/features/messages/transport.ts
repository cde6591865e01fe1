// How a rendered message leaves the server (issue 16): e-mail over SMTP with nodemailer when
// SMTP_URL is set; otherwise the development outbox (/dev/outbox) as before. SMS always go through
// the existing SMS/outbox adapter (adapters/outbox.ts).
import nodemailer from 'nodemailer'
import type { Outbox } from '../../adapters/outbox.ts'

export type OutgoingMessage = {
  channel: 'email' | 'sms'
  to: string
  subject: string
  html: string
  text: string
  /** Stable per outbox row, so a resend after a crash carries the same Message-ID. */
  messageId: string
}

export type Transport = { send: (message: OutgoingMessage) => Promise<void>; describe: string }

/** Thrown when no sender exists (production without SMTP_URL): retrying cannot help. */
export class NoSenderConfigured extends Error {}

export function createMessageTransport(options: {
  smtpUrl?: string | undefined
  from: string
  outbox: Outbox
  isDevelopment: boolean
}): Transport {
  const { outbox } = options
  const smtp = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        // A hung mail server must not hold a request or the worker for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined
  return {
    describe: smtp ? 'smtp' : 'dev-outbox',
    async send(message) {
      if (message.channel === 'email' && smtp) {
        await smtp.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: message.messageId,
          date: new Date(),
        })
        return
      }
      if (message.channel === 'email' && !options.isDevelopment)
        throw new NoSenderConfigured('no mail sender is configured (SMTP_URL)')
      await outbox.send({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
      })
    },
  }
}

/** The From header: MAIL_FROM, else Courtside at the site's host name. */
export function defaultMailFrom(siteUrl: string): string {
  return `Courtside <no-reply@${new URL(siteUrl).hostname}>`
}
