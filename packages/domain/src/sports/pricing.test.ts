import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkSportsPick, lineFormOf, type MarketKind, marketOutcomes, SPORT_MARKETS } from './markets'
import {
  fairLines,
  type GoalModel,
  MAX_PRICED_ODDS,
  type MarketLines,
  MIN_PRICED_ODDS,
  outcomeProbabilities,
  type PointsModel,
  playMatch,
  priceMatch,
  type ScoringModel,
} from './pricing'
import { checkMatchResult, winningOutcome } from './results'
import { mulberry32 } from './seeded-random.test-support'
import type { SportsGame } from './sports-games'

const goals = (homeRate: number, awayRate: number): GoalModel => ({ kind: 'goals', homeRate, awayRate })
const points = (homeMean: number, awayMean: number, sd = 12): PointsModel => ({
  kind: 'points',
  homeMean,
  awayMean,
  sd,
})

function byMarket<Row extends { readonly market: MarketKind }>(rows: readonly Row[]): Map<MarketKind, Row[]> {
  const markets = new Map<MarketKind, Row[]>()
  for (const row of rows) markets.set(row.market, [...(markets.get(row.market) ?? []), row])
  return markets
}

/** The chance of one outcome, e.g. `chance(rows, 'wl', 'H')`. */
function chance(
  rows: readonly { market: MarketKind; outcome: string; probability: number }[],
  market: MarketKind,
  outcome: string,
): number {
  const row = rows.find((candidate) => candidate.market === market && candidate.outcome === outcome)
  if (row === undefined) throw new Error(`No ${market} '${outcome}' row`)
  return row.probability
}

const goalRate = fc.double({ min: 0.2, max: 3.5, noNaN: true })
const anyGoalModel = fc.tuple(goalRate, goalRate).map(([home, away]) => goals(home, away))
const anyPointsModel = fc
  .tuple(
    fc.double({ min: 85, max: 125, noNaN: true }),
    fc.double({ min: 85, max: 125, noNaN: true }),
    fc.double({ min: 8, max: 14, noNaN: true }),
  )
  .map(([home, away, sd]) => points(home, away, sd))

type Match = { sport: SportsGame; model: ScoringModel; lines: MarketLines }

/** A match of any sport, at lines around the usual ones (not necessarily fair). */
const anyMatch: fc.Arbitrary<Match> = fc.oneof(
  fc.record({
    sport: fc.constant<SportsGame>('soccer'),
    model: anyGoalModel,
    lines: fc.record({ handicap: fc.constantFrom(-3, -2, -1, 1, 2, 3) }),
  }),
  fc.record({
    sport: fc.constant<SportsGame>('bd'),
    model: anyGoalModel,
    lines: fc.record({ wl: fc.integer({ min: -3, max: 3 }) }),
  }),
  fc.record({
    sport: fc.constant<SportsGame>('basketball'),
    model: anyPointsModel,
    lines: fc.record({
      handicap: fc.integer({ min: -25, max: 24 }).map((points) => points + 0.5),
      bs: fc.integer({ min: 170, max: 250 }).map((points) => points + 0.5),
    }),
  }),
)

/** Every sport's model, at its fair lines. */
const anyFairMatch: fc.Arbitrary<Match> = fc
  .oneof(
    anyGoalModel.map((model) => ({ sport: 'soccer' as SportsGame, model })),
    anyGoalModel.map((model) => ({ sport: 'bd' as SportsGame, model })),
    anyPointsModel.map((model) => ({ sport: 'basketball' as SportsGame, model })),
  )
  .map(({ sport, model }) => ({ sport, model, lines: fairLines(sport, model) }))

