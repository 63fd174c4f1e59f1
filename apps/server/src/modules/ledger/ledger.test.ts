import { randomUUID } from 'node:crypto'
import { money, moneyOf } from '@app/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerPlayer } from '../../test/accounts-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { TEST_DATABASE } from '../../test/test-database-settings'
import { playerCash, postEntry, verifyLedger } from './ledger.service'

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
})
afterAll(() => test.close())

const reference = () => `test-${randomUUID()}`

/** Credits a player from the house's promotions account. */
function grant(userId: number, amount: string) {
  return test.database.db.transaction().execute((trx) =>
    postEntry(
      trx,
      {
        kind: 'test_grant',
        reference: reference(),
        postings: [
          { account: { kind: 'player_cash', userId }, amount: moneyOf(amount) },
          { account: { kind: 'house_promotions' }, amount: money(-moneyOf(amount)) },
        ],
      },
      test.clock.now(),
    ),
  )
}

/** Debits a player into the house's cash, as a bet stake would. */
function debit(userId: number, amount: string) {
  return test.database.db.transaction().execute((trx) =>
    postEntry(
      trx,
      {
        kind: 'test_debit',
        reference: reference(),
        postings: [
          { account: { kind: 'player_cash', userId }, amount: money(-moneyOf(amount)) },
          { account: { kind: 'house_cash' }, amount: moneyOf(amount) },
        ],
      },
      test.clock.now(),
    ),
  )
}

describe('the ledger', () => {
  it('moves both sides of an entry and keeps the books balanced', async () => {
    const { session } = await registerPlayer(test)
    await grant(session.user_id, '25.5')
    await debit(session.user_id, '0.5')
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('25'))
    expect(await verifyLedger(test.database.db)).toEqual([])
  })

  it('refuses to take a player below zero and writes nothing of that entry', async () => {
    const { session } = await registerPlayer(test)
    await grant(session.user_id, '10')
    const entries = async () =>
      Number(
        (
          await test.database.db
            .selectFrom('journal_entries')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await entries()
    await expect(debit(session.user_id, '10.000001')).rejects.toMatchObject({
      key: 'INSUFFICIENT_BALANCE',
      status: 422,
    })
    expect(await entries()).toBe(before)
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('10'))
  })

  it('records one entry per kind and reference, so a retry never pays twice', async () => {
    const { session } = await registerPlayer(test)
    const entry = {
      kind: 'test_grant',
      reference: reference(),
      postings: [
        { account: { kind: 'player_cash', userId: session.user_id }, amount: moneyOf('1') },
        { account: { kind: 'house_promotions' }, amount: money(-moneyOf('1')) },
      ],
    } as const
    await test.database.db.transaction().execute((trx) => postEntry(trx, entry, test.clock.now()))
    await expect(
      test.database.db.transaction().execute((trx) => postEntry(trx, entry, test.clock.now())),
    ).rejects.toMatchObject({
      key: 'DUPLICATE_ENTRY',
    })
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('1'))
  })

  it('refuses an unbalanced entry as a programming error', async () => {
    const { session } = await registerPlayer(test)
    await expect(
      test.database.db.transaction().execute((trx) =>
        postEntry(
          trx,
          {
            kind: 'test_bad',
            reference: reference(),
            postings: [
              { account: { kind: 'player_cash', userId: session.user_id }, amount: moneyOf('1') },
              { account: { kind: 'house_cash' }, amount: money(-moneyOf('0.5')) },
            ],
          },
          test.clock.now(),
        ),
      ),
    ).rejects.toThrow('UNBALANCED')
  })

  it('is append-only: postings and entries can be neither changed nor deleted', async () => {
    const { session } = await registerPlayer(test)
    await grant(session.user_id, '3')
    await expect(sql`update postings set amount = amount + 1`.execute(test.database.db)).rejects.toThrow(
      'append-only',
    )
    await expect(sql`delete from journal_entries`.execute(test.database.db)).rejects.toThrow('append-only')
  })

  it('lets verification name an account whose balance no longer matches its postings', async () => {
    const { session } = await registerPlayer(test)
    await grant(session.user_id, '7')
    await sql`update ledger_accounts set balance = balance + 1 where user_id = ${String(session.user_id)}`.execute(
      test.database.db,
    )
    const problems = await verifyLedger(test.database.db)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(`player_cash ${session.user_id}`)
    await sql`update ledger_accounts set balance = balance - 1 where user_id = ${String(session.user_id)}`.execute(
      test.database.db,
    )
    expect(await verifyLedger(test.database.db)).toEqual([])
  })
})

describe.runIf(TEST_DATABASE === 'postgres')('the ledger under concurrency', () => {
  it('lets exactly 10 of 25 concurrent debits of 100 through a balance of 1,000, and never below zero', async () => {
    const { session } = await registerPlayer(test)
    await grant(session.user_id, '1000')
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => debit(session.user_id, '100')))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10)
    expect(await playerCash(test.database.db, session.user_id)).toBe(0n)
    expect(await verifyLedger(test.database.db)).toEqual([])
  })
})
