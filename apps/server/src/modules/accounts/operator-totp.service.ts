import type { OperatorEnrolment, OperatorEnrolmentConfirm, OperatorSession } from '@app/contract'
import { OPERATOR_ROLE } from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { recordOperatorAction } from '../audit/audit.service'
import { signOperatorToken, verifyEnrolmentTicket } from './access-token'
import { insertAuthEvent, selectUserById } from './accounts.repository'
import type { AccountSettings, OperatorSignInContext } from './accounts.service'
import { markOperatorTotpEnrolled, offerOperatorTotp, selectOperatorTotp } from './operator-totp.repository'
import { isTotpCorrect, newTotpSecret, totpUri } from './totp'

const ENROLMENT_ENDED = () => new AppError('TOTP_ENROLMENT_ENDED', 401)

/** The operator an enrolment ticket speaks for, while it is valid and they are still an operator. */
async function ticketHolder(db: Db, settings: AccountSettings, ticket: string, now: Date) {
  const operatorId = await verifyEnrolmentTicket(ticket, settings.accessSecret, now)
  const user = operatorId === undefined ? undefined : await selectUserById(db, operatorId)
  if (!user || user.role !== OPERATOR_ROLE) throw ENROLMENT_ENDED()
  return user
}

/**
 * Offers the ticket's operator a new authenticator secret, as base32 text and as the otpauth://
 * address a QR code carries (issuer: the brand; account: the operator's email). Each call makes a
 * new secret, so only the last one shown can be confirmed.
 */
export async function startOperatorTotpEnrolment(
  db: Db,
  settings: AccountSettings,
  issuer: string,
  ticket: string,
  now: Date,
): Promise<OperatorEnrolment> {
  const operator = await ticketHolder(db, settings, ticket, now)
  const secret = newTotpSecret()
  if (!(await offerOperatorTotp(db, operator.id, secret, now))) throw ENROLMENT_ENDED()
  return { secret, otpauth_uri: totpUri(issuer, operator.email ?? `operator-${operator.id}`, secret) }
}

/**
 * Enrols the offered secret once the operator types a code it makes (proof that their app holds
 * it), and signs them in: the answer is the usual operator session.
 */
export async function confirmOperatorTotpEnrolment(
  db: Db,
  settings: AccountSettings,
  body: OperatorEnrolmentConfirm,
  context: OperatorSignInContext,
): Promise<OperatorSession> {
  const operator = await ticketHolder(db, settings, body.ticket, context.now)
  const offer = await selectOperatorTotp(db, operator.id)
  if (!offer || offer.enrolledAt !== null) throw ENROLMENT_ENDED()
  const event = {
    userId: operator.id,
    identifier: operator.email ?? String(operator.id),
    ip: context.ip,
    action: 'enrol-operator-totp',
    now: context.now,
  }
  if (!(await isTotpCorrect(offer.secret, body.code, context.wallTime))) {
    await insertAuthEvent(db, { ...event, outcome: 'failure' })
    throw new AppError('INVALID_TOTP', 401, { field: 'code' })
  }
  await db.transaction().execute(async (trx) => {
    // A second confirmation racing this one finds nothing left to enrol.
    if (!(await markOperatorTotpEnrolled(trx, operator.id, context.now))) throw ENROLMENT_ENDED()
    await insertAuthEvent(trx, { ...event, outcome: 'success' })
    await recordOperatorAction(
      trx,
      {
        operatorId: operator.id,
        action: 'operator.totp_enrol',
        target: `operator:${operator.id}`,
        reason: null,
        details: {},
        before: null,
        after: { enrolled_at: context.now.toISOString() },
      },
      context.now,
    )
  })
  return {
    token: await signOperatorToken(operator.id, settings.accessSecret, context.now),
    operator_id: operator.id,
  }
}
