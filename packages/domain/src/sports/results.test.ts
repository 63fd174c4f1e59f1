import { describe, expect, it } from 'vitest'
import { oddsOf } from '../lottery/odds'
import type { MarketKind } from './markets'
import {
  checkMatchResult,
  type FinishedResult,
  isVoidedByPostponement,
  judgeSportsPick,
  type MatchResult,
  settlementOdds,
  winningOutcome,
} from './results'
import type { SportsGame } from './sports-games'

const at = (home: number, away: number, halfHome = 0, halfAway = 0): FinishedResult => ({
  status: 'finished',
  final: { home, away },
  halfTime: { home: halfHome, away: halfAway },
})

describe('winningOutcome', () => {
  it.each<[string, SportsGame, MarketKind, FinishedResult, number | undefined, string]>([
    // Soccer win/draw/lose and handicap: the line is added to the home score first.
    ['2:1 is a home win', 'soccer', 'wl', at(2, 1), undefined, 'H'],
    ['1:1 is a draw', 'soccer', 'wl', at(1, 1), undefined, 'D'],
    ['0:3 is an away win', 'soccer', 'wl', at(0, 3), undefined, 'A'],
    ['3:1 with handicap -2 becomes 1:1, a handicap draw', 'soccer', 'handicap', at(3, 1), -2, 'D'],
    ['3:1 with handicap -1 becomes 2:1, a handicap home win', 'soccer', 'handicap', at(3, 1), -1, 'H'],
    ['2:1 with handicap -2 becomes 0:1, a handicap away win', 'soccer', 'handicap', at(2, 1), -2, 'A'],
    ['0:1 with handicap +1 becomes 1:1, a handicap draw', 'soccer', 'handicap', at(0, 1), 1, 'D'],
    ['0:0 with handicap +1 is a handicap home win', 'soccer', 'handicap', at(0, 0), 1, 'H'],
    ['0:0 with handicap 0 is a handicap draw', 'soccer', 'handicap', at(0, 0), 0, 'D'],
    // Correct score and its buckets.
    ['2:1 is the listed score "2:1"', 'soccer', 'correct_score', at(2, 1), undefined, '2:1'],
    ['1:2 is the listed away score "1:2"', 'soccer', 'correct_score', at(1, 2), undefined, '1:2'],
    ['5:2 is listed', 'soccer', 'correct_score', at(5, 2), undefined, '5:2'],
    ['6:0 is "home_other"', 'soccer', 'correct_score', at(6, 0), undefined, 'home_other'],
    ['4:3 is "home_other"', 'soccer', 'correct_score', at(4, 3), undefined, 'home_other'],
    ['3:3 is listed', 'soccer', 'correct_score', at(3, 3), undefined, '3:3'],
    ['4:4 is "draw_other"', 'soccer', 'correct_score', at(4, 4), undefined, 'draw_other'],
    ['2:6 is "away_other"', 'soccer', 'correct_score', at(2, 6), undefined, 'away_other'],
    ['3:4 is "away_other"', 'soccer', 'correct_score', at(3, 4), undefined, 'away_other'],
    // Total goals.
    ['0:0 is 0 goals', 'soccer', 'goals', at(0, 0), undefined, '0'],
    ['6:0 is 6 goals', 'soccer', 'goals', at(6, 0), undefined, '6'],
    ['3:3 is 6 goals', 'soccer', 'goals', at(3, 3), undefined, '6'],
    ['4:3 is 7+ (odd)', 'soccer', 'goals', at(4, 3), undefined, '7+'],
    ['4:4 is 7+ (even) and a draw', 'soccer', 'goals', at(4, 4), undefined, '7+'],
    ['9:2 is 7+', 'bd', 'goals', at(9, 2), undefined, '7+'],
    // Half time/full time.
    ['ahead at the break and at the end is H/H', 'soccer', 'half', at(3, 1, 1, 0), undefined, 'H/H'],
    ['behind at the break, winning at the end is A/H', 'soccer', 'half', at(2, 1, 0, 1), undefined, 'A/H'],
    ['level at the break, level at the end is D/D', 'soccer', 'half', at(0, 0), undefined, 'D/D'],
    ['ahead at the break, level at the end is H/D', 'bd', 'half', at(1, 1, 1, 0), undefined, 'H/D'],
    // BD win/draw/lose carries a handicap.
    ['BD 2:1 at line 0 is a home win', 'bd', 'wl', at(2, 1), 0, 'H'],
    ['BD 2:1 at line -1 is a draw', 'bd', 'wl', at(2, 1), -1, 'D'],
    ['BD 0:1 at line +1 is a draw', 'bd', 'wl', at(0, 1), 1, 'D'],
    ['BD 1:1 at line -1 is an away win', 'bd', 'wl', at(1, 1), -1, 'A'],
    // BD up/down odd/even: up is 3 or more.
    ['0:0 is down, even', 'bd', 'up', at(0, 0), undefined, 'down_even'],
    ['1:0 is down, odd', 'bd', 'up', at(1, 0), undefined, 'down_odd'],
    ['1:1 is down, even', 'bd', 'up', at(1, 1), undefined, 'down_even'],
    ['2:1 is up, odd', 'bd', 'up', at(2, 1), undefined, 'up_odd'],
    ['2:2 is up, even', 'bd', 'up', at(2, 2), undefined, 'up_even'],
    ['4:4 is up, even', 'bd', 'up', at(4, 4), undefined, 'up_even'],
  ])('%s', (_rule, sport, market, result, line, outcome) => {
    expect(winningOutcome(sport, market, result, line)).toBe(outcome)
  })

  const game = (home: number, away: number): FinishedResult => ({ status: 'finished', final: { home, away } })

  it.each<[string, MarketKind, FinishedResult, number | undefined, string]>([
    ['a final decided in overtime counts: 108:104 is a home win', 'wl', game(108, 104), undefined, 'H'],
    ['99:100 is an away win', 'wl', game(99, 100), undefined, 'A'],
    ['100:95 with -5.5 is an away handicap win', 'handicap', game(100, 95), -5.5, 'A'],
    ['101:95 with -5.5 is a home handicap win', 'handicap', game(101, 95), -5.5, 'H'],
    ['95:100 with +5.5 is a home handicap win', 'handicap', game(95, 100), 5.5, 'H'],
    ['195 points against 195.5 is small', 'bs', game(100, 95), 195.5, 'small'],
    ['196 points against 195.5 is big', 'bs', game(100, 96), 195.5, 'big'],
    ['a 1-point win is home 1-5', 'mv', game(101, 100), undefined, 'home_1_5'],
    ['a 5-point win is still home 1-5', 'mv', game(100, 95), undefined, 'home_1_5'],
    ['a 6-point win is home 6-10', 'mv', game(100, 94), undefined, 'home_6_10'],
    ['a 10-point win is home 6-10', 'mv', game(110, 100), undefined, 'home_6_10'],
    ['an 11-point win is home 11-15', 'mv', game(111, 100), undefined, 'home_11_15'],
    ['a 20-point win is home 16-20', 'mv', game(120, 100), undefined, 'home_16_20'],
    ['a 21-point win is home 21-25', 'mv', game(121, 100), undefined, 'home_21_25'],
    ['a 25-point win is home 21-25', 'mv', game(125, 100), undefined, 'home_21_25'],
    ['a 26-point win is home 26+', 'mv', game(126, 100), undefined, 'home_26+'],
    ['a 40-point win is home 26+', 'mv', game(140, 100), undefined, 'home_26+'],
    ['a 5-point away win is away 1-5', 'mv', game(95, 100), undefined, 'away_1_5'],
    ['a 26-point away win is away 26+', 'mv', game(74, 100), undefined, 'away_26+'],
  ])('basketball: %s', (_rule, market, result, line, outcome) => {
    expect(winningOutcome('basketball', market, result, line)).toBe(outcome)
  })

  it('throws on what checks refuse first: a level basketball game, a missing line or half time', () => {
    expect(() => winningOutcome('basketball', 'wl', game(100, 100))).toThrow(RangeError)
    expect(() => winningOutcome('soccer', 'handicap', at(1, 0))).toThrow(RangeError)
    expect(() => winningOutcome('soccer', 'half', game(1, 0))).toThrow(RangeError)
  })
})

