import { normalizeEmail } from '@app/domain'
import type { Db } from '../../db/database'
import { selectOutbox } from './dev-outbox.repository'

const OUTBOX_PAGE = 20

/** What the sandbox would have sent to an address (an email, or +<country code><number>). */
export async function readOutbox(db: Db, to: string) {
  const recipient = to.includes('@') ? normalizeEmail(to) : to.replace(/[^\d+]/g, '')
  const messages = await selectOutbox(db, recipient, OUTBOX_PAGE)
  return messages.map((message) => ({
    id: message.id,
    channel: message.channel,
    to: message.recipient,
    subject: message.subject,
    body: message.body,
    created_at: message.created_at.toISOString(),
  }))
}
