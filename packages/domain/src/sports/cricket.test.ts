import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { oddsOf } from '../lottery/odds'
import { exchangeRateOf } from '../money/exchange'
import { type Money, moneyOf } from '../money/money'
import {
  BETTABLE_SPORTS,
  CRICKET_MARKETS,
  CRICKET_OUTCOMES,
  type CricketLines,
  type CricketResult,
  type CricketSelection,
  checkCricketResult,
  cricketPossibleWin,
  cricketProbabilities,
  cricketSelectionOf,
  cricketSlipWarnings,
  fairCricketLines,
  isBettableSport,
  judgeCricketSelection,
  playCricket,
  priceCricket,
  type RunsModel,
  settleCricketSelection,
} from './cricket'
import { MAX_PRICED_ODDS, MIN_PRICED_ODDS } from './pricing'
import { mulberry32 } from './seeded-random.test-support'

const runs = (homeMean: number, awayMean: number, sd = 20): RunsModel => ({
  kind: 'runs',
  homeMean,
  awayMean,
  sd,
})

/** A uniform source that returns the given values in turn. */
function scripted(...values: number[]): () => number {
  let index = 0
  return () => {
    const value = values[index++]
    if (value === undefined) throw new Error('the script ran out')
    return value
  }
}

const chance = (rows: ReturnType<typeof cricketProbabilities>, outcome: string) => {
  const row = rows.find((candidate) => candidate.outcome === outcome)
  if (!row) throw new Error(`No '${outcome}' row`)
  return row.probability
}

/** A T20 model as the feed draws them: means 140 … 190, sd 15 … 25. */
const anyModel = fc
  .tuple(
    fc.double({ min: 140, max: 190, noNaN: true }),
    fc.double({ min: 140, max: 190, noNaN: true }),
    fc.double({ min: 15, max: 25, noNaN: true }),
  )
  .map(([home, away, sd]) => runs(home, away, sd))
const anyLine = fc.integer({ min: 250, max: 400 }).map((total) => total + 0.5)
const anyMargin = fc.integer({ min: 0, max: 2_000 })

describe('cricketProbabilities', () => {
  it('lists both markets in order, each summing to 1, the line on total runs only', () => {
    fc.assert(
      fc.property(anyModel, anyLine, (model, totalRuns) => {
        const rows = cricketProbabilities(model, { totalRuns })
        expect(rows.map((row) => `${row.market} ${row.outcome}`)).toEqual(
          CRICKET_MARKETS.flatMap((market) =>
            CRICKET_OUTCOMES[market].map((outcome) => `${market} ${outcome}`),
          ),
        )
        for (const market of CRICKET_MARKETS) {
          const ofMarket = rows.filter((row) => row.market === market)
          const sum = ofMarket.reduce((total, row) => total + row.probability, 0)
          expect(Math.abs(sum - 1)).toBeLessThan(1e-9)
          for (const row of ofMarket) {
            expect(row.probability).toBeGreaterThanOrEqual(0)
            expect(row.probability).toBeLessThanOrEqual(1)
            expect(row.line).toBe(market === 'total_runs' ? totalRuns : undefined)
          }
        }
      }),
      { numRuns: 80 },
    )
  })

  it.each<[string, RunsModel, CricketLines, (rows: ReturnType<typeof cricketProbabilities>) => void]>([
    [
      'level sides are a coin toss, the super over included',
      runs(165, 165),
      { totalRuns: 330.5 },
      (rows) => expect(chance(rows, 'home')).toBeCloseTo(0.5, 12),
    ],
    [
      'swapping the sides swaps the winner chances',
      runs(150, 180, 18),
      { totalRuns: 330.5 },
      (rows) =>
        expect(chance(rows, 'away')).toBeCloseTo(
          chance(cricketProbabilities(runs(180, 150, 18), { totalRuns: 330.5 }), 'home'),
          12,
        ),
    ],
    [
      'the stronger side is the favourite: a 30-run edge over sd 20 wins about Φ(30 / (20√2)) of the time',
      runs(180, 150),
      { totalRuns: 330.5 },
      (rows) => expect(chance(rows, 'home')).toBeCloseTo(0.856, 2),
    ],
    [
      'over a line at the expected total is about even',
      runs(170, 160),
      { totalRuns: 330.5 },
      (rows) => expect(chance(rows, 'over')).toBeCloseTo(0.5, 1),
    ],
    [
      'a line far below every likely total is almost surely over',
      runs(170, 160),
      { totalRuns: 150.5 },
      (rows) => expect(chance(rows, 'over')).toBeGreaterThan(0.999_999),
    ],
  ])('%s', (_rule, model, lines, verify) => verify(cricketProbabilities(model, lines)))

  it.each<[string, RunsModel, CricketLines]>([
    ['a negative mean is no model', runs(-1, 150), { totalRuns: 300.5 }],
    ['an sd below 1 is no model', runs(150, 150, 0.5), { totalRuns: 300.5 }],
    ['a whole line could push, so it is refused', runs(150, 150), { totalRuns: 300 }],
    ['a negative line is refused', runs(150, 150), { totalRuns: -0.5 }],
  ])('throws: %s', (_rule, model, lines) => {
    expect(() => cricketProbabilities(model, lines)).toThrow(RangeError)
  })
})

