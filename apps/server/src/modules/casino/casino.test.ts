import { callbackSignature, moneyOf, toDecimalString } from '@app/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { newOperator } from '../../test/chat-helpers'
import { startListeningTestApp, type TestApp } from '../../test/test-app'
import { caller, DEMO_OPERATORS, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { playerCash, verifyLedger } from '../ledger/ledger.service'

const PG_TOKEN = 'house-operator'
const PG_SECRET = 'house-studio-demo-secret'
const TADA_AGENT_KEY = 'house-studio-demo-agent-key'

type Boot = { base: string; session: string; engine: string }

describe('pg games through the house studio', () => {
  let test: TestApp
  let operator: string
  let base: string
  beforeAll(async () => {
    const started = await startListeningTestApp()
    test = started
    base = started.base
    operator = await operatorToken(test)
  })
  afterAll(() => test.close())
  afterEach(async () => {
    expect(await verifyLedger(test.database.db)).toEqual([])
  })

  const launch = async (token: string, code: string, language = 'en') => {
    const response = await caller(test, token, '/pggame')('GET', `/pg/${code}`, undefined, {
      'accept-language': language,
    })
    return response
  }
  const bootOf = (html: string): Boot => {
    const json = /<script type="application\/json" id="game-boot">(.*?)<\/script>/.exec(html)?.[1]
    if (!json) throw new Error('no boot data in the page')
    return JSON.parse(json) as Boot
  }
  const studio = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}/studio${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }
  const transferInOut = (fields: Record<string, string>) =>
    fetch(`${base}/3rd-game/wallet/pg/Cash/TransferInOut`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        operator_token: PG_TOKEN,
        secret_key: PG_SECRET,
        currency_code: 'USDT',
        create_time: '1795000000000',
        game_id: 'dragon-fortune',
        ...fields,
      }),
    }).then((response) => response.json() as Promise<{ data: unknown; error: unknown }>)

  it('launches a slot as HTML and plays rounds whose stake and win reach the ledger', async () => {
    const { session } = await fundedPlayer(test, '100', operator)
    const response = await launch(session.token, 'dragon-fortune', 'zh')
    expect(response.statusCode).toBe(200)
    const launched = response.json().data as { type: string; html: string }
    expect(launched.type).toBe('html')
    expect(launched.html).toContain('lang="zh"')
    expect(launched.html).not.toContain('"balance":"Balance"')
    const boot = bootOf(launched.html)
    expect(boot).toMatchObject({ base: '/studio', engine: 'slot' })

    const info = await studio(`/api/session/${boot.session}`)
    expect(info.json).toMatchObject({ engine: 'slot', currency: 'USDT', balance: '100' })

    let expected = moneyOf('100')
    for (let round = 0; round < 5; round += 1) {
      const played = await studio('/api/rounds', {
        session: boot.session,
        bet: { engine: 'slot', line_bet: '0.5' },
      })
      expect(played.status).toBe(200)
      expect(played.json).toMatchObject({ status: 'settled', stake: '5' })
      expected = (expected - moneyOf('5') + moneyOf(String(played.json.win))) as typeof expected
      expect(played.json.balance).toBe(toDecimalString(expected))
    }
    expect(await playerCash(test.database.db, session.user_id)).toBe(expected)

    const history = await caller(test, session.token, '/pggame')('GET', '/pg/mybet?start=0&limit=10')
    const page = history.json().data as {
      list: { stake: string; status: string; name: string }[]
      total: number
    }
    expect(page.total).toBe(5)
    expect(page.list[0]).toMatchObject({ stake: '5', status: 'settled', name: 'Dragon Fortune' })
  })

  it('refuses a round the balance cannot cover and moves nothing', async () => {
    const { session } = await fundedPlayer(test, '3', operator)
    const boot = bootOf(((await launch(session.token, 'lucky-koi')).json().data as { html: string }).html)
    const refused = await studio('/api/rounds', {
      session: boot.session,
      bet: { engine: 'slot', line_bet: '0.5' },
    })
    expect(refused.status).toBe(409)
    expect(refused.json.error).toBe('INSUFFICIENT_BALANCE')
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('3'))
  })

  it('checks bets: the engine must be the game’s, the stake within limits', async () => {
    const { session } = await fundedPlayer(test, '10', operator)
    const boot = bootOf(((await launch(session.token, 'lucky-koi')).json().data as { html: string }).html)
    const wrongEngine = await studio('/api/rounds', {
      session: boot.session,
      bet: { engine: 'baccarat', bets: { player: '1' } },
    })
    expect(wrongEngine.status).toBe(400)
    const tooSmall = await studio('/api/rounds', {
      session: boot.session,
      bet: { engine: 'slot', line_bet: '0.001' },
    })
    expect(tooSmall.json.error).toBe('BELOW_MIN')
    const tooBig = await studio('/api/rounds', {
      session: boot.session,
      bet: { engine: 'slot', line_bet: '500' },
    })
    expect(tooBig.json.error).toBe('ABOVE_MAX')
    const unknown = await studio('/api/rounds', {
      session: 'f'.repeat(48),
      bet: { engine: 'slot', line_bet: '1' },
    })
    expect(unknown.status).toBe(401)
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('10'))
  })

  it('answers the same TransferInOut sent 50 times at once with one reply, moving money once', async () => {
    const { session } = await fundedPlayer(test, '100', operator)
    const boot = bootOf(
      ((await launch(session.token, 'dragon-fortune')).json().data as { html: string }).html,
    )
    const studioSession = await test.database.db
      .withTables<{ studio_sessions: { token: string; operator_session: string } }>()
      .selectFrom('studio_sessions')
      .select('operator_session')
      .where('token', '=', boot.session)
      .executeTakeFirstOrThrow()
    const fields = {
      operator_player_session: studioSession.operator_session,
      player_name: String(session.user_id),
      parent_bet_id: 'storm-1',
      transaction_id: '9007199254740993123-1',
      bet_amount: '2',
      win_amount: '7.5',
    }
    const replies = await Promise.all(Array.from({ length: 50 }, () => transferInOut(fields)))
    for (const reply of replies) expect(reply).toEqual(replies[0])
    expect(replies[0]).toEqual({
      data: { currency_code: 'USDT', balance_amount: '105.5', updated_time: 1795000000000 },
      error: null,
    })
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('105.5'))
  })

  it('refuses wallet calls that are not signed with the operator’s secret', async () => {
    const { session } = await fundedPlayer(test, '10', operator)
    const reply = await transferInOut({
      secret_key: 'not-the-secret-key',
      operator_player_session: 'whatever',
      player_name: String(session.user_id),
      parent_bet_id: 'x',
      transaction_id: 'unsigned-1',
      bet_amount: '2',
      win_amount: '0',
    })
    expect(reply).toEqual({ data: null, error: { code: '1034', message: 'Invalid request' } })
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('10'))
  })

  it('does not launch a disabled game, an unknown one, or for a guest', async () => {
    const { session } = await fundedPlayer(test, '0', operator)
    expect((await launch(session.token, 'no-such-game')).statusCode).toBe(404)
    expect((await test.app.inject({ url: '/pggame/api/v1/pg/dragon-fortune' })).statusCode).toBe(401)
  })

  const tadaLaunch = async (token: string, code: string) => {
    const response = await caller(test, token, '/tadaGame')('GET', `/tada/startForUrl/${code}`)
    expect(response.statusCode).toBe(200)
    const launched = response.json().data as { type: string; url: string; name: string }
    expect(launched.type).toBe('url')
    const page = await fetch(`${base}${launched.url}`)
    expect(page.headers.get('content-type')).toContain('text/html')
    return { ...launched, boot: bootOf(await page.text()) }
  }
  const tadaCall = async (
    path: string,
    body: string,
    signature = callbackSignature(body, TADA_AGENT_KEY),
  ) => {
    const response = await fetch(`${base}/3rd-game/wallet/tada/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body,
    })
    return response.json() as Promise<Record<string, unknown>>
  }
  const tadaToken = async (studioToken: string) =>
    (
      await test.database.db
        .withTables<{ studio_sessions: { token: string; operator_session: string } }>()
        .selectFrom('studio_sessions')
        .select('operator_session')
        .where('token', '=', studioToken)
        .executeTakeFirstOrThrow()
    ).operator_session

  it('launches tada games by address and deals baccarat and dragon-tiger hands through the tada wallet', async () => {
    const { session } = await fundedPlayer(test, '100', operator)
    const baccarat = await tadaLaunch(session.token, 'royal-baccarat')
    expect(baccarat.name).toBe('Royal Baccarat')
    expect(baccarat.boot.engine).toBe('baccarat')
    const hand = await studio('/api/rounds', {
      session: baccarat.boot.session,
      bet: { engine: 'baccarat', bets: { banker: '10', tie: '1' } },
    })
    expect(hand.status).toBe(200)
    const outcome = (hand.json.outcome as { outcome: string }).outcome
    const returned = { banker: '19.5', tie: '19', player: '0' }[outcome]
    expect(hand.json.win).toBe(returned)
    const afterHand = moneyOf('100') - moneyOf('11') + moneyOf(returned ?? '0')
    expect(await playerCash(test.database.db, session.user_id)).toBe(afterHand)

    const dragonTiger = await tadaLaunch(session.token, 'ace-of-suns')
    expect(dragonTiger.boot.engine).toBe('dragonTiger')
    const round = await studio('/api/rounds', {
      session: dragonTiger.boot.session,
      bet: { engine: 'dragonTiger', bets: { dragon: '2' } },
    })
    expect(round.json.status).toBe('settled')
    const history = await caller(test, session.token, '/tadaGame')('GET', '/tada/mybet')
    expect((history.json().data as { total: number }).total).toBe(2)
  })

  it('keeps tada round ids beyond 2^53 as text, and answers a duplicate round with the first reply', async () => {
    const { session } = await fundedPlayer(test, '50', operator)
    const { boot } = await tadaLaunch(session.token, 'royal-baccarat')
    const token = await tadaToken(boot.session)
    const body = `{"reqId":"r1","token":"${token}","game":"royal-baccarat","round":9007199254740993,"betAmount":5,"winloseAmount":9.75,"currency":"USDT"}`
    const replies = await Promise.all(Array.from({ length: 20 }, () => tadaCall('bet', body)))
    for (const reply of replies) expect(reply).toEqual(replies[0])
    expect(replies[0]).toMatchObject({ errorCode: 0, balance: '54.75' })
    const rounds = await caller(test, session.token, '/tadaGame')('GET', '/tada/mybet')
    expect((rounds.json().data as { list: { round_id: string }[] }).list[0]?.round_id).toBe(
      '9007199254740993',
    )
  })

  it('meets a cancel before its bet with a tombstone, and cancels a taken round whole', async () => {
    const { session } = await fundedPlayer(test, '50', operator)
    const { boot } = await tadaLaunch(session.token, 'royal-baccarat')
    const token = await tadaToken(boot.session)
    const bet = (round: string, win: string) =>
      `{"reqId":"b${round}","token":"${token}","game":"royal-baccarat","round":"${round}","betAmount":"10","winloseAmount":"${win}","currency":"USDT"}`
    const cancel = (round: string) => `{"reqId":"c${round}","token":"${token}","round":"${round}"}`

    expect(await tadaCall('cancelBet', cancel('early-1'))).toMatchObject({ errorCode: 0, balance: '50' })
    expect(await tadaCall('bet', bet('early-1', '0'))).toMatchObject({ errorCode: 5 })
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('50'))

    expect(await tadaCall('bet', bet('late-1', '25'))).toMatchObject({ errorCode: 0, balance: '65' })
    expect(await tadaCall('cancelBet', cancel('late-1'))).toMatchObject({ errorCode: 0, balance: '50' })
    expect(await tadaCall('cancelBet', cancel('late-1'))).toMatchObject({ errorCode: 0, balance: '50' })
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('50'))
  })

  it('refuses tada calls whose signature does not match their body', async () => {
    const { session } = await fundedPlayer(test, '50', operator)
    const { boot } = await tadaLaunch(session.token, 'royal-baccarat')
    const token = await tadaToken(boot.session)
    const body = `{"reqId":"x","token":"${token}","game":"royal-baccarat","round":"forged-1","betAmount":"0","winloseAmount":"1000","currency":"USDT"}`
    const forged = await tadaCall('bet', body, callbackSignature(body, 'someone-elses-key-0000'))
    expect(forged).toMatchObject({ errorCode: 3 })
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('50'))
  })

  it('opens noah’s games through the third-party calls, in tada’s dialect under noah’s own agent', async () => {
    const { session } = await fundedPlayer(test, '50', operator)
    const third = (url: string) =>
      test.app.inject({ url: `/3rd-game${url}`, headers: { authorization: session.token } })
    const list = (await third('/api/v1/noah/game_list')).json().data as { list: { code: string }[] }
    expect(list.list.map((game) => game.code)).toContain('dove-baccarat')
    const launched = (await third('/api/noah/startForUrl/ark-treasure')).json().data as {
      type: string
      url: string
    }
    expect(launched.type).toBe('url')
    const boot = bootOf(await (await fetch(`${base}${launched.url}`)).text())
    expect(boot.engine).toBe('slot')
    const spin = await studio('/api/rounds', {
      session: boot.session,
      bet: { engine: 'slot', line_bet: '0.2' },
    })
    expect(spin.json.status).toBe('settled')
    const rounds = (await third('/api/noah/mybet')).json().data as { list: { name: string; stake: string }[] }
    expect(rounds.list).toEqual([expect.objectContaining({ name: 'Ark Treasure', stake: '2' })])
    // tada's wallet does not take noah's rounds, nor the other way round.
    const studioToken = await tadaToken(boot.session)
    const body = `{"reqId":"n1","token":"${studioToken}","game":"ark-treasure","round":"x-1","betAmount":"1","winloseAmount":"0","currency":"USDT"}`
    expect(await tadaCall('bet', body)).toMatchObject({ errorCode: 4 })
  })

  it('opens pg’s games through the third-party aggregator’s own pg account (pg2)', async () => {
    const { session } = await fundedPlayer(test, '50', operator)
    const third = (url: string) =>
      test.app.inject({ url: `/3rd-game${url}`, headers: { authorization: session.token } })
    const list = (await third('/api/v1/pg2/games/list?start=0&limit=3')).json().data as {
      list: { code: string }[]
      total: number
    }
    expect(list.list.map((game) => game.code)).toEqual(['dragon-fortune', 'lucky-koi', 'golden-temple'])
    const launched = (await third('/api/v1/pg2/games/login/lucky-koi')).json().data as {
      type: string
      html: string
    }
    expect(launched.type).toBe('html')
    const boot = bootOf(launched.html)
    const spin = await studio('/api/rounds', {
      session: boot.session,
      bet: { engine: 'slot', line_bet: '0.1' },
    })
    expect(spin.json.status).toBe('settled')
    const pg2Rounds = (await third('/api/pg2/mybet')).json().data as { total: number }
    expect(pg2Rounds.total).toBe(1)
    const pgRounds = await caller(test, session.token, '/pggame')('GET', '/pg/mybet')
    expect((pgRounds.json().data as { total: number }).total).toBe(0)
  })

  it('shows an operator each provider’s own rounds, page by page, held against the wallet', async () => {
    const { session } = await fundedPlayer(test, '50', operator)
    const pgBoot = bootOf(
      ((await launch(session.token, 'dragon-fortune')).json().data as { html: string }).html,
    )
    const tada = await tadaLaunch(session.token, 'ace-of-suns')
    for (let round = 0; round < 3; round += 1) {
      await studio('/api/rounds', { session: pgBoot.session, bet: { engine: 'slot', line_bet: '0.1' } })
    }
    await studio('/api/rounds', {
      session: tada.boot.session,
      bet: { engine: 'dragonTiger', bets: { tiger: '1' } },
    })
    const rounds = (family: string, query = '') =>
      caller(test, operator)('GET', `/operator/providers/${family}/rounds${query}`)
    type Rounds = {
      rounds: { round_id: string; player: string; stake: string; in_wallet: boolean }[]
      next: string
    }

    const all = (await rounds('pg', '?count=500')).json().data as Rounds
    const mine = all.rounds.filter((round) => round.player === String(session.user_id))
    expect(mine).toHaveLength(3)
    expect(mine.every((round) => round.in_wallet && round.stake === '1')).toBe(true)
    const first = (await rounds('pg', '?count=1')).json().data as Rounds
    const second = (await rounds('pg', `?count=1&cursor=${first.next}`)).json().data as Rounds
    expect(second.rounds[0]?.round_id).not.toBe(first.rounds[0]?.round_id)
    expect(BigInt(second.next)).toBeGreaterThan(BigInt(first.next))

    const tadaRounds = (await rounds('tada', '?count=500')).json().data as Rounds
    expect(tadaRounds.rounds.filter((round) => round.player === String(session.user_id))).toEqual([
      expect.objectContaining({ stake: '1', in_wallet: true }),
    ])
    expect((await caller(test, session.token)('GET', '/operator/providers/pg/rounds')).statusCode).toBe(401)
    expect((await rounds('ky')).statusCode).toBe(400)
  })

  it('opens the provider views to their duties only: rounds to finance, the catalogue check to trading', async () => {
    const status = async (token: string, view: 'rounds' | 'games') =>
      (await caller(test, token)('GET', `/operator/providers/pg/${view}`)).statusCode
    const finance = await operatorToken(test, DEMO_OPERATORS.finance)
    const support = await operatorToken(test, DEMO_OPERATORS.support)
    const trading = (await newOperator(test, ['trading'], 'Trader')).token
    expect(await status(finance, 'rounds')).toBe(200)
    expect(await status(finance, 'games')).toBe(403)
    expect(await status(trading, 'games')).toBe(200)
    expect(await status(trading, 'rounds')).toBe(403)
    // Signed in is not enough: an operator of another duty is refused both.
    expect(await status(support, 'rounds')).toBe(403)
    expect(await status(support, 'games')).toBe(403)
  })

  it('shows an operator where a provider’s games and our catalogue differ', async () => {
    type Check = { games: { code: string; status: number | null; offered: boolean }[] }
    const games = async (family: string) =>
      ((await caller(test, operator)('GET', `/operator/providers/${family}/games`)).json().data as Check)
        .games
    const pg = await games('pg')
    expect(pg.find((game) => game.code === 'dragon-fortune')).toEqual({
      code: 'dragon-fortune',
      status: 1,
      offered: true,
    })
    expect(pg.every((game) => game.offered && game.status !== null)).toBe(true)
    expect((await games('pg2')).map((game) => game.code)).toEqual(pg.map((game) => game.code))
    expect((await games('noah')).map((game) => game.code)).toEqual([
      'ark-treasure',
      'rainbow-riches',
      'dove-baccarat',
      'storm-dragon-tiger',
    ])
    // A game the catalogue lists that the provider no longer offers shows as not offered.
    await test.database.db
      .insertInto('provider_games')
      .values({
        provider_id: 27,
        code: 'retired-game',
        names: JSON.stringify({ en: 'Retired' }),
        status: 2,
        sort: 99,
      })
      .execute()
    expect((await games('tada')).find((game) => game.code === 'retired-game')).toEqual({
      code: 'retired-game',
      status: 2,
      offered: false,
    })
  })
})
