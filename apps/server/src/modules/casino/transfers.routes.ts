import {
  ok,
  ZEnvelope,
  ZErrorEnvelope,
  ZGameLaunch,
  ZGameRoundsQuery,
  ZIdempotencyHeaders,
  ZPage,
  ZPlatformLaunchRequest,
  ZPlatformQuery,
  ZProviderBalance,
  ZProviderGame,
  ZProviderLaunchQuery,
  ZProviderTransfer,
  ZProviderTransferRequest,
} from '@app/contract'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { TransferGameProvider } from '../../adapters/game-providers/game-provider'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { requestLanguage } from '../../http/request-language'
import type { App } from '../../http/types'
import type { PlayerGuard } from '../accounts/player-guard'
import { playerOf } from '../accounts/player-guard'
import { idempotent } from '../idempotency/idempotent-request'
import { guardGameLaunch } from '../player-protection/player-protection.service'
import { launchTransferGame, listTransferGames } from './casino.service'
import {
  listPlayerTransfers,
  platformOf,
  playerTransfer,
  providerBalance,
  transferWithProvider,
} from './transfers.service'

export type TransferRoutesOptions = {
  db: Db
  clock: Clock
  requirePlayer: PlayerGuard
  provider: TransferGameProvider
  /** How the spec's login call is sent: ky's is a GET with `game_id`, ng's a POST with `plat_type`. */
  login: 'get' | 'post'
}

/**
 * A transfer-wallet provider's calls as the spec names them, e.g. for ky under /playcard and ng
 * under /nggame: balance, login (launch), transfer_in and transfer_out, and the player's orders.
 */
export async function transferRoutes(app: App, options: TransferRoutesOptions) {
  const { db, clock, requirePlayer, provider } = options
  const family = provider.family
  const tags = ['games']
  const deps = { db, provider }
  const failures = {
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    404: ZErrorEnvelope,
    409: ZErrorEnvelope,
    422: ZErrorEnvelope,
  }

  app.get(
    `/api/v1/${family}/balance`,
    {
      preHandler: requirePlayer,
      schema: {
        summary: `The player's money at ${family}, and what is on its way there or back`,
        tags,
        querystring: ZPlatformQuery,
        response: { 200: ZEnvelope(ZProviderBalance), 401: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      ok(
        await providerBalance(deps, playerOf(request).userId, platformOf(provider, request.query.plat_type)),
      ),
  )

  app.get(
    `/api/v1/${family}/game_list`,
    {
      schema: {
        summary: `${family}'s games, named in the caller's language (ng: on each of its platforms)`,
        tags,
        response: { 200: ZEnvelope(ZPage(ZProviderGame)) },
      },
    },
    async (request) => {
      const list = listTransferGames(provider, requestLanguage(request))
      return ok({ list, total: list.length })
    },
  )

  const launch = async (request: FastifyRequest, platform: string | undefined, gameCode: string) => {
    await guardGameLaunch(db, playerOf(request).userId, clock.now())
    return launchTransferGame(
      { provider, logger: request.log },
      {
        userId: playerOf(request).userId,
        platform: platformOf(provider, platform),
        gameCode,
        language: requestLanguage(request),
        clientIp: request.ip,
      },
    )
  }
  const launchSchema = {
    summary: `Open one of ${family}'s games: its address, for a sandboxed frame`,
    tags,
    response: { 200: ZEnvelope(ZGameLaunch), 401: ZErrorEnvelope, 404: ZErrorEnvelope, 503: ZErrorEnvelope },
  }
  if (options.login === 'get') {
    app.get(
      `/api/v1/${family}/login`,
      { preHandler: requirePlayer, schema: { ...launchSchema, querystring: ZProviderLaunchQuery } },
      async (request) => ok(await launch(request, request.query.plat_type, request.query.game_id)),
    )
  } else {
    app.post(
      `/api/v1/${family}/login`,
      { preHandler: requirePlayer, schema: { ...launchSchema, body: ZPlatformLaunchRequest } },
      async (request) => ok(await launch(request, request.body.plat_type, request.body.game_code)),
    )
  }

  for (const direction of ['in', 'out'] as const) {
    app.post(
      `/api/v1/${family}/transfer_${direction}`,
      {
        preHandler: requirePlayer,
        schema: {
          summary:
            direction === 'in'
              ? `Move money from the balance to ${family}; the order ends ok, failed (money back) or stays open until ${family} says`
              : `Move money from ${family} back to the balance`,
          tags,
          headers: ZIdempotencyHeaders,
          body: ZProviderTransferRequest,
          response: { 200: ZEnvelope(ZProviderTransfer), ...failures },
        },
      },
      async (request) => {
        const { userId } = playerOf(request)
        const platform = platformOf(provider, request.body.plat_type)
        const opened = await idempotent(db, request, clock.now(), (transact) =>
          transferWithProvider(deps, { userId, direction, platform, request: request.body }, transact, () =>
            clock.now(),
          ),
        )
        // A repeated request gets its order as it stands now, not as it stood when first answered.
        return ok(await playerTransfer(db, userId, opened.order_id))
      },
    )
  }

  app.get(
    `/api/v1/${family}/transfers`,
    {
      preHandler: requirePlayer,
      schema: {
        summary: `The player's transfers with ${family}, newest first`,
        tags,
        querystring: ZGameRoundsQuery.extend(ZPlatformQuery.shape),
        response: { 200: ZEnvelope(ZPage(ZProviderTransfer)), 401: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      ok(
        await listPlayerTransfers(
          db,
          {
            provider: family,
            platform: platformOf(provider, request.query.plat_type),
            userId: playerOf(request).userId,
          },
          request.query,
        ),
      ),
  )

  app.get(
    `/api/v1/${family}/transfers/:order_id`,
    {
      preHandler: requirePlayer,
      schema: {
        summary: 'One of the player’s transfer orders as it stands',
        tags,
        params: z.object({ order_id: z.string().regex(/^[\w-]{1,100}$/) }),
        response: { 200: ZEnvelope(ZProviderTransfer), 401: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => ok(await playerTransfer(db, playerOf(request).userId, request.params.order_id)),
  )
}
