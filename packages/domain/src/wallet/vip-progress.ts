import type { Money } from '../money/money'

export type VipThreshold = { readonly level: number; readonly recharge: Money }

export type VipProgress = {
  /** The highest level whose threshold the total has reached, or 0 below the first. */
  readonly level: number
  /** The next level and what it takes, or null at the top. */
  readonly next: { readonly level: number; readonly recharge: Money; readonly remaining: Money } | null
  /** Way from the current threshold to the next, in whole percent (0–100, rounded down). */
  readonly percent: number
}

/**
 * Where a player's total deposits put them on the VIP ladder (thresholds in ascending order),
 * e.g. 1,500 between 1,000 (silver) and 5,000 (gold) is silver, 12% of the way to gold.
 */
export function vipProgress(levels: readonly VipThreshold[], totalRecharge: Money): VipProgress {
  const sorted = [...levels].sort((a, b) => (a.recharge < b.recharge ? -1 : a.recharge > b.recharge ? 1 : 0))
  const reached = sorted.filter((level) => totalRecharge >= level.recharge)
  const current = reached.at(-1)
  const next = sorted.find((level) => totalRecharge < level.recharge)
  if (!next) return { level: current?.level ?? 0, next: null, percent: 100 }
  const from = current?.recharge ?? 0n
  const percent = Number(((totalRecharge - from) * 100n) / (next.recharge - from))
  return {
    level: current?.level ?? 0,
    next: { level: next.level, recharge: next.recharge, remaining: (next.recharge - totalRecharge) as Money },
    percent,
  }
}
