import { ok, ZCurrencies, ZEnvelope } from '@app/contract'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import { listCurrencies } from './currencies.service'

export type CurrenciesRoutesOptions = { db: Db }

/** The currency list balances can be shown in. */
export async function currenciesRoutes(app: App, { db }: CurrenciesRoutesOptions) {
  app.get(
    '/api/v1/config/exchange',
    {
      schema: {
        summary: 'Currencies with their exchange rate per USDT and minimum bets, USDT first',
        tags: ['wallet'],
        response: { 200: ZEnvelope(ZCurrencies) },
      },
    },
    async () => ok(await listCurrencies(db)),
  )
}
