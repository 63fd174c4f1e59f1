import type { GameConfig } from '@app/contract'
import { exchangeRateOf, moneyOf, type OddsChangePolicy, oddsOf } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { type SlipMatch, type SportsState, selectionKey } from './slice'
import {
  combinationPage,
  combinationPayout,
  limitsOf,
  type SlipContext,
  summarizeSportsSlip,
  toPlaceRequest,
} from './slip-model'

const entry = (
  matchId: string,
  picks: [string, string][],
  kind: 'wl' | 'correct_score' = 'wl',
  handicapVal: number | null = null,
): SlipMatch => ({
  matchId,
  leagueName: 'League',
  homeName: 'Home',
  awayName: 'Away',
  startTime: '2026-05-01T18:00:00Z',
  isClosed: false,
  picks: picks.map(([name, odds]) => ({
    kind,
    name,
    handicapVal,
    odds,
    key: selectionKey(matchId, { kind, name, handicapVal }),
    changedFrom: null,
    isLineMoved: false,
  })),
})

const slip = (overrides: Partial<SportsState>): SportsState => ({
  selectedGame: 'soccer',
  betSlipList: [entry('m1', [['H', '2.00']]), entry('m2', [['H', '1.50']]), entry('m3', [['A', '3.00']])],
  selectedOptions: [],
  castValue: '10',
  multiple: 1,
  folds: [2, 3],
  isFoldsChosen: true,
  ...overrides,
})

const usdt: SlipContext = { exchangeRate: exchangeRateOf('1'), balance: moneyOf('1000'), limits: undefined }

describe('summarizeSportsSlip', () => {
  it('counts 2 and 3 String 1 over three matches as 4 combinations, debiting stake × multiple × 4', () => {
    const summary = summarizeSportsSlip(slip({}), usdt)
    expect(summary.combinationCount).toBe(4n)
    expect(summary.totalStake).toBe(moneyOf('40'))
    // Max: 2×1.5 + 2×3 + 1.5×3 + 2×1.5×3 = 22.5 per unit; min: the smallest 2-leg product, 3.
    expect(summary.estimate).toEqual({ max: moneyOf('225'), min: moneyOf('30') })
    expect(summary.canPlace).toBe(true)
  })

  it('applies bd’s 0.65 to both estimates', () => {
    const summary = summarizeSportsSlip(
      slip({
        selectedGame: 'bd',
        // BD's win/draw/lose carries its goal handicap, 0 for none.
        betSlipList: [entry('m1', [['H', '2.00']], 'wl', 0)],
        folds: [1],
      }),
      usdt,
    )
    expect(summary.estimate).toEqual({ min: moneyOf('13'), max: moneyOf('13') })
  })

  it('asks for a stake, and reads the stake in the display currency, sending it in USDT', () => {
    expect(summarizeSportsSlip(slip({ castValue: '' }), usdt).warnings).toEqual(['enterStake'])
    expect(summarizeSportsSlip(slip({ castValue: '.' }), usdt).warnings).toEqual(['invalidStake'])
    const cny = { ...usdt, exchangeRate: exchangeRateOf('7.1') }
    const summary = summarizeSportsSlip(slip({ castValue: '71', folds: [3] }), cny)
    expect(summary.unitStake).toBe(moneyOf('10'))
    expect(summary.totalStake).toBe(moneyOf('71'))
    expect(toPlaceRequest(slip({ castValue: '71', folds: [3] }), summary, 'acceptHigher').cast_value).toBe(
      '10',
    )
  })

  it('warns with the spec’s codes against the game config’s limits, converted to the display currency', () => {
    const config: GameConfig = {
      game_id: 10,
      key: 'soccer',
      status: 1,
      bet_min: '1',
      bet_max: '5',
      multiple_min: 1,
      multiple_max: 2,
      bonus_min: '0',
      bonus_max: '10200',
      disabled_regions: [],
    }
    const limits = limitsOf(config, moneyOf('0.1'), exchangeRateOf('1'))
    const summary = summarizeSportsSlip(slip({ multiple: 3 }), { ...usdt, balance: moneyOf('50'), limits })
    expect(summary.warnings).toEqual(['exceedsMaxBet', 'insufficientAccountBalance', 'exceedsMaxMultiple'])
    expect(summary.canPlace).toBe(false)
    // A guest's balance is not judged: signing in comes first.
    expect(summarizeSportsSlip(slip({}), { ...usdt, balance: undefined, limits }).warnings).toEqual([
      'exceedsMaxBet',
    ])
  })

  it('warns a player whose region the sport is disabled in', () => {
    const inBrazil = { ...usdt, region: 'br', disabledRegions: ['br'] }
    expect(summarizeSportsSlip(slip({}), inBrazil).warnings).toEqual(['disabledRegions'])
    expect(summarizeSportsSlip(slip({}), { ...inBrazil, region: 'in' }).warnings).toEqual([])
  })

  it('holds the slip back while a match is closed or a moved price waits to be accepted', () => {
    const [first, ...rest] = slip({}).betSlipList
    const closed = slip({ betSlipList: [{ ...(first as SlipMatch), isClosed: true }, ...rest] })
    expect(summarizeSportsSlip(closed, usdt).warnings).toEqual(['closedPicks'])
    const moved = slip({
      betSlipList: [
        {
          ...(first as SlipMatch),
          picks: (first as SlipMatch).picks.map((p) => ({ ...p, changedFrom: '1.90' })),
        },
        ...rest,
      ],
    })
    expect(summarizeSportsSlip(moved, usdt)).toMatchObject({ hasChangedOdds: true, canPlace: false })
  })
})

