import { describe, expect, it } from 'vitest'
import { money } from '../money/money'
import { baccaratTotal } from './baccarat'
import { dealRound } from './replay'
import { evaluateSpin } from './slot'

const SEEDS = { serverSeed: '5a'.repeat(32), clientSeed: 'lucky', nonce: 3 }

describe('dealRound', () => {
  it('deals the same round from the same seeds, and another with the next nonce', () => {
    for (const engine of ['slot', 'baccarat', 'dragonTiger', 'bullBull'] as const) {
      expect(dealRound(engine, SEEDS)).toEqual(dealRound(engine, SEEDS))
      expect(dealRound(engine, SEEDS)).not.toEqual(dealRound(engine, { ...SEEDS, nonce: 4 }))
    }
  })

  it('shows the slot window its stops give, which is what a spin pays on', () => {
    const dealt = dealRound('slot', SEEDS)
    if (dealt.engine !== 'slot') throw new Error('not a slot')
    expect(dealt.window).toHaveLength(5)
    expect(evaluateSpin(dealt.stops, money(1n)).window).toEqual(dealt.window)
  })

  it('deals baccarat hands whose totals are their cards', () => {
    const dealt = dealRound('baccarat', SEEDS)
    if (dealt.engine !== 'baccarat') throw new Error('not baccarat')
    expect(dealt.round.playerTotal).toBe(baccaratTotal(dealt.round.player))
    expect(dealt.round.bankerTotal).toBe(baccaratTotal(dealt.round.banker))
  })
})
