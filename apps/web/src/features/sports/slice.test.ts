import type { OddsChangePolicy } from '@app/domain'
import { describe, expect, it } from 'vitest'
import {
  foldToggled,
  matchRemoved,
  oddsChangePolicyChosen,
  oddsChangesAccepted,
  oddsMoved,
  oddsRefused,
  pickClosed,
  pickRemoved,
  pickToggled,
  type SlipMatchInfo,
  type SportsState,
  selectionKey,
  sportSelected,
  sportsSlice,
} from './slice'

const reduce = (state: SportsState, ...actions: Parameters<typeof sportsSlice.reducer>[1][]) =>
  actions.reduce(sportsSlice.reducer, state)
const initial = sportsSlice.reducer(undefined, { type: 'init' })
const match = (id: string): SlipMatchInfo => ({
  matchId: id,
  leagueName: 'League',
  homeName: `Home ${id}`,
  awayName: `Away ${id}`,
  startTime: '2026-05-01T18:00:00Z',
})
const wl = (name: string, odds = '2.00') => ({ kind: 'wl' as const, name, handicapVal: null, odds })
const pick = (id: string, name = 'H', odds = '2.00') =>
  pickToggled({ match: match(id), selection: wl(name, odds) })
/** The live odds moving the home win of a match to `odds`, under the player's policy. */
const homeMoved = (id: string, odds: string, policy: OddsChangePolicy = 'acceptHigher') =>
  oddsMoved({ matchId: id, odds: [{ kind: 'wl', name: 'H', handicap_val: null, odds }], policy })

