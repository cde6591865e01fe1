// How a rendered message leaves the server (issue 16): e-mail over SMTP with nodemailer when
// SMTP_URL is set; otherwise the development outbox (/dev/outbox) as before. SMS always go through
// the existing SMS/outbox adapter (adapters/outbox.ts); Web Push through features/push.
import nodemailer from 'nodemailer'
import type { Outbox } from '../../adapters/outbox.ts'

/** What the transport needs of Web Push (features/push's sender has this shape; setup.ts joins
 * them, so the outbox does not depend on the push feature's routes). */
export type PushSender = {
  send: (notification: {
    endpoint: string
    title: string
    body: string
    url?: string | undefined
  }) => Promise<{ sent: true } | { sent: false; reason: string }>
}

export type OutgoingMessage = {
  channel: 'email' | 'sms' | 'push'
  to: string
  subject: string
  html: string
  text: string
  /** Stable per outbox row, so a resend after a crash carries the same Message-ID. */
  messageId: string
  /** Push: the page the notification opens. */
  url?: string | undefined
}

export type Transport = { send: (message: OutgoingMessage) => Promise<void>; describe: string }

/** A send that can never succeed: the outbox marks the row failed at once instead of retrying. */
export class PermanentSendError extends Error {}

/** Thrown when no sender exists (production without SMTP_URL): retrying cannot help. */
export class NoSenderConfigured extends PermanentSendError {}

export function createMessageTransport(options: {
  smtpUrl?: string | undefined
  from: string
  outbox: Outbox
  isDevelopment: boolean
  push?: PushSender | undefined
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
      if (message.channel === 'push') {
        if (!options.push) throw new NoSenderConfigured('no push sender is configured')
        const outcome = await options.push.send({
          endpoint: message.to,
          title: message.subject,
          body: message.text,
          url: message.url,
        })
        if (!outcome.sent) throw new PermanentSendError(outcome.reason)
        return
      }
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
