import { GAME_ID, GAME_ORDER, GAME_STATUS } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROVIDER_GAME_SEEDS } from '../../db/seed/provider-games'
import { registerPlayer } from '../../test/accounts-helpers'
import { SOCCER_LIMITS } from '../../test/games-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller, DEMO_OPERATORS, operatorToken } from '../../test/wallet-helpers'

let test: TestApp
/** The demo trading operator, who sets a game's availability. */
let trading: ReturnType<typeof caller>
beforeAll(async () => {
  test = await startTestApp()
  trading = caller(test, await operatorToken(test, DEMO_OPERATORS.trading))
})
afterAll(() => test.close())

/** Sets a game's availability through the trading desk's route, as an operator does. */
async function setGameStatus(gameId: number, status: number) {
  const response = await trading('PUT', `/operator/games/${gameId}/status`, { status })
  expect(response.statusCode).toBe(200)
}

describe('GET /sports/api/v1/available_games', () => {
  it('lists every spec game in the fixed order with its status and its name', async () => {
    const response = await test.app.inject({ url: '/sports/api/v1/available_games' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.code).toBe(0)
    expect(body.msg).toBe('')
    expect(body.data.map((game: { game_id: number }) => game.game_id)).toEqual(GAME_ORDER)
    expect(body.data[0]).toEqual({ game_id: GAME_ID.soccer, status: GAME_STATUS.active, name: 'Soccer' })
    expect(body.data.map((game: { name: string }) => game.name)).toContain('Hong Kong Mark Six')
  })

  it('reads a status change from another instance after the bus tells it, not before', async () => {
    const before = await test.app.inject({ url: '/sports/api/v1/available_games' })
    const soccer = (body: { data: { game_id: number; status: number }[] }) =>
      body.data.find((game) => game.game_id === GAME_ID.soccer)?.status
    expect(soccer(before.json())).toBe(GAME_STATUS.active)
    // Another instance changed the row; this instance's catalogue still holds the old answer...
    await test.database.db
      .updateTable('games')
      .set({ status: GAME_STATUS.disable })
      .where('id', '=', 10)
      .execute()
    expect(soccer((await test.app.inject({ url: '/sports/api/v1/available_games' })).json())).toBe(
      GAME_STATUS.active,
    )
    // ...until the change arrives on the bus.
    await test.bus.publish({ topic: 'games', data: { game_id: GAME_ID.soccer, status: GAME_STATUS.disable } })
    expect(soccer((await test.app.inject({ url: '/sports/api/v1/available_games' })).json())).toBe(
      GAME_STATUS.disable,
    )
    await setGameStatus(GAME_ID.soccer, GAME_STATUS.active)
  })

  it('names games in the language of Accept-Language, English when unknown', async () => {
    const names = async (language: string) => {
      const response = await test.app.inject({
        url: '/sports/api/v1/available_games',
        headers: { 'accept-language': language },
      })
      return response.json().data.find((game: { game_id: number }) => game.game_id === GAME_ID.soccer).name
    }
    expect(await names('zh-CN,zh;q=0.9')).toBe('足球')
    expect(await names('ko')).toBe('축구')
    expect(await names('fr')).toBe('Soccer')
  })

  it('follows a status change at once', async () => {
    await setGameStatus(GAME_ID.noah, GAME_STATUS.hidden)
    const response = await test.app.inject({ url: '/sports/api/v1/available_games' })
    const noah = response.json().data.find((game: { game_id: number }) => game.game_id === GAME_ID.noah)
    expect(noah.status).toBe(GAME_STATUS.hidden)
  })
})

describe('GET /sports/api/v1/game_config', () => {
  it.each([['soccer'], ['10']])('gives the bet limits of soccer by kind %s', async (kind) => {
    const response = await test.app.inject({ url: `/sports/api/v1/game_config?kind=${kind}` })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({
      game_id: 10,
      key: 'soccer',
      status: GAME_STATUS.active,
      ...SOCCER_LIMITS,
    })
  })

  it('gives the lottery minimum of 1 for a Mark Six variant', async () => {
    const response = await test.app.inject({ url: '/sports/api/v1/game_config?kind=hkmarksix' })
    expect(response.json().data.bet_min).toBe('1')
  })

  it.each([['cricket'], ['21'], ['toString'], ['99999']])(
    'answers 404 UNKNOWN_GAME_KIND for %s',
    async (kind) => {
      const response = await test.app.inject({ url: `/sports/api/v1/game_config?kind=${kind}` })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ code: 404, msg: 'UNKNOWN_GAME_KIND', data: { kind } })
    },
  )

  it('answers 400 naming the field when kind is missing', async () => {
    const response = await test.app.inject({ url: '/sports/api/v1/game_config' })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toMatchObject({ code: 400, msg: 'VALIDATION_FAILED', data: { field: 'kind' } })
  })
})