describe('fairCricketLines', () => {
  it('picks the x.5 line where over and under are the most nearly even', () => {
    fc.assert(
      fc.property(anyModel, (model) => {
        const { totalRuns } = fairCricketLines(model)
        expect(totalRuns % 1).toBe(0.5)
        const gap = (line: number) => {
          const rows = cricketProbabilities(model, { totalRuns: line })
          return Math.abs(chance(rows, 'over') - chance(rows, 'under'))
        }
        expect(gap(totalRuns)).toBeLessThanOrEqual(gap(totalRuns - 1) + 1e-9)
        expect(gap(totalRuns)).toBeLessThanOrEqual(gap(totalRuns + 1) + 1e-9)
      }),
      { numRuns: 40 },
    )
  })

  it.each([
    ['a total centred on 310 keeps the lower of two equally fair lines', runs(160, 150), 309.5],
    ['a total centred a little above 310 takes 310.5', runs(160, 150.4), 310.5],
  ])('%s', (_rule, model, line) => expect(fairCricketLines(model).totalRuns).toBe(line))
})

describe('priceCricket', () => {
  it('quotes every outcome in 2 decimals within 1.01 … 500, never above the fair price with margin', () => {
    fc.assert(
      fc.property(anyModel, anyLine, anyMargin, (model, totalRuns, marginBp) => {
        const prices = priceCricket(model, { totalRuns }, marginBp)
        const probabilities = cricketProbabilities(model, { totalRuns })
        expect(prices).toHaveLength(probabilities.length)
        prices.forEach((price, index) => {
          const probability = probabilities[index]?.probability ?? 0
          expect(price.odds % 10n).toBe(0n)
          expect(price.odds).toBeGreaterThanOrEqual(MIN_PRICED_ODDS)
          expect(price.odds).toBeLessThanOrEqual(MAX_PRICED_ODDS)
          if (price.odds > MIN_PRICED_ODDS) {
            expect((Number(price.odds) / 1000) * probability * (1 + marginBp / 10_000)).toBeLessThanOrEqual(
              1 + 1e-9,
            )
          }
          expect(price.line).toBe(probabilities[index]?.line)
        })
      }),
      { numRuns: 80 },
    )
  })

  it.each([
    ['level sides at a 6% margin pay 1.88 each way: 1 / (0.5 × 1.06) = 1.886… rounded down', 600, 1880n],
    ['level sides at no margin pay exactly 2.00', 0, 2000n],
  ])('%s', (_rule, marginBp, odds) => {
    const prices = priceCricket(runs(160, 160), { totalRuns: 320.5 }, marginBp)
    expect(prices.filter((price) => price.market === 'winner').map((price) => price.odds)).toEqual([
      odds,
      odds,
    ])
  })

  it('holds a near-certain outcome at 1.01 and a near-impossible one at 500', () => {
    const prices = priceCricket(runs(170, 160), { totalRuns: 150.5 }, 600)
    expect(prices.find((price) => price.outcome === 'over')?.odds).toBe(MIN_PRICED_ODDS)
    expect(prices.find((price) => price.outcome === 'under')?.odds).toBe(MAX_PRICED_ODDS)
  })

  it('refuses a negative margin', () => {
    expect(() => priceCricket(runs(160, 160), { totalRuns: 320.5 }, -1)).toThrow(RangeError)
  })
})