describe('outcomeProbabilities', () => {
  it('lists every outcome of every offered market in order, each market summing to 1, lines exactly where taken', () => {
    fc.assert(
      fc.property(anyMatch, ({ sport, model, lines }) => {
        const rows = outcomeProbabilities(sport, model, lines)
        expect(rows.map((row) => `${row.market} ${row.outcome}`)).toEqual(
          SPORT_MARKETS[sport].flatMap((market) =>
            marketOutcomes(sport, market).map((outcome) => `${market} ${outcome}`),
          ),
        )
        for (const row of rows) {
          expect(row.probability).toBeGreaterThanOrEqual(0)
          expect(row.probability).toBeLessThanOrEqual(1)
          expect('line' in row).toBe(lineFormOf(sport, row.market) !== 'none')
        }
        for (const marketRows of byMarket(rows).values()) {
          const sum = marketRows.reduce((total, row) => total + row.probability, 0)
          expect(Math.abs(sum - 1)).toBeLessThan(1e-9)
        }
      }),
      { numRuns: 60 },
    )
  })

  it.each<
    [string, SportsGame, ScoringModel, MarketLines, (rows: ReturnType<typeof outcomeProbabilities>) => void]
  >([
    [
      'no goal at all has the Poisson chance e^-(home + away)',
      'soccer',
      goals(1.5, 1.2),
      { handicap: -1 },
      (rows) => expect(chance(rows, 'goals', '0')).toBeCloseTo(Math.exp(-2.7), 12),
    ],
    [
      'a +1 handicap wins for the home side on a home win or a draw',
      'soccer',
      goals(1.1, 1.7),
      { handicap: 1 },
      (rows) =>
        expect(chance(rows, 'handicap', 'H')).toBeCloseTo(
          chance(rows, 'wl', 'H') + chance(rows, 'wl', 'D'),
          12,
        ),
    ],
    [
      'the half/full outcomes ending in a home win add up to the home win',
      'soccer',
      goals(1.8, 0.7),
      { handicap: -1 },
      (rows) =>
        expect(
          chance(rows, 'half', 'H/H') + chance(rows, 'half', 'D/H') + chance(rows, 'half', 'A/H'),
        ).toBeCloseTo(chance(rows, 'wl', 'H'), 12),
    ],
    [
      'the correct scores of draws add up to the draw',
      'soccer',
      goals(1.4, 1.3),
      { handicap: -1 },
      (rows) =>
        expect(
          ['0:0', '1:1', '2:2', '3:3', 'draw_other'].reduce(
            (sum, score) => sum + chance(rows, 'correct_score', score),
            0,
          ),
        ).toBeCloseTo(chance(rows, 'wl', 'D'), 12),
    ],
    [
      'BD down-even is 0 or 2 goals',
      'bd',
      goals(1.4, 1.3),
      { wl: 0 },
      (rows) =>
        expect(chance(rows, 'up', 'down_even')).toBeCloseTo(
          chance(rows, 'goals', '0') + chance(rows, 'goals', '2'),
          12,
        ),
    ],
    [
      'with no goals expected 0:0 is certain: a draw, D/D, and a home win at +1',
      'soccer',
      goals(0, 0),
      { handicap: 1 },
      (rows) => {
        expect(chance(rows, 'wl', 'D')).toBe(1)
        expect(chance(rows, 'correct_score', '0:0')).toBe(1)
        expect(chance(rows, 'half', 'D/D')).toBe(1)
        expect(chance(rows, 'handicap', 'H')).toBe(1)
      },
    ],
    [
      'level basketball sides win half the time each, overtime included',
      'basketball',
      points(104, 104, 11),
      { handicap: -0.5, bs: 207.5 },
      (rows) => expect(chance(rows, 'wl', 'H')).toBeCloseTo(0.5, 12),
    ],
    [
      'a basketball handicap of -0.5 is the plain win: there are no draws',
      'basketball',
      points(110, 103),
      { handicap: -0.5, bs: 212.5 },
      (rows) => expect(chance(rows, 'handicap', 'H')).toBeCloseTo(chance(rows, 'wl', 'H'), 12),
    ],
    [
      "the home victory margin bands add up to the home side's win",
      'basketball',
      points(110, 103),
      { handicap: -6.5, bs: 212.5 },
      (rows) =>
        expect(
          marketOutcomes('basketball', 'mv')
            .filter((outcome) => outcome.startsWith('home'))
            .reduce((sum, outcome) => sum + chance(rows, 'mv', outcome), 0),
        ).toBeCloseTo(chance(rows, 'wl', 'H'), 12),
    ],
    [
      'a total line far below any game is always big',
      'basketball',
      points(110, 103),
      { handicap: -6.5, bs: 0.5 },
      (rows) => expect(chance(rows, 'bs', 'big')).toBeCloseTo(1, 12),
    ],
  ])('%s', (_rule, sport, model, lines, check) => {
    check(outcomeProbabilities(sport, model, lines))
  })

  it("soccer's home win gets likelier as the home side's expected goals rise", () => {
    fc.assert(
      fc.property(goalRate, goalRate, goalRate, (first, second, away) => {
        fc.pre(Math.abs(first - second) > 1e-6)
        const [lower, higher] = first < second ? [first, second] : [second, first]
        const homeWin = (rate: number) =>
          chance(outcomeProbabilities('soccer', goals(rate, away), { handicap: -1 }), 'wl', 'H')
        expect(homeWin(higher)).toBeGreaterThan(homeWin(lower))
      }),
      { numRuns: 40 },
    )
  })

  it.each<[string, SportsGame, ScoringModel, MarketLines]>([
    ['a points model cannot price soccer', 'soccer', points(100, 100), { handicap: -1 }],
    ['a goals model cannot price basketball', 'basketball', goals(1, 1), { handicap: -0.5, bs: 200.5 }],
    ['soccer handicap needs a line', 'soccer', goals(1, 1), {}],
    ['BD wl needs a line', 'bd', goals(1, 1), {}],
    ['a soccer handicap is whole goals', 'soccer', goals(1, 1), { handicap: -1.5 }],
    ['a basketball total is x.5', 'basketball', points(100, 100), { handicap: -0.5, bs: 200 }],
    ['negative expected goals are not a model', 'soccer', goals(-1, 1), { handicap: -1 }],
    [
      'a points sd below 1 is not a model',
      'basketball',
      points(100, 100, 0.5),
      { handicap: -0.5, bs: 200.5 },
    ],
  ])('throws when %s', (_rule, sport, model, lines) => {
    expect(() => outcomeProbabilities(sport, model, lines)).toThrow(RangeError)
  })
})

