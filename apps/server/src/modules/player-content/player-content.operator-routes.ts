import {
  ok,
  ZContentEntryInput,
  ZContentEntryParams,
  ZContentIdParams,
  ZContentKindParams,
  ZEnvelope,
  ZErrorEnvelope,
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
import { createOperatorRoleGuard, operatorOf } from '../operator/operator-guard'
import {
  createContentEntry,
  createPromotion,
  editContentEntry,
  editPromotion,
  listContentEntries,
  listOperatorPromotions,
} from './player-content.service'

export type PlayerContentOperatorRoutesOptions = { db: Db; clock: Clock; settings: AccountSettings }

const failures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
}

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
  if (!app.hasRequestDecorator('operatorId')) app.decorateRequest('operatorId', null)
  if (!app.hasRequestDecorator('operatorRoles')) app.decorateRequest('operatorRoles', null)
  const guarded = { onRequest: createOperatorRoleGuard(db, settings, clock, 'content') }

  app.get(
    '/api/v1/operator/content/:kind',
    {
      ...guarded,
      schema: {
        summary: 'Entries of a kind (announcement, help, faq, legal), live or not, newest first',
        tags,
        params: ZContentKindParams,
        querystring: ZOperatorListQuery,
        response: { 200: ZEnvelope(ZOperatorContentEntryPage), ...failures },
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
        response: { 200: ZEnvelope(ZOperatorContentEntry), ...failures },
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
        response: { 200: ZEnvelope(ZOperatorContentEntry), ...failures },
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
  app.get(
    '/api/v1/operator/promotions',
    {
      ...guarded,
      schema: {
        summary: 'Promotions, live or not, newest first',
        tags,
        querystring: ZOperatorListQuery,
        response: { 200: ZEnvelope(ZOperatorPromotionPage), ...failures },
      },
    },
    async (request) => ok(await listOperatorPromotions(db, request.query)),
  )
  app.post(
    '/api/v1/operator/promotions',
    {
      ...guarded,
      schema: {
        summary: 'Create a promotion; a key is unique per brand (409 DUPLICATE_ENTRY)',
        tags,
        body: ZPromotionInput,
        response: { 200: ZEnvelope(ZOperatorPromotion), ...failures },
      },
    },
    async (request) => {
      const promotion = await createPromotion(db, operatorOf(request), request.body, clock.now())
      request.log.info(
        { promotionId: promotion.id, key: promotion.key, brand: promotion.brand },
        'promotion created',
      )
      return ok(promotion)
    },
  )
  app.put(
    '/api/v1/operator/promotions/:id',
    {
      ...guarded,
      schema: {
        summary: 'Replace a promotion’s fields',
        tags,
        params: ZContentIdParams,
        body: ZPromotionInput,
        response: { 200: ZEnvelope(ZOperatorPromotion), ...failures },
      },
    },
    async (request) =>
      ok(await editPromotion(db, operatorOf(request), request.params.id, request.body, clock.now())),
  )
}
