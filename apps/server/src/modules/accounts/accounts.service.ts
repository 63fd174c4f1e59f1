import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto'
import {
  type CodeSent,
  INVITE_TYPE,
  type Invite,
  type MemberInfo,
  type OperatorSignIn,
  type OperatorSignInAnswer,
  type PasswordSignIn,
  type RegisterEmail,
  type RegisterPhone,
  type Session,
  VERIFY_KIND,
} from '@app/contract'
import {
  checkNickname,
  type Language,
  normalizeEmail,
  OPERATOR_ROLE,
  ROLE,
  type Role,
  roleName,
  toDecimalString,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { playerCash } from '../ledger/ledger.service'
import {
  type CodePurpose,
  type CodeSettings,
  sendCode,
  useCode,
  verifyCode,
} from '../verification/verification.service'
import {
  type AccessClaims,
  ENROLMENT_TICKET_TTL_S,
  signAccessToken,
  signEnrolmentTicket,
  signOperatorToken,
  verifyAccessToken,
  verifyOperatorToken,
} from './access-token'
import { checkNewPassword, checkPhone, emailOf, phoneAddress, refuse } from './account-checks'
import {
  countFailuresSinceLastSignIn,
  countSignInFailures,
  insertAuthEvent,
  insertInviteCode,
  insertSession,
  insertUser,
  isFamilyActive,
  markSessionReplaced,
  revokeFamily,
  revokeUserSessions,
  selectInviteCode,
  selectInviter,
  selectSessionByRefreshHash,
  selectUserByEmail,
  selectUserById,
  selectUserByPhone,
  type UserRecord,
  updatePasswordHash,
} from './accounts.repository'
import { selectOperatorTotp } from './operator-totp.repository'
import { hashPassword, isPasswordCorrect, spendPasswordCheckTime } from './password-hash'
import { isTotpCorrect } from './totp'

export type AccountSettings = { codes: CodeSettings; accessSecret: string }

/** Who is asking: their address, language and the server's time. */
export type RequestContext = { ip: string; language: Language; now: Date }

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000
/**
 * Failed password sign-ins per account and address that may follow each other at once; after
 * them each further try waits twice as long as the one before (1 s, 2 s, 4 s, …) up to the
 * window, so a guesser slows to a crawl while a player who mistyped barely notices.
 */
export const FREE_FAILURES_PER_ADDRESS = 3
export const FAILURE_WINDOW_PER_ADDRESS_MS = 15 * 60 * 1000
/** Failures per account in an hour, after which only addresses with no failures may still try. */
export const FAILURES_PER_ACCOUNT_HOUR = 100

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const PLAYER_INVITE_KIND = 1

const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('base64url')
const asRole = (role: number): Role => (role === ROLE.agent ? ROLE.agent : ROLE.user)

function checkRegistration(body: RegisterEmail | RegisterPhone) {
  checkNewPassword(body.password, body.confirm_password, 'password')
  const nickname = checkNickname(body.nickname)
  if (!nickname.ok) refuse(nickname.reason, 'nickname')
}

/** Opens a sign-in: a new session family with its refresh token, and an access token. */
async function openSession(db: Db, settings: AccountSettings, user: UserRecord, now: Date): Promise<Session> {
  // Operators work in the back office; the player screens never sign them in.
  if (user.role === OPERATOR_ROLE) throw new AppError('FORBIDDEN', 403)
  if (user.locked_at !== null) throw new AppError('ACCOUNT_LOCKED', 403)
  const familyId = randomUUID()
  const freshToken = randomBytes(32).toString('base64url')
  await insertSession(db, {
    id: randomUUID(),
    familyId,
    userId: user.id,
    refreshHash: hashRefreshToken(freshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    now,
  })
  const role = asRole(user.role)
  const token = await signAccessToken(
    { userId: user.id, role, sessionId: familyId },
    settings.accessSecret,
    now,
  )
  return { token, fresh_token: freshToken, user_id: user.id, role: roleName(role) }
}

async function createInviteCode(db: Db, userId: number, kind: number) {
  for (;;) {
    const code = Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('')
    if (await insertInviteCode(db, userId, kind, code)) return code
  }
}

/** Sends a registration code to an email address that has no account yet. */
export async function sendRegistrationEmailCode(
  db: Db,
  settings: AccountSettings,
  text: string,
  context: RequestContext,
) {
  const email = emailOf(text)
  if (await selectUserByEmail(db, email)) throw new AppError('EMAIL_TAKEN', 409, { field: 'email' })
  return sendCode(
    db,
    settings.codes,
    { purpose: 'register', channel: 'email', address: email },
    context.language,
    context.now,
  )
}

/** Sends a registration code by text message to a number that has no account yet. */
export async function sendRegistrationPhoneCode(
  db: Db,
  settings: AccountSettings,
  areaCode: number,
  phone: string,
  context: RequestContext,
) {
  checkPhone(areaCode, phone)
  if (await selectUserByPhone(db, areaCode, phone)) throw new AppError('PHONE_TAKEN', 409, { field: 'phone' })
  const address = phoneAddress(areaCode, phone)
  return sendCode(
    db,
    settings.codes,
    { purpose: 'register', channel: 'sms', address },
    context.language,
    context.now,
  )
}

const PURPOSE_BY_KIND: Record<number, CodePurpose> = {
  [VERIFY_KIND.login]: 'login',
  [VERIFY_KIND.forgotPassword]: 'forgot-password',
  [VERIFY_KIND.bind]: 'bind',
}

function purposeOf(kind: number): CodePurpose {
  const purpose = PURPOSE_BY_KIND[kind]
  if (!purpose) throw new AppError('UNKNOWN_VERIFY_KIND', 400, { field: 'kind' })
  return purpose
}

// To an address with no account, sign-in and reset codes are not sent, but the answer is the
// same, so the call cannot be used to find out who has an account.
const NOT_SENT: CodeSent = { expires_in_s: 600, resend_in_s: 60 }

/** Sends a sign-in, password-reset or binding code by email. */
export async function sendEmailCode(
  db: Db,
  settings: AccountSettings,
  text: string,
  kind: number,
  context: RequestContext,
) {
  const email = emailOf(text)
  const purpose = purposeOf(kind)
  const user = await selectUserByEmail(db, email)
  if (purpose === 'bind' && user) throw new AppError('EMAIL_TAKEN', 409, { field: 'email' })
  if (purpose !== 'bind' && !user) return NOT_SENT
  return sendCode(
    db,
    settings.codes,
    { purpose, channel: 'email', address: email },
    context.language,
    context.now,
  )
}

/** Sends a sign-in or binding code by text message. */
export async function sendPhoneCode(
  db: Db,
  settings: AccountSettings,
  areaCode: number,
  phone: string,
  kind: number,
  context: RequestContext,
) {
  checkPhone(areaCode, phone)
  const purpose = purposeOf(kind)
  const user = await selectUserByPhone(db, areaCode, phone)
  if (purpose === 'bind' && user) throw new AppError('PHONE_TAKEN', 409, { field: 'phone' })
  if (purpose !== 'bind' && !user) return NOT_SENT
  const address = phoneAddress(areaCode, phone)
  return sendCode(db, settings.codes, { purpose, channel: 'sms', address }, context.language, context.now)
}

async function register(
  db: Db,
  settings: AccountSettings,
  body: RegisterEmail | RegisterPhone,
  contact: { email: string | null; areaCode: number | null; phone: string | null; address: string },
  context: RequestContext,
): Promise<Session> {
  checkRegistration(body)
  const invitedBy = body.invite_code ? await selectInviter(db, body.invite_code) : undefined
  if (body.invite_code && invitedBy === undefined) {
    throw new AppError('UNKNOWN_INVITE_CODE', 400, { field: 'invite_code' })
  }
  const codeId = await verifyCode(
    db,
    settings.codes.secret,
    { purpose: 'register', address: contact.address },
    body.code,
    context.now,
  )
  const passwordHash = await hashPassword(body.password)
  return db.transaction().execute(async (trx) => {
    await useCode(trx, codeId, context.now)
    const userId = await insertUser(
      trx,
      {
        email: contact.email,
        emailVerified: contact.email !== null,
        areaCode: contact.areaCode,
        phone: contact.phone,
        phoneVerified: contact.phone !== null,
        nickname: body.nickname.trim(),
        passwordHash,
        role: ROLE.user,
        invitedBy,
      },
      context.now,
    )
    if (userId === undefined) {
      throw contact.email
        ? new AppError('EMAIL_TAKEN', 409, { field: 'email' })
        : new AppError('PHONE_TAKEN', 409, { field: 'phone' })
    }
    await createInviteCode(trx, userId, PLAYER_INVITE_KIND)
    const user = await selectUserById(trx, userId)
    if (!user) throw new Error(`user ${userId} vanished inside its own transaction`)
    await insertAuthEvent(trx, {
      userId,
      identifier: contact.address,
      ip: context.ip,
      action: 'register',
      outcome: 'success',
      now: context.now,
    })
    return openSession(trx, settings, user, context.now)
  })
}

/** Registers a player by email with the code sent to it, and signs them in. */
export function registerByEmail(
  db: Db,
  settings: AccountSettings,
  body: RegisterEmail,
  context: RequestContext,
) {
  const email = emailOf(body.email)
  return register(db, settings, body, { email, areaCode: null, phone: null, address: email }, context)
}

/** Registers a player by mobile number with the code texted to it, and signs them in. */
export function registerByPhone(
  db: Db,
  settings: AccountSettings,
  body: RegisterPhone,
  context: RequestContext,
) {
  checkPhone(body.area_code, body.phone)
  const address = phoneAddress(body.area_code, body.phone)
  return register(
    db,
    settings,
    body,
    { email: null, areaCode: body.area_code, phone: body.phone, address },
    context,
  )
}

/**
 * Signs in with an email or mobile number and the password. Failures are logged and limited
 * per account and address; an address that has not failed can still try, so an attacker
 * cannot lock a player out of their own password.
 */
export async function signInWithPassword(
  db: Db,
  settings: AccountSettings,
  body: PasswordSignIn,
  context: RequestContext,
): Promise<Session> {
  const isEmail = body.account.includes('@')
  const identifier = isEmail
    ? normalizeEmail(body.account)
    : phoneAddress(body.area_code ?? 0, body.account.replace(/\D/g, ''))
  const failures = await countSignInFailures(
    db,
    'sign-in-password',
    identifier,
    context.ip,
    new Date(context.now.getTime() - 3600_000),
    new Date(context.now.getTime() - FAILURE_WINDOW_PER_ADDRESS_MS),
  )
  const retryAfterMs = Math.max(
    signInDelayMs(failures.recentFromIp, failures.lastFromIpAt, context.now),
    failures.total >= FAILURES_PER_ACCOUNT_HOUR && failures.fromIp > 0 ? FAILURE_WINDOW_PER_ADDRESS_MS : 0,
  )
  if (retryAfterMs > 0) throw new AppError('TOO_MANY_SIGN_IN_FAILURES', 429, { retry_after_ms: retryAfterMs })
  const user = isEmail
    ? await selectUserByEmail(db, identifier)
    : body.area_code === undefined
      ? undefined
      : await selectUserByPhone(db, body.area_code, body.account.replace(/\D/g, ''))
  const isCorrect = user
    ? await isPasswordCorrect(user.password_hash, body.password)
    : await spendPasswordCheckTime(body.password).then(() => false)
  const event = { identifier, ip: context.ip, action: 'sign-in-password', now: context.now }
  if (!user || !isCorrect) {
    await insertAuthEvent(db, { ...event, userId: user?.id, outcome: 'failure' })
    throw new AppError('INVALID_CREDENTIALS', 401)
  }
  await refuseLocked(db, user, event)
  // Failures since the player's last sign-in are told now, so they can act if they were not theirs.
  const failedSignIns = await countFailuresSinceLastSignIn(db, user.id)
  await insertAuthEvent(db, { ...event, userId: user.id, outcome: 'success' })
  const session = await openSession(db, settings, user, context.now)
  return failedSignIns > 0 ? { ...session, failed_sign_ins: failedSignIns } : session
}

/**
 * Refuses the sign-in of a locked account with ACCOUNT_LOCKED, logged as its own outcome. Asked
 * only once the password or code was right, so the answer tells a stranger nothing.
 */
async function refuseLocked(
  db: Db,
  user: UserRecord,
  event: { identifier: string; ip: string; action: string; now: Date },
) {
  if (user.locked_at === null) return
  await insertAuthEvent(db, { ...event, userId: user.id, outcome: 'locked' })
  throw new AppError('ACCOUNT_LOCKED', 403)
}

/**
 * How long an address must still wait before its next password try on an account: nothing for
 * the first few failures, then a delay that doubles with each one, from the last failure.
 */
export function signInDelayMs(recentFailures: number, lastFailureAt: Date | null, now: Date): number {
  if (recentFailures < FREE_FAILURES_PER_ADDRESS || !lastFailureAt) return 0
  const delay = Math.min(
    1000 * 2 ** (recentFailures - FREE_FAILURES_PER_ADDRESS),
    FAILURE_WINDOW_PER_ADDRESS_MS,
  )
  return Math.max(0, lastFailureAt.getTime() + delay - now.getTime())
}

async function signInWithCode(
  db: Db,
  settings: AccountSettings,
  user: UserRecord | undefined,
  address: string,
  code: string,
  action: string,
  context: RequestContext,
): Promise<Session> {
  const codeId = await verifyCode(db, settings.codes.secret, { purpose: 'login', address }, code, context.now)
  if (!user) throw new AppError('INVALID_CODE', 400, { field: 'code' })
  await refuseLocked(db, user, { identifier: address, ip: context.ip, action, now: context.now })
  return db.transaction().execute(async (trx) => {
    await useCode(trx, codeId, context.now)
    await insertAuthEvent(trx, {
      userId: user.id,
      identifier: address,
      ip: context.ip,
      action,
      outcome: 'success',
      now: context.now,
    })
    return openSession(trx, settings, user, context.now)
  })
}

/** Quick sign-in with the code emailed to the player. */
export async function signInWithEmailCode(
  db: Db,
  settings: AccountSettings,
  text: string,
  code: string,
  context: RequestContext,
) {
  const email = emailOf(text)
  return signInWithCode(
    db,
    settings,
    await selectUserByEmail(db, email),
    email,
    code,
    'sign-in-email-code',
    context,
  )
}

/** Sign-in with the code texted to the player's mobile number. */
export async function signInWithPhoneCode(
  db: Db,
  settings: AccountSettings,
  areaCode: number,
  phone: string,
  code: string,
  context: RequestContext,
) {
  checkPhone(areaCode, phone)
  const user = await selectUserByPhone(db, areaCode, phone)
  return signInWithCode(
    db,
    settings,
    user,
    phoneAddress(areaCode, phone),
    code,
    'sign-in-phone-code',
    context,
  )
}

/**
 * Checks an emailed reset code before the change step asks for the new password: a wrong code
 * counts as a try (as on the change itself), a right one is left unspent for the change.
 */
export async function checkForgottenPasswordCode(
  db: Db,
  settings: AccountSettings,
  body: { email: string; code: string },
  context: RequestContext,
) {
  await verifyCode(
    db,
    settings.codes.secret,
    { purpose: 'forgot-password', address: emailOf(body.email) },
    body.code,
    context.now,
  )
}

/** Sets a new password with the emailed reset code and ends every open session. */
export async function resetForgottenPassword(
  db: Db,
  settings: AccountSettings,
  body: { email: string; code: string; password: string; confirm_password: string },
  context: RequestContext,
) {
  const email = emailOf(body.email)
  checkNewPassword(body.password, body.confirm_password, 'password')
  const codeId = await verifyCode(
    db,
    settings.codes.secret,
    { purpose: 'forgot-password', address: email },
    body.code,
    context.now,
  )
  const user = await selectUserByEmail(db, email)
  if (!user) throw new AppError('INVALID_CODE', 400, { field: 'code' })
  const passwordHash = await hashPassword(body.password)
  await db.transaction().execute(async (trx) => {
    await useCode(trx, codeId, context.now)
    await updatePasswordHash(trx, user.id, passwordHash)
    await revokeUserSessions(trx, user.id, context.now)
    await insertAuthEvent(trx, {
      userId: user.id,
      identifier: email,
      ip: context.ip,
      action: 'password-reset',
      outcome: 'success',
      now: context.now,
    })
  })
}

/**
 * Trades a refresh token for a new pair. Each token works once: presenting a used one means it
 * was stolen or replayed, so the whole sign-in (every token of its family) is revoked.
 */
export async function refreshSession(
  db: Db,
  settings: AccountSettings,
  freshToken: string,
  context: RequestContext,
) {
  const session = await selectSessionByRefreshHash(db, hashRefreshToken(freshToken))
  if (!session || session.revoked_at || session.expires_at.getTime() <= context.now.getTime()) {
    throw new AppError('SESSION_ENDED', 401)
  }
  const user = await selectUserById(db, Number(session.user_id))
  // A lock revokes every session; this also ends one renewed while the lock was being written.
  if (!user || user.locked_at !== null) throw new AppError('SESSION_ENDED', 401)
  return db
    .transaction()
    .execute(async (trx) => {
      if (!(await markSessionReplaced(trx, session.id, context.now))) {
        await revokeFamily(trx, session.family_id, context.now)
        await insertAuthEvent(trx, {
          userId: user.id,
          identifier: String(user.id),
          ip: context.ip,
          action: 'refresh-reuse',
          outcome: 'revoked',
          now: context.now,
        })
        return undefined
      }
      const next = randomBytes(32).toString('base64url')
      await insertSession(trx, {
        id: randomUUID(),
        familyId: session.family_id,
        userId: user.id,
        refreshHash: hashRefreshToken(next),
        expiresAt: new Date(context.now.getTime() + REFRESH_TOKEN_TTL_MS),
        now: context.now,
      })
      const role = asRole(user.role)
      const token = await signAccessToken(
        { userId: user.id, role, sessionId: session.family_id },
        settings.accessSecret,
        context.now,
      )
      return { token, fresh_token: next, user_id: user.id, role: roleName(role) } satisfies Session
    })
    .then((renewed) => {
      // The revocation above must commit; only then is the reuse answered.
      if (!renewed) throw new AppError('SESSION_ENDED', 401)
      return renewed
    })
}

/** Ends the sign-in an access token belongs to. */
export async function signOut(db: Db, claims: AccessClaims, context: RequestContext) {
  await revokeFamily(db, claims.sessionId, context.now)
  await insertAuthEvent(db, {
    userId: claims.userId,
    identifier: String(claims.userId),
    ip: context.ip,
    action: 'sign-out',
    outcome: 'success',
    now: context.now,
  })
}

/** The claims of a valid access token whose sign-in is still open, or undefined. */
export async function authenticate(db: Db, settings: AccountSettings, token: string, now: Date) {
  const claims = await verifyAccessToken(token, settings.accessSecret, now)
  if (!claims) return undefined
  return (await isFamilyActive(db, claims.sessionId, now)) ? claims : undefined
}

/** When the sign-in happens: the server clock's `now`, and the real time authenticator apps follow. */
export type OperatorSignInContext = RequestContext & {
  /**
   * The wall-clock time: demo and test tools move the server clock forward, but an operator's
   * phone keeps real time, so codes are checked against this.
   */
  wallTime: Date
}

/**
 * Signs an operator in to the back office with email, password and the authenticator's code;
 * players are refused the same way as a wrong password. A wrong password or code counts as a
 * failure and is throttled like a player's wrong password. An operator with no authenticator yet
 * gets an enrolment ticket instead of a session (see operator-totp.service.ts).
 */
export async function signInOperator(
  db: Db,
  settings: AccountSettings,
  body: OperatorSignIn,
  context: OperatorSignInContext,
): Promise<OperatorSignInAnswer> {
  const identifier = normalizeEmail(body.email)
  const action = 'sign-in-operator'
  const failures = await countSignInFailures(
    db,
    action,
    identifier,
    context.ip,
    new Date(context.now.getTime() - 3600_000),
    new Date(context.now.getTime() - FAILURE_WINDOW_PER_ADDRESS_MS),
  )
  const retryAfterMs = signInDelayMs(failures.recentFromIp, failures.lastFromIpAt, context.now)
  if (retryAfterMs > 0) throw new AppError('TOO_MANY_SIGN_IN_FAILURES', 429, { retry_after_ms: retryAfterMs })
  const user = await selectUserByEmail(db, identifier)
  const isCorrect = user
    ? await isPasswordCorrect(user.password_hash, body.password)
    : await spendPasswordCheckTime(body.password).then(() => false)
  const event = { identifier, ip: context.ip, action, now: context.now }
  if (!user || !isCorrect || user.role !== OPERATOR_ROLE) {
    await insertAuthEvent(db, { ...event, userId: user?.id, outcome: 'failure' })
    throw new AppError('INVALID_CREDENTIALS', 401)
  }
  const totp = await selectOperatorTotp(db, user.id)
  if (!totp?.enrolledAt) {
    await insertAuthEvent(db, { ...event, userId: user.id, outcome: 'enrolment-ticket' })
    return {
      enrolment_ticket: await signEnrolmentTicket(user.id, settings.accessSecret, context.now),
      expires_in_s: ENROLMENT_TICKET_TTL_S,
    }
  }
  // Asked for only once the password is right: the page then shows the code field.
  if (body.totp === undefined) throw new AppError('TOTP_REQUIRED', 401, { field: 'totp' })
  if (!(await isTotpCorrect(totp.secret, body.totp, context.wallTime))) {
    await insertAuthEvent(db, { ...event, userId: user.id, outcome: 'failure' })
    throw new AppError('INVALID_TOTP', 401, { field: 'totp' })
  }
  await insertAuthEvent(db, { ...event, userId: user.id, outcome: 'success' })
  return { token: await signOperatorToken(user.id, settings.accessSecret, context.now), operator_id: user.id }
}

/** The operator of a back-office token who is still an operator, or undefined. */
export async function authenticateOperator(db: Db, settings: AccountSettings, token: string, now: Date) {
  const operatorId = await verifyOperatorToken(token, settings.accessSecret, now)
  if (operatorId === undefined) return undefined
  const user = await selectUserById(db, operatorId)
  return user?.role === OPERATOR_ROLE ? operatorId : undefined
}

/** The signed-in player's own profile; only ever read for the token's player. */
export async function getMemberInfo(db: Db, userId: number): Promise<MemberInfo> {
  const user = await selectUserById(db, userId)
  if (!user) throw new AppError('UNAUTHORIZED', 401)
  const inviteCode = await selectInviteCode(db, userId, PLAYER_INVITE_KIND)
  return {
    user_id: user.id,
    score: toDecimalString(await playerCash(db, user.id)),
    nickname: user.nickname,
    role: roleName(asRole(user.role)),
    currency: user.currency,
    email: user.email,
    email_verified: user.email_verified,
    area_code: user.area_code,
    phone: user.phone,
    phone_verified: user.phone_verified,
    has_real_name: user.real_name !== null,
    has_payment_password: user.payment_password_hash !== null,
    invite_code: inviteCode ?? '',
  }
}

/** The player's invite code of a type and its registration path; agents alone have type 2. */
export async function getInvite(db: Db, userId: number, type: number): Promise<Invite> {
  const user = await selectUserById(db, userId)
  if (!user) throw new AppError('UNAUTHORIZED', 401)
  const isAllowed = type === INVITE_TYPE.player || (type === INVITE_TYPE.agent && user.role === ROLE.agent)
  if (!isAllowed) throw new AppError('FORBIDDEN', 403, { field: 'code' })
  const code = (await selectInviteCode(db, userId, type)) ?? (await createInviteCode(db, userId, type))
  return {
    type,
    code,
    nickname: user.nickname,
    registration_path: `/registration?inviteCode=${encodeURIComponent(code)}`,
  }
}

/** The currency the player chose for showing amounts, e.g. 'USDT'. */
export async function playerCurrency(db: Db, userId: number): Promise<string> {
  const user = await selectUserById(db, userId)
  if (!user) throw new AppError('UNAUTHORIZED', 401)
  return user.currency
}

/** The phone area code the player registered with, which tells their region; null without a phone. */
export async function playerAreaCode(db: Db, userId: number): Promise<number | null> {
  return (await selectUserById(db, userId))?.area_code ?? null
}

/** Whether the sign-in a token belongs to is still open. */
export function isSessionOpen(db: Db, claims: AccessClaims, now: Date): Promise<boolean> {
  return isFamilyActive(db, claims.sessionId, now)
}