describe('playCricket', () => {
  it('gives whole non-negative runs and a winner that is ahead or won the super over', () => {
    fc.assert(
      fc.property(anyModel, fc.integer(), (model, seed) => {
        const result = playCricket(model, mulberry32(seed))
        expect(checkCricketResult(result)).toEqual({ ok: true })
      }),
      { numRuns: 200 },
    )
  })

  it.each<[string, RunsModel, number[], CricketResult]>([
    // u = 0.5 with cos(2π · 0.25) = 0 draws exactly the mean; u = 1 − e^-2 with cos(0) = 1 draws mean + 2 sd.
    [
      'the side with more runs wins',
      runs(160, 150, 15),
      [0.5, 0.25, 1 - Math.exp(-2), 0],
      { home: 160, away: 180, winner: 'away' },
    ],
    [
      'a tie goes to the super over: a coin below 0.5 gives it to the home side',
      runs(160, 160, 15),
      [0.5, 0.25, 0.5, 0.25, 0.49],
      { home: 160, away: 160, winner: 'home' },
    ],
    [
      'a tie goes to the super over: a coin of 0.5 or above gives it to the away side',
      runs(160, 160, 15),
      [0.5, 0.25, 0.5, 0.25, 0.5],
      { home: 160, away: 160, winner: 'away' },
    ],
  ])('%s', (_rule, model, script, expected) => {
    expect(playCricket(model, scripted(...script))).toEqual(expected)
  })

  it('replays the same match from the same seed', () => {
    const model = runs(172, 158, 22)
    expect(playCricket(model, mulberry32(7))).toEqual(playCricket(model, mulberry32(7)))
  })

  it.each([
    ['a clear favourite', runs(185, 145, 18)],
    ['level sides, where ties and super overs matter most', runs(160, 160, 15)],
    ['an underdog at home with a wide spread', runs(142, 176, 25)],
  ])('plays %s out as often as it is priced (20,000 plays, within 0.02)', (_name, model) => {
    const lines = fairCricketLines(model)
    const probabilities = cricketProbabilities(model, lines)
    const random = mulberry32(20_261_122)
    const wins = new Map<string, number>()
    const plays = 20_000
    for (let play = 0; play < plays; play++) {
      const result = playCricket(model, random)
      for (const row of probabilities) {
        const selection = cricketSelectionOf(row.market, row.outcome, row.line ?? null)
        if (!selection.ok) throw new Error(selection.reason)
        if (judgeCricketSelection(selection.value, result) === 'win') {
          wins.set(`${row.market} ${row.outcome}`, (wins.get(`${row.market} ${row.outcome}`) ?? 0) + 1)
        }
      }
    }
    for (const row of probabilities) {
      const frequency = (wins.get(`${row.market} ${row.outcome}`) ?? 0) / plays
      expect(Math.abs(frequency - row.probability)).toBeLessThan(0.02)
    }
  })
})

