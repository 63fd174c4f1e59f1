import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { CodeSent } from '@app/contract'
import type { Language } from '@app/domain'
import type { Messenger } from '../../adapters/messaging/messenger'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { codeMessage } from './code-message'
import { countWrongTry, insertCode, markConsumed, selectLatestCode } from './verification.repository'

export const CODE_TTL_MS = 10 * 60 * 1000
export const RESEND_AFTER_MS = 60 * 1000
export const MAX_CODE_TRIES = 5

/** What a code may be used for; a code for one purpose never opens another. */
export type CodePurpose = 'register' | 'login' | 'forgot-password' | 'bind'

export type CodeTarget = { purpose: CodePurpose; channel: 'email' | 'sms'; address: string }

export type CodeSettings = { secret: string; brand: string; messenger: Messenger }

// Codes are kept as keyed hashes bound to purpose and address: a leaked table reveals nothing
// usable, and a code cannot be replayed for another purpose or address.
function hashCode(secret: string, purpose: string, address: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${address}\n${code}`).digest('base64url')
}

/**
 * Sends a fresh 6-digit code from the system's secure random source, valid for 10 minutes;
 * refuses another for the same purpose and address within a minute.
 */
export async function sendCode(
  db: Db,
  settings: CodeSettings,
  target: CodeTarget,
  language: Language,
  now: Date,
): Promise<CodeSent> {
  const last = await selectLatestCode(db, target.purpose, target.address)
  if (last && now.getTime() - last.created_at.getTime() < RESEND_AFTER_MS) {
    const waitMs = RESEND_AFTER_MS - (now.getTime() - last.created_at.getTime())
    throw new AppError('CODE_RESEND_TOO_SOON', 429, { retry_after_s: Math.ceil(waitMs / 1000) })
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.transaction().execute(async (trx) => {
    await insertCode(trx, {
      purpose: target.purpose,
      address: target.address,
      codeHash: hashCode(settings.secret, target.purpose, target.address, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    })
    const message = codeMessage(language, settings.brand, code)
    await settings.messenger.send(trx, { channel: target.channel, to: target.address, ...message }, now)
  })
  return { expires_in_s: CODE_TTL_MS / 1000, resend_in_s: RESEND_AFTER_MS / 1000 }
}

/**
 * Checks the newest code for a purpose and address and returns its id, or throws INVALID_CODE,
 * CODE_EXPIRED or CODE_TRIES_EXHAUSTED. A wrong try is counted at once, outside any business
 * transaction, so a rollback can never hand out extra guesses. Then spend the code with
 * `useCode` inside the transaction of what it allows.
 */
export async function verifyCode(
  db: Db,
  secret: string,
  target: Omit<CodeTarget, 'channel'>,
  code: string,
  now: Date,
): Promise<string> {
  const latest = await selectLatestCode(db, target.purpose, target.address)
  if (!latest || latest.consumed_at) throw new AppError('INVALID_CODE', 400, { field: 'code' })
  if (latest.expires_at.getTime() <= now.getTime()) throw new AppError('CODE_EXPIRED', 400, { field: 'code' })
  if (latest.attempts >= MAX_CODE_TRIES) throw new AppError('CODE_TRIES_EXHAUSTED', 429, { field: 'code' })
  const expected = Buffer.from(latest.code_hash)
  const given = Buffer.from(hashCode(secret, target.purpose, target.address, code))
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const tries = await countWrongTry(db, latest.id, MAX_CODE_TRIES)
    if (tries === undefined || tries >= MAX_CODE_TRIES) {
      throw new AppError('CODE_TRIES_EXHAUSTED', 429, { field: 'code', tries_left: 0 })
    }
    throw new AppError('INVALID_CODE', 400, { field: 'code', tries_left: MAX_CODE_TRIES - tries })
  }
  return latest.id
}

/** Spends a verified code; a second use of the same code (a replay or a race) is INVALID_CODE. */
export async function useCode(db: Db, codeId: string, now: Date): Promise<void> {
  if (!(await markConsumed(db, codeId, now))) throw new AppError('INVALID_CODE', 400, { field: 'code' })
}
