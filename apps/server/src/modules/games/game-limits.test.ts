import { GAME_ID } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerPlayer } from '../../test/accounts-helpers'
import { SOCCER_LIMITS } from '../../test/games-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller, DEMO_OPERATORS, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'

let test: TestApp
let adminToken: string
/** The demo trading operator, who sets a game's limits. */
let trading: ReturnType<typeof caller>
beforeAll(async () => {
  test = await startTestApp()
  adminToken = await operatorToken(test)
  trading = caller(test, await operatorToken(test, DEMO_OPERATORS.trading))
  await test.app.drawWorker.tick()
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const limitsOf = async (gameId: number) =>
  (await trading('GET', `/operator/games/${gameId}/limits`)).json().data
const putLimits = (gameId: number, limits: object) =>
  trading('PUT', `/operator/games/${gameId}/limits`, limits)
const auditRows = (gameId: number) =>
  test.database.db
    .selectFrom('operator_actions')
    .select(['action', 'before', 'after'])
    .where('target', '=', `game:${gameId}`)
    .orderBy('id')
    .execute()

describe('GET and PUT /sports/api/v1/operator/games/:game_id/limits', () => {
  it('changes a game’s limits, which its players’ slips read, with before and after in the audit log', async () => {
    expect(await limitsOf(GAME_ID.soccer)).toEqual(SOCCER_LIMITS)
    const changed = {
      ...SOCCER_LIMITS,
      bet_max: '20000',
      multiple_max: 50,
      disabled_regions: ['in', 'br', 'br'],
    }
    const response = await putLimits(GAME_ID.soccer, changed)
    expect(response.statusCode).toBe(200)
    const saved = { ...changed, disabled_regions: ['br', 'in'] }
    expect(response.json().data).toMatchObject({ game_id: GAME_ID.soccer, limits: saved })
    expect(await limitsOf(GAME_ID.soccer)).toEqual(saved)
    const config = (await test.app.inject({ url: '/sports/api/v1/game_config?kind=soccer' })).json().data
    expect(config).toMatchObject({ bet_max: '20000', multiple_max: 50, disabled_regions: ['br', 'in'] })
    expect(await auditRows(GAME_ID.soccer)).toEqual([
      { action: 'set_game_limits', before: SOCCER_LIMITS, after: saved },
    ])
    expect((await putLimits(GAME_ID.soccer, SOCCER_LIMITS)).statusCode).toBe(200)
  })

  it.each([
    [
      'a bet maximum below its minimum',
      { bet_min: '5', bet_max: '1' },
      'GAME_LIMIT_MAX_BELOW_MIN',
      'bet_max',
    ],
    ['a bet minimum of 0', { bet_min: '0' }, 'GAME_LIMIT_TOO_LOW', 'bet_min'],
    ['a multiple minimum of 0', { multiple_min: 0 }, 'GAME_LIMIT_TOO_LOW', 'multiple_min'],
    [
      'a bonus maximum below its minimum',
      { bonus_min: '10', bonus_max: '5' },
      'GAME_LIMIT_MAX_BELOW_MIN',
      'bonus_max',
    ],
    [
      'a region outside the supported countries',
      { disabled_regions: ['xx'] },
      'UNKNOWN_REGION',
      'disabled_regions',
    ],
    ['a region in upper case', { disabled_regions: ['BR'] }, 'VALIDATION_FAILED', 'disabled_regions.0'],
    ['an amount that is no number', { bet_max: 'lots' }, 'VALIDATION_FAILED', 'bet_max'],
    ['a negative multiple', { multiple_max: -1 }, 'VALIDATION_FAILED', 'multiple_max'],
  ])('refuses %s naming the field, and changes nothing', async (_case, change, msg, field) => {
    const before = await auditRows(GAME_ID.basketball)
    const response = await putLimits(GAME_ID.basketball, { ...SOCCER_LIMITS, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ msg, data: { field } })
    expect(await limitsOf(GAME_ID.basketball)).toEqual(SOCCER_LIMITS)
    expect(await auditRows(GAME_ID.basketball)).toEqual(before)
  })

  it('answers 404 for an unknown game, 403 to a support operator and 401 to a player', async () => {
    expect((await putLimits(21, SOCCER_LIMITS)).json().msg).toBe('UNKNOWN_GAME_KIND')
    expect((await trading('GET', '/operator/games/21/limits')).statusCode).toBe(404)
    const support = caller(test, await operatorToken(test, DEMO_OPERATORS.support))
    expect((await support('PUT', `/operator/games/${GAME_ID.soccer}/limits`, SOCCER_LIMITS)).statusCode).toBe(
      403,
    )
    const player = caller(test, (await registerPlayer(test)).session.token)
    expect((await player('GET', `/operator/games/${GAME_ID.soccer}/limits`)).statusCode).toBe(401)
  })
})

describe('placing a lottery slip honours its game’s limits', () => {
  const game = 'gallopingmarksix'
  const gameId = GAME_ID.gallopingmarksix
  let seeded: Record<string, unknown>
  beforeAll(async () => {
    seeded = await limitsOf(gameId)
  })

  async function openDraw() {
    const draw = (await caller(test, '')('GET', `/${game}/current`)).json().data
    if (Date.parse(draw.closes_at) - test.clock.now().getTime() >= 30_000) return draw as { id: number }
    test.clock.advanceBy(Date.parse(draw.draws_at) - test.clock.now().getTime() + 1000)
    await test.app.drawWorker.tick()
    return (await caller(test, '')('GET', `/${game}/current`)).json().data as { id: number }
  }

  it('takes the game’s higher minimum over the odds line’s, from the next slip on', async () => {
    const { call } = await fundedPlayer(test, '20', adminToken)
    const draw = await openDraw()
    const bet = (amount: string) =>
      call('POST', '/lottery/bet', {
        game,
        draw_id: draw.id,
        entries: [{ type: 'specialCode', prop: '7', amount }],
      })
    expect((await putLimits(gameId, { ...seeded, bet_min: '5' })).statusCode).toBe(200)
    try {
      const odds = (await caller(test, '')('GET', `/marksix/odds?game=${game}`)).json().data
      expect(
        odds.find((line: { top: string; prop: string }) => line.top === 'specialCode' && line.prop === '7'),
      ).toMatchObject({ min: '5' })
      const refused = await bet('1')
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ msg: 'BELOW_MIN_BET', data: { limit: '5' } })
      expect((await bet('5')).statusCode).toBe(200)
    } finally {
      expect((await putLimits(gameId, seeded)).statusCode).toBe(200)
    }
    expect((await bet('1')).statusCode).toBe(200)
  })

  it('refuses a player of a disabled region (their mobile number’s country)', async () => {
    const { call, session } = await fundedPlayer(test, '20', adminToken)
    await test.database.db
      .updateTable('users')
      .set({ area_code: 55, phone: String(11_900_000_000 + session.user_id) })
      .where('id', '=', String(session.user_id))
      .execute()
    const draw = await openDraw()
    const slip = { game, draw_id: draw.id, entries: [{ type: 'specialCode', prop: '7', amount: '1' }] }
    expect((await putLimits(gameId, { ...seeded, disabled_regions: ['br'] })).statusCode).toBe(200)
    try {
      const refused = await call('POST', '/lottery/bet', slip)
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toMatchObject({ msg: 'BET_WARNING', data: { warning: 'disabledRegions' } })
    } finally {
      expect((await putLimits(gameId, seeded)).statusCode).toBe(200)
    }
    expect((await call('POST', '/lottery/bet', slip)).statusCode).toBe(200)
  })
})
