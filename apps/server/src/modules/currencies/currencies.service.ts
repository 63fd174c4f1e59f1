import type { Currency } from '@app/contract'
import { toDecimalString } from '@app/domain'
import type { Db } from '../../db/database'
import { selectCurrencies } from './currencies.repository'

/** Strips the trailing zeros numeric columns carry: "7.10000000" is "7.1". */
function trimDecimal(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}

/** The currency list with exchange rates per USDT and minimum bets, USDT first. */
export async function listCurrencies(db: Db): Promise<Currency[]> {
  const currencies = await selectCurrencies(db)
  return currencies.map((entry) => ({
    id: entry.id,
    currency: entry.currency,
    exchange: trimDecimal(entry.exchange),
    sport_bet_min: toDecimalString(entry.sport_bet_min),
    lotter_bet_min: toDecimalString(entry.lotter_bet_min),
    status: entry.status,
    flag: entry.flag,
    img: entry.img,
    sort: entry.sort,
  }))
}

/** Whether a currency is in the list and enabled, e.g. 'CNY'. */
export async function isAvailableCurrency(db: Db, currency: string): Promise<boolean> {
  const currencies = await selectCurrencies(db)
  return currencies.some((entry) => entry.currency === currency && entry.status === 1)
}

/** The exchange rate per USDT of a listed currency, e.g. "7.1"; "1" for one not in the list. */
export async function exchangeOf(db: Db, currency: string): Promise<string> {
  const currencies = await selectCurrencies(db)
  const entry = currencies.find((candidate) => candidate.currency === currency)
  return entry ? trimDecimal(entry.exchange) : '1'
}