describe('PUT /sports/api/v1/operator/games/:game_id/status', () => {
  it('lets the trading desk hide a game: the catalogue follows at once and the audit log keeps before and after', async () => {
    const response = await trading('PUT', `/operator/games/${GAME_ID.pgGames}/status`, {
      status: GAME_STATUS.hidden,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      game_id: GAME_ID.pgGames,
      key: 'pgGames',
      category: 'games',
      status: GAME_STATUS.hidden,
    })
    const games = (await test.app.inject({ url: '/sports/api/v1/available_games' })).json().data
    expect(games.find((game: { game_id: number }) => game.game_id === GAME_ID.pgGames).status).toBe(
      GAME_STATUS.hidden,
    )
    const [action] = await test.database.db
      .selectFrom('operator_actions')
      .select(['action', 'target', 'before', 'after'])
      .where('target', '=', `game:${GAME_ID.pgGames}`)
      .orderBy('id', 'desc')
      .limit(1)
      .execute()
    expect(action).toEqual({
      action: 'set_game_status',
      target: `game:${GAME_ID.pgGames}`,
      before: { status: GAME_STATUS.active },
      after: { status: GAME_STATUS.hidden },
    })
    await setGameStatus(GAME_ID.pgGames, GAME_STATUS.active)
  })

  it('is refused to a support operator (403) and to a player (401), and the game stays as it was', async () => {
    const support = caller(test, await operatorToken(test, DEMO_OPERATORS.support))
    const asSupport = await support('PUT', `/operator/games/${GAME_ID.basketball}/status`, {
      status: GAME_STATUS.hidden,
    })
    expect(asSupport.statusCode).toBe(403)
    expect(asSupport.json().msg).toBe('FORBIDDEN')
    const player = caller(test, (await registerPlayer(test)).session.token)
    const asPlayer = await player('PUT', `/operator/games/${GAME_ID.basketball}/status`, {
      status: GAME_STATUS.hidden,
    })
    expect(asPlayer.statusCode).toBe(401)
    expect((await caller(test, '')('GET', '/operator/games')).statusCode).toBe(401)
    const games = (await test.app.inject({ url: '/sports/api/v1/available_games' })).json().data
    expect(games.find((game: { game_id: number }) => game.game_id === GAME_ID.basketball).status).toBe(
      GAME_STATUS.active,
    )
  })

  it.each([
    [{ status: 4 }, 'status'],
    [{}, 'status'],
  ])('refuses the body %j naming the field', async (payload, field) => {
    const response = await trading('PUT', '/operator/games/22/status', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().data.field).toBe(field)
  })

  it('answers 404 for a game that does not exist', async () => {
    const response = await trading('PUT', '/operator/games/21/status', { status: GAME_STATUS.active })
    expect(response.statusCode).toBe(404)
    expect(response.json().msg).toBe('UNKNOWN_GAME_KIND')
  })

  it('is gone from the development tools', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/sports/api/v1/dev/games/22/status',
      payload: { status: GAME_STATUS.hidden },
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('GET /sports/api/v1/operator/games', () => {
  it('lists every game in the fixed order with its status and limits', async () => {
    const response = await trading('GET', '/operator/games')
    expect(response.statusCode).toBe(200)
    const games = response.json().data
    expect(games.map((game: { game_id: number }) => game.game_id)).toEqual(GAME_ORDER)
    expect(games[0]).toMatchObject({
      game_id: GAME_ID.soccer,
      key: 'soccer',
      category: 'sports',
      name: 'Soccer',
      status: GAME_STATUS.active,
      limits: SOCCER_LIMITS,
    })
  })
})

describe('GET /pggame/api/v1/pg/game_list and /tadaGame/api/v1/tada/game_list', () => {
  const list = async (url: string, language = 'en') => {
    const response = await test.app.inject({ url, headers: { 'accept-language': language } })
    expect(response.statusCode).toBe(200)
    return response.json().data as { list: { code: string; name: string; status: number }[]; total: number }
  }

  it('pages each provider’s games in catalogue order, named in the caller’s language', async () => {
    const first = await list('/pggame/api/v1/pg/game_list?start=0&limit=5')
    expect(first.total).toBe(PROVIDER_GAME_SEEDS.pgGames.length)
    expect(first.list.map((game) => game.code)).toEqual(
      PROVIDER_GAME_SEEDS.pgGames.slice(0, 5).map((game) => game.code),
    )
    expect(first.list[0]).toEqual({
      code: 'dragon-fortune',
      name: 'Dragon Fortune',
      status: GAME_STATUS.active,
    })
    const rest = await list('/pggame/api/v1/pg/game_list?start=5&limit=100')
    expect(rest.list).toHaveLength(PROVIDER_GAME_SEEDS.pgGames.length - 5)
    const inChinese = await list('/tadaGame/api/v1/tada/game_list?limit=1', 'zh-CN')
    expect(inChinese.list[0]?.name).toBe(PROVIDER_GAME_SEEDS.tadaGames[0]?.names.zh)
    // Each provider answers in its own group only.
    expect((await test.app.inject({ url: '/sports/api/v1/pg/game_list' })).statusCode).toBe(404)
  })

  it('leaves out a hidden game, disables every game of a disabled provider and lists none of a hidden one', async () => {
    const db = test.database.db
    const provider = db.updateTable('provider_games').where('provider_id', '=', GAME_ID.pgGames)
    await provider.set({ status: GAME_STATUS.hidden }).where('code', '=', 'lucky-koi').execute()
    try {
      const shown = await list('/pggame/api/v1/pg/game_list?limit=100')
      expect(shown.total).toBe(PROVIDER_GAME_SEEDS.pgGames.length - 1)
      expect(shown.list.map((game) => game.code)).not.toContain('lucky-koi')
      await setGameStatus(GAME_ID.pgGames, GAME_STATUS.disable)
      const disabled = await list('/pggame/api/v1/pg/game_list?limit=100')
      expect(new Set(disabled.list.map((game) => game.status))).toEqual(new Set([GAME_STATUS.disable]))
      await setGameStatus(GAME_ID.pgGames, GAME_STATUS.hidden)
      expect(await list('/pggame/api/v1/pg/game_list')).toEqual({ list: [], total: 0 })
    } finally {
      await setGameStatus(GAME_ID.pgGames, GAME_STATUS.active)
      await provider.set({ status: GAME_STATUS.active }).where('code', '=', 'lucky-koi').execute()
    }
  })

  it('answers 400 naming the field for a page that is out of range', async () => {
    const response = await test.app.inject({ url: '/tadaGame/api/v1/tada/game_list?limit=0' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ msg: 'VALIDATION_FAILED', data: { field: 'limit' } })
  })
})
