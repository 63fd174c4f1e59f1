import { randomUUID } from 'node:crypto'
import type { CricketMatch, SportsMatch } from '@app/contract'
import { callbackSignature, MATCH_STATUS, moneyOf } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLATFORM } from '../../test/accounts-helpers'
import { startListeningTestApp, type TestApp } from '../../test/test-app'
import { TEST_DATABASE } from '../../test/test-database-settings'
import {
  balanceOf,
  caller,
  fundedPlayer,
  operatorToken,
  PAYMENT_PASSWORD,
  savedCryptoAccount,
} from '../../test/wallet-helpers'
import { playerCash, verifyLedger } from '../ledger/ledger.service'

// The house studio's demo credentials, as the app is configured in tests.
const PG_TOKEN = 'house-operator'
const PG_SECRET = 'house-studio-demo-secret'
const TADA_AGENT_KEY = 'house-studio-demo-agent-key'

type Json = Record<string, unknown>
type Player = { userId: number; email: string }

let test: TestApp
let base: string
beforeAll(async () => {
  const started = await startListeningTestApp()
  test = started
  base = started.base
  // Racing runs in daily windows: start at 14:00 Hong Kong time, when every draw game takes bets.
  const now = test.clock.now()
  const hongKongHour = (now.getUTCHours() + 8) % 24
  test.clock.advanceBy((((14 - hongKongHour + 24) % 24) * 60 - now.getUTCMinutes()) * 60_000 + 86_400_000)
  await test.app.sportsWorker.tick()
  await test.app.drawWorker.tick()
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const db = () => test.database.db
const anyone = () => caller(test, '')

/** A player's token of a new sign-in: the clock moves during the file, past a token's life. */
async function tokenOf(player: Player): Promise<string> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/sports/api/v1/sign_in/',
    headers: PLATFORM,
    payload: { account: player.email, password: 'winning42' },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.token as string
}

async function newPlayer(balance: string): Promise<Player> {
  const { session, email } = await fundedPlayer(test, balance, await operatorToken(test))
  return { userId: session.user_id, email }
}

/** A call of a signed-in player in one of the API groups (/sports, /pggame, /playcard, ...). */
const as = async (player: Player, group = '/sports') => caller(test, await tokenOf(player), group)

/** What the ledger holds of a player: the cash and how many postings touch their accounts. */
async function ledgerOf(player: Player) {
  const { count } = await db()
    .selectFrom('postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('ledger_accounts.user_id', '=', String(player.userId))
    .executeTakeFirstOrThrow()
  const deposits = await db()
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', String(player.userId))
    .executeTakeFirstOrThrow()
  return {
    cash: await playerCash(db(), player.userId),
    postings: Number(count),
    deposits: Number(deposits.count),
  }
}

// Placements

async function openMatch(sport: string): Promise<SportsMatch> {
  const soon = test.clock.now().getTime() + 5 * 60_000
  const list = (await anyone()('GET', `/${sport}?limit=40`)).json().data.list as SportsMatch[]
  const match = list.find(
    (entry) => entry.status === MATCH_STATUS.open && Date.parse(entry.match_start_time) > soon,
  )
  if (!match) throw new Error(`no open ${sport} match`)
  return match
}

async function sportsSlip(player: Player, sport: string, amount: string) {
  const match = await openMatch(sport)
  const price = match.odds.find((entry) => entry.kind === 'wl')
  if (!price) throw new Error(`${match.match_id} has no win price`)
  const pick = {
    match_id: match.match_id,
    kind: 'wl',
    name: price.name,
    handicap_val: price.handicap_val,
    odds: price.odds,
  }
  const call = await as(player)
  return (
    await call('POST', `/${sport}/bet`, { picks: [pick], folds: [1], cast_value: amount, multiple: 1 })
  ).json()
}

async function openCricketMatch(): Promise<CricketMatch> {
  const soon = test.clock.now().getTime() + 5 * 60_000
  const matches = (await test.app.inject({ url: '/sports/cricketAPI/matchData/matchList?limit=100' })).json()
    .data.list as CricketMatch[]
  const match = matches.find(
    (entry) => entry.status === MATCH_STATUS.open && Date.parse(entry.match_start_time) > soon,
  )
  if (!match) throw new Error('no open cricket match')
  return match
}

async function cricketSlip(player: Player, amount: string) {
  const match = await openCricketMatch()
  const selection = match.selections.find((entry) => entry.categoryLabel === 'winner')
  if (!selection) throw new Error(`${match.matchId} has no winner selection`)
  const response = await test.app.inject({
    method: 'POST',
    url: '/sports/betData/create',
    headers: { authorization: await tokenOf(player), 'idempotency-key': randomUUID() },
    payload: {
      matchId: match.matchId,
      bets: {
        [selection.id]: {
          categoryLabel: selection.categoryLabel,
          slipLabel: selection.slipLabel,
          odd: selection.odd,
          amount,
        },
      },
    },
  })
  return response.json()
}

/** The current draw of a game with at least 30 s of the test's time left to take bets. */
async function drawTakingBets(game: string): Promise<{ id: number }> {
  for (;;) {
    const draw = (await anyone()('GET', `/${game}/current`)).json().data
    if (Date.parse(draw.closes_at) - test.clock.now().getTime() >= 30_000) return draw
    test.clock.advanceBy(Math.max(0, Date.parse(draw.draws_at) - test.clock.now().getTime()) + 1000)
    await test.app.drawWorker.tick()
  }
}

async function lotterySlip(player: Player, game: string, entry: Json) {
  const draw = await drawTakingBets(game)
  const call = await as(player)
  return (await call('POST', '/lottery/bet', { game, draw_id: draw.id, entries: [entry] })).json()
}

const markSixSlip = (player: Player, amount: string) =>
  lotterySlip(player, 'gallopingmarksix', { type: 'specialCode', prop: '7', amount })
const raceSlip = (player: Player, amount: string) =>
  lotterySlip(player, 'pk10', { type: 'sides:1', prop: 'big', amount })

// Casino: seamless calls of the providers, transfers, launches

const bootOf = (html: string) => {
  const json = /<script type="application\/json" id="game-boot">(.*?)<\/script>/.exec(html)?.[1]
  if (!json) throw new Error('no boot data in the page')
  return JSON.parse(json) as { session: string; engine: string }
}

/** Our game session token the studio holds for one of its sessions: what a provider presents. */
const operatorSessionOf = async (studioToken: string) =>
  (
    await db()
      .withTables<{ studio_sessions: { token: string; operator_session: string } }>()
      .selectFrom('studio_sessions')
      .select('operator_session')
      .where('token', '=', studioToken)
      .executeTakeFirstOrThrow()
  ).operator_session

const launchPg = async (player: Player) =>
  (await as(player, '/pggame'))('GET', '/pg/dragon-fortune').then((response) => response.json())
const launchTada = async (player: Player) =>
  (await as(player, '/tadaGame'))('GET', '/tada/startForUrl/royal-baccarat').then((response) =>
    response.json(),
  )
const launchKy = async (player: Player) =>
  (await as(player, '/playcard'))('GET', '/ky/login?game_id=ky-baccarat').then((response) => response.json())
const launchNg = async (player: Player) =>
  (await as(player, '/nggame'))('POST', '/ng/login', { plat_type: 'studio', game_code: 'ng-baccarat' }).then(
    (response) => response.json(),
  )

/** Opens a pg slot and a tada table for the player: the sessions their providers' calls present. */
async function openGames(player: Player) {
  const pg = bootOf((await launchPg(player)).data.html)
  const tada = await launchTada(player)
  const tadaPage = await (await fetch(`${base}${tada.data.url}`)).text()
  const tadaBoot = bootOf(tadaPage)
  return {
    pgStudio: pg.session,
    pg: await operatorSessionOf(pg.session),
    tada: await operatorSessionOf(tadaBoot.session),
  }
}
type Games = Awaited<ReturnType<typeof openGames>>

/** A provider's round or request id, new each time. */
const nextRound = () => `protect-${randomUUID()}`

async function pgRound(player: Player, session: string, amount: string, isResend = false) {
  const id = nextRound()
  const response = await fetch(`${base}/3rd-game/wallet/pg/Cash/TransferInOut`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      operator_token: PG_TOKEN,
      secret_key: PG_SECRET,
      operator_player_session: session,
      player_name: String(player.userId),
      game_id: 'dragon-fortune',
      parent_bet_id: id,
      transaction_id: id,
      currency_code: 'USDT',
      bet_amount: amount,
      win_amount: '0',
      create_time: '1795000000000',
      is_adjustment: isResend ? 'True' : 'False',
    }),
  })
  return (await response.json()) as Json
}

