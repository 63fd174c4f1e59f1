import { type Money, money } from '../money/money'
import { elementarySymmetricSums, MAX_FOLD } from './parlay'
import { bonusCapFor, type Ratio, type SportsSettings } from './settings'
import type { SportsSlip } from './slip'

/**
 * The exact arithmetic behind estimates and settlement. A combination of k legs pays
 * scale × o_1 × … × o_k / 1000^k micro-USDT, where the odds o are integer thousandths and
 * scale = unit stake × multiple × payout factor, capped at its fold's cap. Sums are kept exact as
 * numerators over one denominator per slip, and rounded once, at the end, by roundPayout.
 */

const THOUSAND = 1000n

/** An amount of micro-USDT held exactly as a fraction; the numerator is never negative. */
export type ExactAmount = { readonly numerator: bigint; readonly denominator: bigint }

/**
 * The one rounding of sports payouts and taxes: toward zero, to the micro-unit, so the house never
 * pays a fraction of a micro-unit it does not hold (and never withholds more tax than is due), e.g.
 * 19.6000009 USDT is paid as 19.6 USDT.
 */
export function roundPayout(amount: ExactAmount): Money {
  // bigint division truncates toward zero.
  return money(amount.numerator / amount.denominator)
}

/** What the payout of each combination of a slip is made of: its folds, scale and caps per fold. */
export type PayoutTerms = {
  /** Distinct fold sizes, ascending. */
  readonly folds: readonly number[]
  /** unit stake × multiple × payout factor, in micro-USDT per unit of odds product. */
  readonly scale: Ratio
  /** The cap of each fold that has one, in micro-USDT. */
  readonly caps: ReadonlyMap<number, bigint>
  /** The denominator every exact sum of this slip is over: scale's × 1000^largest fold. */
  readonly denominator: bigint
  /** 1000^k for k from 0 to the largest fold. */
  readonly powers: readonly bigint[]
}

/**
 * The payout terms of a slip under a sport's settings, e.g. a BD stake of 2 at multiple 3 has scale
 * 6 × 65/100. Throws on a fold outside 1..15 or a multiple that is not whole: slips are checked
 * (checkSportsSlip) before they are priced.
 */
export function payoutTerms(
  slip: Pick<SportsSlip, 'folds' | 'unitStake' | 'multiple'>,
  settings: Pick<SportsSettings, 'payoutFactor' | 'bonusCaps'>,
): PayoutTerms {
  if (slip.folds.some((fold) => !Number.isInteger(fold) || fold < 1 || fold > MAX_FOLD)) {
    throw new RangeError(`Folds must be whole numbers from 1 to ${MAX_FOLD}: ${slip.folds.join(', ')}`)
  }
  const folds = [...new Set(slip.folds)].sort((a, b) => a - b)
  const scale = {
    numerator: slip.unitStake * BigInt(slip.multiple) * settings.payoutFactor.numerator,
    denominator: settings.payoutFactor.denominator,
  }
  const caps = new Map<number, bigint>()
  for (const fold of folds) {
    const cap = bonusCapFor(fold, settings.bonusCaps)
    if (cap !== undefined) caps.set(fold, cap)
  }
  const largest = Math.max(0, folds.at(-1) ?? 0)
  const powers = Array.from({ length: largest + 1 }, (_, power) => THOUSAND ** BigInt(power))
  return { folds, scale, caps, denominator: scale.denominator * (powers[largest] ?? 1n), powers }
}

type ValueGroup = { readonly value: bigint; readonly count: bigint }

const ascending = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0)
const descending = (a: bigint, b: bigint) => ascending(b, a)

/** Distinct values with how often each occurs, ascending. */
function groupValues(values: readonly bigint[]): ValueGroup[] {
  const groups: { value: bigint; count: bigint }[] = []
  for (const value of [...values].sort(ascending)) {
    const last = groups.at(-1)
    if (last?.value === value) last.count += 1n
    else groups.push({ value, count: 1n })
  }
  return groups
}

const product = (values: readonly bigint[]) => values.reduce((total, value) => total * value, 1n)

/** The cap of a fold scaled for comparison with scale.numerator × product: cap × scale.denominator × 1000^k. */
const scaledCap = (cap: bigint, fold: number, terms: PayoutTerms) =>
  cap * terms.scale.denominator * powerOf(fold, terms)

const powerOf = (fold: number, terms: PayoutTerms) => terms.powers[fold] ?? THOUSAND ** BigInt(fold)

