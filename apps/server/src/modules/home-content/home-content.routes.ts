import { ok, ZAds, ZCopyright, ZEnvelope, ZNotices, ZSlides } from '@app/contract'
import type { Brand } from '@app/domain'
import type { FastifyRequest } from 'fastify'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { requestLanguage } from '../../http/request-language'
import type { App } from '../../http/types'
import { getCopyright, type HomeReader, listAds, listNotices, listSlides } from './home-content.service'

export type HomeContentRoutesOptions = { db: Db; brand: Brand; clock: Clock }

/** What the home page shows: marquee, carousel, banners and the footer text. */
export async function homeContentRoutes(app: App, { db, brand, clock }: HomeContentRoutesOptions) {
  // Each row shows only inside its publication window, judged by the server's clock.
  const readerOf = (request: FastifyRequest): HomeReader => ({
    brand,
    language: requestLanguage(request),
    now: clock.now(),
  })

  app.get(
    '/api/v1/notice',
    {
      schema: {
        summary: 'Announcements for the home marquee, in the language of Accept-Language',
        tags: ['home'],
        response: { 200: ZEnvelope(ZNotices) },
      },
    },
    async (request) => ok(await listNotices(db, readerOf(request))),
  )

  app.get(
    '/api/v1/slideshow',
    {
      schema: {
        summary: 'Home carousel slides; each opens its url in a new tab',
        tags: ['home'],
        response: { 200: ZEnvelope(ZSlides) },
      },
    },
    async (request) => ok(await listSlides(db, readerOf(request))),
  )

  app.get(
    '/api/v1/ad',
    {
      schema: {
        summary: 'Home banners: kind 0 download banner (at most 1), kind 1 promotion image (at most 2)',
        tags: ['home'],
        response: { 200: ZEnvelope(ZAds) },
      },
    },
    async (request) => ok(await listAds(db, readerOf(request))),
  )

  app.get(
    '/api/v1/copyright',
    {
      schema: {
        summary: "The brand's copyright line and footer text by language",
        tags: ['home'],
        response: { 200: ZEnvelope(ZCopyright) },
      },
    },
    async () => ok(await getCopyright(db, brand, clock.now())),
  )
}
