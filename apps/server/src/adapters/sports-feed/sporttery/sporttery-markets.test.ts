import {
  checkSportsPick,
  type FinishedResult,
  formatOdds,
  type MarketKind,
  marketOutcomes,
  SPORT_MARKETS,
  winningOutcome,
} from '@app/domain'
import { describe, expect, it } from 'vitest'
import { rowsOf } from './fake-sporttery.test-support'
import basketballCalculator from './fixtures/basketball-calculator.json'
import footballCalculator from './fixtures/football-calculator.json'
import {
  readPool,
  SPORTTERY_POOLS,
  type SportterySport,
  sportteryKeyOf,
  sportteryPrices,
} from './sporttery-markets'
import { type CalculatorMatch, type PoolOdds, ZCalculatorMatch } from './sporttery-schemas'

/** A recorded match by its matchId, as the feed reads it. */
const recorded = (payload: unknown, matchId: number) =>
  ZCalculatorMatch.parse(rowsOf(payload).find((match) => match.matchId === matchId))

const pricesOf = (sport: SportterySport, match: CalculatorMatch) =>
  sportteryPrices(sport, (pool) => match[pool])

const quoted = (prices: ReturnType<typeof pricesOf>['prices']) =>
  Object.fromEntries(
    prices.map((price) => [
      `${price.market} ${price.outcome}${price.line === undefined ? '' : ` @${price.line}`}`,
      formatOdds(price.odds),
    ]),
  )

describe('a recorded selling list', () => {
  it('prices every outcome of every soccer market from its five pools, in our market order', () => {
    const pricing = pricesOf('soccer', recorded(footballCalculator, 2040801))
    expect(pricing.refused).toEqual([])
    // had 3 + hhad 3 + crs 31 + ttg 8 + hafu 9.
    expect(pricing.prices).toHaveLength(54)
    expect([...new Set(pricing.prices.map((price) => price.market))]).toEqual(SPORT_MARKETS.soccer)
    for (const market of SPORT_MARKETS.soccer) {
      expect(pricing.prices.filter((price) => price.market === market).map((price) => price.outcome)).toEqual(
        marketOutcomes('soccer', market),
      )
    }
    for (const price of pricing.prices) expect(checkSportsPick('soccer', price)).toEqual({ ok: true })
    expect(pricing.lines).toEqual({ handicap: -1 })
    expect(quoted(pricing.prices)).toMatchObject({
      'wl H': '1.78',
      'wl D': '3.60',
      'wl A': '3.70',
      'handicap H @-1': '3.55',
      'handicap A @-1': '1.80',
      'correct_score 2:1': '8.25',
      'correct_score 1:2': '15.00',
      'correct_score home_other': '40.00',
      'correct_score draw_other': '300.00',
      'correct_score away_other': '150.00',
      'goals 0': '11.00',
      'goals 7+': '25.00',
      'half H/D': '15.00',
      'half A/H': '23.00',
    })
  })

  it('reads a home side receiving a goal as a +1 line', () => {
    const pricing = pricesOf('soccer', recorded(footballCalculator, 2040803))
    expect(pricing.lines).toEqual({ handicap: 1 })
    expect(quoted(pricing.prices)).toMatchObject({ 'handicap H @1': '1.75', 'handicap A @1': '3.70' })
  })

  it('prices every outcome of every basketball market from mnl, hdc, hilo and wnm', () => {
    const pricing = pricesOf('basketball', recorded(basketballCalculator, 2040901))
    expect(pricing.refused).toEqual([])
    // mnl 2 + hdc 2 + hilo 2 + wnm 12.
    expect(pricing.prices).toHaveLength(18)
    expect([...new Set(pricing.prices.map((price) => price.market))]).toEqual(SPORT_MARKETS.basketball)
    for (const price of pricing.prices) expect(checkSportsPick('basketball', price)).toEqual({ ok: true })
    expect(pricing.lines).toEqual({ handicap: -4.5, bs: 229.5 })
    expect(quoted(pricing.prices)).toMatchObject({
      'wl H': '1.45',
      'wl A': '2.30',
      'handicap H @-4.5': '1.75',
      'bs big @229.5': '1.75',
      'bs small @229.5': '1.75',
      'mv home_1_5': '3.60',
      'mv home_26+': '21.00',
      'mv away_1_5': '4.30',
      'mv away_26+': '75.00',
    })
  })
})

// Each pool settled by sporttery's own published rule, written here without our domain.
const sideKey = (home: number, away: number) => (home > away ? 'h' : home < away ? 'a' : 'd')
const LISTED_SCORES = new Set([
  ...['10', '20', '21', '30', '31', '32', '40', '41', '42', '50', '51', '52'],
  ...['00', '11', '22', '33'],
  ...['01', '02', '12', '03', '13', '23', '04', '14', '24', '05', '15', '25'],
])
const sportteryRules: Readonly<
  Record<string, (final: [number, number], half: [number, number], goalLine: number) => string>
> = {
  had: ([home, away]) => sideKey(home, away),
  hhad: ([home, away], _half, goalLine) => sideKey(home + goalLine, away),
  crs: ([home, away]) =>
    LISTED_SCORES.has(`${home}${away}`) ? `s0${home}s0${away}` : `s1s${sideKey(home, away)}`,
  ttg: ([home, away]) => `s${Math.min(home + away, 7)}`,
  hafu: ([home, away], [halfHome, halfAway]) => `${sideKey(halfHome, halfAway)}${sideKey(home, away)}`,
  mnl: ([home, away]) => sideKey(home, away),
  hdc: ([home, away], _half, goalLine) => (home + goalLine > away ? 'h' : 'a'),
  hilo: ([home, away], _half, goalLine) => (home + away > goalLine ? 'h' : 'l'),
  wnm: ([home, away]) => `${home > away ? 'w' : 'l'}${Math.min(Math.ceil(Math.abs(home - away) / 5), 6)}`,
}

