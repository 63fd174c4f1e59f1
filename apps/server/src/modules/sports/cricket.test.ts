import { randomUUID } from 'node:crypto'
import type { CricketBet, CricketMatch, CricketSlip } from '@app/contract'
import { BET_STATUS, GAME_ID, MATCH_STATUS } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { finishMatch } from '../../test/sports-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { balanceOf as accountOf, caller, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'
import { settleCricketBets } from './cricket.service'

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
  await test.app.sportsWorker.tick()
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

type Method = 'GET' | 'POST'
const db = () => test.database.db

/** Calls cricket's own paths under the /sports group (they are not under /api/v1). */
function cricketCaller(token: string) {
  return (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    test.app.inject({
      method,
      url: `/sports${url}`,
      headers: { authorization: token, 'idempotency-key': randomUUID(), ...headers },
      ...(payload ? { payload } : {}),
    })
}
const anyone = () => cricketCaller('')

/** A funded player, signed in now; the operator too, as the clock may have jumped past a token's life. */
async function player(balance: string) {
  const { session, call } = await fundedPlayer(test, balance, await operatorToken(test))
  return { cricket: cricketCaller(session.token), balance: async () => (await accountOf(call)).score }
}

async function matchList(): Promise<CricketMatch[]> {
  const response = await anyone()('GET', '/cricketAPI/matchData/matchList?limit=100')
  expect(response.statusCode).toBe(200)
  return response.json().data.list
}

/** Open cricket matches, soonest first, skipping those about to start. */
async function openMatches() {
  const soon = test.clock.now().getTime() + 5 * 60_000
  return (await matchList()).filter(
    (match) => match.status === MATCH_STATUS.open && Date.parse(match.match_start_time) > soon,
  )
}

async function someOpenMatches(count: number) {
  const matches = await openMatches()
  if (matches.length < count) throw new Error(`only ${matches.length} open cricket matches`)
  return matches
}

/** A slip entry for one selection of a match at its shown price. */
function bet(match: CricketMatch, category: string, label: string, amount: string) {
  const selection = match.selections.find(
    (entry) => entry.categoryLabel === category && entry.slipLabel === label,
  )
  if (!selection) throw new Error(`${match.matchId} has no ${category} ${label}`)
  return { [selection.id]: { categoryLabel: category, slipLabel: label, odd: selection.odd, amount } }
}

const oddOf = (match: CricketMatch, id: string) =>
  match.selections.find((entry) => entry.id === id)?.odd ?? ''

const setMatchStatus = (matchId: string, status: number) =>
  db().updateTable('sports_matches').set({ status }).where('id', '=', matchId).execute()

describe('cricket matches', () => {
  it('lists open matches by kick-off, each with winner and total-runs selections keyed by id', async () => {
    const list = await matchList()
    expect(list.length).toBeGreaterThanOrEqual(10)
    const kickOffs = list.map((match) => Date.parse(match.match_start_time))
    expect(kickOffs).toEqual([...kickOffs].sort((a, b) => a - b))
    const [first] = list
    if (!first) throw new Error('no cricket match')
    expect(first.matchId).toMatch(/^cricket-/)
    expect(first.home_pic).toBe(`/art/crests/cricket/${encodeURIComponent(first.home_name)}.svg`)
    expect(first).toMatchObject({ home_runs: null, away_runs: null, winner: null })
    const line = first.selections.find((entry) => entry.categoryLabel === 'total_runs')?.line ?? 0
    expect(line % 1).toBe(0.5)
    expect(line).toBeGreaterThan(200)
    expect(
      first.selections.map(({ id, categoryLabel, slipLabel, line: taken }) => ({
        id,
        categoryLabel,
        slipLabel,
        taken,
      })),
    ).toEqual([
      { id: `${first.matchId}:winner:home`, categoryLabel: 'winner', slipLabel: 'home', taken: null },
      { id: `${first.matchId}:winner:away`, categoryLabel: 'winner', slipLabel: 'away', taken: null },
      { id: `${first.matchId}:total_runs:over`, categoryLabel: 'total_runs', slipLabel: 'over', taken: line },
      {
        id: `${first.matchId}:total_runs:under`,
        categoryLabel: 'total_runs',
        slipLabel: 'under',
        taken: line,
      },
    ])
    for (const selection of first.selections) expect(Number(selection.odd)).toBeGreaterThanOrEqual(1.01)
    // The slip sports never see cricket, nor cricket them.
    const soccer = (await caller(test, '')('GET', '/soccer?limit=100')).json().data.list
    expect(soccer.every((match: { match_id: string }) => match.match_id.startsWith('soccer-'))).toBe(true)
  })

  it('gets one match by id, and answers 404 UNKNOWN_MATCH for an unknown id or another sport’s', async () => {
    const [match] = await someOpenMatches(1)
    if (!match) throw new Error('no match')
    const found = await anyone()('GET', `/cricketAPI/matchData/getById/${match.matchId}`)
    expect(found.statusCode).toBe(200)
    expect(found.json().data).toEqual(match)
    for (const id of ['cricket-1-0', 'soccer-1-0']) {
      const missing = await anyone()('GET', `/cricketAPI/matchData/getById/${id}`)
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toMatchObject({ code: 404, msg: 'UNKNOWN_MATCH' })
    }
    const soccer = (await caller(test, '')('GET', '/soccer?limit=1')).json().data.list[0]
    const other = await anyone()('GET', `/cricketAPI/matchData/getById/${soccer.match_id}`)
    expect(other.json()).toMatchObject({ msg: 'UNKNOWN_MATCH' })
  })
})

describe('placing a cricket slip', () => {
  it('debits every selection at once in one ledger entry, lists them, and replays an idempotent retry', async () => {
    const { cricket, balance } = await player('100')
    const [match] = await someOpenMatches(1)
    if (!match) throw new Error('no match')
    const slip = {
      matchId: match.matchId,
      bets: { ...bet(match, 'winner', 'home', '2'), ...bet(match, 'total_runs', 'over', '3.5') },
    }
    const key = { 'idempotency-key': `cricket-${randomUUID()}` }
    const placed = await cricket('POST', '/betData/create', slip, key)
    expect(placed.statusCode).toBe(200)
    const data = placed.json().data as CricketSlip
    expect(data).toMatchObject({ matchId: match.matchId, total_amount: '5.5' })
    expect(data.bets.map((entry) => [entry.selectionId, entry.amount, entry.status, entry.slipId])).toEqual([
      [`${match.matchId}:winner:home`, '2', BET_STATUS.pending, data.slipId],
      [`${match.matchId}:total_runs:over`, '3.5', BET_STATUS.pending, data.slipId],
    ])
    expect(data.bets[1]).toMatchObject({
      categoryLabel: 'total_runs',
      slipLabel: 'over',
      odd: oddOf(match, `${match.matchId}:total_runs:over`),
      outcome: null,
      payout: null,
      match: { home_team_name: match.home_name, status: MATCH_STATUS.open },
    })
    expect(await balance()).toBe('94.5')
    const entries = await db()
      .selectFrom('journal_entries')
      .select(['kind', 'reference'])
      .where('reference', '=', `cricket:slip:${data.slipId}`)
      .execute()
    expect(entries).toEqual([{ kind: 'sportsBet', reference: `cricket:slip:${data.slipId}` }])

    // The same key and body replay the first answer; the same key with another body is refused.
    expect((await cricket('POST', '/betData/create', slip, key)).json()).toEqual(placed.json())
    expect(await balance()).toBe('94.5')
    const reused = await cricket('POST', '/betData/create', { ...slip, accept_changed_odds: true }, key)
    expect(reused.json()).toMatchObject({ code: 409, msg: 'IDEMPOTENCY_KEY_REUSED' })

    const mine = (await cricket('GET', '/betData/list?start=0&limit=10')).json().data
    expect(mine.total).toBe(2)
    expect(mine.list.map((entry: CricketBet) => entry.id)).toEqual(
      data.bets.map((entry) => entry.id).reverse(),
    )
    expect((await cricket('GET', '/betData/list?status=16')).json().data.total).toBe(0)
    expect((await anyone()('GET', '/betData/list')).statusCode).toBe(401)
    const stranger = await player('0')
    expect((await stranger.cricket('GET', '/betData/list')).json().data).toEqual({ list: [], total: 0 })
  })

  it('refuses bad slips with the spec’s codes and changes nothing', async () => {
    const { cricket, balance } = await player('10')
    const [match, other] = await someOpenMatches(2)
    if (!match || !other) throw new Error('not enough matches')
    const home = bet(match, 'winner', 'home', '1')
    const homeId = `${match.matchId}:winner:home`
    const refused = async (body: object, status: number, msg: string, data?: object) => {
      const response = await cricket('POST', '/betData/create', body)
      expect(response.statusCode).toBe(status)
      expect(response.json()).toMatchObject({ msg, ...(data ? { data } : {}) })
    }
    const slip = (bets: object, extra: object = {}) => ({ matchId: match.matchId, bets, ...extra })

    await refused(
      slip({ [homeId]: { ...home[homeId], amount: '2' } }, { matchId: 'cricket-1-0' }),
      404,
      'UNKNOWN_MATCH',
    )
    await refused(slip(bet(other, 'winner', 'home', '1')), 400, 'INVALID_PICK', {
      reason: 'SELECTION_ID_MISMATCH',
    })
    await refused(
      slip({ [`${match.matchId}:winner:draw`]: { ...home[homeId], slipLabel: 'draw' } }),
      400,
      'INVALID_PICK',
      { reason: 'SELECTION_NOT_OFFERED' },
    )
    await refused(slip({ [homeId]: { ...home[homeId], line: 300.5 } }), 400, 'INVALID_PICK', {
      reason: 'SELECTION_NOT_OFFERED',
    })
    await refused(slip({ [homeId]: { ...home[homeId], amount: '0' } }), 400, 'INVALID_AMOUNT', {
      field: `bets.${homeId}.amount`,
    })
    await refused(slip({}), 400, 'VALIDATION_FAILED')

    // A moved price: 409 with the new prices, unless the player takes them.
    const stale = { [homeId]: { ...home[homeId], odd: '99.99' } }
    await refused(slip(stale), 409, 'ODDS_CHANGED', { changes: [{ id: homeId, odd: oddOf(match, homeId) }] })

    // The limits are the soccer game's (cricket has no game id of its own).
    await refused(slip({ [homeId]: { ...home[homeId], amount: '0.001' } }), 422, 'BET_WARNING', {
      warning: 'belowMinBet',
    })
    await refused(
      slip({ ...bet(match, 'winner', 'home', '6'), ...bet(match, 'winner', 'away', '6') }),
      422,
      'BET_WARNING',
      { warning: 'insufficientAccountBalance' },
    )
    const limits = db().updateTable('game_limits').where('game_id', '=', GAME_ID.soccer)
    await limits.set({ bet_max: 2_000_000n }).execute()
    try {
      await refused(slip(bet(match, 'winner', 'home', '3')), 422, 'BET_WARNING', { warning: 'exceedsMaxBet' })
    } finally {
      await limits.set({ bet_max: 50_000_000_000n }).execute()
    }
    expect((await anyone()('POST', '/betData/create', slip(home))).statusCode).toBe(401)
    expect(await balance()).toBe('10')

    const accepted = await cricket('POST', '/betData/create', slip(stale, { accept_changed_odds: true }))
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().data.bets[0].odd).toBe(oddOf(match, homeId))
    expect(await balance()).toBe('9')
  })

  it('refuses a match once it has started, and lists it in play', async () => {
    const [match] = await someOpenMatches(1)
    if (!match) throw new Error('no match')
    test.clock.advanceBy(Date.parse(match.match_start_time) - test.clock.now().getTime() + 1000)
    // The player signs in after the jump: a kick-off can be further away than an access token lives.
    const { cricket, balance } = await player('10')
    const response = await cricket('POST', '/betData/create', {
      matchId: match.matchId,
      bets: bet(match, 'winner', 'away', '1'),
    })
    expect(response.json()).toMatchObject({ code: 422, msg: 'MATCH_CLOSED', data: { field: 'matchId' } })
    await test.app.sportsWorker.tick()
    // In play from kick-off, unless the feed postponed or cancelled it then (a few matches are).
    const started = (await anyone()('GET', `/cricketAPI/matchData/getById/${match.matchId}`)).json().data
    expect([MATCH_STATUS.closed, MATCH_STATUS.postponed, MATCH_STATUS.cancelled]).toContain(started.status)
    const listed = (await matchList()).find((entry) => entry.matchId === match.matchId)
    expect(listed?.status).toBe(started.status === MATCH_STATUS.closed ? MATCH_STATUS.closed : undefined)
    expect(await balance()).toBe('10')
  })
})

