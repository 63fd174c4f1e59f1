import { money } from '@app/domain'
import type { Db } from '../../db/database'

/** Every currency in display order, USDT first, with minimum bets as Money. */
export async function selectCurrencies(db: Db) {
  const rows = await db.selectFrom('currencies').selectAll().orderBy('sort').orderBy('id').execute()
  return rows.map((row) => ({
    ...row,
    sport_bet_min: money(BigInt(row.sport_bet_min)),
    lotter_bet_min: money(BigInt(row.lotter_bet_min)),
  }))
}
