import { randomUUID } from 'node:crypto'
import { MICRO_PER_UNIT, money } from '@app/domain'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxPayments } from '../../adapters/payments/sandbox-payments'
import { registerPlayer } from '../../test/accounts-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { PAYMENT_PASSWORD, TRC20_ADDRESS } from '../../test/wallet-helpers'
import { setPaymentPassword, setRealName } from '../accounts/security.service'
import { adjustBalance } from '../adjustments/adjustments.service'
import { playerCash, playerHeld, postEntry, verifyLedger } from '../ledger/ledger.service'
import {
  addBankAccount,
  approveWithdrawal,
  confirmCryptoDeposit,
  createRecharge,
  listWithdrawalsForReview,
  rejectWithdrawal,
  requestWithdrawal,
} from './wallet.service'

let test: TestApp
let operatorId: number
const payments = createSandboxPayments('invariants')
beforeAll(async () => {
  test = await startTestApp()
  const operator = await test.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'operator@example.com')
    .executeTakeFirstOrThrow()
  operatorId = Number(operator.id)
})
afterAll(() => test.close())

type Operation =
  | { kind: 'deposit'; units: number }
  | { kind: 'bet'; micro: bigint }
  | { kind: 'payout'; micro: bigint }
  | { kind: 'withdraw'; units: number }
  | { kind: 'approve' | 'reject'; pick: number }
  | { kind: 'adjust'; micro: bigint }

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), units: fc.integer({ min: 100, max: 400 }) }),
  fc.record({ kind: fc.constant('bet' as const), micro: fc.bigInt({ min: 1n, max: 300n * MICRO_PER_UNIT }) }),
  fc.record({
    kind: fc.constant('payout' as const),
    micro: fc.bigInt({ min: 1n, max: 500n * MICRO_PER_UNIT }),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), units: fc.integer({ min: 2, max: 250 }) }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'reject' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('adjust' as const),
    micro: fc
      .bigInt({ min: -200n * MICRO_PER_UNIT, max: 200n * MICRO_PER_UNIT })
      .filter((value) => value !== 0n),
  }),
)

const usdt = (micro: bigint) => (Number(micro) / 1e6).toFixed(6)
/** The default approval threshold: the model's adjustments (at most 200 USDT) all apply at once. */
const APPROVAL_ABOVE = money(1_000n * MICRO_PER_UNIT)

describe('random sequences of money movements', () => {
  it('keep every ledger invariant and match a simple model of cash and held funds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 14 }), async (operations) => {
        const db = test.database.db
        const now = test.clock.now()
        const { session } = await registerPlayer(test)
        const userId = session.user_id
        await setRealName(db, userId, 'Model Player')
        await setPaymentPassword(
          db,
          userId,
          { password: PAYMENT_PASSWORD, confirm_password: PAYMENT_PASSWORD },
          now,
        )
        const account = await addBankAccount(
          db,
          userId,
          { account_type: 'crypto', network: 'TRC20', account_no: TRC20_ADDRESS, account_name: 'Model' },
          now,
        )
        const model = { cash: 0n, held: 0n, pending: [] as { orderId: string; amount: bigint }[] }

        for (const step of operations) {
          if (step.kind === 'deposit') {
            const order = await createRecharge(
              db,
              payments,
              userId,
              { channel_id: 1, amount: String(step.units) },
              now,
            )
            await confirmCryptoDeposit(
              db,
              operatorId,
              {
                network: 'TRC20',
                address: order.address ?? '',
                tx_hash: `0x${randomUUID()}`,
                amount: String(step.units),
              },
              now,
            )
            model.cash += BigInt(step.units) * MICRO_PER_UNIT
          } else if (step.kind === 'bet' || step.kind === 'payout') {
            const sign = step.kind === 'bet' ? -1n : 1n
            const posting = db.transaction().execute((trx) =>
              postEntry(
                trx,
                {
                  kind: step.kind,
                  reference: randomUUID(),
                  postings: [
                    { account: { kind: 'player_cash', userId }, amount: money(sign * step.micro) },
                    { account: { kind: 'house_cash' }, amount: money(-sign * step.micro) },
                  ],
                },
                now,
              ),
            )
            if (step.kind === 'bet' && step.micro > model.cash) {
              await expect(posting).rejects.toMatchObject({ key: 'INSUFFICIENT_BALANCE' })
            } else {
              await posting
              model.cash += sign * step.micro
            }
          } else if (step.kind === 'withdraw') {
            const amount = BigInt(step.units) * MICRO_PER_UNIT
            const request = requestWithdrawal(
              db,
              userId,
              { info_id: account.id, amount: String(step.units), password: PAYMENT_PASSWORD },
              now,
            )
            if (amount > model.cash) {
              await expect(request).rejects.toMatchObject({ key: 'INSUFFICIENT_BALANCE' })
            } else {
              model.pending.push({ orderId: (await request).order_id, amount })
              model.cash -= amount
              model.held += amount
            }
          } else if (step.kind === 'approve' || step.kind === 'reject') {
            const chosen = model.pending[step.pick % Math.max(model.pending.length, 1)]
            if (!chosen) continue
            const queue = await listWithdrawalsForReview(
              db,
              { status: 0, user_id: userId, start: 0, limit: 100 },
              now,
            )
            const row = queue.list.find((each) => each.order_id === chosen.orderId)
            if (!row) throw new Error(`pending withdrawal ${chosen.orderId} is missing from the queue`)
            if (step.kind === 'approve') await approveWithdrawal(db, payments, operatorId, row.id, now)
            else await rejectWithdrawal(db, operatorId, row.id, 'model says no', now)
            model.pending = model.pending.filter((each) => each !== chosen)
            model.held -= chosen.amount
            if (step.kind === 'reject') model.cash += chosen.amount
          } else if (step.kind === 'adjust') {
            const adjustment = adjustBalance(
              db,
              operatorId,
              { user_id: userId, amount: usdt(step.micro), reason: 'model', reason_code: 'correction' },
              APPROVAL_ABOVE,
              now,
            )
            if (model.cash + step.micro < 0n) {
              await expect(adjustment).rejects.toMatchObject({ key: 'INSUFFICIENT_BALANCE' })
            } else {
              await adjustment
              model.cash += step.micro
            }
          }
          expect(await playerCash(db, userId)).toBe(model.cash)
          expect(await playerHeld(db, userId)).toBe(model.held)
        }
        expect(await verifyLedger(db)).toEqual([])
      }),
      { numRuns: 12 },
    )
  })
})
