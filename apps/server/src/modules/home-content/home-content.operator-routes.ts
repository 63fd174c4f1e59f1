import {
  ZBannerInput,
  ZFooterInput,
  ZMarqueeNoticeInput,
  ZOperatorBanner,
  ZOperatorBannerPage,
  ZOperatorFooter,
  ZOperatorFooterPage,
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
import { createOperatorRoleGuard, decorateOperatorRequests } from '../operator/operator-guard'
import { registerOperatorRows } from '../operator/operator-row-routes'
import {
  carouselSlides,
  createFooter,
  editFooter,
  homeBanners,
  listFooters,
  marqueeNotices,
} from './home-content.service'

export type HomeContentOperatorRoutesOptions = { db: Db; clock: Clock; settings: AccountSettings }

/**
 * The back office's home page content (the content duty): the marquee, the carousel, the
 * banners and the footer versions, per brand, every language at once, each with its window.
 */
export async function homeContentOperatorRoutes(
  app: App,
  { db, clock, settings }: HomeContentOperatorRoutesOptions,
) {
  decorateOperatorRequests(app)
  const context = { db, clock, guard: createOperatorRoleGuard(db, settings, clock, 'content') }

  registerOperatorRows(app, context, {
    path: '/api/v1/operator/marquee',
    input: ZMarqueeNoticeInput,
    row: ZOperatorMarqueeNotice,
    page: ZOperatorMarqueeNoticePage,
    summaries: {
      list: 'Marquee notices in the order players see them; with brand, only those it can show',
      create: 'Add a marquee notice, shown from publish_at until expires_at',
      edit: 'Replace a marquee notice’s texts, order and window',
    },
    ...marqueeNotices,
  })
  registerOperatorRows(app, context, {
    path: '/api/v1/operator/slides',
    input: ZSlideInput,
    row: ZOperatorSlide,
    page: ZOperatorSlidePage,
    summaries: {
      list: 'Home carousel slides in the order players see them',
      create: 'Add a carousel slide, shown from publish_at until expires_at',
      edit: 'Replace a carousel slide',
    },
    ...carouselSlides,
  })
  registerOperatorRows(app, context, {
    path: '/api/v1/operator/banners',
    input: ZBannerInput,
    row: ZOperatorBanner,
    page: ZOperatorBannerPage,
    summaries: {
      list: 'Home banners (kind 0 download banner, kind 1 promotion image) by kind, then in order',
      create: 'Add a banner; players see the first live download banner and the first 2 promotion images',
      edit: 'Replace a banner',
    },
    ...homeBanners,
  })
  registerOperatorRows(app, context, {
    path: '/api/v1/operator/footers',
    input: ZFooterInput,
    row: ZOperatorFooter,
    page: ZOperatorFooterPage,
    summaries: {
      list: 'Footer versions, the latest first, each scheduled, live or replaced',
      create: 'Add a footer version of a brand that takes over at publish_at (409 when one already does)',
      edit: 'Rewrite a footer version',
    },
    list: listFooters,
    create: createFooter,
    edit: editFooter,
  })
}