describe('the sports slip', () => {
  it('opens on soccer with nothing on it', () => {
    expect(initial).toMatchObject({ selectedGame: 'soccer', betSlipList: [], folds: [], multiple: 1 })
  })

  it('groups picks by match and toggles a pick off when it is tapped again', () => {
    const state = reduce(initial, pick('m1'), pick('m1', 'D'), pick('m2'))
    expect(state.betSlipList.map((entry) => [entry.matchId, entry.picks.map((p) => p.name)])).toEqual([
      ['m1', ['H', 'D']],
      ['m2', ['H']],
    ])
    expect(state.selectedOptions).toEqual(['m1|wl||H', 'm1|wl||D', 'm2|wl||H'])
    expect(reduce(state, pick('m1', 'D')).selectedOptions).toEqual(['m1|wl||H', 'm2|wl||H'])
  })

  it('removes the match with its last pick (the spec: removing the last selection removes the parent)', () => {
    const state = reduce(initial, pick('m1'), pick('m2'), pickRemoved(selectionKey('m2', wl('H'))))
    expect(state.betSlipList.map((entry) => entry.matchId)).toEqual(['m1'])
    expect(reduce(state, matchRemoved('m1')).betSlipList).toEqual([])
  })

  it('follows the longest parlay the slip allows until the player chooses levels', () => {
    expect(reduce(initial, pick('m1')).folds).toEqual([1])
    expect(reduce(initial, pick('m1'), pick('m2'), pick('m3')).folds).toEqual([3])
    const chosen = reduce(initial, pick('m1'), pick('m2'), pick('m3'), foldToggled(2))
    expect(chosen.folds).toEqual([2, 3])
    // A chosen level the slip no longer allows drops; the others stay.
    expect(reduce(chosen, matchRemoved('m3')).folds).toEqual([2])
  })

  it('keeps at least one level chosen and refuses a level the slip does not allow', () => {
    const state = reduce(initial, pick('m1'), pick('m2'))
    expect(reduce(state, foldToggled(2)).folds).toEqual([2])
    expect(reduce(state, foldToggled(5)).folds).toEqual([2])
  })

  it('limits parlays to the smallest limit of its markets (correct score: 4 String 1)', () => {
    const ids = ['m1', 'm2', 'm3', 'm4', 'm5']
    const scores = ids.map((id) =>
      pickToggled({
        match: match(id),
        selection: { kind: 'correct_score', name: '1:0', handicapVal: null, odds: '7.00' },
      }),
    )
    expect(reduce(initial, ...scores).folds).toEqual([4])
  })

  it('resets the slip when the sport changes, keeping the stake typed', () => {
    const state = reduce(initial, pick('m1'), { type: 'sports/castValueChanged', payload: '10' })
    const changed = reduce(state, sportSelected('basketball'))
    expect(changed).toMatchObject({ selectedGame: 'basketball', betSlipList: [], folds: [], castValue: '10' })
    expect(reduce(state, sportSelected('soccer'))).toBe(state)
  })

  it.each<[string, OddsChangePolicy, string, string | null]>([
    ['accepting any change takes a fall silently', 'acceptAny', '1.90', null],
    ['accepting any change takes a rise silently', 'acceptAny', '2.10', null],
    ['accepting higher odds takes a rise silently', 'acceptHigher', '2.10', null],
    [
      'accepting higher odds keeps a fall waiting, with the price it was picked at',
      'acceptHigher',
      '1.90',
      '2.00',
    ],
    ['always asking keeps a rise waiting', 'alwaysAsk', '2.10', '2.00'],
    ['always asking keeps a fall waiting', 'alwaysAsk', '1.90', '2.00'],
  ])('live odds: %s', (_rule, policy, odds, changedFrom) => {
    const state = reduce(initial, pick('m1', 'H', '2.00'), homeMoved('m1', odds, policy))
    expect(state.betSlipList[0]?.picks[0]).toMatchObject({ odds, changedFrom })
  })

  it('judges each move against the price the player agreed to, and forgets it once accepted', () => {
    const fell = reduce(initial, pick('m1', 'H', '2.00'), homeMoved('m1', '1.90'))
    // Still below the 2.00 the player picked at: it keeps waiting.
    const again = reduce(fell, homeMoved('m1', '1.95'))
    expect(again.betSlipList[0]?.picks[0]).toMatchObject({ odds: '1.95', changedFrom: '2.00' })
    // Back above it: a rise on what the player agreed to, taken silently.
    expect(reduce(again, homeMoved('m1', '2.05')).betSlipList[0]?.picks[0]).toMatchObject({
      odds: '2.05',
      changedFrom: null,
    })
    const accepted = reduce(again, oddsChangesAccepted())
    expect(accepted.betSlipList[0]?.picks[0]).toMatchObject({ odds: '1.95', changedFrom: null })
    // 1.95 is now the agreed price: 1.97 is a rise on it.
    expect(reduce(accepted, homeMoved('m1', '1.97')).betSlipList[0]?.picks[0]).toMatchObject({
      changedFrom: null,
    })
  })

  it('judges what waits again when the player chooses another policy', () => {
    const state = reduce(
      initial,
      pick('m1', 'H', '2.00'),
      pick('m2', 'H', '2.00'),
      homeMoved('m1', '2.10', 'alwaysAsk'),
      homeMoved('m2', '1.90', 'alwaysAsk'),
    )
    const higher = reduce(state, oddsChangePolicyChosen('acceptHigher'))
    expect(higher.betSlipList.map((entry) => entry.picks[0]?.changedFrom)).toEqual([null, '2.00'])
    const any = reduce(state, oddsChangePolicyChosen('acceptAny'))
    expect(any.betSlipList.map((entry) => entry.picks[0]?.changedFrom)).toEqual([null, null])
  })

  it('follows a handicap line that moved, and closes a match that stops taking bets', () => {
    const handicap = { kind: 'handicap' as const, name: 'H', handicapVal: -1, odds: '3.50' }
    const state = reduce(
      initial,
      pickToggled({ match: match('m1'), selection: handicap }),
      oddsMoved({
        matchId: 'm1',
        status: 2,
        odds: [{ kind: 'handicap', name: 'H', handicap_val: -2, odds: '5.00' }],
        policy: 'acceptHigher',
      }),
    )
    expect(state.betSlipList[0]).toMatchObject({ isClosed: true })
    expect(state.betSlipList[0]?.picks[0]).toMatchObject({
      handicapVal: -2,
      odds: '5.00',
      changedFrom: '3.50',
      key: 'm1|handicap|-2|H',
    })
    expect(state.selectedOptions).toEqual(['m1|handicap|-2|H'])
  })

  it('keeps a moved line waiting under "accept higher" though its odds rose, until the player accepts it', () => {
    const handicap = { kind: 'handicap' as const, name: 'H', handicapVal: -1, odds: '3.50' }
    const lineMoved = (handicapVal: number, odds: string, policy: OddsChangePolicy) =>
      oddsMoved({
        matchId: 'm1',
        odds: [{ kind: 'handicap', name: 'H', handicap_val: handicapVal, odds }],
        policy,
      })
    const state = reduce(
      initial,
      pickToggled({ match: match('m1'), selection: handicap }),
      lineMoved(-2, '5.00', 'acceptHigher'),
      // A later rise on the new line does not make the moved line any less another bet.
      lineMoved(-2, '5.20', 'acceptHigher'),
    )
    expect(state.betSlipList[0]?.picks[0]).toMatchObject({
      odds: '5.20',
      changedFrom: '3.50',
      isLineMoved: true,
    })
    expect(reduce(state, oddsChangePolicyChosen('acceptHigher')).betSlipList[0]?.picks[0]).toMatchObject({
      changedFrom: '3.50',
    })
    expect(reduce(state, oddsChangesAccepted()).betSlipList[0]?.picks[0]).toMatchObject({
      changedFrom: null,
      isLineMoved: false,
    })
    expect(
      reduce(
        initial,
        pickToggled({ match: match('m1'), selection: handicap }),
        lineMoved(-2, '5.00', 'acceptAny'),
      ).betSlipList[0]?.picks[0],
    ).toMatchObject({ changedFrom: null, isLineMoved: false })
  })

  it('maps the server’s pick indexes (slip order, match by match) to the picks it refused', () => {
    const state = reduce(initial, pick('m1'), pick('m2'), pick('m1', 'D', '3.00'))
    // Slip order: m1 H, m1 D, m2 H.
    const refused = reduce(
      state,
      oddsRefused({ changes: [{ index: 1, odds: '2.80' }], policy: 'acceptHigher' }),
      pickClosed(2),
    )
    expect(refused.betSlipList[0]?.picks[1]).toMatchObject({ name: 'D', odds: '2.80', changedFrom: '3.00' })
    expect(refused.betSlipList.map((entry) => entry.isClosed)).toEqual([false, true])
  })

  it.each<[string, OddsChangePolicy, string | null]>([
    ['accepting higher odds takes the server’s higher price silently', 'acceptHigher', null],
    ['always asking keeps the server’s higher price waiting', 'alwaysAsk', '2.00'],
  ])('a refusal: %s', (_rule, policy, changedFrom) => {
    const refused = reduce(
      initial,
      pick('m1'),
      oddsRefused({ changes: [{ index: 0, odds: '2.40' }], policy }),
    )
    expect(refused.betSlipList[0]?.picks[0]).toMatchObject({ odds: '2.40', changedFrom })
  })
})
