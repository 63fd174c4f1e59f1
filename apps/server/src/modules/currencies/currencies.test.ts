import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'

type CurrencyEntry = {
  id: number
  currency: string
  exchange: string
  sport_bet_min: string
  lotter_bet_min: string
  status: number
  flag: string
  img: string
  sort: number
}

const CURRENCY_FIELDS = [
  'currency',
  'exchange',
  'flag',
  'id',
  'img',
  'lotter_bet_min',
  'sort',
  'sport_bet_min',
  'status',
]

// A plain decimal: no exponent, no trailing zeros after the point, no point without digits.
const TRIMMED_DECIMAL = /^\d+(\.\d*[1-9])?$/

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
})
afterAll(() => test.close())

const listCurrencies = async (): Promise<CurrencyEntry[]> => {
  const response = await test.app.inject({ url: '/sports/api/v1/config/exchange' })
  expect(response.statusCode).toBe(200)
  return response.json().data
}

describe('GET /sports/api/v1/config/exchange', () => {
  it('answers the success envelope with a list', async () => {
    const response = await test.app.inject({ url: '/sports/api/v1/config/exchange' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.code).toBe(0)
    expect(body.msg).toBe('')
    expect(Array.isArray(body.data)).toBe(true)
    expect(body.data.length).toBeGreaterThan(1)
  })

  it('puts USDT first at exchange 1 with the spec minimums 0.01 for sports and 1 for lottery', async () => {
    const [first] = await listCurrencies()
    expect(first).toEqual({
      id: expect.any(Number),
      currency: 'USDT',
      exchange: '1',
      sport_bet_min: '0.01',
      lotter_bet_min: '1',
      status: 1,
      flag: '',
      img: '/art/currencies/usdt.svg',
      sort: 0,
    })
  })

  it('gives every entry exactly the contract fields and nothing else', async () => {
    for (const entry of await listCurrencies()) {
      expect(Object.keys(entry).sort()).toEqual(CURRENCY_FIELDS)
    }
  })

  it('writes exchange rates and minimums as decimal strings without trailing zeros', async () => {
    for (const entry of await listCurrencies()) {
      for (const field of ['exchange', 'sport_bet_min', 'lotter_bet_min'] as const) {
        expect(typeof entry[field], `${entry.currency} ${field}`).toBe('string')
        expect(entry[field], `${entry.currency} ${field}`).toMatch(TRIMMED_DECIMAL)
      }
    }
  })

  it.each([
    ['a fractional rate loses the zeros the numeric column pads it with', 'CNY', '7.1', '0.1', '7.1'],
    ['a whole rate has no decimal point at all', 'IDR', '16250', '200', '16250'],
    ['a rate ending in zero before the point keeps that zero', 'KRW', '1380', '20', '1380'],
    ['a minimum below one keeps its leading zero', 'TRY', '34', '0.5', '34'],
    ['a rate with one decimal keeps just that decimal', 'BRL', '5.6', '0.1', '5.6'],
  ])('%s (%s)', async (_rule, currency, exchange, sportMin, lotteryMin) => {
    const entry = (await listCurrencies()).find((candidate) => candidate.currency === currency)
    expect(entry).toMatchObject({ exchange, sport_bet_min: sportMin, lotter_bet_min: lotteryMin })
  })

  it.each([
    ['a rate below one keeps its leading zeros and drops only the padding', '0.000123', '0.000123'],
    ['zeros inside the fraction stay', '7.105', '7.105'],
    ['zeros of the whole part stay when the fraction is all zeros', '100.000', '100'],
    ['a rate using all eight decimals comes back whole', '1.23456789', '1.23456789'],
  ])('%s (%s)', async (_rule, stored, shown) => {
    await test.database.db
      .updateTable('currencies')
      .set({ exchange: stored })
      .where('currency', '=', 'CNY')
      .execute()
    try {
      const cny = (await listCurrencies()).find((candidate) => candidate.currency === 'CNY')
      expect(cny?.exchange).toBe(shown)
    } finally {
      await test.database.db
        .updateTable('currencies')
        .set({ exchange: '7.1' })
        .where('currency', '=', 'CNY')
        .execute()
    }
  })

  it('lists currencies in sort order, each currency once', async () => {
    const currencies = await listCurrencies()
    const sorts = currencies.map((entry) => entry.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
    const codes = currencies.map((entry) => entry.currency)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.slice(0, 3)).toEqual(['USDT', 'CNY', 'IDR'])
  })

  it('follows the sort column, not insertion order, when an operator reorders currencies', async () => {
    await test.database.db.updateTable('currencies').set({ sort: -1 }).where('currency', '=', 'MXN').execute()
    try {
      const codes = (await listCurrencies()).map((entry) => entry.currency)
      expect(codes[0]).toBe('MXN')
      expect(codes[1]).toBe('USDT')
    } finally {
      await test.database.db
        .updateTable('currencies')
        .set({ sort: 13 })
        .where('currency', '=', 'MXN')
        .execute()
    }
  })
})
