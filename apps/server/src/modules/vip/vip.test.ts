import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
})
afterAll(() => test.close())

describe('GET /sports/api/v1/vip', () => {
  it('lists the five levels from bronze to diamond with rising deposit thresholds in USDT', async () => {
    const response = await test.app.inject({ url: '/sports/api/v1/vip' })
    const levels = response.json().data as { level: number; name: string; img: string; recharge: string }[]
    expect(levels.map((level) => level.name)).toEqual(['bronze', 'silver', 'gold', 'platinum', 'diamond'])
    expect(levels.map((level) => level.recharge)).toEqual(['0', '1000', '10000', '50000', '200000'])
    expect(levels[0]).toEqual({ level: 1, name: 'bronze', img: '/art/vip/bronze.svg', recharge: '0' })
  })
})