const POOL_MARKETS: Readonly<Record<SportterySport, readonly MarketKind[]>> = {
  soccer: ['wl', 'handicap', 'correct_score', 'goals', 'half'],
  basketball: ['wl', 'handicap', 'bs', 'mv'],
}

function soccerResults(): [number, number, number, number][] {
  const results: [number, number, number, number][] = []
  for (let home = 0; home <= 7; home += 1) {
    for (let away = 0; away <= 7; away += 1) {
      for (const [halfHome, halfAway] of [
        [0, 0],
        [Math.min(home, 1), 0],
        [0, Math.min(away, 1)],
      ] as const) {
        results.push([home, away, halfHome, halfAway])
      }
    }
  }
  return results
}

describe('each pool settles as our market does', () => {
  it.each([
    ['soccer', -2],
    ['soccer', -1],
    ['soccer', 1],
    ['soccer', 2],
  ] as const)(
    '%s at goalLine %d: the pool key that wins is the key of the outcome we settle as won',
    (sport, goalLine) => {
      for (const [home, away, halfHome, halfAway] of soccerResults()) {
        const result: FinishedResult = {
          status: 'finished',
          final: { home, away },
          halfTime: { home: halfHome, away: halfAway },
        }
        SPORTTERY_POOLS[sport].forEach((pool, index) => {
          const market = POOL_MARKETS[sport][index] as MarketKind
          const ours = winningOutcome(sport, market, result, market === 'handicap' ? goalLine : undefined)
          const theirs = sportteryRules[pool]?.([home, away], [halfHome, halfAway], goalLine)
          expect(
            sportteryKeyOf(sport, market, ours),
            `${pool} at ${home}:${away} (${halfHome}:${halfAway})`,
          ).toBe(theirs)
        })
      }
    },
  )

  it.each([-12.5, -4.5, 0.5, 7.5])(
    'basketball at handicap %s: mnl, hdc, hilo and wnm agree with our markets',
    (line) => {
      const total = 215.5
      for (let home = 180; home <= 250; home += 1) {
        for (const away of [190, 205, 212, 230]) {
          if (home === away) continue
          const result: FinishedResult = { status: 'finished', final: { home, away } }
          SPORTTERY_POOLS.basketball.forEach((pool, index) => {
            const market = POOL_MARKETS.basketball[index] as MarketKind
            const goalLine = market === 'bs' ? total : line
            const ours = winningOutcome(
              'basketball',
              market,
              result,
              market === 'handicap' || market === 'bs' ? goalLine : undefined,
            )
            expect(sportteryKeyOf('basketball', market, ours), `${pool} at ${home}:${away}`).toBe(
              sportteryRules[pool]?.([home, away], [0, 0], goalLine),
            )
          })
        }
      }
    },
  )
})

const HAD: PoolOdds = { h: '2.10', d: '3.20', a: '3.05', hf: '0', updateDate: '2026-11-28' }

describe('a pool that cannot be taken', () => {
  it.each([
    ['a pool not asked for comes as {} and is not offered', 'soccer', 'wl', {}, 'absent'],
    ['a pool of empty strings is not offered', 'soccer', 'wl', { h: '', d: '', a: '' }, 'absent'],
    ['every outcome priced is offered', 'soccer', 'wl', HAD, 'priced'],
    ['an outcome without a price refuses the whole pool', 'soccer', 'wl', { ...HAD, d: '' }, 'refused'],
    ['a price below 1.00 pays back less than the stake', 'soccer', 'wl', { ...HAD, a: '0.95' }, 'refused'],
    ['a price with three decimals is not a quoted price', 'soccer', 'wl', { ...HAD, a: '3.055' }, 'refused'],
    ['a handicap without its goalLine', 'soccer', 'handicap', HAD, 'refused'],
    [
      'a half-goal soccer handicap is not a JC line',
      'soccer',
      'handicap',
      { ...HAD, goalLine: '-0.5' },
      'refused',
    ],
    [
      'a whole-point basketball handicap could push',
      'basketball',
      'handicap',
      { h: '1.80', a: '1.80', goalLine: '-5' },
      'refused',
    ],
    [
      'a total line of 0 or less is no total',
      'basketball',
      'bs',
      { h: '1.80', l: '1.80', goalLine: '-0.5' },
      'refused',
    ],
  ] as const)('%s', (_rule, sport, market, odds, status) => {
    expect(readPool(sport, market, odds).status).toBe(status)
  })

  it('reads the other-score buckets under the odds history’s spelling too (s-1sh, s-1sd, s-1sa)', () => {
    const crs = { ...recorded(footballCalculator, 2040801).crs }
    for (const bucket of ['h', 'd', 'a']) {
      crs[`s-1s${bucket}`] = crs[`s1s${bucket}`] ?? null
      delete crs[`s1s${bucket}`]
    }
    const reading = readPool('soccer', 'correct_score', crs)
    expect(reading.status).toBe('priced')
    if (reading.status === 'priced') expect(reading.prices).toHaveLength(31)
  })
})
