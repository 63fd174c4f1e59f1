import { describe, expect, it } from 'vitest'
import { type MarkSixResult, settleSelection } from '../lottery/mark-six/bet-types'
import { oddsOf } from '../lottery/odds'
import { DEFAULT_RACE_RULES, settleRaceSelection } from '../lottery/race/race-rules'
import { moneyOf } from '../money/money'
import { pickOf } from '../sports/brute-force.test-support'
import { settleCricketSelection } from '../sports/cricket'
import type { SportsPick } from '../sports/markets'
import type { MatchResult } from '../sports/results'
import { settleSportsBet } from '../sports/settlement'
import type { SportsGame } from '../sports/sports-games'
import {
  inReasonOrder,
  isSettlementReason,
  SETTLEMENT_REASONS,
  type SettlementReason,
  settlementReasonsOf,
  voidReasonOf,
} from './settlement-reasons'

const finished = (home: number, away: number): MatchResult => ({
  status: 'finished',
  final: { home, away },
  halfTime: { home: 0, away: 0 },
})
const CANCELLED: MatchResult = { status: 'void', cause: 'cancelled' }
const POSTPONED: MatchResult = { status: 'void', cause: 'postponed' }

/** The reasons settleSportsBet gives a slip on the given results. */
function sportsReasons(
  sport: SportsGame,
  picks: SportsPick[],
  folds: number[],
  stake: string,
  results: Record<string, MatchResult>,
): readonly SettlementReason[] {
  const slip = { sport, picks, folds, unitStake: moneyOf(stake), multiple: 1 }
  const settled = settleSportsBet(slip, new Map(Object.entries(results)))
  if (!settled.ok) throw new Error(`not settled: ${settled.reason}`)
  return settled.value.reasons
}

// Horse year. DRAW_SPECIAL_49: special 49; 2 snake, 10 rooster, 19 rat, 25 horse, 33 dog, 46 dragon.
const DRAW_SPECIAL_49: MarkSixResult = { numbers: [2, 10, 19, 25, 33, 46], special: 49 }
// DRAW_49_THIRD: 49 at the third position; special 24 (snake).
const DRAW_49_THIRD: MarkSixResult = { numbers: [12, 5, 49, 30, 17, 40], special: 24 }
const YEAR = 'horse'
const ten = moneyOf('10')

const markSixReasons = (type: string, prop: string, result: MarkSixResult) => {
  const selection = { type, prop } as Parameters<typeof settleSelection>[0]
  return settleSelection(selection, ten, oddsOf('1.96'), result, YEAR).reasons
}

// RACE_SUM_11: champion 7 and runner-up 4 sum to 11.
const RACE_SUM_11 = [7, 4, 1, 9, 10, 2, 5, 8, 3, 6]

/**
 * One case per rule, each settled by the domain's own settlement function. Every reason code is
 * produced by at least one of them (checked below), so no rule goes unexplained.
 */
