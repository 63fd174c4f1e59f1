import {
  checkNickname,
  checkPasswordsMatch,
  checkPaymentPassword,
  PAYMENT_PASSWORD_LOCK_HOURS,
  PAYMENT_PASSWORD_MAX_FAILURES,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { isAvailableCurrency } from '../currencies/currencies.service'
import { useCode, verifyCode } from '../verification/verification.service'
import type { AccessClaims } from './access-token'
import { checkNewPassword, checkPhone, emailOf, phoneAddress } from './account-checks'
import {
  bindEmail,
  bindPhone,
  clearExpiredPaymentLock,
  countPaymentPasswordFailure,
  insertAuthEvent,
  resetPaymentPasswordFailures,
  revokeOtherSessions,
  selectPaymentPasswordState,
  selectUserById,
  setRealNameOnce,
  updateCurrency,
  updateNickname,
  updatePasswordHash,
  updatePaymentPasswordHash,
} from './accounts.repository'
import type { RequestContext } from './accounts.service'
import { hashPassword, isPasswordCorrect } from './password-hash'

/** Changes the player's nickname (6 characters or more). */
export async function changeNickname(db: Db, userId: number, nickname: string) {
  const check = checkNickname(nickname)
  if (!check.ok) throw new AppError(check.reason, 400, { field: 'nickname' })
  await updateNickname(db, userId, nickname.trim())
}

/**
 * Changes the login password: the email must be verified and the current password given. Every
 * other sign-in of the player ends; this one stays.
 */
export async function changePassword(
  db: Db,
  claims: AccessClaims,
  body: { old_password: string; new_password: string; confirm_password: string },
  context: RequestContext,
) {
  const user = await selectUserById(db, claims.userId)
  if (!user) throw new AppError('UNAUTHORIZED', 401)
  if (!user.email_verified) throw new AppError('EMAIL_NOT_VERIFIED', 403)
  checkNewPassword(body.new_password, body.confirm_password, 'new_password')
  if (!(await isPasswordCorrect(user.password_hash, body.old_password))) {
    await insertAuthEvent(db, {
      userId: user.id,
      identifier: String(user.id),
      ip: context.ip,
      action: 'change-password',
      outcome: 'failure',
      now: context.now,
    })
    throw new AppError('WRONG_PASSWORD', 400, { field: 'old_password' })
  }
  const passwordHash = await hashPassword(body.new_password)
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash)
    await revokeOtherSessions(trx, user.id, claims.sessionId, context.now)
    await insertAuthEvent(trx, {
      userId: user.id,
      identifier: String(user.id),
      ip: context.ip,
      action: 'change-password',
      outcome: 'success',
      now: context.now,
    })
  })
}

/**
 * Checks a payment password. Locked (423) for 24 hours after the 5th wrong attempt; every wrong
 * attempt answers how many are left. The count is one atomic statement, so 20 concurrent wrong
 * attempts count exactly 5. Withdrawals and transfers call this before moving money.
 */
export async function verifyPaymentPassword(
  db: Db,
  userId: number,
  password: string,
  now: Date,
  field = 'old_password',
): Promise<void> {
  await clearExpiredPaymentLock(db, userId, now)
  const state = await selectPaymentPasswordState(db, userId)
  if (!state?.payment_password_hash)
    throw new AppError('PAYMENT_PASSWORD_REQUIRED', 400, { field: 'old_password' })
  const lockedUntil = state.payment_password_locked_until
  if (lockedUntil && lockedUntil.getTime() > now.getTime()) {
    throw new AppError('PAYMENT_PASSWORD_LOCKED', 423, {
      locked_until: lockedUntil.toISOString(),
      attempts_left: 0,
    })
  }
  if (await isPasswordCorrect(state.payment_password_hash, password)) {
    await resetPaymentPasswordFailures(db, userId)
    return
  }
  const lockUntil = new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_HOURS * 3600_000)
  const failures = await countPaymentPasswordFailure(db, userId, PAYMENT_PASSWORD_MAX_FAILURES, lockUntil)
  if (failures === undefined || failures >= PAYMENT_PASSWORD_MAX_FAILURES) {
    throw new AppError('PAYMENT_PASSWORD_LOCKED', 423, {
      locked_until: lockUntil.toISOString(),
      attempts_left: 0,
    })
  }
  throw new AppError('PAYMENT_PASSWORD_WRONG', 400, {
    field,
    attempts_left: PAYMENT_PASSWORD_MAX_FAILURES - failures,
  })
}

