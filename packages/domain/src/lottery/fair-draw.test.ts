import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  betsDigestOf,
  commitmentOf,
  drawClientValue,
  drawMarkSix,
  drawRace,
  fairShuffle,
  fairStream,
  isSeedCommitted,
  uniformBelow,
} from './fair-draw'
import { anySeed, SEED } from './fair-seeds.test-support'

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0)
  const expected = total / counts.length
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
}

// 99% critical values of the chi-square distribution: 48 degrees of freedom (49 balls) and 9 (10 cars).
const CRITICAL_48 = 73.683
const CRITICAL_9 = 21.666

describe('commitments', () => {
  // Known answers computed independently, with Node's crypto module (OpenSSL).
  it('are SHA-256 of the seed bytes', () => {
    expect(commitmentOf(SEED)).toBe('5f630a9f91835f54c5e75690bfbca5fbe48eed8c09e1bcf48adda0424e8558c1')
  })

  it('accept the committed seed and refuse any other', () => {
    fc.assert(
      fc.property(anySeed, anySeed, (seed, other) => {
        expect(isSeedCommitted(seed, commitmentOf(seed))).toBe(true)
        if (other !== seed) expect(isSeedCommitted(other, commitmentOf(seed))).toBe(false)
      }),
    )
    expect(isSeedCommitted('not hex', commitmentOf(SEED))).toBe(false)
  })
})

describe('the stream', () => {
  it('reads HMAC-SHA256(seed, "client:nonce:round") as big-endian 32-bit words, 8 per round', () => {
    const next = fairStream(SEED, 'hkmarksix:1', 0)
    // Known answers: HMAC-SHA256 of 'hkmarksix:1:0:0' (8 words), then of 'hkmarksix:1:0:1'.
    expect(Array.from({ length: 9 }, next)).toEqual([
      1810479374, 3921372736, 2648663246, 867771718, 370271276, 985509266, 1720146750, 4293834628, 2847240356,
    ])
  })
})

describe('uniformBelow', () => {
  it('rejects the values that would bias the remainder', () => {
    const limit = Math.floor(2 ** 32 / 49) * 49
    const values = [limit, limit + 5, 2 ** 32 - 1, 100]
    expect(uniformBelow(49, () => values.shift() as number)).toBe(100 % 49)
  })

  it('always lands in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (n, value) => {
        // A rejected value is followed by 0, which every n accepts.
        const values = [value, 0]
        const result = uniformBelow(n, () => values.shift() as number)
        expect(result).toBeGreaterThanOrEqual(0)
        expect(result).toBeLessThan(n)
      }),
    )
  })
})

describe('draws', () => {
  it('give Mark Six 7 distinct balls of 1..49 and a race every car once, the same every time', () => {
    fc.assert(
      fc.property(anySeed, fc.string(), (seed, client) => {
        const draw = drawMarkSix(seed, client)
        const balls = [...draw.numbers, draw.special]
        expect(new Set(balls).size).toBe(7)
        expect(balls.every((ball) => ball >= 1 && ball <= 49)).toBe(true)
        expect(drawMarkSix(seed, client)).toEqual(draw)
        expect([...drawRace(seed, client)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
      }),
    )
  })

  it('change completely with the client value, so the seed cannot be fitted to the bets', () => {
    const digest = betsDigestOf([{ id: '2', amount: '5' }])
    expect(drawClientValue('hkmarksix', '2026-001', digest)).toBe(`hkmarksix:2026-001:${digest}`)
    expect(drawMarkSix(SEED, drawClientValue('hkmarksix', '2026-001', digest))).not.toEqual(
      drawMarkSix(SEED, drawClientValue('hkmarksix', '2026-001', betsDigestOf([]))),
    )
  })

  it('digest the bets in id order whatever order they come in', () => {
    const bets = [
      { id: '10', amount: '1' },
      { id: '9', amount: '2.5' },
    ]
    expect(betsDigestOf(bets)).toBe(betsDigestOf([...bets].reverse()))
    expect(betsDigestOf(bets)).toBe('fa6421f730857ba086316b72dbc62ea241881c042dbbe3f314f91d5d0824c053')
  })
})

describe('fairness over many draws', () => {
  const DRAWS = 100_000

  it('spreads every Mark Six position evenly over the 49 balls (chi-square within 99% bounds)', () => {
    const counts = Array.from({ length: 7 }, () => new Array<number>(49).fill(0))
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const result = drawMarkSix(SEED, `chi:${draw}`)
      ;[...result.numbers, result.special].forEach((ball, position) => {
        const row = counts[position] as number[]
        row[ball - 1] = (row[ball - 1] as number) + 1
      })
    }
    for (const position of counts) expect(chiSquare(position)).toBeLessThan(CRITICAL_48)
  })

  it('spreads every race position evenly over the 10 cars', () => {
    const counts = Array.from({ length: 10 }, () => new Array<number>(10).fill(0))
    for (let race = 0; race < DRAWS; race += 1) {
      drawRace(SEED, `race:${race}`).forEach((car, position) => {
        const row = counts[position] as number[]
        row[car - 1] = (row[car - 1] as number) + 1
      })
    }
    for (const position of counts) expect(chiSquare(position)).toBeLessThan(CRITICAL_9)
  })

  it('catches a biased generator: one byte modulo 49', () => {
    const counts = new Array<number>(49).fill(0)
    const next = fairStream(SEED, 'biased')
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const biasedNext = () => next() & 0xff
      const ball = fairShuffleBiased(biasedNext)
      counts[ball - 1] = (counts[ball - 1] as number) + 1
    }
    expect(chiSquare(counts)).toBeGreaterThan(CRITICAL_48)
    // The same stream without the bias passes.
    const fair = new Array<number>(49).fill(0)
    const fairNext = fairStream(SEED, 'unbiased')
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const ball = fairShuffle(49, 1, fairNext)[0] as number
      fair[ball - 1] = (fair[ball - 1] as number) + 1
    }
    expect(chiSquare(fair)).toBeLessThan(CRITICAL_48)
  })
})

/** The naive draw the test must catch: a byte taken modulo 49, which favours 0..10. */
function fairShuffleBiased(next: () => number): number {
  return (next() % 49) + 1
}
