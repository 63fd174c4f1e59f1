import { describe, expect, it } from 'vitest'
import { oddsFromThousandths } from '../lottery/odds'
import {
  CORRECT_SCORE_OUTCOMES,
  checkSportsPick,
  isMarketKind,
  isMarketOffered,
  lineFormOf,
  MARKET_KIND_NUMBER,
  MARKET_KINDS,
  type MarketKind,
  marketOutcomes,
  SPORT_MARKETS,
} from './markets'
import { isSportsGame, SPORTS_GAMES, type SportsGame } from './sports-games'

describe('marketOutcomes', () => {
  it.each([
    ['soccer wl is 3-way', 'soccer', 'wl', 3],
    ['soccer handicap is 3-way', 'soccer', 'handicap', 3],
    ['correct score has 31 outcomes with the three "other" buckets', 'soccer', 'correct_score', 31],
    ['total goals has 0 to 6 and 7+', 'soccer', 'goals', 8],
    ['half/full has 9 outcomes', 'soccer', 'half', 9],
    ['basketball wl is 2-way: overtime decides', 'basketball', 'wl', 2],
    ['basketball handicap is 2-way: a .5 line cannot push', 'basketball', 'handicap', 2],
    ['big/small has 2 outcomes', 'basketball', 'bs', 2],
    ['victory margin has 12 bands', 'basketball', 'mv', 12],
    ['BD wl (with handicap) is 3-way', 'bd', 'wl', 3],
    ['BD correct score has the same 31', 'bd', 'correct_score', 31],
    ['BD up/down odd/even has 4 outcomes', 'bd', 'up', 4],
    ['basketball has no total goals', 'basketball', 'goals', 0],
    ['soccer has no victory margin', 'soccer', 'mv', 0],
    ['BD has no separate handicap market', 'bd', 'handicap', 0],
  ] as const)('%s', (_rule, sport, market, count) => {
    expect(marketOutcomes(sport, market)).toHaveLength(count)
  })

  it('keys every outcome uniquely within its market', () => {
    for (const sport of SPORTS_GAMES) {
      for (const market of MARKET_KINDS) {
        const outcomes = marketOutcomes(sport, market)
        expect(new Set(outcomes).size).toBe(outcomes.length)
      }
    }
  })

  it('keys outcomes stably, as documented', () => {
    expect(marketOutcomes('soccer', 'wl')).toEqual(['H', 'D', 'A'])
    expect(CORRECT_SCORE_OUTCOMES.slice(0, 13)).toEqual([
      '1:0',
      '2:0',
      '2:1',
      '3:0',
      '3:1',
      '3:2',
      '4:0',
      '4:1',
      '4:2',
      '5:0',
      '5:1',
      '5:2',
      'home_other',
    ])
    expect(CORRECT_SCORE_OUTCOMES.slice(13, 18)).toEqual(['0:0', '1:1', '2:2', '3:3', 'draw_other'])
    expect(CORRECT_SCORE_OUTCOMES.slice(18)).toEqual([
      '0:1',
      '0:2',
      '1:2',
      '0:3',
      '1:3',
      '2:3',
      '0:4',
      '1:4',
      '2:4',
      '0:5',
      '1:5',
      '2:5',
      'away_other',
    ])
    expect(marketOutcomes('soccer', 'goals')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7+'])
    expect(marketOutcomes('soccer', 'half')).toEqual([
      'H/H',
      'H/D',
      'H/A',
      'D/H',
      'D/D',
      'D/A',
      'A/H',
      'A/D',
      'A/A',
    ])
    expect(marketOutcomes('basketball', 'mv')).toEqual([
      'home_1_5',
      'home_6_10',
      'home_11_15',
      'home_16_20',
      'home_21_25',
      'home_26+',
      'away_1_5',
      'away_6_10',
      'away_11_15',
      'away_16_20',
      'away_21_25',
      'away_26+',
    ])
    expect(marketOutcomes('basketball', 'bs')).toEqual(['big', 'small'])
    expect(marketOutcomes('bd', 'up')).toEqual(['up_odd', 'up_even', 'down_odd', 'down_even'])
  })
})

describe('markets per sport', () => {
  it('offers soccer, basketball and BD their markets only', () => {
    expect(SPORT_MARKETS.soccer).toEqual(['wl', 'handicap', 'correct_score', 'goals', 'half'])
    expect(SPORT_MARKETS.basketball).toEqual(['wl', 'handicap', 'bs', 'mv'])
    expect(SPORT_MARKETS.bd).toEqual(['wl', 'correct_score', 'goals', 'half', 'up'])
    expect(isMarketOffered('bd', 'up')).toBe(true)
    expect(isMarketOffered('soccer', 'up')).toBe(false)
  })

  it('numbers market kinds from 1 in the spec order, so "8 for 2" is the handicap', () => {
    expect(MARKET_KINDS.map((kind) => MARKET_KIND_NUMBER[kind])).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(MARKET_KIND_NUMBER.handicap).toBe(2)
  })

  it.each([
    ['soccer', true],
    ['bd', true],
    ['cricket', false],
    ['365sports', false],
  ])('knows whether %s is a sports game with markets', (text, is) => {
    expect(isSportsGame(text)).toBe(is)
  })

  it('knows market kinds', () => {
    expect(isMarketKind('mv')).toBe(true)
    expect(isMarketKind('moneyline')).toBe(false)
  })

  it.each([
    ['soccer handicap takes whole goals', 'soccer', 'handicap', 'whole'],
    ['BD wl takes whole goals (its handicap)', 'bd', 'wl', 'whole'],
    ['basketball handicap takes .5 points', 'basketball', 'handicap', 'half'],
    ['big/small takes a .5 total', 'basketball', 'bs', 'half'],
    ['soccer wl takes no line', 'soccer', 'wl', 'none'],
    ['correct score takes no line', 'bd', 'correct_score', 'none'],
    ['an unoffered market has no line form', 'soccer', 'bs', undefined],
  ] as const)('%s', (_rule, sport, market, form) => {
    expect(lineFormOf(sport, market)).toBe(form)
  })
})

describe('checkSportsPick', () => {
  const odds = oddsFromThousandths(1_960n)
  it.each([
    ['soccer handicap with a whole line', 'soccer', 'handicap', 'H', -1],
    ['soccer handicap at line 0', 'soccer', 'handicap', 'D', 0],
    ['soccer handicap at the widest line', 'soccer', 'handicap', 'A', 10],
    ['basketball handicap at -5.5', 'basketball', 'handicap', 'H', -5.5],
    ['big/small at 210.5', 'basketball', 'bs', 'big', 210.5],
    ['BD wl at line +1', 'bd', 'wl', 'D', 1],
    ['correct score "home_other"', 'soccer', 'correct_score', 'home_other', undefined],
    ['goals "7+"', 'bd', 'goals', '7+', undefined],
    ['victory margin "away_26+"', 'basketball', 'mv', 'away_26+', undefined],
  ] as const)('takes %s', (_case, sport, market, outcome, line) => {
    expect(
      checkSportsPick(sport, { market, outcome, odds, ...(line === undefined ? {} : { line }) }),
    ).toEqual({
      ok: true,
    })
  })

  it.each([
    ['basketball has no goals market', 'basketball', 'goals', '2', undefined, 'MARKET_NOT_OFFERED'],
    ['basketball wl has no draw', 'basketball', 'wl', 'D', undefined, 'UNKNOWN_OUTCOME'],
    ['a listed-looking score outside the 31', 'soccer', 'correct_score', '6:0', undefined, 'UNKNOWN_OUTCOME'],
    ['a handicap needs its line', 'soccer', 'handicap', 'H', undefined, 'LINE_REQUIRED'],
    ['BD wl needs its line, 0 for none', 'bd', 'wl', 'H', undefined, 'LINE_REQUIRED'],
    ['soccer wl takes no line', 'soccer', 'wl', 'H', 0, 'LINE_NOT_TAKEN'],
    ['a goal line is whole', 'soccer', 'handicap', 'H', -1.5, 'NOT_A_LINE'],
    ['a goal line stays within 10', 'soccer', 'handicap', 'H', -11, 'NOT_A_LINE'],
    ['a point line is .5', 'basketball', 'handicap', 'H', -5, 'NOT_A_LINE'],
    ['a total line is positive', 'basketball', 'bs', 'big', -0.5, 'NOT_A_LINE'],
    ['a point line stays below 500', 'basketball', 'bs', 'big', 500.5, 'NOT_A_LINE'],
    ['a line is a finite number', 'basketball', 'bs', 'big', Number.NaN, 'NOT_A_LINE'],
  ] as const)('refuses: %s', (_rule, sport, market, outcome, line, reason) => {
    expect(
      checkSportsPick(sport as SportsGame, {
        market: market as MarketKind,
        outcome,
        odds,
        ...(line === undefined ? {} : { line }),
      }),
    ).toEqual({ ok: false, reason })
  })

  it('refuses odds below 1.00', () => {
    expect(checkSportsPick('soccer', { market: 'wl', outcome: 'H', odds: 999n as typeof odds })).toEqual({
      ok: false,
      reason: 'ODDS_BELOW_ONE',
    })
  })
})