describe('priceMatch', () => {
  it.each<[string, SportsGame, ScoringModel, MarketLines, number, MarketKind, string, bigint]>([
    [
      'an even chance at a 500 bp margin is 1 / (0.5 × 1.05) = 1.904…, rounded down to 1.90',
      'basketball',
      points(104, 104),
      { handicap: -0.5, bs: 207.5 },
      500,
      'wl',
      'H',
      1900n,
    ],
    [
      'an even chance at no margin is exactly 2.00, not 1.99 from floating-point noise',
      'basketball',
      points(104, 104),
      { handicap: -0.5, bs: 207.5 },
      0,
      'wl',
      'A',
      2000n,
    ],
    [
      'a certain outcome is held at 1.01, not quoted below',
      'soccer',
      goals(0, 0),
      { handicap: -1 },
      500,
      'wl',
      'D',
      1010n,
    ],
    [
      'an impossible outcome is held at 500.00',
      'soccer',
      goals(0, 0),
      { handicap: -1 },
      500,
      'wl',
      'H',
      500_000n,
    ],
  ])('%s', (_rule, sport, model, lines, marginBp, market, outcome, odds) => {
    const priced = priceMatch(sport, model, lines, marginBp)
    expect(priced.find((row) => row.market === market && row.outcome === outcome)?.odds).toBe(odds)
  })

  it('quotes every outcome as a valid pick at 2 decimals within 1.01 … 500.00, its line exactly where taken', () => {
    fc.assert(
      fc.property(anyMatch, fc.integer({ min: 0, max: 2_000 }), ({ sport, model, lines }, marginBp) => {
        for (const row of priceMatch(sport, model, lines, marginBp)) {
          expect(checkSportsPick(sport, row)).toEqual({ ok: true })
          expect(row.odds % 10n).toBe(0n)
          expect(row.odds).toBeGreaterThanOrEqual(MIN_PRICED_ODDS)
          expect(row.odds).toBeLessThanOrEqual(MAX_PRICED_ODDS)
          expect('line' in row).toBe(lineFormOf(sport, row.market) !== 'none')
        }
      }),
      { numRuns: 60 },
    )
  })

  it("keeps each market's overround at 1 + margin or more, and above it by no more than the rounding down", () => {
    fc.assert(
      fc.property(anyMatch, fc.integer({ min: 0, max: 2_000 }), ({ sport, model, lines }, marginBp) => {
        const margin = marginBp / 10_000
        for (const rows of byMarket(priceMatch(sport, model, lines, marginBp)).values()) {
          const quoted = rows.map((row) => Number(row.odds) / 1000)
          const overround = quoted.reduce((sum, odds) => sum + 1 / odds, 0)
          const isClamped = rows.some((row) => row.odds === MIN_PRICED_ODDS || row.odds === MAX_PRICED_ODDS)
          if (!isClamped) expect(overround).toBeGreaterThanOrEqual(1 + margin - 1e-9)
          // Rounding down by under 0.01 adds at most 1/odds − 1/(odds + 0.01); a price held at
          // 500.00 adds at most 1/500.
          const slack = quoted.reduce(
            (sum, odds) => sum + (odds === 500 ? 1 / 500 : 1 / odds - 1 / (odds + 0.01)),
            0,
          )
          expect(overround).toBeLessThanOrEqual(1 + margin + slack + 1e-9)
        }
      }),
      { numRuns: 60 },
    )
  })

  it('throws on a negative margin', () => {
    expect(() => priceMatch('soccer', goals(1, 1), { handicap: -1 }, -1)).toThrow(RangeError)
  })
})

