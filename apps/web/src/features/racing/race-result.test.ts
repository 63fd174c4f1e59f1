import type { Draw } from '@app/contract'
import { betsDigestOf, commitmentOf, drawClientValue, drawRace } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { checkRaceInBrowser, raceFacts, raceOrderOf } from './race-result'

const SEED = '7f'.repeat(32)

function settledRace(overrides: Partial<Draw> = {}): Draw {
  const betsDigest = betsDigestOf([{ id: '1', amount: '10000000' }])
  const clientValue = drawClientValue('pk10', '20260301-0042', betsDigest)
  return {
    id: 42,
    game: 'pk10',
    number: '20260301-0042',
    status: 3,
    closes_at: '2026-03-01T03:29:30Z',
    draws_at: '2026-03-01T03:30:00Z',
    result_source: 'house',
    commitment: commitmentOf(SEED),
    seed: SEED,
    bets_digest: betsDigest,
    client_value: clientValue,
    result: { order: drawRace(SEED, clientValue) },
    year_animal: null,
    ...overrides,
  }
}

describe('raceFacts', () => {
  it('adds the champion and the runner-up: 7 + 9 is 16, big and even', () => {
    const facts = raceFacts([7, 9, 1, 2, 3, 4, 5, 6, 8, 10])
    expect(facts).toMatchObject({ sum: 16, sumSize: 'big', sumParity: 'even' })
  })

  it('counts a sum of 11 as small, as the default rules say', () => {
    expect(raceFacts([5, 6, 1, 2, 3, 4, 7, 8, 9, 10])).toMatchObject({ sum: 11, sumSize: 'small' })
  })

  it('judges each pair: the earlier position is the dragon and wins with the larger car', () => {
    const facts = raceFacts([10, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(facts.pairs).toEqual([
      { pair: 1, dragon: 10, tiger: 9, winner: 'dragon' },
      { pair: 2, dragon: 1, tiger: 8, winner: 'tiger' },
      { pair: 3, dragon: 2, tiger: 7, winner: 'tiger' },
      { pair: 4, dragon: 3, tiger: 6, winner: 'tiger' },
      { pair: 5, dragon: 4, tiger: 5, winner: 'tiger' },
    ])
  })
})

describe('raceOrderOf', () => {
  it('reads a race result and nothing else', () => {
    expect(raceOrderOf(settledRace({ result: { order: [2, 1, 3, 4, 5, 6, 7, 8, 9, 10] } }))).toEqual([
      2, 1, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
    expect(raceOrderOf(settledRace({ result: null }))).toBeUndefined()
    expect(raceOrderOf(settledRace({ result: { numbers: [1, 2, 3, 4, 5, 6], special: 7 } }))).toBeUndefined()
    expect(raceOrderOf(settledRace({ result: { order: [1, 1, 3, 4, 5, 6, 7, 8, 9, 10] } }))).toBeUndefined()
  })
})

describe('checkRaceInBrowser', () => {
  it('verifies a race whose seed was committed and gives the published order', () => {
    expect(checkRaceInBrowser(settledRace())).toBe('verified')
  })

  it('cannot check a race before its seed is revealed', () => {
    expect(checkRaceInBrowser(settledRace({ seed: null }))).toBe('unrevealed')
  })

  it('fails a race whose order differs from the one the seed gives', () => {
    const race = settledRace()
    const order = raceOrderOf(race) ?? []
    const swapped = [order[1], order[0], ...order.slice(2)] as number[]
    expect(checkRaceInBrowser(settledRace({ result: { order: swapped } }))).toBe('failed')
  })

  it('fails a race whose seed is not the committed one', () => {
    expect(checkRaceInBrowser(settledRace({ commitment: commitmentOf('00'.repeat(32)) }))).toBe('failed')
  })

  it('fails a race whose client value is not made of its game, number and bets digest', () => {
    expect(checkRaceInBrowser(settledRace({ number: '20260301-0043' }))).toBe('failed')
  })
})