describe('cricket settlement', () => {
  it('pays each winning selection once under two concurrent passes, a tie on its super over', async () => {
    const { cricket, balance } = await player('100')
    const [match, tied] = await someOpenMatches(2)
    if (!match || !tied) throw new Error('not enough matches')
    const place = async (on: CricketMatch, bets: object) => {
      const response = await cricket('POST', '/betData/create', { matchId: on.matchId, bets })
      expect(response.statusCode).toBe(200)
      return response.json().data as CricketSlip
    }
    await place(match, {
      ...bet(match, 'winner', 'home', '10'),
      ...bet(match, 'winner', 'away', '5'),
      ...bet(match, 'total_runs', 'over', '4'),
      ...bet(match, 'total_runs', 'under', '3'),
    })
    await place(tied, { ...bet(tied, 'winner', 'home', '2'), ...bet(tied, 'winner', 'away', '1') })
    expect(await balance()).toBe('75')

    const line = match.selections.find((entry) => entry.categoryLabel === 'total_runs')?.line ?? 0
    // Home wins with the total one run above the line; the other match ties and away wins the super over.
    const total = line + 0.5
    await finishMatch(test, match.matchId, [Math.ceil(total / 2), Math.floor(total / 2)], null, 'home')
    await finishMatch(test, tied.matchId, [160, 160], null, 'away')
    const now = test.clock.now()
    const passes = await Promise.all([settleCricketBets(db(), now), settleCricketBets(db(), now)])
    const mine = (await cricket('GET', '/betData/list?limit=20')).json().data.list as CricketBet[]
    const ids = new Set(mine.map((entry) => String(entry.id)))
    const settledOnce = passes.flat().filter((entry) => ids.has(entry.betId))
    expect(settledOnce).toHaveLength(6)
    expect(new Set(settledOnce.map((entry) => entry.betId)).size).toBe(6)

    const bySelection = new Map(mine.map((entry) => [entry.selectionId, entry]))
    const paid = (id: string, amount: number) =>
      Math.floor(amount * Math.round(Number(oddOf(match, id)) * 100)) / 100
    const homeWin = paid(`${match.matchId}:winner:home`, 10)
    const overWin = paid(`${match.matchId}:total_runs:over`, 4)
    const tiedAway =
      Math.floor(1 * Math.round(Number(oddOf(tied, `${tied.matchId}:winner:away`)) * 100)) / 100
    expect(bySelection.get(`${match.matchId}:winner:home`)).toMatchObject({
      status: BET_STATUS.settled,
      outcome: 'win',
      payout: String(homeWin),
      match: { status: MATCH_STATUS.finished, home_score: Math.ceil(total / 2) },
    })
    expect(bySelection.get(`${match.matchId}:winner:away`)).toMatchObject({ outcome: 'lose', payout: '0' })
    expect(bySelection.get(`${match.matchId}:total_runs:over`)).toMatchObject({ outcome: 'win' })
    expect(bySelection.get(`${match.matchId}:total_runs:under`)).toMatchObject({ outcome: 'lose' })
    expect(bySelection.get(`${tied.matchId}:winner:home`)).toMatchObject({ outcome: 'lose' })
    expect(bySelection.get(`${tied.matchId}:winner:away`)).toMatchObject({ outcome: 'win' })
    expect(Number(await balance())).toBeCloseTo(75 + homeWin + overWin + tiedAway, 6)

    const payouts = await db()
      .selectFrom('journal_entries')
      .select('reference')
      .where('kind', '=', 'sportsPayout')
      .where(
        'reference',
        'in',
        [...ids].map((id) => `cricket:${id}`),
      )
      .execute()
    expect(payouts).toHaveLength(3)
    expect(await settleCricketBets(db(), test.clock.now())).toEqual([])

    const shown = (await anyone()('GET', `/cricketAPI/matchData/getById/${tied.matchId}`)).json().data
    expect(shown).toMatchObject({
      status: MATCH_STATUS.finished,
      home_runs: 160,
      away_runs: 160,
      winner: 'away',
    })
  })

  it('refunds a cancelled match, voids one postponed over 36 hours, and the feed ends matches on its own', async () => {
    const { cricket, balance } = await player('20')
    const [cancelled, postponed] = await someOpenMatches(2)
    if (!cancelled || !postponed) throw new Error('not enough matches')
    await cricket('POST', '/betData/create', {
      matchId: cancelled.matchId,
      bets: { ...bet(cancelled, 'winner', 'home', '4'), ...bet(cancelled, 'total_runs', 'under', '1') },
    })
    await cricket('POST', '/betData/create', {
      matchId: postponed.matchId,
      bets: bet(postponed, 'winner', 'away', '3'),
    })
    expect(await balance()).toBe('12')
    await setMatchStatus(cancelled.matchId, MATCH_STATUS.cancelled)
    await test.app.sportsWorker.tick()
    const refunded = (await cricket('GET', '/betData/list?status=32')).json().data.list as CricketBet[]
    expect(refunded.map((entry) => [entry.selectionId, entry.outcome, entry.payout])).toEqual([
      [`${cancelled.matchId}:total_runs:under`, 'void', '1'],
      [`${cancelled.matchId}:winner:home`, 'void', '4'],
    ])
    expect(await balance()).toBe('17')

    await setMatchStatus(postponed.matchId, MATCH_STATUS.postponed)
    await test.app.sportsWorker.tick()
    expect((await cricket('GET', '/betData/list?status=1')).json().data.total).toBe(1)
    const kickOff = Date.parse(postponed.match_start_time)
    const voided = await settleCricketBets(db(), new Date(kickOff + 36 * 3600_000 + 1000))
    expect(voided.filter((entry) => entry.payout === 3_000_000n)).toHaveLength(1)
    expect(await balance()).toBe('20')

    // Played through: every match that has kicked off and run its 200 minutes is over.
    const started = (await matchList()).filter(
      (match) => match.status === MATCH_STATUS.open || match.status === MATCH_STATUS.closed,
    )
    test.clock.advanceBy(4 * 3600_000)
    await test.app.sportsWorker.tick()
    const ended = await Promise.all(
      started
        .filter((match) => Date.parse(match.match_start_time) + 200 * 60_000 < test.clock.now().getTime())
        .map(
          async (match) =>
            (await anyone()('GET', `/cricketAPI/matchData/getById/${match.matchId}`)).json()
              .data as CricketMatch,
        ),
    )
    expect(ended.length).toBeGreaterThan(0)
    const finished = ended.filter((match) => match.status === MATCH_STATUS.finished)
    expect(finished.length).toBeGreaterThan(0)
    for (const match of finished) {
      expect(match.home_runs).not.toBeNull()
      expect(match.away_runs).not.toBeNull()
      const ahead = (match.home_runs ?? 0) > (match.away_runs ?? 0) ? 'home' : 'away'
      if (match.home_runs !== match.away_runs) expect(match.winner).toBe(ahead)
      else expect(match.winner).not.toBeNull()
    }
    expect(
      ended.every((match) =>
        [MATCH_STATUS.finished, MATCH_STATUS.postponed, MATCH_STATUS.cancelled].includes(
          match.status as 3 | 4 | 5,
        ),
      ),
    ).toBe(true)
  })
})