describe('judging and settling a selection', () => {
  const home: CricketSelection = { market: 'winner', outcome: 'home' }
  const away: CricketSelection = { market: 'winner', outcome: 'away' }
  const over: CricketSelection = { market: 'total_runs', outcome: 'over', line: 310.5 }
  const under: CricketSelection = { market: 'total_runs', outcome: 'under', line: 310.5 }

  it.each<[string, CricketSelection, CricketResult, 'win' | 'lose']>([
    ['home wins when the home side makes more runs', home, { home: 171, away: 158, winner: 'home' }, 'win'],
    ['away loses when the home side makes more runs', away, { home: 171, away: 158, winner: 'home' }, 'lose'],
    [
      'a tie is settled on the super over: away won it',
      away,
      { home: 160, away: 160, winner: 'away' },
      'win',
    ],
    [
      'a tie is settled on the super over: home lost it',
      home,
      { home: 160, away: 160, winner: 'away' },
      'lose',
    ],
    [
      'over wins when the match total is above the line',
      over,
      { home: 160, away: 151, winner: 'home' },
      'win',
    ],
    [
      'under loses when the match total is above the line',
      under,
      { home: 160, away: 151, winner: 'home' },
      'lose',
    ],
    [
      'under wins when the match total is below the line',
      under,
      { home: 160, away: 150, winner: 'home' },
      'win',
    ],
    [
      'over loses when the match total is below the line',
      over,
      { home: 160, away: 150, winner: 'home' },
      'lose',
    ],
  ])('%s', (_rule, selection, result, expected) => {
    expect(judgeCricketSelection(selection, result)).toBe(expected)
  })

  it.each<[string, Money, CricketSelection, Parameters<typeof settleCricketSelection>[3], object]>([
    [
      'a win pays amount × odds: 10 at 1.85 pays 18.5',
      moneyOf('10'),
      home,
      { status: 'finished', home: 171, away: 158, winner: 'home' },
      { outcome: 'win', payout: moneyOf('18.5'), reasons: ['WON'] },
    ],
    [
      'a loss pays nothing',
      moneyOf('10'),
      away,
      { status: 'finished', home: 171, away: 158, winner: 'home' },
      { outcome: 'lose', payout: 0n, reasons: ['LOST'] },
    ],
    [
      'a cancelled match is void and refunds the amount',
      moneyOf('10'),
      over,
      { status: 'void', cause: 'cancelled' },
      { outcome: 'void', payout: moneyOf('10'), reasons: ['BET_VOID_REFUNDED', 'MATCH_CANCELLED_VOID'] },
    ],
    [
      'a match postponed over 36 hours is void and refunds the amount',
      moneyOf('10'),
      home,
      { status: 'void', cause: 'postponed' },
      { outcome: 'void', payout: moneyOf('10'), reasons: ['BET_VOID_REFUNDED', 'MATCH_POSTPONED_VOID'] },
    ],
    [
      'level runs leave the winner to the super over',
      moneyOf('10'),
      away,
      { status: 'finished', home: 160, away: 160, winner: 'away' },
      { outcome: 'win', payout: moneyOf('18.5'), reasons: ['WON', 'SUPER_OVER_DECIDED'] },
    ],
    [
      'level runs settle the total on the runs alone: no super over reason',
      moneyOf('10'),
      over,
      { status: 'finished', home: 160, away: 160, winner: 'away' },
      { outcome: 'win', payout: moneyOf('18.5'), reasons: ['WON'] },
    ],
    [
      'a win is truncated to the micro-unit: 0.000001 at 1.85 pays 0.000001',
      moneyOf('0.000001'),
      home,
      { status: 'finished', home: 171, away: 158, winner: 'home' },
      { outcome: 'win', payout: moneyOf('0.000001'), reasons: ['WON'] },
    ],
  ])('%s', (_rule, amount, selection, result, expected) => {
    expect(settleCricketSelection(amount, oddsOf('1.85'), selection, result)).toEqual(expected)
  })

  it('refuses to settle on a winner who was behind on runs', () => {
    expect(() =>
      settleCricketSelection(moneyOf('1'), oddsOf('2'), home, {
        status: 'finished',
        home: 150,
        away: 160,
        winner: 'home',
      }),
    ).toThrow(RangeError)
  })
})

