import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anySeed, SEED } from '../lottery/fair-seeds.test-support'
import { money, moneyOf } from '../money/money'
import { mulberry32 } from '../sports/seeded-random.test-support'
import {
  asPercent,
  evaluateSpin,
  fairSlotStops,
  HOUSE_SLOT,
  HOUSE_SLOT_STATED_RTP,
  lineWin,
  SLOT_LINES,
  SLOT_PAYTABLE,
  SLOT_REELS,
  type SlotMachine,
  type SlotSymbol,
  slotReturnToPlayer,
  slotWindow,
} from './slot'

describe('a line', () => {
  it.each<[string, SlotSymbol[], ReturnType<typeof lineWin>]>([
    [
      'pays three of a kind from the left',
      ['bell', 'bell', 'bell', 'queen', 'king'],
      { symbol: 'bell', count: 3, multiplier: 8 },
    ],
    [
      'pays five of a kind',
      ['crown', 'crown', 'crown', 'crown', 'crown'],
      { symbol: 'crown', count: 5, multiplier: 200 },
    ],
    [
      'lets a wild stand in',
      ['ace', 'wild', 'ace', 'ace', 'queen'],
      { symbol: 'ace', count: 4, multiplier: 15 },
    ],
    [
      'lets leading wilds stand in',
      ['wild', 'wild', 'queen', 'queen', 'queen'],
      { symbol: 'queen', count: 5, multiplier: 30 },
    ],
    [
      'pays the wilds when they pay more',
      ['wild', 'wild', 'wild', 'queen', 'king'],
      { symbol: 'wild', count: 3, multiplier: 30 },
    ],
    [
      'pays five wilds as wilds',
      ['wild', 'wild', 'wild', 'wild', 'wild'],
      { symbol: 'wild', count: 5, multiplier: 400 },
    ],
    ['pays nothing for two', ['king', 'king', 'queen', 'king', 'king'], null],
    ['pays nothing when the leftmost reel breaks the run', ['queen', 'bell', 'bell', 'bell', 'bell'], null],
  ])('%s', (_, symbols, win) => {
    expect(lineWin(symbols)).toEqual(win)
  })
})

describe('a spin', () => {
  it('shows each reel from its stop down, wrapping round the strip', () => {
    const last = SLOT_REELS.map((strip) => strip.length - 1)
    expect(slotWindow(last)).toEqual(SLOT_REELS.map((strip) => [strip.at(-1), strip[0], strip[1]]))
  })

  it('refuses a stop off the strip', () => {
    expect(() => slotWindow([0, 0, 0, 0, 32])).toThrow('Reel 5 has no stop 32')
    expect(() => slotWindow([0, 0, 0, 0])).toThrow('Reel 5 has no stop undefined')
  })

  it('pays every winning line, and the sum of them', () => {
    // Reel by reel, the stop whose middle row is an ace: the middle line pays five aces.
    const stops = SLOT_REELS.map((strip) => (strip.indexOf('ace') - 1 + strip.length) % strip.length)
    const spin = evaluateSpin(stops, moneyOf('0.2'))
    const middle = spin.wins.find((win) => win.line === 0)
    expect(middle).toEqual({ line: 0, symbol: 'ace', count: 5, multiplier: 50, payout: moneyOf('10') })
    expect(spin.payout).toBe(spin.wins.reduce((sum, win) => sum + win.payout, 0n))
  })

  it('pays a whole multiple of the line bet, never more than every line at the top prize', () => {
    fc.assert(
      fc.property(
        fc.tuple(...SLOT_REELS.map((strip) => fc.nat(strip.length - 1))),
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        (stops, micro) => {
          const { payout, wins } = evaluateSpin(stops, money(micro))
          expect(payout % micro).toBe(0n)
          expect(payout).toBeGreaterThanOrEqual(0n)
          expect(payout).toBeLessThanOrEqual(micro * BigInt(SLOT_LINES.length * SLOT_PAYTABLE.wild[2]))
          expect(new Set(wins.map((win) => win.line)).size).toBe(wins.length)
        },
      ),
    )
  })
})

describe('provably fair stops', () => {
  it('follow from the seeds and the nonce alone', () => {
    fc.assert(
      fc.property(anySeed, fc.string(), fc.nat(), (seed, clientSeed, nonce) => {
        const stops = fairSlotStops(seed, clientSeed, nonce)
        expect(fairSlotStops(seed, clientSeed, nonce)).toEqual(stops)
        stops.forEach((stop, reel) => {
          expect(stop).toBeGreaterThanOrEqual(0)
          expect(stop).toBeLessThan(SLOT_REELS[reel]?.length ?? 0)
        })
      }),
      { numRuns: 200 },
    )
  })

  it('change with the nonce', () => {
    const spins = new Set(
      Array.from({ length: 50 }, (_, nonce) => fairSlotStops(SEED, 'player', nonce).join(',')),
    )
    expect(spins.size).toBeGreaterThan(45)
  })
})

describe('the return to player', () => {
  it('is the stated figure, computed from the reels and the paytable', () => {
    const rtp = slotReturnToPlayer()
    expect(asPercent(rtp)).toBe(HOUSE_SLOT_STATED_RTP)
    expect(Number(HOUSE_SLOT_STATED_RTP)).toBeGreaterThanOrEqual(94)
    expect(Number(HOUSE_SLOT_STATED_RTP)).toBeLessThanOrEqual(97)
  })

  it('equals the average over every stop of every reel, on a machine small enough to try them all', () => {
    const small: SlotMachine = {
      reels: [
        ['wild', 'queen', 'king', 'ace'],
        ['queen', 'wild', 'queen'],
        ['king', 'queen', 'wild', 'bell'],
        ['queen', 'ace', 'queen'],
        ['wild', 'queen', 'king'],
      ],
      paytable: SLOT_PAYTABLE,
      lines: SLOT_LINES,
    }
    let paid = 0n
    let spins = 0n
    const visit = (stops: number[]) => {
      const reel = small.reels[stops.length]
      if (!reel) {
        paid += evaluateSpin(stops, moneyOf('1'), small).payout
        spins += 1n
        return
      }
      for (let stop = 0; stop < reel.length; stop += 1) visit([...stops, stop])
    }
    visit([])
    const staked = spins * moneyOf('1') * BigInt(small.lines.length)
    const { numerator, denominator } = slotReturnToPlayer(small)
    expect(paid * denominator).toBe(staked * numerator)
  })

  it('is met by a million seeded spins within half a percentage point', () => {
    const random = mulberry32(20261127)
    const lineBet = moneyOf('1')
    let paid = 0n
    const spins = 1_000_000
    for (let spin = 0; spin < spins; spin += 1) {
      const stops = HOUSE_SLOT.reels.map((strip) => Math.floor(random() * strip.length))
      paid += evaluateSpin(stops, lineBet).payout
    }
    const simulated = Number(paid) / Number(lineBet * BigInt(spins * HOUSE_SLOT.lines.length))
    expect(Math.abs(simulated * 100 - Number(HOUSE_SLOT_STATED_RTP))).toBeLessThan(0.5)
    // A million spins take a second or two alone, several times that beside the other suites.
  }, 60_000)

  it('reads as a percentage rounded half up', () => {
    expect(asPercent({ numerator: 953n, denominator: 1000n })).toBe('95.30')
    expect(asPercent({ numerator: 1n, denominator: 3n })).toBe('33.33')
    expect(asPercent({ numerator: 2n, denominator: 3n })).toBe('66.67')
    expect(asPercent({ numerator: 1n, denominator: 20_000n })).toBe('0.01')
  })
})
