import {
  ok,
  ZEnvelope,
  ZErrorEnvelope,
  ZProviderRounds,
  ZProviderRoundsParams,
  ZProviderRoundsQuery,
} from '@app/contract'
import type { GameProvider } from '../../adapters/game-providers/game-provider'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import type { AccountSettings } from '../accounts/accounts.service'
import { createOperatorGuard } from '../operator/operator-guard'
import { providerRoundsAgainstWallet } from './casino.service'

export type CasinoOperatorRoutesOptions = {
  db: Db
  clock: Clock
  settings: AccountSettings
  /** The seamless providers, by family. */
  providers: readonly GameProvider[]
}

/** The back office's view of the game providers: their own round records, held against our wallet. */
export async function casinoOperatorRoutes(
  app: App,
  { db, clock, settings, providers }: CasinoOperatorRoutesOptions,
) {
  app.get(
    '/api/v1/operator/providers/:family/rounds',
    {
      preHandler: createOperatorGuard(db, settings, clock),
      schema: {
        summary: "A provider's rounds after a cursor, each marked with whether our wallet took its bet",
        tags: ['operator'],
        params: ZProviderRoundsParams,
        querystring: ZProviderRoundsQuery,
        response: {
          200: ZEnvelope(ZProviderRounds),
          401: ZErrorEnvelope,
          403: ZErrorEnvelope,
          503: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const provider = providers.find((candidate) => candidate.family === request.params.family)
      if (!provider) throw new Error(`No provider ${request.params.family}`)
      return ok(await providerRoundsAgainstWallet(db, provider, request.query))
    },
  )
}
