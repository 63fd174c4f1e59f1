import { money, moneyOf, OPERATOR_ROLE, type OperatorRole, ROLE } from '@app/domain'
import { hashPassword } from '../../modules/accounts/password-hash'
import { postEntry } from '../../modules/ledger/ledger.service'
import type { Db } from '../database'

/** The demo accounts listed in the README, so a newcomer can sign in at once and has money to play. */
type DemoAccount = {
  email: string
  password: string
  nickname: string
  role: number
  inviteCodes: Record<number, string>
  /** Opening balance in USDT. */
  grant?: string
  /** What an operator may do in the back office. */
  operatorRoles?: readonly OperatorRole[]
  /**
   * An operator's authenticator secret (base32), enrolled already: published in the README so
   * anyone can add it to an authenticator app, as the password is published.
   */
  totpSecret?: string
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'player@example.com',
    password: 'winning42',
    nickname: 'Demo Player',
    role: ROLE.user,
    inviteCodes: { 1: 'DEMOPLAY' },
    grant: '1000',
  },
  {
    email: 'agent@example.com',
    password: 'agent4242',
    nickname: 'Demo Agent',
    role: ROLE.agent,
    inviteCodes: { 1: 'DEMOAGNT', 2: 'DEMOAGT2' },
    grant: '500',
  },
  {
    email: 'operator@example.com',
    password: 'operate42',
    nickname: 'Demo Operator',
    role: OPERATOR_ROLE,
    inviteCodes: {},
    operatorRoles: ['admin'],
    totpSecret: 'DEMOADMINDESKTOTPSECRETKEY234567',
  },
  {
    email: 'support@example.com',
    password: 'support42',
    nickname: 'Demo Support',
    role: OPERATOR_ROLE,
    inviteCodes: {},
    operatorRoles: ['support'],
    totpSecret: 'DEMOSUPPORTDESKTOTPSECRETKEY2345',
  },
  {
    // The second pair of eyes on the admin's large balance adjustments (maker-checker).
    email: 'finance@example.com',
    password: 'finance42',
    nickname: 'Demo Finance',
    role: OPERATOR_ROLE,
    inviteCodes: {},
    operatorRoles: ['finance'],
    totpSecret: 'DEMOFINANCEDESKTOTPSECRETKEY2345',
  },
  {
    // The trading desk: the second of the two operators who enter a draw's official result.
    email: 'trading@example.com',
    password: 'trading42',
    nickname: 'Demo Trading',
    role: OPERATOR_ROLE,
    inviteCodes: {},
    operatorRoles: ['trading'],
    totpSecret: 'DEMOTRADINGDESKTOTPSECRETKEY2345',
  },
]

/**
 * Creates the demo accounts that do not exist yet. An existing account is left as it is, except
 * that a demo operator with no authenticator at all (seeded before operators had one) gets its
 * documented secret, so the README's codes work on an older demo database too.
 */
export async function seedDemoAccounts(db: Db, now: Date): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirst()
    if (existing) {
      if (account.totpSecret) await enrolDemoAuthenticator(db, existing.id, account.totpSecret, now)
      continue
    }
    const passwordHash = await hashPassword(account.password)
    await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          email: account.email,
          email_verified: true,
          nickname: account.nickname,
          password_hash: passwordHash,
          role: account.role,
          created_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!user) return
      // A demo balance to play with, paid from the house's promotions through the ledger.
      if (account.grant) {
        const amount = moneyOf(account.grant)
        await postEntry(
          trx,
          {
            kind: 'bonus',
            reference: account.email,
            postings: [
              { account: { kind: 'player_cash', userId: Number(user.id) }, amount },
              { account: { kind: 'house_promotions' }, amount: money(-amount) },
            ],
          },
          now,
        )
      }
      for (const role of account.operatorRoles ?? []) {
        await trx.insertInto('operator_roles').values({ user_id: user.id, role }).execute()
      }
      if (account.totpSecret) await enrolDemoAuthenticator(trx, user.id, account.totpSecret, now)
      for (const [kind, code] of Object.entries(account.inviteCodes)) {
        await trx
          .insertInto('invite_codes')
          .values({ code, user_id: user.id, kind: Number(kind) })
          .onConflict((conflict) => conflict.doNothing())
          .execute()
      }
    })
  }
}

/** Enrols a demo operator's documented authenticator secret, unless the operator has one (or an offer) already. */
async function enrolDemoAuthenticator(db: Db, userId: string, secret: string, now: Date) {
  await db
    .insertInto('operator_totp')
    .values({ user_id: userId, secret, created_at: now, enrolled_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute()
}