/**
 * What an uncapped combination of `fold` legs adds to the numerator per unit of its odds product:
 * scale × o_1 … o_k / 1000^k over terms.denominator is scale.numerator × product × 1000^(K - k).
 */
const weightOf = (fold: number, terms: PayoutTerms) =>
  terms.scale.numerator * (terms.denominator / (terms.scale.denominator * powerOf(fold, terms)))

/**
 * Whether any combination can reach its fold's cap, given the highest odds on each match: only
 * when the k highest of them, multiplied, pay above cap k for some fold k, e.g. 100 USDT on a
 * double at 2.00 and 3.00 (600) cannot reach 4,500, at 30.00 instead of 3.00 (6,000) it can. When
 * none can, every payout is the uncapped closed form.
 */
export function canAnyCapBind(highestOdds: readonly bigint[], terms: PayoutTerms): boolean {
  const sorted = [...highestOdds].sort(descending)
  return terms.folds.some((fold) => {
    const cap = terms.caps.get(fold)
    if (cap === undefined || fold > sorted.length) return false
    return terms.scale.numerator * product(sorted.slice(0, fold)) > scaledCap(cap, fold, terms)
  })
}

/** The partial combinations of some matches by number of legs: products and how many share each, ascending. */
type Partials = readonly {
  readonly products: readonly bigint[]
  readonly counts: readonly bigint[]
  /** prefixProducts[i] = Σ counts[t] × products[t] for t < i; prefixCounts likewise. */
  readonly prefixProducts: readonly bigint[]
  readonly prefixCounts: readonly bigint[]
}[]

type SortedPartials = { readonly products: readonly bigint[]; readonly counts: readonly bigint[] }

const NO_PARTIALS: SortedPartials = { products: [], counts: [] }

/** Merges two ascending lists of partials into one, adding the counts of equal products. */
function merge(a: SortedPartials, b: SortedPartials): SortedPartials {
  const products: bigint[] = []
  const counts: bigint[] = []
  let i = 0
  let j = 0
  while (i < a.products.length || j < b.products.length) {
    const fromA = a.products[i]
    const fromB = b.products[j]
    if (fromB === undefined || (fromA !== undefined && fromA < fromB)) {
      products.push(fromA ?? 0n)
      counts.push(a.counts[i++] ?? 0n)
    } else if (fromA === undefined || fromB < fromA) {
      products.push(fromB)
      counts.push(b.counts[j++] ?? 0n)
    } else {
      products.push(fromA)
      counts.push((a.counts[i++] ?? 0n) + (b.counts[j++] ?? 0n))
    }
  }
  return { products, counts }
}

/** Extends every partial by one leg from a match: multiplying by a value keeps a list ascending. */
function extend(partials: SortedPartials, groups: readonly ValueGroup[]): SortedPartials {
  return groups
    .map(({ value, count }) => ({
      products: partials.products.map((partial) => partial * value),
      counts: partials.counts.map((partialCount) => partialCount * count),
    }))
    .reduce(merge, NO_PARTIALS)
}

/**
 * Every partial combination of some matches, by number of legs, ascending by product. Built match
 * by match with sorted merges, so no list is ever sorted: O(P × d) bigint operations for P
 * partials and d distinct values a match.
 */
function partialsOf(matches: readonly ValueGroup[][], largestFold: number): Partials {
  const bySize: SortedPartials[] = [{ products: [1n], counts: [1n] }]
  for (const groups of matches) {
    // Downward, so that each size is extended from the partials before this match only.
    for (let size = Math.min(bySize.length - 1, largestFold - 1); size >= 0; size--) {
      bySize[size + 1] = merge(bySize[size + 1] ?? NO_PARTIALS, extend(bySize[size] ?? NO_PARTIALS, groups))
    }
  }
  return bySize.map(({ products, counts }) => {
    const prefixProducts = [0n]
    const prefixCounts = [0n]
    products.forEach((partial, index) => {
      const count = counts[index] ?? 0n
      prefixProducts.push((prefixProducts[index] ?? 0n) + partial * count)
      prefixCounts.push((prefixCounts[index] ?? 0n) + count)
    })
    return { products, counts, prefixProducts, prefixCounts }
  })
}

/**
 * Splits the matches in two halves whose partial-combination counts Π(1 + distinct values) are
 * as even as a greedy split makes them, and lists each half's partial combinations.
 */
