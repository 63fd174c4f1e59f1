import type { Brand } from '@app/domain'
import { type SqlBool, sql } from 'kysely'
import type { Db } from '../../db/database'

/** Rows of this brand, and rows without a brand, which show on every brand. */
const isShownOn = (brand: Brand) => sql<SqlBool>`(brand is null or brand = ${brand})`

/** Published at `now` and not yet expired. */
const isLiveAt = (now: Date) =>
  sql<SqlBool>`(publish_at <= ${now} and (expires_at is null or expires_at > ${now}))`

/** Live marquee notices for a brand (rows without a brand show everywhere), in order. */
export async function selectNotices(db: Db, brand: Brand, now: Date) {
  return db
    .selectFrom('notices')
    .select(['id', 'content'])
    .where(isShownOn(brand))
    .where(isLiveAt(now))
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** Live carousel slides for a brand, in order. */
export async function selectSlides(db: Db, brand: Brand, now: Date) {
  return db
    .selectFrom('slides')
    .select(['id', 'pic', 'name', 'url'])
    .where(isShownOn(brand))
    .where(isLiveAt(now))
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** Live download banners and promotion images for a brand, in order. */
export async function selectAds(db: Db, brand: Brand, now: Date) {
  return db
    .selectFrom('ads')
    .select(['id', 'kind', 'url', 'src', 'alt'])
    .where(isShownOn(brand))
    .where(isLiveAt(now))
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** The footer version a brand shows at `now`: its latest published one, or undefined. */
export async function selectLiveFooter(db: Db, brand: Brand, now: Date) {
  return db
    .selectFrom('footer_texts')
    .select(['id', 'brand', 'footer'])
    .where('brand', '=', brand)
    .where('publish_at', '<=', now)
    .orderBy('publish_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}

// Back office

/** A page of back-office rows; on a brand, only the rows it can show (its own and the all-brands ones). */
export type RowFilter = { brand?: Brand | undefined; start: number; limit: number }
// The marquee, the carousel and the banners are listed in the order players see them.

/** The rows a brand can show, or every row without a brand. */
const brandFilter = (brand: Brand | undefined) =>
  brand === undefined ? sql<SqlBool>`true` : isShownOn(brand)

type Window = { publish_at: Date; expires_at: Date | null }

export type NoticeValues = Window & { brand: string | null; content: Record<string, string>; sort: number }

export async function selectNoticeRows(db: Db, filter: RowFilter) {
  return db
    .selectFrom('notices')
    .selectAll()
    .where(brandFilter(filter.brand))
    .orderBy('sort')
    .orderBy('id')
    .offset(filter.start)
    .limit(filter.limit)
    .execute()
}

export async function countNoticeRows(db: Db, brand: Brand | undefined): Promise<number> {
  const row = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where(brandFilter(brand))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/** One notice, locked for the write that follows in the same transaction. */
export async function selectNoticeForUpdate(db: Db, id: number) {
  return db.selectFrom('notices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function insertNotice(db: Db, values: NoticeValues, now: Date) {
  return db
    .insertInto('notices')
    .values({ ...values, content: JSON.stringify(values.content), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function updateNotice(db: Db, id: number, values: NoticeValues, now: Date) {
  return db
    .updateTable('notices')
    .set({ ...values, content: JSON.stringify(values.content), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export type SlideValues = Window & {
  brand: string | null
  pic: string
  name: Record<string, string>
  url: string
  sort: number
}

export async function selectSlideRows(db: Db, filter: RowFilter) {
  return db
    .selectFrom('slides')
    .selectAll()
    .where(brandFilter(filter.brand))
    .orderBy('sort')
    .orderBy('id')
    .offset(filter.start)
    .limit(filter.limit)
    .execute()
}

export async function countSlideRows(db: Db, brand: Brand | undefined): Promise<number> {
  const row = await db
    .selectFrom('slides')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where(brandFilter(brand))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

export async function selectSlideForUpdate(db: Db, id: number) {
  return db.selectFrom('slides').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function insertSlide(db: Db, values: SlideValues, now: Date) {
  return db
    .insertInto('slides')
    .values({ ...values, name: JSON.stringify(values.name), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function updateSlide(db: Db, id: number, values: SlideValues, now: Date) {
  return db
    .updateTable('slides')
    .set({ ...values, name: JSON.stringify(values.name), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export type AdValues = Window & {
  brand: string | null
  kind: number
  src: string
  alt: Record<string, string>
  url: string
  sort: number
}

export async function selectAdRows(db: Db, filter: RowFilter) {
  return db
    .selectFrom('ads')
    .selectAll()
    .where(brandFilter(filter.brand))
    .orderBy('kind')
    .orderBy('sort')
    .orderBy('id')
    .offset(filter.start)
    .limit(filter.limit)
    .execute()
}

export async function countAdRows(db: Db, brand: Brand | undefined): Promise<number> {
  const row = await db
    .selectFrom('ads')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where(brandFilter(brand))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

export async function selectAdForUpdate(db: Db, id: number) {
  return db.selectFrom('ads').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function insertAd(db: Db, values: AdValues, now: Date) {
  return db
    .insertInto('ads')
    .values({ ...values, alt: JSON.stringify(values.alt), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function updateAd(db: Db, id: number, values: AdValues, now: Date) {
  return db
    .updateTable('ads')
    .set({ ...values, alt: JSON.stringify(values.alt), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export type FooterValues = { brand: Brand; footer: Record<string, string>; publish_at: Date }

/** Footer versions, the latest first; of one brand when it is given. */
export async function selectFooterRows(db: Db, filter: RowFilter) {
  let query = db.selectFrom('footer_texts').selectAll()
  if (filter.brand !== undefined) query = query.where('brand', '=', filter.brand)
  return query
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .offset(filter.start)
    .limit(filter.limit)
    .execute()
}

export async function countFooterRows(db: Db, brand: Brand | undefined): Promise<number> {
  let query = db.selectFrom('footer_texts').select((eb) => eb.fn.countAll<string>().as('total'))
  if (brand !== undefined) query = query.where('brand', '=', brand)
  return Number((await query.executeTakeFirstOrThrow()).total)
}

/** The id of the version each brand shows at `now`. */
export async function selectLiveFooterIds(db: Db, now: Date): Promise<Set<number>> {
  const rows = await db
    .selectFrom('footer_texts')
    .select('id')
    .distinctOn('brand')
    .where('publish_at', '<=', now)
    .orderBy('brand')
    .orderBy('publish_at', 'desc')
    .execute()
  return new Set(rows.map((row) => row.id))
}

export async function selectFooterForUpdate(db: Db, id: number) {
  return db.selectFrom('footer_texts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function insertFooter(db: Db, values: FooterValues, now: Date) {
  return db
    .insertInto('footer_texts')
    .values({ ...values, footer: JSON.stringify(values.footer), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function updateFooter(db: Db, id: number, values: FooterValues, now: Date) {
  return db
    .updateTable('footer_texts')
    .set({ ...values, footer: JSON.stringify(values.footer), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}