describe('fairLines', () => {
  it.each<[string, SportsGame, ScoringModel, MarketLines]>([
    ['a soccer side expecting 2.1 goals to 0.9 gives one goal', 'soccer', goals(2.1, 0.9), { handicap: -1 }],
    ['level soccer sides get -1, never 0', 'soccer', goals(1.3, 1.3), { handicap: -1 }],
    ['a strong away soccer side gives the home side goals', 'soccer', goals(0.6, 2.4), { handicap: 2 }],
    ['level BD sides play win/draw/lose at 0', 'bd', goals(1.3, 1.3), { wl: 0 }],
    ['a BD favourite gives a goal', 'bd', goals(2.1, 0.9), { wl: -1 }],
    [
      'basketball 112.3 v 105.1: -7.5 is nearer 50/50 than -6.5, and 217.5 splits the total',
      'basketball',
      points(112.3, 105.1),
      { handicap: -7.5, bs: 217.5 },
    ],
    [
      'level basketball sides: the home side gives half a point',
      'basketball',
      points(100, 100),
      {
        handicap: -0.5,
        bs: 200.5,
      },
    ],
  ])('%s', (_rule, sport, model, lines) => {
    expect(fairLines(sport, model)).toEqual(lines)
  })

  /** How far from an even split a line leaves its home and away outcomes. */
  const unfairness = (sport: SportsGame, model: ScoringModel, lines: MarketLines, market: MarketKind) => {
    const rows = outcomeProbabilities(sport, model, lines)
    if (market === 'bs') return Math.abs(chance(rows, 'bs', 'big') - chance(rows, 'bs', 'small'))
    return Math.abs(chance(rows, market, 'H') - chance(rows, market, 'A'))
  }

  it('gives lines checkSportsPick accepts, each at least as fair as the lines one step either side', () => {
    fc.assert(
      fc.property(anyFairMatch, ({ sport, model, lines }) => {
        for (const market of SPORT_MARKETS[sport]) {
          if (lineFormOf(sport, market) === 'none') continue
          const key = market === 'bs' ? 'bs' : market === 'wl' ? 'wl' : 'handicap'
          const line = lines[key]
          expect(line).toBeDefined()
          if (line === undefined) continue
          const pick = { market, outcome: marketOutcomes(sport, market)[0] ?? '', line }
          expect(checkSportsPick(sport, pick)).toEqual({ ok: true })
          if (sport === 'soccer') expect(line).not.toBe(0)
          const fairest = unfairness(sport, model, lines, market)
          for (const neighbour of [line - 1, line + 1]) {
            if (sport === 'soccer' && neighbour === 0) continue
            if (!checkSportsPick(sport, { ...pick, line: neighbour }).ok) continue
            const other = unfairness(sport, model, { ...lines, [key]: neighbour }, market)
            expect(fairest).toBeLessThanOrEqual(other + 1e-12)
          }
        }
      }),
      { numRuns: 30 },
    )
  })
})

describe('playMatch', () => {
  it('plays results checkMatchResult accepts: half time for soccer and BD, never a basketball draw', () => {
    fc.assert(
      fc.property(anyMatch, fc.integer(), ({ sport, model }, seed) => {
        const random = mulberry32(seed)
        for (let game = 0; game < 20; game++) {
          const result = playMatch(sport, model, random)
          expect(checkMatchResult(sport, result)).toEqual({ ok: true })
          expect(result.halfTime === undefined).toBe(sport === 'basketball')
        }
      }),
      { numRuns: 60 },
    )
  })

  it('replays the same match from the same seed', () => {
    const model = goals(1.6, 1.1)
    const first = Array.from(
      { length: 5 },
      (
        (random) => () =>
          playMatch('soccer', model, random)
      )(mulberry32(42)),
    )
    const again = Array.from(
      { length: 5 },
      (
        (random) => () =>
          playMatch('soccer', model, random)
      )(mulberry32(42)),
    )
    expect(again).toEqual(first)
  })

  /** Plays `games` matches and compares each outcome's frequency with its probability. */
  function largestGap(
    sport: SportsGame,
    model: ScoringModel,
    lines: MarketLines,
    markets: readonly MarketKind[],
  ) {
    const games = 20_000
    const rows = outcomeProbabilities(sport, model, lines).filter((row) => markets.includes(row.market))
    const counts = new Map<string, number>()
    const random = mulberry32(20_240_601)
    for (let game = 0; game < games; game++) {
      const result = playMatch(sport, model, random)
      for (const market of markets) {
        const line = rows.find((row) => row.market === market)?.line
        const key = `${market} ${winningOutcome(sport, market, result, line)}`
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
    }
    return Math.max(
      ...rows.map((row) =>
        Math.abs((counts.get(`${row.market} ${row.outcome}`) ?? 0) / games - row.probability),
      ),
    )
  }

  it('plays 20,000 soccer matches within 0.02 of every win/draw/lose, goals and half/full probability', () => {
    expect(
      largestGap('soccer', goals(1.6, 1.1), { handicap: -1 }, ['wl', 'handicap', 'goals', 'half']),
    ).toBeLessThan(0.02)
  })

  it('plays 20,000 basketball games, overtime included, within 0.02 of every market', () => {
    const model = points(103, 101, 9)
    expect(
      largestGap('basketball', model, { handicap: -1.5, bs: 204.5 }, SPORT_MARKETS.basketball),
    ).toBeLessThan(0.02)
  })
})
