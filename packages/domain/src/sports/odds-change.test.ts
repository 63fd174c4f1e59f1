import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatOdds, oddsFromThousandths } from '../lottery/odds'
import {
  DEFAULT_ODDS_CHANGE_POLICY,
  isOddsChangePolicy,
  needsOddsAcceptance,
  ODDS_CHANGE_POLICIES,
  type OddsChangePolicy,
  type OddsMove,
} from './odds-change'

// Quoted prices, as whole hundredths from 1.00 up.
const anyHundredths = fc.bigInt({ min: 100n, max: 10n ** 6n })
/** A price as the API quotes it ("2.10"), or with its trailing zeros dropped ("2.1", "2"). */
const written = (hundredths: bigint, isShort: boolean) => {
  const quoted = formatOdds(oddsFromThousandths(hundredths * 10n))
  return isShort ? quoted.replace(/\.?0+$/, '') : quoted
}
const anyPolicy = fc.constantFrom(...ODDS_CHANGE_POLICIES)
const anyMove = fc.record({
  from: fc.tuple(anyHundredths, fc.boolean()).map(([hundredths, isShort]) => written(hundredths, isShort)),
  to: fc.tuple(anyHundredths, fc.boolean()).map(([hundredths, isShort]) => written(hundredths, isShort)),
  isLineMoved: fc.boolean(),
})

describe('needsOddsAcceptance', () => {
  it.each<[string, OddsChangePolicy, OddsMove, boolean]>([
    ['accepting any change takes a fall silently', 'acceptAny', { from: '2.00', to: '1.90' }, false],
    ['accepting any change takes a rise silently', 'acceptAny', { from: '2.00', to: '2.10' }, false],
    [
      'accepting any change takes a moved line silently',
      'acceptAny',
      { from: '3.50', to: '5.00', isLineMoved: true },
      false,
    ],
    ['accepting higher odds takes a rise silently', 'acceptHigher', { from: '2.00', to: '2.10' }, false],
    ['accepting higher odds asks about a fall', 'acceptHigher', { from: '2.00', to: '1.99' }, true],
    [
      'accepting higher odds compares prices, not texts: 10.00 is above 9.50',
      'acceptHigher',
      { from: '9.50', to: '10.00' },
      false,
    ],
    [
      'accepting higher odds asks about a moved line, whose higher odds may be a worse bet',
      'acceptHigher',
      { from: '3.50', to: '5.00', isLineMoved: true },
      true,
    ],
    ['always asking asks about a rise', 'alwaysAsk', { from: '2.00', to: '2.10' }, true],
    ['always asking asks about a fall', 'alwaysAsk', { from: '2.00', to: '1.90' }, true],
    ['the same price written differently is no change', 'alwaysAsk', { from: '2.1', to: '2.10' }, false],
    ['a price that cannot be read is asked about', 'acceptHigher', { from: '2.00', to: 'evens' }, true],
  ])('%s', (_rule, policy, move, needs) => {
    expect(needsOddsAcceptance(policy, move)).toBe(needs)
  })

  it('under "accept higher", asks exactly about a fall in price, whichever way the prices are written', () => {
    fc.assert(
      fc.property(
        anyHundredths,
        anyHundredths,
        fc.boolean(),
        fc.boolean(),
        (from, to, isFromShort, isToShort) => {
          const move = { from: written(from, isFromShort), to: written(to, isToShort) }
          expect(needsOddsAcceptance('acceptHigher', move)).toBe(to < from)
        },
      ),
    )
  })

  it('under "always ask", asks exactly about a different price or a moved line', () => {
    fc.assert(
      fc.property(
        anyHundredths,
        anyHundredths,
        fc.boolean(),
        fc.boolean(),
        (from, to, isLineMoved, isShort) => {
          const move = { from: written(from, isShort), to: written(to, !isShort), isLineMoved }
          expect(needsOddsAcceptance('alwaysAsk', move)).toBe(isLineMoved || to !== from)
        },
      ),
    )
  })

  it('nests the policies: "accept any" never asks, and whatever "accept higher" asks, "always ask" asks', () => {
    fc.assert(
      fc.property(anyMove, (move) => {
        expect(needsOddsAcceptance('acceptAny', move)).toBe(false)
        if (needsOddsAcceptance('acceptHigher', move))
          expect(needsOddsAcceptance('alwaysAsk', move)).toBe(true)
      }),
    )
  })

  it('never asks about a price that did not move, under any policy', () => {
    fc.assert(
      fc.property(anyPolicy, anyHundredths, fc.boolean(), (policy, price, isShort) => {
        const move = { from: written(price, isShort), to: written(price, !isShort) }
        expect(needsOddsAcceptance(policy, move)).toBe(false)
      }),
    )
  })
})

describe('isOddsChangePolicy', () => {
  it('knows the three policies, the default among them, and nothing else', () => {
    expect(ODDS_CHANGE_POLICIES.every(isOddsChangePolicy)).toBe(true)
    expect(isOddsChangePolicy(DEFAULT_ODDS_CHANGE_POLICY)).toBe(true)
    for (const stored of ['', 'ACCEPT_ANY', 'accept', '["acceptAny"]', null, undefined, 1, {}])
      expect(isOddsChangePolicy(stored)).toBe(false)
  })

  it('defaults to taking rises silently and asking about falls', () => {
    expect(DEFAULT_ODDS_CHANGE_POLICY).toBe('acceptHigher')
  })
})
