import { randomUUID } from 'node:crypto'
import type { CricketBet, CricketMatch, SportsBet, SportsBetDetail } from '@app/contract'
import { MATCH_STATUS } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { finishMatch, openMatches, pickOf } from '../../test/sports-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'

let test: TestApp
let operator: string
beforeAll(async () => {
  test = await startTestApp()
  operator = await operatorToken(test)
  await test.app.sportsWorker.tick()
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const db = () => test.database.db

/** Postpones a match so that its kick-off lies more than 36 hours back: it is void. */
async function postponeLongAgo(matchId: string) {
  await db()
    .updateTable('sports_matches')
    .set({ status: MATCH_STATUS.postponed, starts_at: new Date(test.clock.now().getTime() - 37 * 3600_000) })
    .where('id', '=', matchId)
    .execute()
}

describe('a settled sports bet’s record', () => {
  it('carries its reasons in my bets and in its detail; a pending bet carries none', async () => {
    const { call } = await fundedPlayer(test, '100', operator)
    const [won, postponed, lost] = await openMatches(test, 'soccer')
    if (!won || !postponed || !lost) throw new Error('not enough soccer matches')
    const place = async (body: object) => (await call('POST', '/soccer/bet', body)).json().data as SportsBet
    const parlay = await place({
      picks: [pickOf(won, 'wl', 'H'), pickOf(postponed, 'wl', 'D')],
      folds: [2],
      cast_value: '2',
      multiple: 1,
    })
    const single = await place({ picks: [pickOf(lost, 'wl', 'H')], folds: [1], cast_value: '3', multiple: 1 })
    expect(parlay.settle_reasons).toEqual([])

    await finishMatch(test, won.match_id, [2, 0], [0, 0])
    await postponeLongAgo(postponed.match_id)
    await finishMatch(test, lost.match_id, [0, 1], [0, 0])
    await test.app.sportsWorker.tick()

    const mine = (await call('GET', '/soccer/mybet?status=16')).json().data.list as SportsBet[]
    const byId = new Map(mine.map((bet) => [bet.bet_id, bet]))
    // The postponed match counts at 1.00: the double pays 2 × the home price.
    expect(byId.get(parlay.bet_id)?.settle_reasons).toEqual(['WON', 'MATCH_POSTPONED_VOID'])
    expect(byId.get(single.bet_id)?.settle_reasons).toEqual(['LOST'])
    const detail = (await call('GET', `/soccer/mybet/${parlay.bet_id}`)).json().data as SportsBetDetail
    expect(detail.settle_reasons).toEqual(['WON', 'MATCH_POSTPONED_VOID'])
  })

  it('carries the BD factor and a whole refund', async () => {
    const { call } = await fundedPlayer(test, '100', operator)
    const [won, cancelled] = await openMatches(test, 'bd')
    if (!won || !cancelled) throw new Error('not enough bd matches')
    const place = async (body: object) => (await call('POST', '/bd/bet', body)).json().data as SportsBet
    const home = pickOf(won, 'wl', 'H')
    const factored = await place({ picks: [home], folds: [1], cast_value: '10', multiple: 1 })
    const refunded = await place({
      picks: [pickOf(cancelled, 'up', 'up_odd')],
      folds: [1],
      cast_value: '4',
      multiple: 1,
    })
    // BD's win/draw/lose carries a goal line: a home win by more than any line wins it.
    await finishMatch(test, won.match_id, [5, 0], [0, 0])
    await db()
      .updateTable('sports_matches')
      .set({ status: MATCH_STATUS.cancelled })
      .where('id', '=', cancelled.match_id)
      .execute()
    await test.app.sportsWorker.tick()
    const settled = (await call('GET', '/bd/mybet?status=16')).json().data.list as SportsBet[]
    expect(settled.find((bet) => bet.bet_id === factored.bet_id)?.settle_reasons).toEqual([
      'WON',
      'BD_PAYOUT_FACTOR',
    ])
    const cancelledBets = (await call('GET', '/bd/mybet?status=32')).json().data.list as SportsBet[]
    expect(cancelledBets.find((bet) => bet.bet_id === refunded.bet_id)).toMatchObject({
      payout: '4',
      settle_reasons: ['BET_VOID_REFUNDED', 'MATCH_CANCELLED_VOID'],
    })
  })

  it('carries the reasons of a refunded cricket selection', async () => {
    const { session } = await fundedPlayer(test, '20', operator)
    const cricket = (method: 'GET' | 'POST', url: string, payload?: object) =>
      test.app.inject({
        method,
        url: `/sports${url}`,
        headers: { authorization: session.token, 'idempotency-key': randomUUID() },
        ...(payload ? { payload } : {}),
      })
    const soon = test.clock.now().getTime() + 5 * 60_000
    const matches = (await cricket('GET', '/cricketAPI/matchData/matchList?limit=100')).json().data
      .list as CricketMatch[]
    const match = matches.find(
      (entry) => entry.status === MATCH_STATUS.open && Date.parse(entry.match_start_time) > soon,
    )
    const selection = match?.selections.find((entry) => entry.categoryLabel === 'winner')
    if (!match || !selection) throw new Error('no open cricket match')
    const placed = await cricket('POST', '/betData/create', {
      matchId: match.matchId,
      bets: {
        [selection.id]: {
          categoryLabel: 'winner',
          slipLabel: selection.slipLabel,
          odd: selection.odd,
          amount: '4',
        },
      },
    })
    expect(placed.statusCode).toBe(200)
    await db()
      .updateTable('sports_matches')
      .set({ status: MATCH_STATUS.cancelled })
      .where('id', '=', match.matchId)
      .execute()
    await test.app.sportsWorker.tick()
    const [refunded] = (await cricket('GET', '/betData/list?status=32')).json().data.list as CricketBet[]
    expect(refunded).toMatchObject({
      outcome: 'void',
      payout: '4',
      settle_reasons: ['BET_VOID_REFUNDED', 'MATCH_CANCELLED_VOID'],
    })
  })
})
