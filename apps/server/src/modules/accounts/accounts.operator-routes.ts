import {
  ok,
  ZChangeLog,
  ZChangeLogQuery,
  ZEnvelope,
  ZNewPlayerNote,
  ZOperatorPageQuery,
  ZPage,
  ZPlayerBetPage,
  ZPlayerBetsQuery,
  ZPlayerDetail,
  ZPlayerLockRequest,
  ZPlayerNote,
  ZPlayerPage,
  ZPlayerParams,
  ZPlayerSearchQuery,
} from '@app/contract'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { requestLanguage } from '../../http/request-language'
import type { App } from '../../http/types'
import { operatorFailures } from '../operator/operator-failures'
import { createOperatorRoleGuard, decorateOperatorRequests, operatorOf } from '../operator/operator-guard'
import type { AccountSettings } from './accounts.service'
import { type CasinoSource, listPlayerBetsOfKind } from './player-bets.service'
import {
  addPlayerNote,
  listInvitees,
  listPlayerNotes,
  playerDetail,
  playerTransactions,
  searchPlayers,
  setPlayerLock,
} from './players.service'

export type AccountsOperatorRoutesOptions = {
  db: Db
  clock: Clock
  settings: AccountSettings
  /** The seamless casino providers whose rounds a player's page lists. */
  casinoSources: readonly CasinoSource[]
}

/**
 * The back office's players (operators with the support role): search, a player's page with
 * money, bets and invitees, notes, and locking an account. Every write is in the audit log with
 * the operator, their roles, their address, the reason and the account before and after.
 */
export async function accountsOperatorRoutes(
  app: App,
  { db, clock, settings, casinoSources }: AccountsOperatorRoutesOptions,
) {
  decorateOperatorRequests(app)
  const guarded = { onRequest: createOperatorRoleGuard(db, settings, clock, 'support') }
  const tags = ['operator']

  app.get(
    '/api/v1/operator/players',
    {
      ...guarded,
      schema: {
        summary:
          'Search players by id, nickname, email, mobile number or invite code; a page in the order asked',
        tags,
        querystring: ZPlayerSearchQuery,
        response: { 200: ZEnvelope(ZPlayerPage), ...operatorFailures },
      },
    },
    async (request) => ok(await searchPlayers(db, request.query)),
  )
  app.get(
    '/api/v1/operator/players/:user_id',
    {
      ...guarded,
      schema: {
        summary: "A player's profile, balances, VIP level, lock, inviter and invitee count",
        tags,
        params: ZPlayerParams,
        response: { 200: ZEnvelope(ZPlayerDetail), ...operatorFailures },
      },
    },
    async (request) => ok(await playerDetail(db, request.params.user_id)),
  )
  app.get(
    '/api/v1/operator/players/:user_id/transactions',
    {
      ...guarded,
      schema: {
        summary: "A player's balance changes, newest first, as their own change log shows them",
        tags,
        params: ZPlayerParams,
        querystring: ZChangeLogQuery,
        response: { 200: ZEnvelope(ZChangeLog), ...operatorFailures },
      },
    },
    async (request) => ok(await playerTransactions(db, request.params.user_id, request.query)),
  )
  app.get(
    '/api/v1/operator/players/:user_id/bets',
    {
      ...guarded,
      schema: {
        summary: "A player's sports, lottery, cricket bets or casino rounds (of one provider), newest first",
        tags,
        params: ZPlayerParams,
        querystring: ZPlayerBetsQuery,
        response: { 200: ZEnvelope(ZPlayerBetPage), ...operatorFailures },
      },
    },
    async (request) =>
      ok(
        await listPlayerBetsOfKind(db, request.params.user_id, request.query, {
          sources: casinoSources,
          language: requestLanguage(request),
        }),
      ),
  )
  app.get(
    '/api/v1/operator/players/:user_id/invitees',
    {
      ...guarded,
      schema: {
        summary: 'The players a player invited, newest first',
        tags,
        params: ZPlayerParams,
        querystring: ZOperatorPageQuery,
        response: { 200: ZEnvelope(ZPlayerPage), ...operatorFailures },
      },
    },
    async (request) =>
      ok(await listInvitees(db, request.params.user_id, request.query.start, request.query.limit)),
  )
  app.get(
    '/api/v1/operator/players/:user_id/notes',
    {
      ...guarded,
      schema: {
        summary: 'What operators wrote about a player, newest first',
        tags,
        params: ZPlayerParams,
        querystring: ZOperatorPageQuery,
        response: { 200: ZEnvelope(ZPage(ZPlayerNote)), ...operatorFailures },
      },
    },
    async (request) =>
      ok(await listPlayerNotes(db, request.params.user_id, request.query.start, request.query.limit)),
  )
  app.post(
    '/api/v1/operator/players/:user_id/notes',
    {
      ...guarded,
      schema: {
        summary: 'Add a note to a player; notes are never edited or deleted',
        tags,
        params: ZPlayerParams,
        body: ZNewPlayerNote,
        response: { 200: ZEnvelope(ZPlayerNote), ...operatorFailures },
      },
    },
    async (request) =>
      ok(
        await addPlayerNote(db, operatorOf(request), request.params.user_id, request.body.body, clock.now()),
      ),
  )
  for (const [path, isLocked] of [
    ['lock', true],
    ['unlock', false],
  ] as const) {
    app.post(
      `/api/v1/operator/players/:user_id/${path}`,
      {
        ...guarded,
        schema: {
          summary: isLocked
            ? 'Lock a player: every open session ends and no sign-in is possible; money and bets are untouched'
            : 'Unlock a player: they may sign in again',
          tags,
          params: ZPlayerParams,
          body: ZPlayerLockRequest,
          response: { 200: ZEnvelope(ZPlayerDetail), ...operatorFailures },
        },
      },
      async (request) =>
        ok(
          await setPlayerLock(
            db,
            operatorOf(request),
            request.params.user_id,
            { isLocked, reason: request.body.reason },
            clock.now(),
          ),
        ),
    )
  }
}