describe('checkMatchResult', () => {
  it.each<[string, SportsGame, MatchResult, string | undefined]>([
    ['a soccer result with its half time passes', 'soccer', at(2, 1, 1, 1), undefined],
    ['a void result always passes', 'basketball', { status: 'void' }, undefined],
    [
      'a basketball result needs no half time',
      'basketball',
      { status: 'finished', final: { home: 1, away: 0 } },
      undefined,
    ],
    [
      'soccer needs the half time for half/full',
      'soccer',
      { status: 'finished', final: { home: 1, away: 0 } },
      'HALF_TIME_REQUIRED',
    ],
    ['a half-time score cannot exceed the final one', 'bd', at(1, 0, 2, 0), 'HALF_TIME_ABOVE_FINAL'],
    ['scores are whole', 'soccer', at(1.5, 0), 'NOT_A_SCORE'],
    ['scores are not negative', 'soccer', at(-1, 0), 'NOT_A_SCORE'],
    ['half-time scores are whole too', 'soccer', at(1, 0, 0.5, 0), 'NOT_A_SCORE'],
    [
      'basketball cannot end level: overtime decides',
      'basketball',
      { status: 'finished', final: { home: 99, away: 99 } },
      'BASKETBALL_DRAW',
    ],
  ])('%s', (_rule, sport, result, reason) => {
    expect(checkMatchResult(sport, result)).toEqual(
      reason === undefined ? { ok: true } : { ok: false, reason },
    )
  })
})

describe('judgeSportsPick and settlementOdds', () => {
  const home = { market: 'wl' as const, outcome: 'H', odds: oddsOf('2.10') }

  it.each<[string, MatchResult, 'win' | 'lose' | 'void', bigint | undefined]>([
    ['a winning leg settles at its own odds', at(2, 1), 'win', 2_100n],
    ['a losing leg has no odds: its combinations pay nothing', at(1, 1), 'lose', undefined],
    ['a void leg (cancelled, or postponed over 36 h) settles at 1.00', { status: 'void' }, 'void', 1_000n],
  ])('%s', (_rule, result, judged, odds) => {
    expect(judgeSportsPick('soccer', home, result)).toBe(judged)
    expect(settlementOdds(home, judged)).toBe(odds)
  })
})

describe('isVoidedByPostponement', () => {
  const start = new Date('2026-03-02T12:00:00Z')
  it.each([
    ['a match 36 hours late is not yet void', '2026-03-04T00:00:00.000Z', false],
    ['a match more than 36 hours late is void', '2026-03-04T00:00:00.001Z', true],
    ['a match an hour late is not void', '2026-03-02T13:00:00Z', false],
  ])('%s', (_rule, now, isVoid) => {
    expect(isVoidedByPostponement(start, new Date(now))).toBe(isVoid)
  })
})
