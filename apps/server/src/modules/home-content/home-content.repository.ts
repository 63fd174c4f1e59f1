import type { Brand } from '@app/domain'
import type { Db } from '../../db/database'

/** Marquee notices for a brand (rows without a brand show everywhere), in order. */
export async function selectNotices(db: Db, brand: Brand) {
  return db
    .selectFrom('notices')
    .select(['id', 'content'])
    .where((where) => where.or([where('brand', 'is', null), where('brand', '=', brand)]))
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** Carousel slides for a brand, in order. */
export async function selectSlides(db: Db, brand: Brand) {
  return db
    .selectFrom('slides')
    .select(['id', 'pic', 'name', 'url'])
    .where((where) => where.or([where('brand', 'is', null), where('brand', '=', brand)]))
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** Download banners and promotion images for a brand, in order. */
export async function selectAds(db: Db, brand: Brand) {
  return db
    .selectFrom('ads')
    .select(['id', 'kind', 'url', 'src', 'alt'])
    .where((where) => where.or([where('brand', 'is', null), where('brand', '=', brand)]))
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** The copyright line and footer texts of a brand, or undefined. */
export async function selectBrandFooter(db: Db, brand: Brand) {
  return db
    .selectFrom('brand_footers')
    .select(['brand', 'footer'])
    .where('brand', '=', brand)
    .executeTakeFirst()
}
