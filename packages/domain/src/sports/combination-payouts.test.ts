import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { moneyOf } from '../money/money'
import { bruteCombinations } from './brute-force.test-support'
import { canAnyCapBind, cappedPayoutSum, payoutTerms, roundPayout } from './combination-payouts'
import { BD_PAYOUT_FACTOR, type BonusCapTier, SPEC_BONUS_CAPS } from './settings'

const ONE = { numerator: 1n, denominator: 1n }
const settingsWith = (bonusCaps: readonly BonusCapTier[], payoutFactor = ONE) => ({ bonusCaps, payoutFactor })

describe('roundPayout', () => {
  it.each([
    ['an exact amount stays as it is', 19_600_000n, 1n, 19_600_000n],
    ['a fraction of a micro-unit is dropped, never paid', 19_600_009n, 10n, 1_960_000n],
    ['0.999… of a micro-unit is still dropped', 999n, 1_000n, 0n],
    ['BD: 0.65 of 3 micro-units is 1.95, paid as 1', 195n, 100n, 1n],
  ])('rounds toward zero: %s', (_rule, numerator, denominator, micro) => {
    expect(roundPayout({ numerator, denominator })).toBe(micro)
  })
})

describe('cappedPayoutSum', () => {
  const terms = (stake: string, folds: number[], caps: readonly BonusCapTier[] = [], factor = ONE) =>
    payoutTerms({ folds, unitStake: moneyOf(stake), multiple: 1 }, settingsWith(caps, factor))
  const paid = (
    values: bigint[][],
    stake: string,
    folds: number[],
    caps: readonly BonusCapTier[] = [],
    factor = ONE,
  ) => {
    const slipTerms = terms(stake, folds, caps, factor)
    return roundPayout({ numerator: cappedPayoutSum(values, slipTerms), denominator: slipTerms.denominator })
  }

  it.each([
    ['2 String 1 at 2.00 × 3.00 pays 6 per unit', [[2_000n], [3_000n]], '1', [2], moneyOf('6')],
    [
      'alternatives on one match each make a combination: (2 + 4) × 3',
      [[2_000n, 4_000n], [3_000n]],
      '1',
      [2],
      moneyOf('18'),
    ],
    ['singles pay each pick alone', [[2_000n, 4_000n], [3_000n]], '1', [1], moneyOf('9')],
    ['a match with nothing in play is left out', [[2_000n], []], '1', [1, 2], moneyOf('2')],
  ])('%s', (_rule, values, stake, folds, payout) => {
    expect(paid(values, stake, folds)).toBe(payout)
  })

  it("caps each combination at its fold's cap, not the sum", () => {
    // 3 combinations of 2 legs at 2,000 × (2.00 × 2.00) = 8,000 each, capped at 4,500 each.
    expect(paid([[2_000n], [2_000n], [2_000n]], '2000', [2], SPEC_BONUS_CAPS)).toBe(moneyOf('13500'))
    // The singles at 4,000 each stay under 10,200.
    expect(paid([[2_000n], [2_000n], [2_000n]], '2000', [1], SPEC_BONUS_CAPS)).toBe(moneyOf('12000'))
  })

  it('applies the BD factor before the cap', () => {
    // 1,000 × 10.00 = 10,000; × 0.65 = 6,500 under the single cap of 10,200.
    expect(paid([[10_000n]], '1000', [1], SPEC_BONUS_CAPS, BD_PAYOUT_FACTOR)).toBe(moneyOf('6500'))
    expect(paid([[20_000n]], '1000', [1], SPEC_BONUS_CAPS, BD_PAYOUT_FACTOR)).toBe(moneyOf('10200'))
  })

  it('knows when no cap can bind', () => {
    expect(canAnyCapBind([2_000n, 3_000n], terms('100', [2], SPEC_BONUS_CAPS))).toBe(false)
    expect(canAnyCapBind([2_000n, 30_000n], terms('100', [2], SPEC_BONUS_CAPS))).toBe(true)
    expect(canAnyCapBind([2_000n, 30_000n], terms('100', [2]))).toBe(false)
  })

  const anyValues = fc.array(
    fc.array(
      fc.integer({ min: 100, max: 1_500 }).map((hundredths) => BigInt(hundredths) * 10n),
      { maxLength: 3 },
    ),
    { minLength: 1, maxLength: 7 },
  )
  const anyCap = fc.bigInt({ min: 1n, max: 500n }).map((units) => units * 1_000_000n)
  const anyCase = anyValues.chain((values) =>
    fc.record({
      values: fc.constant(values),
      folds: fc.uniqueArray(fc.integer({ min: 1, max: values.length }), {
        minLength: 1,
        maxLength: values.length,
      }),
      stake: fc.bigInt({ min: 1n, max: 100_000_000n }),
      caps: fc.array(fc.record({ fromLegs: fc.integer({ min: 1, max: 7 }), cap: anyCap }), { maxLength: 3 }),
      isBd: fc.boolean(),
    }),
  )

  it("equals the sum of every combination's own capped payout, enumerated", () => {
    fc.assert(
      fc.property(anyCase, ({ values, folds, stake, caps, isBd }) => {
        const tiers = [...caps].sort((a, b) => a.fromLegs - b.fromLegs)
        const factor = isBd ? BD_PAYOUT_FACTOR : ONE
        const slipTerms = payoutTerms(
          { folds, unitStake: stake as ReturnType<typeof moneyOf>, multiple: 1 },
          settingsWith(tiers as BonusCapTier[], factor),
        )
        let expected = 0n
        for (const combination of bruteCombinations(
          values.map((match) => match.length),
          folds,
        )) {
          const product = combination.reduce(
            (total, [match, pick]) => total * (values[match ?? 0]?.[pick ?? 0] ?? 0n),
            1n,
          )
          const legs = combination.length
          const numerator =
            (stake * factor.numerator * product * slipTerms.denominator) /
            (factor.denominator * 1000n ** BigInt(legs))
          const tier = tiers.filter((candidate) => candidate.fromLegs <= legs).at(-1)
          expected +=
            tier !== undefined && numerator > tier.cap * slipTerms.denominator
              ? tier.cap * slipTerms.denominator
              : numerator
        }
        expect(cappedPayoutSum(values, slipTerms)).toBe(expected)
      }),
      { numRuns: 300 },
    )
  })
})
