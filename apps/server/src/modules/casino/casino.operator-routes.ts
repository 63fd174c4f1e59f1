import {
  ok,
  ZEnvelope,
  ZErrorEnvelope,
  ZProviderCatalogueCheck,
  ZProviderRounds,
  ZProviderRoundsParams,
  ZProviderRoundsQuery,
} from '@app/contract'
import type { CatalogueProvider } from '@app/domain'
import type { GameProvider } from '../../adapters/game-providers/game-provider'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import type { AccountSettings } from '../accounts/accounts.service'
import { operatorFailures } from '../operator/operator-failures'
import { createOperatorRoleGuard, decorateOperatorRequests } from '../operator/operator-guard'
import { providerGamesAgainstCatalogue, providerRoundsAgainstWallet } from './casino.service'

export type CasinoOperatorRoutesOptions = {
  db: Db
  clock: Clock
  settings: AccountSettings
  /** The seamless providers, each with the catalogue provider whose games it offers. */
  providers: readonly { provider: GameProvider; catalogueProvider: CatalogueProvider }[]
}

/**
 * The back office's view of the game providers: their games held against our catalogue (the
 * trading duty, which runs the catalogue), and their own round records held against our wallet
 * (the finance duty, which reconciles money).
 */
export async function casinoOperatorRoutes(
  app: App,
  { db, clock, settings, providers }: CasinoOperatorRoutesOptions,
) {
  decorateOperatorRequests(app)
  const trading = { onRequest: createOperatorRoleGuard(db, settings, clock, 'trading') }
  const finance = { onRequest: createOperatorRoleGuard(db, settings, clock, 'finance') }
  const providerOf = (family: string) => {
    const found = providers.find((candidate) => candidate.provider.family === family)
    if (!found) throw new Error(`No provider ${family}`)
    return found
  }
  const tags = ['operator']

  app.get(
    '/api/v1/operator/providers/:family/games',
    {
      ...trading,
      schema: {
        summary: "A provider's games held against our catalogue: what each side lists",
        tags,
        params: ZProviderRoundsParams,
        response: {
          200: ZEnvelope(ZProviderCatalogueCheck),
          ...operatorFailures,
          503: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { provider, catalogueProvider } = providerOf(request.params.family)
      return ok(await providerGamesAgainstCatalogue(db, provider, catalogueProvider))
    },
  )

  app.get(
    '/api/v1/operator/providers/:family/rounds',
    {
      ...finance,
      schema: {
        summary: "A provider's rounds after a cursor, each marked with whether our wallet took its bet",
        tags,
        params: ZProviderRoundsParams,
        querystring: ZProviderRoundsQuery,
        response: {
          200: ZEnvelope(ZProviderRounds),
          ...operatorFailures,
          503: ZErrorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await providerRoundsAgainstWallet(db, providerOf(request.params.family).provider, request.query)),
  )
}