describe('cricketSelectionOf', () => {
  it.each<[string, string, string, number | null, ReturnType<typeof cricketSelectionOf>]>([
    [
      'a winner takes no line',
      'winner',
      'home',
      null,
      { ok: true, value: { market: 'winner', outcome: 'home' } },
    ],
    [
      'total runs takes its x.5 line',
      'total_runs',
      'under',
      300.5,
      {
        ok: true,
        value: { market: 'total_runs', outcome: 'under', line: 300.5 },
      },
    ],
    ['an unknown market', 'wl', 'H', null, { ok: false, reason: 'UNKNOWN_MARKET' }],
    [
      'a winner of the draw: cricket has none',
      'winner',
      'draw',
      null,
      { ok: false, reason: 'UNKNOWN_OUTCOME' },
    ],
    ['over of the winner market', 'winner', 'over', null, { ok: false, reason: 'UNKNOWN_OUTCOME' }],
    ['a line on the winner market', 'winner', 'away', 1.5, { ok: false, reason: 'LINE_NOT_TAKEN' }],
    ['total runs without a line', 'total_runs', 'over', null, { ok: false, reason: 'LINE_REQUIRED' }],
    ['a whole line could push', 'total_runs', 'over', 300, { ok: false, reason: 'NOT_A_HALF_LINE' }],
  ])('%s', (_rule, market, outcome, line, expected) => {
    expect(cricketSelectionOf(market, outcome, line)).toEqual(expected)
  })
})

describe('cricketSlipWarnings', () => {
  const limits = { minBet: moneyOf('0.01'), maxBet: moneyOf('100') }
  const rate = exchangeRateOf('1')
  it.each<[string, string[], string, string[]]>([
    ['amounts within the limits and the balance warn of nothing', ['1', '2'], '10', []],
    ['one amount below the minimum', ['0.001', '2'], '10', ['belowMinBet']],
    ['one amount above the maximum', ['100.01'], '1000', ['exceedsMaxBet']],
    [
      'the amounts together above the balance, though each is within it',
      ['6', '6'],
      '10',
      ['insufficientAccountBalance'],
    ],
    [
      'several at once, in the spec order',
      ['101', '0.001'],
      '50',
      ['exceedsMaxBet', 'belowMinBet', 'insufficientAccountBalance'],
    ],
  ])('%s', (_rule, amounts, balance, expected) => {
    expect(
      cricketSlipWarnings({
        amounts: amounts.map(moneyOf),
        balance: moneyOf(balance),
        limits,
        exchangeRate: rate,
      }),
    ).toEqual(expected)
  })

  it('warns when one selection could win more than the maximum bonus', () => {
    const warn = (win: string) =>
      cricketSlipWarnings({
        amounts: [moneyOf('10')],
        wins: [moneyOf(win)],
        balance: moneyOf('100'),
        limits: { ...limits, maxBonus: moneyOf('10200') },
        exchangeRate: rate,
      })
    expect(warn('10200')).toEqual([])
    expect(warn('10200.01')).toEqual(['exceedsMaxBonus'])
  })

  it('compares in the display currency: at 7.1 a 0.01 USDT minimum refuses 0.07 and takes 0.071', () => {
    const at = (amount: string) =>
      cricketSlipWarnings({
        amounts: [moneyOf(amount)],
        balance: moneyOf('100'),
        limits,
        exchangeRate: exchangeRateOf('7.1'),
      })
    expect(at('0.07')).toEqual(['belowMinBet'])
    expect(at('0.071')).toEqual([])
  })

  it('a maximum of 0 means none', () => {
    expect(
      cricketSlipWarnings({
        amounts: [moneyOf('1000000')],
        balance: moneyOf('1000000'),
        limits: { ...limits, maxBet: moneyOf('0') },
        exchangeRate: rate,
      }),
    ).toEqual([])
  })
})

describe('cricketPossibleWin', () => {
  it.each([
    ['a win pays amount × odds', '10', '1.85', '18.5'],
    ['a fraction of a micro-unit is truncated, as settlement pays it', '0.000001', '1.99', '0.000001'],
    ['the smallest bet keeps its digits', '0.01', '1.99', '0.0199'],
  ])('%s', (_rule, amount, odds, expected) => {
    const price = oddsOf(odds)
    expect(cricketPossibleWin(moneyOf(amount), price)).toBe(moneyOf(expected))
  })
})

describe('the sports with matches to bet on', () => {
  it('are the slip sports, then cricket', () => {
    expect(BETTABLE_SPORTS).toEqual(['soccer', 'basketball', 'bd', 'cricket'])
  })
  it.each([
    ['cricket', true],
    ['bd', true],
    ['365sports', false],
    ['all', false],
    ['toString', false],
  ])('%s is one: %s', (text, expected) => {
    expect(isBettableSport(text)).toBe(expected)
  })
})