/** Sets the payment password (6 digits); changing an existing one needs the current one. */
export async function setPaymentPassword(
  db: Db,
  userId: number,
  body: { password: string; confirm_password: string; old_password?: string | undefined },
  now: Date,
) {
  const rule = checkPaymentPassword(body.password)
  if (!rule.ok) throw new AppError(rule.reason, 400, { field: 'password' })
  const match = checkPasswordsMatch(body.password, body.confirm_password)
  if (!match.ok) throw new AppError(match.reason, 400, { field: 'confirm_password' })
  const state = await selectPaymentPasswordState(db, userId)
  if (state?.payment_password_hash) {
    if (!body.old_password) throw new AppError('PAYMENT_PASSWORD_REQUIRED', 400, { field: 'old_password' })
    await verifyPaymentPassword(db, userId, body.old_password, now)
  }
  await updatePaymentPasswordHash(db, userId, await hashPassword(body.password))
}

/** What the wallet needs from the account: the real name and payment password a withdrawal needs, and the currency. */
export async function walletProfile(db: Db, userId: number) {
  const user = await selectUserById(db, userId)
  if (!user) throw new AppError('UNAUTHORIZED', 401)
  return {
    realName: user.real_name,
    hasPaymentPassword: user.payment_password_hash !== null,
    currency: user.currency,
  }
}

/** The player's real name, or null before it is set. */
export async function getRealName(db: Db, userId: number) {
  const user = await selectUserById(db, userId)
  if (!user) throw new AppError('UNAUTHORIZED', 401)
  return { real_name: user.real_name }
}

/** Sets the real name once (withdrawals need it); changing it afterwards goes through support. */
export async function setRealName(db: Db, userId: number, realName: string) {
  const name = realName.trim().replace(/\s+/g, ' ')
  if (name.length < 2) throw new AppError('REAL_NAME_REQUIRED', 400, { field: 'real_name' })
  if (!(await setRealNameOnce(db, userId, name)))
    throw new AppError('REAL_NAME_ALREADY_SET', 409, { field: 'real_name' })
}

/** Binds (or replaces) the email with the code sent to it for binding; it is then verified. */
export async function bindVerifiedEmail(
  db: Db,
  secret: string,
  userId: number,
  text: string,
  code: string,
  now: Date,
) {
  const email = emailOf(text)
  const user = await selectUserById(db, userId)
  if (user?.email === email && user.email_verified)
    throw new AppError('ALREADY_VERIFIED', 409, { field: 'email' })
  const codeId = await verifyCode(db, secret, { purpose: 'bind', address: email }, code, now)
  await db.transaction().execute(async (trx) => {
    await useCode(trx, codeId, now)
    if (!(await bindEmail(trx, userId, email))) throw new AppError('EMAIL_TAKEN', 409, { field: 'email' })
  })
}

/** Binds (or replaces) the mobile number with the code texted to it for binding. */
export async function bindVerifiedPhone(
  db: Db,
  secret: string,
  userId: number,
  areaCode: number,
  phone: string,
  code: string,
  now: Date,
) {
  checkPhone(areaCode, phone)
  const user = await selectUserById(db, userId)
  if (user?.area_code === areaCode && user.phone === phone && user.phone_verified) {
    throw new AppError('ALREADY_VERIFIED', 409, { field: 'phone' })
  }
  const codeId = await verifyCode(
    db,
    secret,
    { purpose: 'bind', address: phoneAddress(areaCode, phone) },
    code,
    now,
  )
  await db.transaction().execute(async (trx) => {
    await useCode(trx, codeId, now)
    if (!(await bindPhone(trx, userId, areaCode, phone)))
      throw new AppError('PHONE_TAKEN', 409, { field: 'phone' })
  })
}

/** The currency the player's balance and bets are shown in; it must be in the currency list. */
export async function changeCurrency(db: Db, userId: number, unit: string) {
  const currency = unit.toUpperCase()
  if (!(await isAvailableCurrency(db, currency)))
    throw new AppError('UNKNOWN_CURRENCY', 400, { field: 'unit' })
  await updateCurrency(db, userId, currency)
  return { currency }
}
