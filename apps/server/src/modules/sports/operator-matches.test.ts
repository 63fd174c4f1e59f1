import { randomUUID } from 'node:crypto'
import type { MatchResettlement, OperatorMatchPage, SportsBet, SportsMatch } from '@app/contract'
import { BET_STATUS, MATCH_STATUS, type Money, money, moneyOf, parseOdds, toDecimalString } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newOperator } from '../../test/chat-helpers'
import { finishMatch, openMatches, pickOf } from '../../test/sports-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { balanceOf, caller, DEMO_OPERATORS, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { selectHouseBalances } from '../ledger/ledger.repository'
import { verifyLedger } from '../ledger/ledger.service'
import { settleSportsBets } from './sports-feed.service'

let test: TestApp
let admin: string
let trading: ReturnType<typeof caller>
let support: ReturnType<typeof caller>
let soccerPool: SportsMatch[]

beforeAll(async () => {
  test = await startTestApp()
  admin = await operatorToken(test)
  trading = caller(test, (await newOperator(test, ['trading'], 'Trader')).token)
  support = caller(test, await operatorToken(test, DEMO_OPERATORS.support))
  await test.app.sportsWorker.tick()
  soccerPool = await openMatches(test, 'soccer', 60)
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const db = () => test.database.db

/** Soccer matches no other test has used. */
function soccerMatches(count: number): SportsMatch[] {
  const taken = soccerPool.splice(0, count)
  if (taken.length < count) throw new Error('not enough open soccer matches')
  return taken
}

/** stake × odds, exactly as settlement pays a won leg (odds with two decimals never round). */
function winOf(stake: string, ...odds: string[]): Money {
  return money(
    odds.reduce((amount, text) => {
      const parsed = parseOdds(text)
      if (!parsed.ok) throw new Error(`not odds: ${text}`)
      return (amount * parsed.value) / 1000n
    }, moneyOf(stake) as bigint),
  )
}

/** The odds a placed bet's leg was priced at. */
function oddsOf(bet: SportsBet, position: number): string {
  const leg = bet.legs[position]
  if (!leg) throw new Error(`bet ${bet.bet_id} has no leg ${position}`)
  return leg.o
}

const usdt = (amount: bigint) => toDecimalString(money(amount))

async function bettor(funds: string) {
  const { session, call } = await fundedPlayer(test, funds, admin)
  const place = async (body: object) => {
    // Prices move as the worker runs: the bet takes the current ones, and the sums follow its legs.
    const response = await call('POST', '/soccer/bet', { ...body, accept_changed_odds: true })
    if (response.statusCode !== 200) throw new Error(response.body)
    return response.json().data as SportsBet
  }
  const cash = async () => (await balanceOf(call)).score
  return { userId: session.user_id, call, place, cash }
}

const single = (match: SportsMatch, name: 'H' | 'D' | 'A', stake: string) => ({
  picks: [pickOf(match, 'wl', name)],
  folds: [1],
  cast_value: stake,
  multiple: 1,
})

async function houseCash(): Promise<bigint> {
  const house = (await selectHouseBalances(db())).find((row) => row.kind === 'house_cash')
  return BigInt(house?.balance ?? 0)
}

async function matchRow(matchId: string) {
  return db().selectFrom('sports_matches').selectAll().where('id', '=', matchId).executeTakeFirstOrThrow()
}

async function auditOf(matchId: string) {
  return db().selectFrom('operator_actions').selectAll().where('target', '=', `match:${matchId}`).execute()
}

const resettlement = (response: { json(): { data: unknown } }) => response.json().data as MatchResettlement
const betIn = (answer: MatchResettlement, betId: number) => answer.bets.find((bet) => bet.bet_id === betId)

describe('the matches list', () => {
  it('lists a match with its bets, filtered by text, sport and status, sorted and paged on the server', async () => {
    const [match] = soccerMatches(1)
    if (!match) throw new Error('no match')
    const player = await bettor('50')
    await player.place(single(match, 'H', '7'))
    await player.place(single(match, 'A', '3'))

    const found = await trading('GET', `/operator/matches?q=${encodeURIComponent(match.match_id)}`)
    expect(found.statusCode).toBe(200)
    const page = found.json().data as OperatorMatchPage
    expect(page.total).toBe(1)
    expect(page.list[0]).toMatchObject({
      match_id: match.match_id,
      game: 'soccer',
      status: MATCH_STATUS.open,
      score: null,
      bets: { count: 2, pending: 2, stake: '10', payout: '0' },
    })

    const byStake = (
      await trading('GET', '/operator/matches?sport=soccer&status=1&sort=-stake&limit=1')
    ).json().data as OperatorMatchPage
    expect(byStake.list).toHaveLength(1)
    expect(Number(byStake.list[0]?.bets.stake)).toBeGreaterThanOrEqual(10)
    expect(byStake.total).toBeGreaterThan(1)
    const basketball = (await trading('GET', '/operator/matches?sport=basketball&limit=100')).json()
      .data as OperatorMatchPage
    expect(basketball.list.every((row) => row.game === 'basketball')).toBe(true)
    const second = (
      await trading('GET', '/operator/matches?sport=soccer&start=1&limit=1&sort=starts_at')
    ).json().data as OperatorMatchPage
    const first = (
      await trading('GET', '/operator/matches?sport=soccer&start=0&limit=2&sort=starts_at')
    ).json().data as OperatorMatchPage
    expect(second.list[0]?.match_id).toBe(first.list[1]?.match_id)
    expect((await trading('GET', '/operator/matches?sort=odds')).statusCode).toBe(400)
  })
})

describe('voiding a match', () => {
  it('refunds a single at once and counts a parlay’s leg at odds 1.00 while its other match is to come', async () => {
    const [voided, later] = soccerMatches(2)
    if (!voided || !later) throw new Error('no matches')
    const player = await bettor('100')
    const refunded = await player.place(single(voided, 'H', '10'))
    const parlay = await player.place({
      picks: [pickOf(voided, 'wl', 'D'), pickOf(later, 'wl', 'H')],
      folds: [2],
      cast_value: '4',
      multiple: 1,
    })
    expect(await player.cash()).toBe('86')
    const houseBefore = await houseCash()

    const response = await trading('POST', `/operator/matches/${voided.match_id}/void`, {
      reason: 'Abandoned after a floodlight failure',
    })
    expect(response.statusCode).toBe(200)
    const answer = resettlement(response)
    expect(answer.match).toMatchObject({ status: MATCH_STATUS.cancelled, score: null })
    expect(betIn(answer, refunded.bet_id)).toMatchObject({
      kind: 'settled',
      user_id: player.userId,
      old_status: BET_STATUS.pending,
      new_status: BET_STATUS.cancelled,
      old_payout: null,
      new_payout: '10',
      difference: '10',
    })
    expect(betIn(answer, parlay.bet_id)).toMatchObject({
      kind: 'repriced',
      new_status: BET_STATUS.pending,
      new_payout: null,
      difference: '0',
    })
    expect(answer.totals).toMatchObject({ bets: 2, credited: '10', taken: '0', difference: '10' })
    expect(await player.cash()).toBe('96')
    expect(await houseCash()).toBe(houseBefore - moneyOf('10'))

    // The player sees the void leg at once; the parlay pays the other leg's price alone.
    const pending = (await player.call('GET', '/soccer/mybet?status=1')).json().data.list as SportsBet[]
    expect(pending.find((bet) => bet.bet_id === parlay.bet_id)?.legs[0]).toMatchObject({ r: 'void', p: '4' })
    await finishMatch(test, later.match_id, [2, 0], [1, 0])
    await test.app.sportsWorker.tick()
    const settled = (await player.call('GET', '/soccer/mybet?status=16')).json().data.list as SportsBet[]
    const paid = winOf('4', oddsOf(parlay, 1))
    expect(settled.find((bet) => bet.bet_id === parlay.bet_id)).toMatchObject({
      payout: usdt(paid),
      settle_reasons: ['WON', 'MATCH_CANCELLED_VOID'],
    })
    expect(await player.cash()).toBe(usdt(moneyOf('96') + paid))

    const again = await trading('POST', `/operator/matches/${voided.match_id}/void`, { reason: 'Once more' })
    expect(again.statusCode).toBe(409)
    expect(again.json().msg).toBe('MATCH_ALREADY_VOID')
  })

  it('settles a settled match again as void: a won single keeps only its stake, a settled parlay re-prices the leg at 1.00', async () => {
    const [match, other] = soccerMatches(2)
    if (!match || !other) throw new Error('no matches')
    const player = await bettor('100')
    const won = await player.place(single(match, 'H', '10'))
    const parlay = await player.place({
      picks: [pickOf(match, 'wl', 'H'), pickOf(other, 'wl', 'A')],
      folds: [2],
      cast_value: '2',
      multiple: 1,
    })
    await finishMatch(test, match.match_id, [3, 1], [1, 1])
    await finishMatch(test, other.match_id, [0, 1], [0, 0])
    await test.app.sportsWorker.tick()
    const singleWin = winOf('10', oddsOf(won, 0))
    const parlayWin = winOf('2', oddsOf(parlay, 0), oddsOf(parlay, 1))
    const cashAfterWins = moneyOf('88') + singleWin + parlayWin
    expect(await player.cash()).toBe(usdt(cashAfterWins))

    const answer = resettlement(
      await trading('POST', `/operator/matches/${match.match_id}/void`, {
        reason: 'Result annulled by the league',
      }),
    )
    const parlayNow = winOf('2', oddsOf(parlay, 1))
    expect(betIn(answer, won.bet_id)).toMatchObject({
      kind: 'resettled',
      old_status: BET_STATUS.settled,
      new_status: BET_STATUS.cancelled,
      old_payout: usdt(singleWin),
      new_payout: '10',
      difference: usdt(moneyOf('10') - singleWin),
      taken: usdt(singleWin - moneyOf('10')),
      receivable: '0',
    })
    expect(betIn(answer, parlay.bet_id)).toMatchObject({
      kind: 'resettled',
      new_status: BET_STATUS.settled,
      old_payout: usdt(parlayWin),
      new_payout: usdt(parlayNow),
      difference: usdt(parlayNow - parlayWin),
    })
    expect(await player.cash()).toBe(usdt(moneyOf('88') + moneyOf('10') + parlayNow))
  })
})

describe('correcting a result', () => {
  it('previews without writing, then flips a winner to a loser and a loser to a winner with exact ledger differences, once per key', async () => {
    const [match, other] = soccerMatches(2)
    if (!match || !other) throw new Error('no matches')
    const winner = await bettor('100')
    const loser = await bettor('100')
    const parlayPlayer = await bettor('100')
    const homeBet = await winner.place(single(match, 'H', '20'))
    const awayBet = await loser.place(single(match, 'A', '10'))
    const parlay = await parlayPlayer.place({
      picks: [pickOf(match, 'wl', 'H'), pickOf(other, 'wl', 'H')],
      folds: [2],
      cast_value: '5',
      multiple: 1,
    })
    await finishMatch(test, match.match_id, [2, 1], [1, 0])
    await finishMatch(test, other.match_id, [1, 0], [0, 0])
    await test.app.sportsWorker.tick()
    const homeWin = winOf('20', oddsOf(homeBet, 0))
    const awayWin = winOf('10', oddsOf(awayBet, 0))
    const parlayWin = winOf('5', oddsOf(parlay, 0), oddsOf(parlay, 1))
    expect(await winner.cash()).toBe(usdt(moneyOf('80') + homeWin))
    expect(await loser.cash()).toBe('90')
    expect(await parlayPlayer.cash()).toBe(usdt(moneyOf('95') + parlayWin))
    const houseBefore = await houseCash()
    const corrected = { score: { home: 1, away: 2 }, half_score: { home: 0, away: 1 } }

    const preview = await trading('POST', `/operator/matches/${match.match_id}/result/preview`, corrected)
    expect(preview.statusCode).toBe(200)
    const previewed = resettlement(preview)
    expect(previewed.match).toMatchObject({ score: { home: 1, away: 2 }, half_score: { home: 0, away: 1 } })
    expect(betIn(previewed, homeBet.bet_id)).toMatchObject({
      kind: 'resettled',
      user_id: winner.userId,
      old_payout: usdt(homeWin),
      new_payout: '0',
      difference: usdt(-homeWin),
      taken: usdt(homeWin),
      receivable: '0',
    })
    expect(betIn(previewed, awayBet.bet_id)).toMatchObject({
      old_payout: '0',
      new_payout: usdt(awayWin),
      difference: usdt(awayWin),
    })
    // One lost leg loses the whole slip.
    expect(betIn(previewed, parlay.bet_id)).toMatchObject({ new_payout: '0', difference: usdt(-parlayWin) })
    expect(previewed.totals).toEqual({
      bets: 3,
      credited: usdt(awayWin),
      taken: usdt(homeWin + parlayWin),
      receivable: '0',
      difference: usdt(awayWin - homeWin - parlayWin),
    })
    // A preview writes nothing.
    expect(await matchRow(match.match_id)).toMatchObject({ home_score: 2, away_score: 1 })
    expect(await winner.cash()).toBe(usdt(moneyOf('80') + homeWin))
    expect(await loser.cash()).toBe('90')
    expect(await houseCash()).toBe(houseBefore)
    expect(await auditOf(match.match_id)).toEqual([])

    const key = { 'idempotency-key': randomUUID() }
    const body = { ...corrected, reason: 'The league corrected the score after review' }
    const applied = await trading('POST', `/operator/matches/${match.match_id}/result`, body, key)
    expect(applied.statusCode).toBe(200)
    expect(resettlement(applied).bets).toEqual(previewed.bets)
    expect(resettlement(applied).totals).toEqual(previewed.totals)
    expect(resettlement(applied).match).toMatchObject({
      status: MATCH_STATUS.finished,
      score: { home: 1, away: 2 },
    })
    expect(await winner.cash()).toBe('80')
    expect(await loser.cash()).toBe(usdt(moneyOf('90') + awayWin))
    expect(await parlayPlayer.cash()).toBe('95')
    expect(await houseCash()).toBe(houseBefore + homeWin + parlayWin - awayWin)
    expect(await verifyLedger(db())).toEqual([])

    // Each player's statement shows the difference against the bet.
    const [loserChange] = (await loser.call('GET', '/member/change_log')).json().data.list
    expect(loserChange).toMatchObject({ kind: 12, amount: usdt(awayWin), remark: `#${awayBet.bet_id}` })
    const [winnerChange] = (await winner.call('GET', '/member/change_log')).json().data.list
    expect(winnerChange).toMatchObject({ kind: 12, amount: usdt(-homeWin), balance: '80' })
    const mine = (await loser.call('GET', '/soccer/mybet?status=16')).json().data.list as SportsBet[]
    expect(mine.find((bet) => bet.bet_id === awayBet.bet_id)).toMatchObject({
      payout: usdt(awayWin),
      settle_reasons: ['WON'],
      legs: [{ r: 'win' }],
    })

    // The same click again replays the first answer and moves nothing.
    const replay = await trading('POST', `/operator/matches/${match.match_id}/result`, body, key)
    expect(replay.json()).toEqual(applied.json())
    expect(await winner.cash()).toBe('80')
    expect(await loser.cash()).toBe(usdt(moneyOf('90') + awayWin))
    const [action, ...more] = await auditOf(match.match_id)
    expect(more).toEqual([])
    expect(action).toMatchObject({
      action: 'correct_match_result',
      reason: body.reason,
      before: {
        status: MATCH_STATUS.finished,
        score: { home: 2, away: 1 },
        half_score: { home: 1, away: 0 },
      },
      after: { status: MATCH_STATUS.finished, score: { home: 1, away: 2 }, half_score: { home: 0, away: 1 } },
      details: expect.objectContaining({ bets: 3, bets_by_kind: { resettled: 3, settled: 0, repriced: 0 } }),
    })

    const unchanged = await trading('POST', `/operator/matches/${match.match_id}/result`, body)
    expect(unchanged.statusCode).toBe(409)
    expect(unchanged.json().msg).toBe('RESULT_UNCHANGED')
  })

  it('takes back an over-payment as far as the player’s cash goes and records the rest as owed', async () => {
    const [match, spent] = soccerMatches(2)
    if (!match || !spent) throw new Error('no matches')
    const player = await bettor('30')
    const bet = await player.place(single(match, 'H', '30'))
    await finishMatch(test, match.match_id, [1, 0], [0, 0])
    await test.app.sportsWorker.tick()
    const win = winOf('30', oddsOf(bet, 0))
    expect(await player.cash()).toBe(usdt(win))
    // The player stakes all but 5 of the win on another match before the correction.
    await player.place(single(spent, 'D', usdt(win - moneyOf('5'))))
    expect(await player.cash()).toBe('5')

    const answer = resettlement(
      await trading('POST', `/operator/matches/${match.match_id}/result`, {
        score: { home: 0, away: 0 },
        half_score: { home: 0, away: 0 },
        reason: 'Goal disallowed by the league after the match',
      }),
    )
    expect(betIn(answer, bet.bet_id)).toMatchObject({
      difference: usdt(-win),
      taken: '5',
      receivable: usdt(win - moneyOf('5')),
    })
    expect(answer.totals).toMatchObject({ taken: '5', receivable: usdt(win - moneyOf('5')) })
    expect(await player.cash()).toBe('0')
    const owed = await db()
      .selectFrom('sports_bet_resettlements')
      .select(['receivable', 'taken'])
      .where('bet_id', '=', String(bet.bet_id))
      .executeTakeFirstOrThrow()
    expect(owed).toEqual({ receivable: String(win - moneyOf('5')), taken: '5000000' })
    expect(await verifyLedger(db())).toEqual([])
  })

  it('settles a bet once, on the corrected result, when a settlement pass runs at the same moment', async () => {
    const [match] = soccerMatches(1)
    if (!match) throw new Error('no match')
    const player = await bettor('20')
    const bet = await player.place(single(match, 'H', '10'))
    // The feed says the home side won; the operator knows better while the worker settles.
    await finishMatch(test, match.match_id, [1, 0], [0, 0])
    const [corrected] = await Promise.all([
      trading('POST', `/operator/matches/${match.match_id}/result`, {
        score: { home: 0, away: 1 },
        half_score: { home: 0, away: 0 },
        reason: 'The feed sent the sides the wrong way round',
      }),
      settleSportsBets(db(), test.clock.now()),
    ])
    expect(corrected.statusCode).toBe(200)
    expect(await player.cash()).toBe('10')
    const [settled] = (await player.call('GET', '/soccer/mybet?status=16')).json().data.list as SportsBet[]
    expect(settled).toMatchObject({ bet_id: bet.bet_id, payout: '0', settle_reasons: ['LOST'] })
    expect(await verifyLedger(db())).toEqual([])
  })

  it('enters a result for a match in play, settling its bets at once', async () => {
    const [match] = soccerMatches(1)
    if (!match) throw new Error('no match')
    const player = await bettor('20')
    const bet = await player.place(single(match, 'D', '10'))
    await db()
      .updateTable('sports_matches')
      .set({ status: MATCH_STATUS.closed })
      .where('id', '=', match.match_id)
      .execute()
    const answer = resettlement(
      await trading('POST', `/operator/matches/${match.match_id}/result`, {
        score: { home: 1, away: 1 },
        half_score: { home: 1, away: 0 },
        reason: 'The feed never sent the result',
      }),
    )
    const win = winOf('10', oddsOf(bet, 0))
    expect(betIn(answer, bet.bet_id)).toMatchObject({ kind: 'settled', new_payout: usdt(win) })
    expect(await player.cash()).toBe(usdt(moneyOf('10') + win))
  })
})

describe('who may, and what is refused', () => {
  it('refuses support (403), a player (401) and no token (401)', async () => {
    const [match] = soccerMatches(1)
    if (!match) throw new Error('no match')
    const { call } = await bettor('0')
    for (const as of [support, call, caller(test, '')]) {
      const list = await as('GET', '/operator/matches')
      const voided = await as('POST', `/operator/matches/${match.match_id}/void`, {
        reason: 'Not mine to do',
      })
      expect([list.statusCode, voided.statusCode]).toEqual(as === support ? [403, 403] : [401, 401])
    }
    expect((await matchRow(match.match_id)).status).toBe(MATCH_STATUS.open)
  })

  it('refuses an unknown match, a malformed score, an impossible result and a match not started, changing nothing', async () => {
    const [open, played] = soccerMatches(2)
    if (!open || !played) throw new Error('no matches')
    const player = await bettor('20')
    await player.place(single(played, 'H', '10'))
    await finishMatch(test, played.match_id, [2, 0], [1, 0])
    await test.app.sportsWorker.tick()
    const cash = await player.cash()
    const house = await houseCash()
    const reason = 'Checking the refusals'
    const result = (matchId: string, body: object) =>
      trading('POST', `/operator/matches/${matchId}/result`, { reason, ...body })
    type Sent = () => Promise<{ statusCode: number; json(): { msg: string } }>
    const refusals: [Sent, number, string][] = [
      [() => trading('POST', '/operator/matches/no-such-match/void', { reason }), 404, 'UNKNOWN_MATCH'],
      [
        () =>
          trading('POST', '/operator/matches/no-such-match/result/preview', { score: { home: 1, away: 0 } }),
        404,
        'UNKNOWN_MATCH',
      ],
      [
        () => result(played.match_id, { score: { home: -1, away: 0 }, half_score: { home: 0, away: 0 } }),
        400,
        'VALIDATION_FAILED',
      ],
      [
        () => result(played.match_id, { score: { home: 1.5, away: 0 }, half_score: { home: 0, away: 0 } }),
        400,
        'VALIDATION_FAILED',
      ],
      [() => result(played.match_id, { score: { home: 1, away: 0 } }), 400, 'INVALID_MATCH_RESULT'],
      [
        () => result(played.match_id, { score: { home: 1, away: 0 }, half_score: { home: 2, away: 0 } }),
        400,
        'INVALID_MATCH_RESULT',
      ],
      [
        () => trading('POST', `/operator/matches/${played.match_id}/void`, { reason: '' }),
        400,
        'VALIDATION_FAILED',
      ],
      [
        () => result(open.match_id, { score: { home: 1, away: 0 }, half_score: { home: 0, away: 0 } }),
        409,
        'MATCH_NOT_STARTED',
      ],
    ]
    for (const [send, status, msg] of refusals) {
      const response = await send()
      expect([response.statusCode, response.json().msg]).toEqual([status, msg])
    }
    const halfAbove = await result(played.match_id, {
      score: { home: 1, away: 0 },
      half_score: { home: 2, away: 0 },
    })
    expect(halfAbove.json().data).toEqual({ field: 'half_score', reason: 'HALF_TIME_ABOVE_FINAL' })
    expect(await matchRow(played.match_id)).toMatchObject({
      status: MATCH_STATUS.finished,
      home_score: 2,
      away_score: 0,
    })
    expect((await matchRow(open.match_id)).status).toBe(MATCH_STATUS.open)
    expect(await player.cash()).toBe(cash)
    expect(await houseCash()).toBe(house)
    expect(await auditOf(played.match_id)).toEqual([])
  })

  it('refuses a basketball result that ends level', async () => {
    const [match] = await openMatches(test, 'basketball', 60)
    if (!match) throw new Error('no basketball match')
    await db()
      .updateTable('sports_matches')
      .set({ status: MATCH_STATUS.closed })
      .where('id', '=', match.match_id)
      .execute()
    const level = await trading('POST', `/operator/matches/${match.match_id}/result/preview`, {
      score: { home: 101, away: 101 },
    })
    expect(level.statusCode).toBe(400)
    expect(level.json()).toMatchObject({ msg: 'INVALID_MATCH_RESULT', data: { reason: 'BASKETBALL_DRAW' } })
    const decided = await trading('POST', `/operator/matches/${match.match_id}/result/preview`, {
      score: { home: 101, away: 99 },
    })
    expect(resettlement(decided).match).toMatchObject({ score: { home: 101, away: 99 }, half_score: null })
  })
})
