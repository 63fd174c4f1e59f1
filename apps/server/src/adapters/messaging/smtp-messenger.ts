import nodemailer from 'nodemailer'
import { type Messenger, sandboxMessenger } from './messenger'

/** Emails go out through SMTP (SMTP_URL); text messages stay in the sandbox outbox. */
export function createSmtpMessenger(smtpUrl: string, from: string): Messenger {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    kind: 'smtp',
    async send(db, message, now) {
      if (message.channel === 'sms') return sandboxMessenger.send(db, message, now)
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.body })
    },
  }
}
