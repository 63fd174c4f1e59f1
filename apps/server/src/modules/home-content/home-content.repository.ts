import type { Brand } from '@app/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** Rows of this brand, and rows without a brand, which show on every brand. */
const isShownOn = (brand: Brand) => sql<boolean>`(brand is null or brand = ${brand})`

/** Marquee notices for a brand (rows without a brand show everywhere), in order. */
export async function selectNotices(db: Db, brand: Brand) {
  return db
    .selectFrom('notices')
    .select(['id', 'content'])
    .where(isShownOn(brand))
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** Carousel slides for a brand, in order. */
export async function selectSlides(db: Db, brand: Brand) {
  return db
    .selectFrom('slides')
    .select(['id', 'pic', 'name', 'url'])
    .where(isShownOn(brand))
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** Download banners and promotion images for a brand, in order. */
export async function selectAds(db: Db, brand: Brand) {
  return db
    .selectFrom('ads')
    .select(['id', 'kind', 'url', 'src', 'alt'])
    .where(isShownOn(brand))
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
