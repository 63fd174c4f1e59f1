import type { VipLevel } from '@app/contract'
import { toDecimalString, type VipThreshold } from '@app/domain'
import type { Db } from '../../db/database'
import { selectVipLevels } from './vip.repository'

/** The VIP levels with the deposits (USDT) that reach each. */
export async function listVipLevels(db: Db): Promise<VipLevel[]> {
  const levels = await selectVipLevels(db)
  return levels.map((level) => ({ ...level, recharge: toDecimalString(level.recharge) }))
}

/** The thresholds of the VIP ladder in micro-USDT, for working out a player's progress. */
export async function listVipThresholds(db: Db): Promise<VipThreshold[]> {
  const levels = await selectVipLevels(db)
  return levels.map((level) => ({ level: level.level, recharge: level.recharge }))
}