describe('toPlaceRequest', () => {
  it('lists the picks match by match, as the server’s indexes read them', () => {
    const state = slip({
      betSlipList: [
        entry('m1', [
          ['H', '2.00'],
          ['D', '3.10'],
        ]),
        entry('m2', [['A', '1.50']]),
      ],
    })
    const request = toPlaceRequest(state, summarizeSportsSlip(state, usdt), 'acceptHigher')
    expect(request).toEqual({
      picks: [
        { match_id: 'm1', kind: 'wl', name: 'H', handicap_val: null, odds: '2.00' },
        { match_id: 'm1', kind: 'wl', name: 'D', handicap_val: null, odds: '3.10' },
        { match_id: 'm2', kind: 'wl', name: 'A', handicap_val: null, odds: '1.50' },
      ],
      folds: [2, 3],
      cast_value: '10',
      multiple: 1,
      accept_changed_odds: false,
    })
  })

  it.each<[OddsChangePolicy, boolean]>([
    ['acceptAny', true],
    ['acceptHigher', false],
    ['alwaysAsk', false],
  ])(
    'under %s lets the server take a moved price: %s (otherwise it answers with the new prices)',
    (policy, isTaken) => {
      const state = slip({})
      expect(toPlaceRequest(state, summarizeSportsSlip(state, usdt), policy).accept_changed_odds).toBe(
        isTaken,
      )
    },
  )
})

describe('the combination list', () => {
  it('builds one page of 1,000 at a time, never the whole list', () => {
    // 15 matches of 3 picks at 15 String 1: 3^15 = 14,348,907 combinations.
    const counts = Array.from({ length: 15 }, () => 3)
    const started = performance.now()
    const page = combinationPage(counts, [15], 2)
    expect(page).toHaveLength(1000)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(page[0]?.every((leg, index) => leg.match === index)).toBe(true)
  })

  it('ends with the rest on the last page', () => {
    expect(combinationPage([2, 1, 3], [1, 2], 0)).toHaveLength(17)
    expect(combinationPage([2, 1, 3], [1, 2], 1)).toEqual([])
  })

  it('prices a combination as stake × odds × multiple, bd at 65%, capped by its legs', () => {
    expect(combinationPayout('soccer', [oddsOf('2'), oddsOf('1.5')], moneyOf('10'), 1)).toBe(moneyOf('30'))
    expect(combinationPayout('bd', [oddsOf('2')], moneyOf('10'), 2)).toBe(moneyOf('26'))
    // Two legs pay at most 4,500 USDT.
    expect(combinationPayout('soccer', [oddsOf('50'), oddsOf('50')], moneyOf('10'), 1)).toBe(moneyOf('4500'))
  })
})
