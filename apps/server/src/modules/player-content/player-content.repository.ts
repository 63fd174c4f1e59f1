import type { ContentKind } from '@app/contract'
import type { Brand, Language } from '@app/domain'
import { type Expression, type SqlBool, sql } from 'kysely'
import type { Db } from '../../db/database'

/** The table a shown row comes from, aliased `row` so the brand check can refer to it. */
type RowTable = 'content_entries' | 'promotions'

/** Shown at `now`: published, and not yet expired. */
const isLiveAt = (table: string, now: Date) =>
  sql<SqlBool>`(${sql.ref(`${table}.publish_at`)} <= ${now} and (${sql.ref(`${table}.expires_at`)} is null or ${sql.ref(`${table}.expires_at`)} > ${now}))`

/**
 * The row a brand shows for a key: its own live row, or else the all-brands row. An expired or
 * not yet published brand row does not hide the all-brands one, so an override can be scheduled.
 */
function shownOnBrand(table: RowTable, brand: Brand, now: Date, sameKind: boolean): Expression<SqlBool> {
  const kindMatches = sameKind ? sql`and own.kind = row.kind` : sql``
  return sql<SqlBool>`(row.brand = ${brand} or (row.brand is null and not exists (
    select 1 from ${sql.table(table)} as own
    where own.key = row.key ${kindMatches} and own.brand = ${brand} and ${isLiveAt('own', now)})))`
}

/** A text field in a language with the English fallback, for searching what the player reads. */
const localized = (column: string, language: Language) =>
  sql<string>`coalesce(nullif(${sql.ref(column)} ->> ${language}, ''), ${sql.ref(column)} ->> 'en')`

/** `%text%` for ILIKE, with the pattern characters of the player's text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

export type EntryFilter = {
  kind: ContentKind
  brand: Brand
  now: Date
  language: Language
  search?: string | undefined
  category?: string | undefined
}

function liveEntries(db: Db, filter: EntryFilter) {
  let query = db
    .selectFrom('content_entries as row')
    .where('row.kind', '=', filter.kind)
    .where(isLiveAt('row', filter.now))
    .where(shownOnBrand('content_entries', filter.brand, filter.now, true))
  if (filter.category) query = query.where('row.category', '=', filter.category)
  if (filter.search) {
    const pattern = containsPattern(filter.search)
    query = query.where(
      sql<SqlBool>`(${localized('row.title', filter.language)} ilike ${pattern}
        or ${localized('row.body', filter.language)} ilike ${pattern}
        or row.title ->> 'en' ilike ${pattern} or row.body ->> 'en' ilike ${pattern})`,
    )
  }
  return query
}

const ENTRY_COLUMNS = [
  'row.id',
  'row.key',
  'row.category',
  'row.title',
  'row.body',
  'row.publish_at',
  'row.expires_at',
  'row.updated_at',
] as const

/** The live entries of a kind on a brand, by sort then newest first; paged when start and limit are given. */
export async function selectLiveEntries(
  db: Db,
  filter: EntryFilter,
  page?: { start: number; limit: number },
) {
  let query = liveEntries(db, filter)
    .select(ENTRY_COLUMNS)
    .orderBy('row.sort')
    .orderBy('row.publish_at', 'desc')
    .orderBy('row.id', 'desc')
  if (page) query = query.offset(page.start).limit(page.limit)
  return query.execute()
}

