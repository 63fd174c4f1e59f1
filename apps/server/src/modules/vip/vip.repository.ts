import { money } from '@app/domain'
import type { Db } from '../../db/database'

/** The VIP ladder from the first level up. */
export async function selectVipLevels(db: Db) {
  const rows = await db.selectFrom('vip_levels').selectAll().orderBy('level').execute()
  return rows.map((row) => ({ ...row, recharge: money(BigInt(row.recharge)) }))
}
