import { judgeRaceSelection } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import { TEST_DATABASE } from '../../test/test-database-settings'
import { balanceOf, caller, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'
import { closeDraws, drawDueDraws, settleDraws } from './lottery.service'

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
  // Racing runs in daily windows: start at 14:00 Hong Kong time, when both games draw.
  const now = test.clock.now()
  const hongKongHour = (now.getUTCHours() + 8) % 24
  test.clock.advanceBy((((14 - hongKongHour + 24) % 24) * 60 - now.getUTCMinutes()) * 60_000 + 86_400_000)
  await test.app.drawWorker.tick()
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const anyone = () => caller(test, '')

describe('ten-car racing and airship', () => {
  it('list 27 bet types in the spec’s order and keep a race open every 5 minutes', async () => {
    for (const game of ['pk10', 'airship']) {
      const odds = (await anyone()('GET', `/${game}/odds`)).json().data
      expect(new Set(odds.map((entry: { top: string }) => entry.top)).size).toBe(27)
      expect(odds[0]).toMatchObject({ top: 'sides:1', prop: 'big', odd: '1.98' })
      const draw = (await anyone()('GET', `/${game}/current`)).json().data
      expect(draw).toMatchObject({ game, status: 1 })
      expect(Date.parse(draw.draws_at) % 300_000).toBe(0)
    }
  })

  it('take two sides and a dragon/tiger pair before close, refuse after, and settle them by the race', async () => {
    const { call } = await fundedPlayer(test, '50', await operatorToken(test))
    const draw = (await anyone()('GET', '/airship/current')).json().data
    const entries = [
      { type: 'sides:1', prop: 'big', amount: '10' },
      { type: 'dragonTiger:1', prop: 'dragon', amount: '10' },
    ]
    const placed = await call('POST', '/lottery/bet', { game: 'airship', draw_id: draw.id, entries })
    expect(placed.json().data).toMatchObject({ total: '20', score: '30' })
    expect(
      (
        await call('POST', '/lottery/bet', {
          game: 'airship',
          draw_id: draw.id,
          entries: [{ type: 'sides:11', prop: 'big', amount: '1' }],
        })
      ).json().msg,
    ).toBe('INVALID_SELECTION')

    test.clock.advanceBy(Date.parse(draw.closes_at) - test.clock.now().getTime() + 1)
    expect(
      (await call('POST', '/lottery/bet', { game: 'airship', draw_id: draw.id, entries })).json().msg,
    ).toBe('BETTING_CLOSED')
    test.clock.advanceBy(Date.parse(draw.draws_at) - test.clock.now().getTime() + 1000)
    await test.app.drawWorker.tick()

    const [raced] = (await anyone()('GET', `/airship/list?id=${draw.id}&limit=1`)).json().data
    expect(raced.status).toBe(3)
    expect([...raced.result.order].sort((a: number, b: number) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
    expect((await anyone()('GET', '/airship/last')).json().data.id).toBe(draw.id)
    const expected = entries.reduce(
      (sum, entry) => sum + (judgeRaceSelection(entry, raced.result.order) === 'win' ? 19.8 : 0),
      30,
    )
    expect(Number((await balanceOf(call)).score)).toBeCloseTo(expected, 6)
    expect((await anyone()('GET', `/draws/${draw.id}/verify`)).json().data).toMatchObject({
      commitment_matches: true,
      result_matches: true,
    })
  })
})

describe.runIf(TEST_DATABASE === 'postgres')('racing settlement under concurrency', () => {
  it('settles exactly once when workers race each other', async () => {
    await test.app.drawWorker.tick()
    const operator = await operatorToken(test)
    const players = await Promise.all(Array.from({ length: 5 }, () => fundedPlayer(test, '20', operator)))
    const draw = (await anyone()('GET', '/pk10/current')).json().data
    for (const player of players) {
      await player.call('POST', '/lottery/bet', {
        game: 'pk10',
        draw_id: draw.id,
        entries: [
          { type: 'dragonTiger:3', prop: 'dragon', amount: '10' },
          { type: 'dragonTiger:3', prop: 'tiger', amount: '10' },
        ],
      })
    }
    test.clock.advanceBy(Date.parse(draw.draws_at) - test.clock.now().getTime() + 1000)
    const now = test.clock.now()
    await closeDraws(test.database.db, now)
    await drawDueDraws(test.database.db, now)
    await Promise.all([
      settleDraws(test.database.db, now),
      settleDraws(test.database.db, now),
      test.app.drawWorker.tick(),
    ])
    // One side of the pair always wins: 19.8 back on 20 staked.
    for (const player of players) expect((await balanceOf(player.call)).score).toBe('19.8')
  })
})
