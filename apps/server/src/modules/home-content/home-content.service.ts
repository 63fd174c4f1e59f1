import { AD_KIND, type Ad, type Copyright, type Notice, type Slide } from '@app/contract'
import { type Brand, type Language, pickLocalized } from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { selectAds, selectBrandFooter, selectNotices, selectSlides } from './home-content.repository'

/** The spec's caps on the home page: at most 2 promotion images and 1 download banner. */
export const MAX_PROMOTION_IMAGES = 2
export const MAX_DOWNLOAD_BANNERS = 1

/** Marquee announcements in the caller's language. */
export async function listNotices(db: Db, brand: Brand, language: Language): Promise<Notice[]> {
  const notices = await selectNotices(db, brand)
  return notices.map((notice) => ({ id: notice.id, content: pickLocalized(notice.content, language) }))
}

/** Home carousel slides with their names in the caller's language. */
export async function listSlides(db: Db, brand: Brand, language: Language): Promise<Slide[]> {
  const slides = await selectSlides(db, brand)
  return slides.map((slide) => ({ ...slide, name: pickLocalized(slide.name, language) }))
}

/** Home banners, capped at 1 download banner and 2 promotion images. */
export async function listAds(db: Db, brand: Brand, language: Language): Promise<Ad[]> {
  const ads = await selectAds(db, brand)
  const downloads = ads.filter((ad) => ad.kind === AD_KIND.download).slice(0, MAX_DOWNLOAD_BANNERS)
  const promotions = ads.filter((ad) => ad.kind === AD_KIND.promotion).slice(0, MAX_PROMOTION_IMAGES)
  return [...downloads, ...promotions].map((ad) => ({
    id: ad.id,
    kind: ad.kind === AD_KIND.download ? AD_KIND.download : AD_KIND.promotion,
    url: ad.url,
    src: ad.src,
    alt: pickLocalized(ad.alt, language),
  }))
}

/** The brand's copyright line for the current year and its footer text in every language. */
export async function getCopyright(db: Db, brand: Brand, now: Date): Promise<Copyright> {
  const footer = await selectBrandFooter(db, brand)
  if (!footer) throw new AppError('NOT_FOUND', 404, { brand })
  return { brand, copyright: `© ${now.getUTCFullYear()} ${brand}`, footer: footer.footer }
}
