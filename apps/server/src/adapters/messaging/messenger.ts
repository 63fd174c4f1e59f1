import type { Db } from '../../db/database'

/** One message to a player: an email or a text message. */
export type OutgoingMessage = {
  channel: 'email' | 'sms'
  to: string
  subject: string
  body: string
}

/** How codes and notices leave the product. The sandbox keeps them in the database. */
export type Messenger = {
  readonly kind: 'sandbox' | 'smtp'
  send(db: Db, message: OutgoingMessage, now: Date): Promise<void>
}

/**
 * The sandbox outbox: every message is stored (in the caller's transaction) instead of sent,
 * and demo mode shows it at GET /dev/outbox. Text messages always go here until an SMS gateway
 * is configured.
 */
export const sandboxMessenger: Messenger = {
  kind: 'sandbox',
  async send(db, message, now) {
    await db
      .insertInto('outbox_messages')
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        created_at: now,
      })
      .execute()
  },
}
