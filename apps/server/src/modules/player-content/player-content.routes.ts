import {
  ok,
  ZAnnouncement,
  ZAnnouncementPage,
  ZContentIdParams,
  ZContentKeyParams,
  ZContentPageQuery,
  ZEnvelope,
  ZErrorEnvelope,
  ZFaqEntry,
  ZHelpArticle,
  ZHelpQuery,
  ZLegalPage,
  ZLegalPageSummary,
  ZPromotion,
  ZPromotionPage,
  ZSupportChannel,
} from '@app/contract'
import type { Brand } from '@app/domain'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { requestLanguage } from '../../http/request-language'
import type { App } from '../../http/types'
import {
  getAnnouncement,
  getHelpArticle,
  getLegalPage,
  getPromotion,
  listAnnouncements,
  listFaq,
  listHelpArticles,
  listLegalPages,
  listPromotions,
  listSupportChannels,
  type Reader,
} from './player-content.service'

export type PlayerContentRoutesOptions = { db: Db; brand: Brand; clock: Clock }

const failures = { 400: ZErrorEnvelope, 404: ZErrorEnvelope }

/**
 * What players read, signed in or not: announcements, promotions, help, FAQ, legal pages and the
 * support channels. Only live rows (published, not expired) of this brand or of every brand are
 * served, each text in the language of Accept-Language with English in place of a missing one.
 */
export async function playerContentRoutes(app: App, { db, brand, clock }: PlayerContentRoutesOptions) {
  const tags = ['content']
  const readerOf = (request: FastifyRequest): Reader => ({
    brand,
    language: requestLanguage(request),
    now: clock.now(),
  })

  app.get(
    '/api/v1/notice/public',
    {
      schema: {
        summary: 'Announcements, by sort then newest first, paged with start and limit',
        tags,
        querystring: ZContentPageQuery,
        response: { 200: ZEnvelope(ZAnnouncementPage), ...failures },
      },
    },
    async (request) => ok(await listAnnouncements(db, readerOf(request), request.query)),
  )
  app.get(
    '/api/v1/notice/public/:id',
    {
      schema: {
        summary: 'One announcement; 404 NOT_FOUND when it is not shown',
        tags,
        params: ZContentIdParams,
        response: { 200: ZEnvelope(ZAnnouncement), ...failures },
      },
    },
    async (request) => ok(await getAnnouncement(db, readerOf(request), request.params.id)),
  )
  app.get(
    '/api/v1/promotions',
    {
      schema: {
        summary: 'Promotions as cards (picture, title, period), paged with start and limit',
        tags,
        querystring: ZContentPageQuery,
        response: { 200: ZEnvelope(ZPromotionPage), ...failures },
      },
    },
    async (request) => ok(await listPromotions(db, readerOf(request), request.query)),
  )
  app.get(
    '/api/v1/promotions/:id',
    {
      schema: {
        summary: 'One promotion with its offer and terms (the route promotions/{id})',
        tags,
        params: ZContentIdParams,
        response: { 200: ZEnvelope(ZPromotion), ...failures },
      },
    },
    async (request) => ok(await getPromotion(db, readerOf(request), request.params.id)),
  )
  app.get(
    '/api/v1/help',
    {
      schema: {
        summary: 'Help centre articles; q searches titles and texts in the caller’s language and English',
        tags,
        querystring: ZHelpQuery,
        response: { 200: ZEnvelope(z.array(ZHelpArticle)), ...failures },
      },
    },
    async (request) => ok(await listHelpArticles(db, readerOf(request), request.query)),
  )
  app.get(
    '/api/v1/help/:key',
    {
      schema: {
        summary: 'One help article by key',
        tags,
        params: ZContentKeyParams,
        response: { 200: ZEnvelope(ZHelpArticle), ...failures },
      },
    },
    async (request) => ok(await getHelpArticle(db, readerOf(request), request.params.key)),
  )
  app.get(
    '/api/v1/faq',
    {
      schema: {
        summary: 'FAQ entries; q searches questions and answers in the caller’s language and English',
        tags,
        querystring: ZHelpQuery,
        response: { 200: ZEnvelope(z.array(ZFaqEntry)), ...failures },
      },
    },
    async (request) => ok(await listFaq(db, readerOf(request), request.query)),
  )
  app.get(
    '/api/v1/legal',
    {
      schema: {
        summary: 'The legal pages (privacy, terms, self-exclusion, aml, fairness, gamble-aware) without text',
        tags,
        response: { 200: ZEnvelope(z.array(ZLegalPageSummary)), ...failures },
      },
    },
    async (request) => ok(await listLegalPages(db, readerOf(request))),
  )
  app.get(
    '/api/v1/legal/:key',
    {
      schema: {
        summary: 'One legal page by key; `terms` is the agreement registration asks players to accept',
        tags,
        params: ZContentKeyParams,
        response: { 200: ZEnvelope(ZLegalPage), ...failures },
      },
    },
    async (request) => ok(await getLegalPage(db, readerOf(request), request.params.key)),
  )
  app.get(
    '/api/v1/customer_service',
    {
      schema: {
        summary: 'Support channels of this brand (live chat, messaging channels, email), in order',
        tags,
        response: { 200: ZEnvelope(z.array(ZSupportChannel)), ...failures },
      },
    },
    async (request) => ok(await listSupportChannels(db, { brand, language: requestLanguage(request) })),
  )
}
