import {
  ok,
  ZContentEntryInput,
  ZContentEntryParams,
  ZContentKindParams,
  ZEnvelope,
  ZOperatorContentEntry,
  ZOperatorContentEntryPage,
  ZOperatorListQuery,
  ZOperatorPromotion,
  ZOperatorPromotionPage,
  ZPromotionInput,
} from '@app/contract'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import type { AccountSettings } from '../accounts/accounts.service'
import { operatorFailures } from '../operator/operator-failures'
import { createOperatorRoleGuard, decorateOperatorRequests, operatorOf } from '../operator/operator-guard'
import { registerOperatorRows } from '../operator/operator-row-routes'
import {
  createContentEntry,
  createPromotion,
  editContentEntry,
  editPromotion,
  listContentEntries,
  listOperatorPromotions,
} from './player-content.service'

export type PlayerContentOperatorRoutesOptions = { db: Db; clock: Clock; settings: AccountSettings }

/**
 * The back office's content calls (the content duty): list, create and replace announcements,
 * help articles, FAQ entries, legal pages and promotions, in every language at once. Each change
 * is logged with the operator and the row before and after.
 */
export async function playerContentOperatorRoutes(
  app: App,
  { db, clock, settings }: PlayerContentOperatorRoutesOptions,
) {
  const tags = ['operator']
  decorateOperatorRequests(app)
  const guard = createOperatorRoleGuard(db, settings, clock, 'content')
  const guarded = { onRequest: guard }
  const context = { db, clock, guard }

  app.get(
    '/api/v1/operator/content/:kind',
    {
      ...guarded,
      schema: {
        summary: 'Entries of a kind (announcement, help, faq, legal), live or not, newest first',
        tags,
        params: ZContentKindParams,
        querystring: ZOperatorListQuery,
        response: { 200: ZEnvelope(ZOperatorContentEntryPage), ...operatorFailures },
      },
    },
    async (request) => ok(await listContentEntries(db, request.params.kind, request.query)),
  )
  app.post(
    '/api/v1/operator/content/:kind',
    {
      ...guarded,
      schema: {
        summary: 'Create an entry; a key is unique per kind and brand (409 DUPLICATE_ENTRY)',
        tags,
        params: ZContentKindParams,
        body: ZContentEntryInput,
        response: { 200: ZEnvelope(ZOperatorContentEntry), ...operatorFailures },
      },
    },
    async (request) => {
      const entry = await createContentEntry(
        db,
        operatorOf(request),
        request.params.kind,
        request.body,
        clock.now(),
      )
      request.log.info(
        { kind: entry.kind, entryId: entry.id, key: entry.key, brand: entry.brand },
        'content entry created',
      )
      return ok(entry)
    },
  )
  app.put(
    '/api/v1/operator/content/:kind/:id',
    {
      ...guarded,
      schema: {
        summary: 'Replace an entry’s fields',
        tags,
        params: ZContentEntryParams,
        body: ZContentEntryInput,
        response: { 200: ZEnvelope(ZOperatorContentEntry), ...operatorFailures },
      },
    },
    async (request) =>
      ok(
        await editContentEntry(
          db,
          operatorOf(request),
          request.params.kind,
          request.params.id,
          request.body,
          clock.now(),
        ),
      ),
  )
  registerOperatorRows(app, context, {
    path: '/api/v1/operator/promotions',
    input: ZPromotionInput,
    row: ZOperatorPromotion,
    page: ZOperatorPromotionPage,
    summaries: {
      list: 'Promotions, live or not, newest first',
      create: 'Create a promotion; a key is unique per brand (409 DUPLICATE_ENTRY)',
      edit: 'Replace a promotion’s fields',
    },
    list: listOperatorPromotions,
    create: createPromotion,
    edit: editPromotion,
    onCreated: (request, promotion) =>
      request.log.info(
        { promotionId: promotion.id, key: promotion.key, brand: promotion.brand },
        'promotion created',
      ),
  })
}
