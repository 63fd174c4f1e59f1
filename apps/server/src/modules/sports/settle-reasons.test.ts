import { randomUUID } from 'node:crypto'
import type { CricketBet, CricketMatch, SportsBet, SportsBetDetail, SportsMatch } from '@app/contract'
import { MATCH_STATUS } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'
import { recordMatchOutcome } from './sports.repository'

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

/** Open matches of a sport, soonest first, skipping those about to kick off. */
async function openMatches(sport: string): Promise<SportsMatch[]> {
  const soon = test.clock.now().getTime() + 5 * 60_000
  const list = (await caller(test, '')('GET', `/${sport}?limit=40`)).json().data.list as SportsMatch[]
  return list.filter(
    (match) => match.status === MATCH_STATUS.open && Date.parse(match.match_start_time) > soon,
  )
}

function pickOf(match: SportsMatch, kind: string, name: string) {
  const price = match.odds.find((entry) => entry.kind === kind && entry.name === name)
  if (!price) throw new Error(`${match.match_id} has no ${kind} ${name}`)
  return { match_id: match.match_id, kind, name, handicap_val: price.handicap_val, odds: price.odds }
}

/** Ends a match in play with a chosen score, as the feed would report it. */
async function finish(matchId: string, final: [number, number]) {
  await db()
    .updateTable('sports_matches')
    .set({ status: MATCH_STATUS.closed })
    .where('id', '=', matchId)
    .execute()
  await recordMatchOutcome(db(), matchId, {
    status: MATCH_STATUS.finished,
    home_score: final[0],
    away_score: final[1],
    half_home_score: 0,
    half_away_score: 0,
    finished_at: test.clock.now(),
  })
}

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
    const [won, postponed, lost] = await openMatches('soccer')
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

    await finish(won.match_id, [2, 0])
    await postponeLongAgo(postponed.match_id)
    await finish(lost.match_id, [0, 1])
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
    const [won, cancelled] = await openMatches('bd')
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
    await finish(won.match_id, [5, 0])
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