const CASES: readonly [string, () => readonly SettlementReason[], readonly SettlementReason[]][] = [
  [
    'a winning single is won',
    () => sportsReasons('soccer', [pickOf('a', 'wl', 'H', '1.96')], [1], '10', { a: finished(2, 1) }),
    ['WON'],
  ],
  [
    'a losing single is lost',
    () => sportsReasons('soccer', [pickOf('a', 'wl', 'H', '1.96')], [1], '10', { a: finished(1, 1) }),
    ['LOST'],
  ],
  [
    'a 2 String 1 over three matches with one loser wins one double and loses two: partly won',
    () =>
      sportsReasons(
        'soccer',
        [pickOf('a', 'wl', 'H', '2.00'), pickOf('b', 'wl', 'H', '2.00'), pickOf('c', 'wl', 'H', '2.00')],
        [2],
        '1',
        { a: finished(1, 0), b: finished(2, 0), c: finished(0, 0) },
      ),
    ['PARTLY_WON'],
  ],
  [
    'a cancelled match counts at odds 1.00 in a parlay that otherwise wins',
    () =>
      sportsReasons('soccer', [pickOf('a', 'wl', 'H', '2.00'), pickOf('b', 'wl', 'D', '3.00')], [2], '1', {
        a: finished(1, 0),
        b: CANCELLED,
      }),
    ['WON', 'MATCH_CANCELLED_VOID'],
  ],
  [
    'a match postponed over 36 hours is void and counts at odds 1.00',
    () =>
      sportsReasons('soccer', [pickOf('a', 'wl', 'H', '2.00'), pickOf('b', 'wl', 'D', '3.00')], [2], '1', {
        a: finished(1, 0),
        b: POSTPONED,
      }),
    ['WON', 'MATCH_POSTPONED_VOID'],
  ],
  [
    'the single of a void match refunds its stake while the rest of the system loses',
    () =>
      sportsReasons('soccer', [pickOf('a', 'wl', 'H', '2.00'), pickOf('b', 'wl', 'D', '3.00')], [1, 2], '1', {
        a: finished(0, 1),
        b: CANCELLED,
      }),
    ['LOST', 'MATCH_CANCELLED_VOID', 'VOID_COMBINATIONS_REFUNDED'],
  ],
  [
    'a bet whose every leg is void refunds the whole stake',
    () => sportsReasons('bd', [pickOf('a', 'up', 'up_odd', '3.40')], [1], '4', { a: CANCELLED }),
    ['BET_VOID_REFUNDED', 'MATCH_CANCELLED_VOID'],
  ],
  [
    'BD pays 0.65 of stake × odds',
    () => sportsReasons('bd', [pickOf('a', 'wl', 'H', '2.00', 0)], [1], '10', { a: finished(2, 0) }),
    ['WON', 'BD_PAYOUT_FACTOR'],
  ],
  [
    'a double paying 9,000 is capped at the 4,500 of two legs',
    () =>
      sportsReasons('soccer', [pickOf('a', 'wl', 'H', '30.00'), pickOf('b', 'wl', 'H', '3.00')], [2], '100', {
        a: finished(1, 0),
        b: finished(1, 0),
      }),
    ['WON', 'BONUS_CAPPED'],
  ],
  [
    'three singles paying 30,000 together are taxed 20% above 20,000',
    () =>
      sportsReasons(
        'soccer',
        [pickOf('a', 'wl', 'H', '2.00'), pickOf('b', 'wl', 'H', '2.00'), pickOf('c', 'wl', 'H', '2.00')],
        [1],
        '5000',
        { a: finished(1, 0), b: finished(1, 0), c: finished(1, 0) },
      ),
    ['WON', 'WIN_TAX_WITHHELD'],
  ],
  [
    'cricket: level runs leave the winner to the super over',
    () =>
      settleCricketSelection(
        ten,
        oddsOf('1.85'),
        { market: 'winner', outcome: 'home' },
        {
          status: 'finished',
          home: 160,
          away: 160,
          winner: 'home',
        },
      ).reasons,
    ['WON', 'SUPER_OVER_DECIDED'],
  ],
  [
    'cricket: a match postponed over 36 hours refunds the selection',
    () =>
      settleCricketSelection(ten, oddsOf('1.85'), { market: 'winner', outcome: 'home' }, POSTPONED).reasons,
    ['BET_VOID_REFUNDED', 'MATCH_POSTPONED_VOID'],
  ],
  [
    'Mark Six: a two-sides bet on special 49 returns the stake',
    () => markSixReasons('specialCodeSide', 'big', DRAW_SPECIAL_49),
    ['SPECIAL_49_TWO_SIDES_PUSH'],
  ],
  [
    'Mark Six: a merged-animal bet on special 49 returns the stake',
    () => markSixReasons('specialCodeMergeAnimal', 'rat,horse', DRAW_SPECIAL_49),
    ['SPECIAL_49_MERGE_ANIMAL_PUSH'],
  ],
  [
    'Mark Six: a two-sides bet on a position drawn 49 returns the stake',
    () => markSixReasons('numberCodeSide', 'no3:odd', DRAW_49_THIRD),
    ['POSITION_49_TWO_SIDES_PUSH'],
  ],
  [
    'Mark Six: special 49 is no push for a colour bet, which reads it as green',
    () => markSixReasons('specialCodeColor', 'green', DRAW_SPECIAL_49),
    ['WON'],
  ],
  [
    'Mark Six: a winning zodiac combination holding the year animal pays 85%',
    () => markSixReasons('specialCodeCombinationZodiacs', 'level2:snake,horse', DRAW_SPECIAL_49),
    ['WON', 'YEAR_ANIMAL_DEDUCTION'],
  ],
  [
    'racing: where the house pushes 11, big on a sum of 11 returns the stake',
    () =>
      settleRaceSelection({ type: 'sumSides', prop: 'big' }, ten, oddsOf('2.20'), RACE_SUM_11, {
        sumElevenPushes: true,
      }).reasons,
    ['RACE_SUM_11_PUSH'],
  ],
  [
    'racing: small on a sum of 11 wins, 11 counting as small',
    () =>
      settleRaceSelection(
        { type: 'sumSides', prop: 'small' },
        ten,
        oddsOf('1.77'),
        RACE_SUM_11,
        DEFAULT_RACE_RULES,
      ).reasons,
    ['WON', 'RACE_SUM_11_SMALL'],
  ],
]

describe('settlement reasons', () => {
  it.each(CASES)('%s', (_rule, settle, expected) => {
    expect(settle()).toEqual(expected)
  })

  it('every reason code is produced by at least one case', () => {
    const produced = new Set(CASES.flatMap(([, settle]) => settle()))
    expect(SETTLEMENT_REASONS.filter((reason) => !produced.has(reason))).toEqual([])
  })

  it('lists each reason once, the outcome before the rules', () => {
    expect(inReasonOrder(['WIN_TAX_WITHHELD', 'WON', 'BONUS_CAPPED', 'WON'])).toEqual([
      'WON',
      'BONUS_CAPPED',
      'WIN_TAX_WITHHELD',
    ])
  })

  it('reads a code, and a void without a cause as a cancellation', () => {
    expect(isSettlementReason('BONUS_CAPPED')).toBe(true)
    expect(isSettlementReason('bonus_capped')).toBe(false)
    expect(voidReasonOf(undefined)).toBe('MATCH_CANCELLED_VOID')
    expect(voidReasonOf('postponed')).toBe('MATCH_POSTPONED_VOID')
  })

  it('reads back a stored list, leaving out codes this build does not know', () => {
    expect(settlementReasonsOf(['WON', 'BONUS_CAPPED'])).toEqual(['WON', 'BONUS_CAPPED'])
    expect(settlementReasonsOf(['WON', 'A_LATER_CODE', 7])).toEqual(['WON'])
    expect(settlementReasonsOf(null)).toEqual([])
    expect(settlementReasonsOf('WON')).toEqual([])
  })
})
