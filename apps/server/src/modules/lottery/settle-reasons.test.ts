import type { LotteryBet } from '@app/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'

let test: TestApp
let operator: string
beforeAll(async () => {
  test = await startTestApp()
  // Racing runs in daily windows: start at 14:00 Hong Kong time, when both race games draw.
  const now = test.clock.now()
  const hongKongHour = (now.getUTCHours() + 8) % 24
  test.clock.advanceBy((((14 - hongKongHour + 24) % 24) * 60 - now.getUTCMinutes()) * 60_000 + 86_400_000)
  await test.app.drawWorker.tick()
  operator = await operatorToken(test)
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const anyone = () => caller(test, '')
const current = async (game: string) => (await anyone()('GET', `/${game}/current`)).json().data

/** Places entries on a game's open draw, forces its result through the dev tools and lets the engine settle it. */
async function settleWith(game: string, entries: object[], result: object) {
  const { call } = await fundedPlayer(test, '100', operator)
  const draw = await current(game)
  const placed = await call('POST', '/lottery/bet', { game, draw_id: draw.id, entries })
  expect(placed.statusCode).toBe(200)
  const pending = (await call('GET', `/lottery/mybet?game=${game}`)).json().data.list as LotteryBet[]
  expect(pending.map((bet) => bet.settle_reasons)).toEqual(entries.map(() => []))
  const forced = await anyone()('POST', `/dev/draws/${draw.id}/result`, result)
  expect(forced.json()).toMatchObject({ code: 0, data: { id: draw.id, status: 2, result } })
  expect((await anyone()('POST', `/dev/draws/${draw.id}/result`, result)).json().msg).toBe(
    'RESULT_NOT_EXPECTED',
  )
  await test.app.drawWorker.tick()
  const settled = (await call('GET', `/lottery/mybet?game=${game}&status=16`)).json().data
    .list as LotteryBet[]
  return new Map(settled.map((bet) => [`${bet.type} ${bet.prop}`, bet]))
}

describe('a settled lottery bet’s record', () => {
  it('carries its reasons: special 49 returns two-sides and merged-animal bets, and wins the 49', async () => {
    const bets = await settleWith(
      'gallopingmarksix',
      [
        { type: 'specialCodeSide', prop: 'big', amount: '10' },
        { type: 'specialCodeMergeAnimal', prop: 'rat,ox', amount: '5' },
        { type: 'specialCode', prop: '49', amount: '1' },
        { type: 'specialCode', prop: '7', amount: '1' },
      ],
      { numbers: [2, 10, 19, 25, 33, 46], special: 49 },
    )
    expect(bets.get('specialCodeSide big')).toMatchObject({
      outcome: 'push',
      payout: '10',
      settle_reasons: ['SPECIAL_49_TWO_SIDES_PUSH'],
    })
    expect(bets.get('specialCodeMergeAnimal rat,ox')).toMatchObject({
      outcome: 'push',
      settle_reasons: ['SPECIAL_49_MERGE_ANIMAL_PUSH'],
    })
    expect(bets.get('specialCode 49')).toMatchObject({ outcome: 'win', settle_reasons: ['WON'] })
    expect(bets.get('specialCode 7')).toMatchObject({ outcome: 'lose', settle_reasons: ['LOST'] })
  })

  it('carries its reasons on a race: a champion and runner-up sum of 11 counts as small', async () => {
    const bets = await settleWith(
      'airship',
      [
        { type: 'sumSides', prop: 'small', amount: '10' },
        { type: 'sumSides', prop: 'big', amount: '10' },
      ],
      { order: [7, 4, 1, 9, 10, 2, 5, 8, 3, 6] },
    )
    expect(bets.get('sumSides small')?.settle_reasons).toEqual(['WON', 'RACE_SUM_11_SMALL'])
    expect(bets.get('sumSides big')?.settle_reasons).toEqual(['LOST', 'RACE_SUM_11_SMALL'])
  })

  it('refuses a forced result that does not fit the game', async () => {
    const draw = await current('pk10')
    const forced = await anyone()('POST', `/dev/draws/${draw.id}/result`, {
      numbers: [1, 2, 3, 4, 5, 6],
      special: 7,
    })
    expect(forced.json()).toMatchObject({ code: 400, msg: 'INVALID_RESULT' })
  })
})
