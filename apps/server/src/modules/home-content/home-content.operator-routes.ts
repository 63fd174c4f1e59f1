import {
  ok,
  ZBannerInput,
  ZContentIdParams,
  ZEnvelope,
  ZErrorEnvelope,
  ZFooterInput,
  ZMarqueeNoticeInput,
  ZOperatorBanner,
  ZOperatorBannerPage,
  ZOperatorFooter,
  ZOperatorFooterPage,
  ZOperatorListQuery,
  ZOperatorMarqueeNotice,
  ZOperatorMarqueeNoticePage,
  ZOperatorSlide,
  ZOperatorSlidePage,
  ZSlideInput,
} from '@app/contract'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import type { AccountSettings } from '../accounts/accounts.service'
import { createOperatorRoleGuard, operatorOf } from '../operator/operator-guard'
import {
  createBanner,
  createFooter,
  createMarqueeNotice,
  createSlide,
  editBanner,
  editFooter,
  editMarqueeNotice,
  editSlide,
  listBanners,
  listFooters,
  listMarqueeNotices,
  listOperatorSlides,
} from './home-content.service'

export type HomeContentOperatorRoutesOptions = { db: Db; clock: Clock; settings: AccountSettings }

const failures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
}

/**
 * The back office's home page content (the content duty): the marquee, the carousel, the
 * banners and the footer versions, per brand, every language at once, each with its window.
 */
export async function homeContentOperatorRoutes(
  app: App,
  { db, clock, settings }: HomeContentOperatorRoutesOptions,
) {
  const tags = ['operator']
  if (!app.hasRequestDecorator('operatorId')) app.decorateRequest('operatorId', null)
  if (!app.hasRequestDecorator('operatorRoles')) app.decorateRequest('operatorRoles', null)
  const guarded = { onRequest: createOperatorRoleGuard(db, settings, clock, 'content') }

  app.get(
    '/api/v1/operator/marquee',
    {
      ...guarded,
      schema: {
        summary: 'Marquee notices in the order players see them; with brand, only those it can show',
        tags,
        querystring: ZOperatorListQuery,
        response: { 200: ZEnvelope(ZOperatorMarqueeNoticePage), ...failures },
      },
    },
    async (request) => ok(await listMarqueeNotices(db, request.query)),
  )
  app.post(
    '/api/v1/operator/marquee',
    {
      ...guarded,
      schema: {
        summary: 'Add a marquee notice, shown from publish_at until expires_at',
        tags,
        body: ZMarqueeNoticeInput,
        response: { 200: ZEnvelope(ZOperatorMarqueeNotice), ...failures },
      },
    },
    async (request) => ok(await createMarqueeNotice(db, operatorOf(request), request.body, clock.now())),
  )
  app.put(
    '/api/v1/operator/marquee/:id',
    {
      ...guarded,
      schema: {
        summary: 'Replace a marquee notice’s texts, order and window',
        tags,
        params: ZContentIdParams,
        body: ZMarqueeNoticeInput,
        response: { 200: ZEnvelope(ZOperatorMarqueeNotice), ...failures },
      },
    },
    async (request) =>
      ok(await editMarqueeNotice(db, operatorOf(request), request.params.id, request.body, clock.now())),
  )

  app.get(
    '/api/v1/operator/slides',
    {
      ...guarded,
      schema: {
        summary: 'Home carousel slides in the order players see them',
        tags,
        querystring: ZOperatorListQuery,
        response: { 200: ZEnvelope(ZOperatorSlidePage), ...failures },
      },
    },
    async (request) => ok(await listOperatorSlides(db, request.query)),
  )
  app.post(
    '/api/v1/operator/slides',
    {
      ...guarded,
      schema: {
        summary: 'Add a carousel slide, shown from publish_at until expires_at',
        tags,
        body: ZSlideInput,
        response: { 200: ZEnvelope(ZOperatorSlide), ...failures },
      },
    },
    async (request) => ok(await createSlide(db, operatorOf(request), request.body, clock.now())),
  )
  app.put(
    '/api/v1/operator/slides/:id',
    {
      ...guarded,
      schema: {
        summary: 'Replace a carousel slide',
        tags,
        params: ZContentIdParams,
        body: ZSlideInput,
        response: { 200: ZEnvelope(ZOperatorSlide), ...failures },
      },
    },
    async (request) =>
      ok(await editSlide(db, operatorOf(request), request.params.id, request.body, clock.now())),
  )

  app.get(
    '/api/v1/operator/banners',
    {
      ...guarded,
      schema: {
        summary: 'Home banners (kind 0 download banner, kind 1 promotion image) by kind, then in order',
        tags,
        querystring: ZOperatorListQuery,
        response: { 200: ZEnvelope(ZOperatorBannerPage), ...failures },
      },
    },
    async (request) => ok(await listBanners(db, request.query)),
  )
  app.post(
    '/api/v1/operator/banners',
    {
      ...guarded,
      schema: {
        summary: 'Add a banner; players see the first live download banner and the first 2 promotion images',
        tags,
        body: ZBannerInput,
        response: { 200: ZEnvelope(ZOperatorBanner), ...failures },
      },
    },
    async (request) => ok(await createBanner(db, operatorOf(request), request.body, clock.now())),
  )
  app.put(
    '/api/v1/operator/banners/:id',
    {
      ...guarded,
      schema: {
        summary: 'Replace a banner',
        tags,
        params: ZContentIdParams,
        body: ZBannerInput,
        response: { 200: ZEnvelope(ZOperatorBanner), ...failures },
      },
    },
    async (request) =>
      ok(await editBanner(db, operatorOf(request), request.params.id, request.body, clock.now())),
  )

  app.get(
    '/api/v1/operator/footers',
    {
      ...guarded,
      schema: {
        summary: 'Footer versions, the latest first, each scheduled, live or replaced',
        tags,
        querystring: ZOperatorListQuery,
        response: { 200: ZEnvelope(ZOperatorFooterPage), ...failures },
      },
    },
    async (request) => ok(await listFooters(db, request.query, clock.now())),
  )
  app.post(
    '/api/v1/operator/footers',
    {
      ...guarded,
      schema: {
        summary: 'Add a footer version of a brand that takes over at publish_at (409 when one already does)',
        tags,
        body: ZFooterInput,
        response: { 200: ZEnvelope(ZOperatorFooter), ...failures },
      },
    },
    async (request) => ok(await createFooter(db, operatorOf(request), request.body, clock.now())),
  )
  app.put(
    '/api/v1/operator/footers/:id',
    {
      ...guarded,
      schema: {
        summary: 'Rewrite a footer version',
        tags,
        params: ZContentIdParams,
        body: ZFooterInput,
        response: { 200: ZEnvelope(ZOperatorFooter), ...failures },
      },
    },
    async (request) =>
      ok(await editFooter(db, operatorOf(request), request.params.id, request.body, clock.now())),
  )
}