export async function countLiveEntries(db: Db, filter: EntryFilter): Promise<number> {
  const row = await liveEntries(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/** One live entry on a brand, by id or by key. */
export async function selectLiveEntry(
  db: Db,
  filter: Omit<EntryFilter, 'search' | 'category'>,
  by: { id: number } | { key: string },
) {
  const query = liveEntries(db, filter).select(ENTRY_COLUMNS)
  return (
    'id' in by ? query.where('row.id', '=', by.id) : query.where('row.key', '=', by.key)
  ).executeTakeFirst()
}

export type EntryValues = {
  key: string
  brand: string | null
  category: string | null
  title: Record<string, string>
  body: Record<string, string>
  sort: number
  publish_at: Date
  expires_at: Date | null
}

const storable = (values: EntryValues) => ({
  ...values,
  title: JSON.stringify(values.title),
  body: JSON.stringify(values.body),
})

export async function insertEntry(db: Db, kind: ContentKind, values: EntryValues, now: Date) {
  return db
    .insertInto('content_entries')
    .values({ kind, ...storable(values), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** One entry of a kind under a row lock, as an edit finds it. */
export async function selectEntryForUpdate(db: Db, kind: ContentKind, id: number) {
  return db
    .selectFrom('content_entries')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst()
}

/** Replaces an entry's fields; undefined when no entry of that kind has the id. */
export async function updateEntry(db: Db, kind: ContentKind, id: number, values: EntryValues, now: Date) {
  return db
    .updateTable('content_entries')
    .set({ ...storable(values), updated_at: now })
    .where('id', '=', id)
    .where('kind', '=', kind)
    .returningAll()
    .executeTakeFirst()
}

/** A back-office page; on a brand, only the rows it can show (its own and the all-brands ones). */
export type OperatorFilter = { brand?: Brand | undefined; start: number; limit: number }

const rowsOfBrand = (brand: Brand | undefined) =>
  brand === undefined ? sql<SqlBool>`true` : sql<SqlBool>`(brand is null or brand = ${brand})`

/** Every entry of a kind for the back office, live or not, newest first. */
export async function selectEntries(db: Db, kind: ContentKind, filter: OperatorFilter) {
  return db
    .selectFrom('content_entries')
    .selectAll()
    .where('kind', '=', kind)
    .where(rowsOfBrand(filter.brand))
    .orderBy('id', 'desc')
    .offset(filter.start)
    .limit(filter.limit)
    .execute()
}

export async function countEntries(db: Db, kind: ContentKind, brand: Brand | undefined): Promise<number> {
  const row = await db
    .selectFrom('content_entries')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('kind', '=', kind)
    .where(rowsOfBrand(brand))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

// Promotions

function livePromotions(db: Db, brand: Brand, now: Date) {
  return db
    .selectFrom('promotions as row')
    .where(isLiveAt('row', now))
    .where(shownOnBrand('promotions', brand, now, false))
}

const PROMOTION_COLUMNS = [
  'row.id',
  'row.key',
  'row.image_url',
  'row.title',
  'row.body',
  'row.terms',
  'row.starts_at',
  'row.ends_at',
] as const

export async function selectLivePromotions(
  db: Db,
  brand: Brand,
  now: Date,
  page: { start: number; limit: number },
) {
  return livePromotions(db, brand, now)
    .select(PROMOTION_COLUMNS)
    .orderBy('row.sort')
    .orderBy('row.starts_at', 'desc')
    .orderBy('row.id', 'desc')
    .offset(page.start)
    .limit(page.limit)
    .execute()
}

export async function countLivePromotions(db: Db, brand: Brand, now: Date): Promise<number> {
  const row = await livePromotions(db, brand, now)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

export async function selectLivePromotion(db: Db, brand: Brand, now: Date, id: number) {
  return livePromotions(db, brand, now).select(PROMOTION_COLUMNS).where('row.id', '=', id).executeTakeFirst()
}

export type PromotionValues = {
  key: string
  brand: string | null
  image_url: string
  title: Record<string, string>
  body: Record<string, string>
  terms: Record<string, string>
  starts_at: Date
  ends_at: Date | null
  sort: number
  publish_at: Date
  expires_at: Date | null
}

const storablePromotion = (values: PromotionValues) => ({
  ...values,
  title: JSON.stringify(values.title),
  body: JSON.stringify(values.body),
  terms: JSON.stringify(values.terms),
})

export async function insertPromotion(db: Db, values: PromotionValues, now: Date) {
  return db
    .insertInto('promotions')
    .values({ ...storablePromotion(values), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** One promotion under a row lock, as an edit finds it. */
export async function selectPromotionForUpdate(db: Db, id: number) {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function updatePromotion(db: Db, id: number, values: PromotionValues, now: Date) {
  return db
    .updateTable('promotions')
    .set({ ...storablePromotion(values), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

export async function selectPromotions(db: Db, filter: OperatorFilter) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where(rowsOfBrand(filter.brand))
    .orderBy('id', 'desc')
    .offset(filter.start)
    .limit(filter.limit)
    .execute()
}

export async function countPromotions(db: Db, brand: Brand | undefined): Promise<number> {
  const row = await db
    .selectFrom('promotions')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where(rowsOfBrand(brand))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

// Support channels

/** A brand's support channels: its own row of a kind, else the all-brands row, in order. */
export async function selectSupportChannels(db: Db, brand: Brand) {
  return db
    .selectFrom('support_channels as row')
    .select(['row.id', 'row.kind', 'row.name', 'row.url', 'row.hours'])
    .where((eb) =>
      eb.or([
        eb('row.brand', '=', brand),
        eb.and([
          eb('row.brand', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('support_channels as own')
                .select('own.id')
                .whereRef('own.kind', '=', 'row.kind')
                .where('own.brand', '=', brand),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('row.sort')
    .orderBy('row.id')
    .execute()
}