function halvesOf(matches: readonly ValueGroup[][], largestFold: number): [Partials, Partials] {
  const left: ValueGroup[][] = []
  const right: ValueGroup[][] = []
  let leftSize = 1
  let rightSize = 1
  for (const groups of [...matches].sort((a, b) => b.length - a.length)) {
    if (leftSize <= rightSize) {
      left.push(groups)
      leftSize *= groups.length + 1
    } else {
      right.push(groups)
      rightSize *= groups.length + 1
    }
  }
  return [partialsOf(left, largestFold), partialsOf(right, largestFold)]
}

/**
 * The numerator of fold k's capped sum when some of its combinations reach the cap and some do
 * not: meet in the middle. For each split j + (k - j) of the legs between the halves, the left
 * partials ascend while the count of right partials b with a × b ≤ θ (θ the largest uncapped
 * product) only falls, so one sweep with prefix sums adds the uncapped ones exactly and counts the
 * capped ones.
 */
function mixedFold(halves: [Partials, Partials], fold: number, cap: bigint, terms: PayoutTerms): bigint {
  const theta = scaledCap(cap, fold, terms) / terms.scale.numerator
  const weight = weightOf(fold, terms)
  const cappedValue = cap * terms.denominator
  const [left, right] = halves
  // Σ of the uncapped combinations' products, and the number of capped combinations.
  let uncappedProducts = 0n
  let cappedCount = 0n
  for (let legsLeft = 0; legsLeft <= fold; legsLeft++) {
    const lefts = left[legsLeft]
    const rights = right[fold - legsLeft]
    if (lefts === undefined || rights === undefined) continue
    const { products, prefixProducts, prefixCounts } = rights
    const rightCount = prefixCounts.at(-1) ?? 0n
    let uncapped = products.length
    for (let index = 0; index < lefts.products.length; index++) {
      const partial = lefts.products[index] ?? 0n
      const count = lefts.counts[index] ?? 0n
      while (uncapped > 0 && partial * (products[uncapped - 1] ?? 0n) > theta) uncapped--
      uncappedProducts += count * partial * (prefixProducts[uncapped] ?? 0n)
      cappedCount += count * (rightCount - (prefixCounts[uncapped] ?? 0n))
    }
  }
  return weight * uncappedProducts + cappedValue * cappedCount
}

/**
 * The exact sum, over every combination drawn from the given matches, of each combination's capped
 * payout, as a numerator over terms.denominator. `matches[i]` lists the odds (thousandths) of match
 * i's picks in play (say, those that won); an empty list leaves the match out. E.g. matches
 * [[2000n], [3000n]] with fold 2, stake 1 USDT and no cap give 6 USDT.
 *
 * Per fold: with no cap, or when even the highest product stays under it, the closed form
 * scale × e_k(Σ odds per match) in O(M × K); when even the lowest product reaches it,
 * cap × e_k(picks per match); otherwise meet in the middle, in O(K × P) bigint operations where
 * P = Π(1 + distinct odds per match) over the larger half, about the square root of the number of
 * combinations (2^8 partials for 15 matches of one price each).
 */
export function cappedPayoutSum(matches: readonly (readonly bigint[])[], terms: PayoutTerms): bigint {
  if (terms.scale.numerator <= 0n) return 0n
  const groups = matches.filter((values) => values.length > 0).map(groupValues)
  const largest = terms.folds.at(-1) ?? 0
  const sums = elementarySymmetricSums(
    groups.map((group) => group.reduce((sum, { value, count }) => sum + value * count, 0n)),
    largest,
  )
  let counts: bigint[] | undefined
  const highest = groups.map((group) => group.at(-1)?.value ?? 0n).sort(descending)
  const lowest = groups.map((group) => group[0]?.value ?? 0n).sort(ascending)
  let halves: [Partials, Partials] | undefined
  let total = 0n
  for (const fold of terms.folds) {
    if (fold > groups.length) continue
    const uncapped = weightOf(fold, terms) * (sums[fold] ?? 0n)
    const cap = terms.caps.get(fold)
    if (cap === undefined) {
      total += uncapped
      continue
    }
    const limit = scaledCap(cap, fold, terms)
    if (terms.scale.numerator * product(highest.slice(0, fold)) <= limit) {
      total += uncapped
    } else if (terms.scale.numerator * product(lowest.slice(0, fold)) >= limit) {
      counts ??= elementarySymmetricSums(
        groups.map((group) => group.reduce((sum, { count }) => sum + count, 0n)),
        largest,
      )
      total += cap * terms.denominator * (counts[fold] ?? 0n)
    } else {
      halves ??= halvesOf(groups, largest)
      total += mixedFold(halves, fold, cap, terms)
    }
  }
  return total
}
