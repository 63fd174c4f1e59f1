import { z } from 'zod'
import { ZDecimalString } from './envelope'

export const ZCurrency = z.object({
  id: z.number().int(),
  currency: z.string(),
  exchange: ZDecimalString.describe('Units of this currency per 1 USDT'),
  sport_bet_min: ZDecimalString,
  lotter_bet_min: ZDecimalString,
  status: z.number().int(),
  flag: z.string(),
  img: z.string(),
  sort: z.number().int(),
})
export type Currency = z.infer<typeof ZCurrency>

export const ZCurrencies = z.array(ZCurrency)