async function tadaBet(token: string, amount: string, isResend = false) {
  const body = JSON.stringify({
    reqId: nextRound(),
    token,
    game: 'royal-baccarat',
    round: nextRound(),
    betAmount: amount,
    winloseAmount: '0',
    currency: 'USDT',
    isResend,
  })
  const response = await fetch(`${base}/3rd-game/wallet/tada/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': callbackSignature(body, TADA_AGENT_KEY) },
    body,
  })
  return (await response.json()) as Json
}

const kyTransfer = async (player: Player, direction: 'in' | 'out', money: string) =>
  (await as(player, '/playcard'))('POST', `/ky/transfer_${direction}`, {
    game_id: 'ky-baccarat',
    money,
  }).then((response) => response.json())
const ngTransfer = async (player: Player, direction: 'in' | 'out', money: string) =>
  (await as(player, '/nggame'))('POST', `/ng/transfer_${direction}`, { plat_type: 'studio', money }).then(
    (response) => response.json(),
  )

const refusedAs = (msg: string, data: Json = {}) => ({ code: 422, msg, data })

describe('a self-excluded player', () => {
  let player: Player
  let games: Games
  let pendingOrder: string
  beforeAll(async () => {
    player = await newPlayer('200')
    const call = await as(player)
    await savedCryptoAccount(call)
    expect((await kyTransfer(player, 'in', '20')).data).toMatchObject({ status: 'ok' })
    expect((await ngTransfer(player, 'in', '20')).data).toMatchObject({ status: 'ok' })
    games = await openGames(player)
    pendingOrder = (await call('POST', '/recharge', { channel_id: 4, amount: '100' })).json().data.order_id
    const excluded = await call('POST', '/member/self_exclusion', { duration: 'permanent' })
    expect(excluded.statusCode, excluded.body).toBe(200)
    // The break brings the money at ky and ng back, so a table left open there has none to play.
    expect(await playerCash(db(), player.userId)).toBe(moneyOf('200'))
  })

  const selfExcluded = refusedAs('SELF_EXCLUDED', { until: null })
  const refusals: { name: string; attempt: () => Promise<unknown>; refusal: Json }[] = [
    { name: 'a JC soccer slip', attempt: () => sportsSlip(player, 'soccer', '5'), refusal: selfExcluded },
    {
      name: 'a JC basketball slip',
      attempt: () => sportsSlip(player, 'basketball', '5'),
      refusal: selfExcluded,
    },
    { name: 'a BD slip', attempt: () => sportsSlip(player, 'bd', '5'), refusal: selfExcluded },
    { name: 'a cricket slip', attempt: () => cricketSlip(player, '5'), refusal: selfExcluded },
    { name: 'a Mark Six slip', attempt: () => markSixSlip(player, '5'), refusal: selfExcluded },
    { name: 'a ten-car race slip', attempt: () => raceSlip(player, '5'), refusal: selfExcluded },
    {
      name: 'a pg round on a slot opened before the break, whose session the break ended',
      attempt: () => pgRound(player, games.pg, '5'),
      refusal: { data: null, error: { code: '3004' } },
    },
    {
      name: 'a pg round sent as a re-send on that ended session, refused as play refused',
      attempt: () => pgRound(player, games.pg, '5', true),
      refusal: { data: null, error: { code: '1034', message: 'Player may not play now' } },
    },
    {
      name: 'a tada round on a table opened before the break, whose token the break ended',
      attempt: () => tadaBet(games.tada, '5'),
      refusal: { errorCode: 4 },
    },
    {
      name: 'a tada round sent as a re-send on that ended token, refused as play refused',
      attempt: () => tadaBet(games.tada, '5', true),
      refusal: { errorCode: 5 },
    },
    {
      name: 'a spin at the studio on the slot opened before the break',
      attempt: async () => {
        const response = await fetch(`${base}/studio/api/rounds`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ session: games.pgStudio, bet: { engine: 'slot', line_bet: '0.5' } }),
        })
        return { status: response.status, ...((await response.json()) as Json) }
      },
      refusal: { status: 409 },
    },
    { name: 'a transfer into ky', attempt: () => kyTransfer(player, 'in', '5'), refusal: selfExcluded },
    { name: 'a transfer into ng', attempt: () => ngTransfer(player, 'in', '5'), refusal: selfExcluded },
    {
      name: 'a bank deposit',
      attempt: async () =>
        (await (await as(player))('POST', '/recharge', { channel_id: 4, amount: '100' })).json(),
      refusal: selfExcluded,
    },
    {
      name: 'finishing a bank deposit ordered before the break',
      attempt: async () =>
        (await (await as(player))('POST', '/continueRecharge', { order_id: pendingOrder })).json(),
      refusal: selfExcluded,
    },
    {
      name: 'a crypto deposit',
      attempt: async () =>
        (await (await as(player))('POST', '/recharge', { channel_id: 1, amount: '100' })).json(),
      refusal: selfExcluded,
    },
    {
      name: 'the daily check-in reward',
      attempt: async () => (await (await as(player, '/activities'))('POST', '/benefit/check_in')).json(),
      refusal: selfExcluded,
    },
    { name: 'opening a pg slot', attempt: () => launchPg(player), refusal: selfExcluded },
    { name: 'opening a tada table', attempt: () => launchTada(player), refusal: selfExcluded },
    {
      name: 'opening a pg slot through the aggregator’s pg account (pg2)',
      attempt: async () =>
        (await as(player, '/3rd-game'))('GET', '/pg2/games/login/lucky-koi').then((response) =>
          response.json(),
        ),
      refusal: selfExcluded,
    },
    {
      name: 'opening a noah game',
      attempt: async () =>
        (
          await test.app.inject({
            url: '/3rd-game/api/noah/startForUrl/ark-treasure',
            headers: { authorization: await tokenOf(player) },
          })
        ).json(),
      refusal: selfExcluded,
    },
    { name: 'opening a ky table', attempt: () => launchKy(player), refusal: selfExcluded },
    { name: 'opening an ng table', attempt: () => launchNg(player), refusal: selfExcluded },
  ]

  it.each(refusals)('is refused $name, and nothing moves', async ({ attempt, refusal }) => {
    const before = await ledgerOf(player)
    expect(await attempt()).toMatchObject(refusal)
    expect(await ledgerOf(player)).toEqual(before)
  })

  const allowed: { name: string; act: () => Promise<void> }[] = [
    {
      name: 'withdraw to a saved address',
      act: async () => {
        const call = await as(player)
        const [account] = (await call('GET', '/bank_information')).json().data as { id: number }[]
        const withdrawal = await call('POST', '/withdraw', {
          info_id: account?.id,
          amount: '10',
          password: PAYMENT_PASSWORD,
        })
        expect(withdrawal.statusCode, withdrawal.body).toBe(200)
        expect(await balanceOf(call)).toMatchObject({ score: '190', held: '10' })
      },
    },
    ...[
      { family: 'ky', group: '/playcard', query: '' },
      { family: 'ng', group: '/nggame', query: '?plat_type=studio' },
    ].map(({ family, group, query }) => ({
      name: `see their money brought back from ${family} as a transfer out`,
      act: async () => {
        const games = await as(player, group)
        const orders = (await games('GET', `/${family}/transfers${query}`)).json().data.list
        expect(orders[0]).toMatchObject({ direction: 'out', amount: '20', status: 'ok' })
        const balance = (await games('GET', `/${family}/balance${query}`)).json().data
        expect(balance).toMatchObject({ balance: '0', in_transit: '0' })
      },
    })),
    {
      name: 'read their messages',
      act: async () => {
        const sent = await (await caller(test, await operatorToken(test)))('POST', '/operator/messages', {
          user_id: player.userId,
          title: { en: 'About your self-exclusion' },
          body: { en: 'Your account stays closed to play.' },
        })
        expect(sent.statusCode, sent.body).toBe(200)
        const id = sent.json().data.id as number
        const call = await as(player)
        const inbox = (await call('GET', '/notice/private?limit=100')).json().data
        expect(inbox.list).toContainEqual(expect.objectContaining({ id, title: 'About your self-exclusion' }))
        expect((await call('PUT', `/notice/private/${id}/read`)).statusCode).toBe(200)
      },
    },
    {
      name: 'see the break on their limits screen',
      act: async () => {
        const view = (await (await as(player))('GET', '/member/limits')).json().data
        expect(view.block).toMatchObject({ kind: 'self_exclusion', until: null })
      },
    },
  ]

  it.each(allowed)('can still $name', async ({ act }) => {
    await act()
  })
})

describe('a player with a wager limit of 5 USDT a day', () => {
  type Path = {
    name: string
    stake: (player: Player, amount: string, games: Games | undefined) => Promise<unknown>
    needsGames?: boolean
    refusal: Json
    accepted: Json
  }
  const beyond = refusedAs('WAGER_LIMIT_REACHED', { limit: '5' })
  const placed = { code: 0 }
  const paths: Path[] = [
    {
      name: 'a JC soccer slip',
      stake: (p, amount) => sportsSlip(p, 'soccer', amount),
      refusal: beyond,
      accepted: placed,
    },
    {
      name: 'a JC basketball slip',
      stake: (p, amount) => sportsSlip(p, 'basketball', amount),
      refusal: beyond,
      accepted: placed,
    },
    {
      name: 'a BD slip',
      stake: (p, amount) => sportsSlip(p, 'bd', amount),
      refusal: beyond,
      accepted: placed,
    },
    { name: 'a cricket slip', stake: cricketSlip, refusal: beyond, accepted: placed },
    { name: 'a Mark Six slip', stake: markSixSlip, refusal: beyond, accepted: placed },
    { name: 'a ten-car race slip', stake: raceSlip, refusal: beyond, accepted: placed },
    {
      name: 'a pg round',
      stake: (p, amount, games) => pgRound(p, games?.pg ?? '', amount),
      needsGames: true,
      refusal: { data: null, error: { code: '1034', message: 'Player may not play now' } },
      accepted: { error: null, data: { balance_amount: '95' } },
    },
    {
      name: 'a tada round',
      stake: (_p, amount, games) => tadaBet(games?.tada ?? '', amount),
      needsGames: true,
      refusal: { errorCode: 5 },
      accepted: { errorCode: 0, balance: '95' },
    },
    {
      name: 'a transfer into ky',
      stake: (p, amount) => kyTransfer(p, 'in', amount),
      refusal: beyond,
      accepted: { code: 0, data: { status: 'ok' } },
    },
    {
      name: 'a transfer into ng',
      stake: (p, amount) => ngTransfer(p, 'in', amount),
      refusal: beyond,
      accepted: { code: 0, data: { status: 'ok' } },
    },
  ]

  it.each(paths)('is refused $name beyond it, moving nothing, and takes one within it', async (path) => {
    const player = await newPlayer('100')
    const games = path.needsGames ? await openGames(player) : undefined
    const limited = await (await as(player))('PUT', '/member/limits', {
      limits: [{ kind: 'wager', period: 'day', amount: '5' }],
    })
    expect(limited.statusCode, limited.body).toBe(200)

    const before = await ledgerOf(player)
    expect(await path.stake(player, '5.01', games)).toMatchObject(path.refusal)
    expect(await ledgerOf(player)).toEqual(before)
    expect(await path.stake(player, '5', games)).toMatchObject(path.accepted)
    expect(await playerCash(db(), player.userId)).toBe(moneyOf('95'))
  })
})

// Real concurrency needs real connections: these run on PostgreSQL (the embedded database has one).
describe.runIf(TEST_DATABASE === 'postgres')('limits under concurrency', () => {
  // No channel takes a deposit below the spec's 100 USDT (depositMinimum holds it whatever a
  // channel's own minimum says), so the proof runs at ten times the amounts: 20 concurrent 100 USDT
  // bank deposits at a 1,000 USDT daily limit.
  it('credits exactly ten of 20 concurrent 100 USDT deposits at a 1,000 USDT daily deposit limit', async () => {
    const player = await newPlayer('0')
    const call = await as(player)
    await call('PUT', '/member/limits', { limits: [{ kind: 'deposit', period: 'day', amount: '1000' }] })
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/recharge', { channel_id: 4, amount: '100' })),
    )
    const accepted = responses.filter((response) => response.statusCode === 200)
    const refused = responses.filter((response) => response.statusCode !== 200)
    expect(accepted).toHaveLength(10)
    for (const response of refused) {
      expect(response.json()).toMatchObject(refusedAs('DEPOSIT_LIMIT_REACHED', { limit: '0' }))
    }

    const paid = await Promise.all(
      accepted.map((response) =>
        test.app.inject({
          method: 'POST',
          url: response.json().data.pay_url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'outcome=paid',
        }),
      ),
    )
    expect(paid.map((response) => response.statusCode)).toEqual(Array(10).fill(303))
    expect(await balanceOf(call)).toMatchObject({ score: '1000', total_recharge: '1000' })
    const deposits = await db()
      .selectFrom('deposits')
      .select(['status', 'over_limit'])
      .where('user_id', '=', String(player.userId))
      .execute()
    expect(deposits).toHaveLength(10)
    expect(deposits.every((row) => row.status === 3 && !row.over_limit)).toBe(true)
  })

  // Sports and lottery stakes of one wallet queue in this process (onePerWallet); cricket's do not,
  // so only the lock on the player's protection row keeps the three apart.
  it('accepts exactly five of 20 concurrent 10 USDT sports, cricket and lottery bets at a 50 USDT daily wager limit', async () => {
    const player = await newPlayer('500')
    const token = await tokenOf(player)
    const call = caller(test, token)
    await call('PUT', '/member/limits', { limits: [{ kind: 'wager', period: 'day', amount: '50' }] })
    const match = await openMatch('soccer')
    const price = match.odds.find((entry) => entry.kind === 'wl' && entry.name === 'H')
    const cricket = await openCricketMatch()
    const selection = cricket.selections.find((entry) => entry.categoryLabel === 'winner')
    if (!price || !selection) throw new Error('no price to bet on')
    const draw = await drawTakingBets('gallopingmarksix')
    const slips = [
      {
        url: '/sports/api/v1/soccer/bet',
        payload: {
          picks: [
            {
              match_id: match.match_id,
              kind: 'wl',
              name: 'H',
              handicap_val: price.handicap_val,
              odds: price.odds,
            },
          ],
          folds: [1],
          cast_value: '10',
          multiple: 1,
        },
      },
      {
        url: '/sports/api/v1/lottery/bet',
        payload: {
          game: 'gallopingmarksix',
          draw_id: draw.id,
          entries: [{ type: 'specialCode', prop: '7', amount: '10' }],
        },
      },
      {
        url: '/sports/betData/create',
        payload: {
          matchId: cricket.matchId,
          bets: {
            [selection.id]: {
              categoryLabel: selection.categoryLabel,
              slipLabel: selection.slipLabel,
              odd: selection.odd,
              amount: '10',
            },
          },
        },
      },
    ]
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const slip = slips[index % slips.length]
        return test.app.inject({
          method: 'POST',
          url: slip?.url ?? '',
          headers: { authorization: token, 'idempotency-key': randomUUID() },
          payload: slip?.payload ?? {},
        })
      }),
    )
    const accepted = responses.filter((response) => response.statusCode === 200)
    expect(accepted).toHaveLength(5)
    for (const response of responses.filter((each) => each.statusCode !== 200)) {
      expect(response.json()).toMatchObject(refusedAs('WAGER_LIMIT_REACHED', { limit: '0' }))
    }
    expect((await balanceOf(call)).score).toBe('450')
    const wager = (await call('GET', '/member/limits'))
      .json()
      .data.limits.find(
        (limit: { kind: string; period: string }) => limit.kind === 'wager' && limit.period === 'day',
      )
    expect(wager).toMatchObject({ used: '50', remaining: '0' })
  })
})
