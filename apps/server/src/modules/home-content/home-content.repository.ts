import type { Brand } from '@app/domain'
import { type Insertable, type Selectable, type SqlBool, sql, type Updateable } from 'kysely'
import type { Db } from '../../db/database'
import type { Database, NoticesTable } from '../../db/schema'

/** Rows of this brand, and rows without a brand, which show on every brand. */
const isShownOn = (brand: Brand) => sql<SqlBool>`(brand is null or brand = ${brand})`

/** Published at `now` and not yet expired. */
const isLiveAt = (now: Date) =>
  sql<SqlBool>`(publish_at <= ${now} and (expires_at is null or expires_at > ${now}))`

/** Where and when a row shows: its brand (null: every brand), its place in the order and its window. */
type Placement = { brand: string | null; sort: number; publish_at: Date; expires_at: Date | null }

/**
 * The home tables of rows an operator schedules per brand (the marquee, the carousel, the
 * banners): each row has a brand, an order, a window and one jsonb map of texts by language.
 * One set of queries serves the three, named by the table.
 */
type ScheduledTables = Pick<Database, 'notices' | 'slides' | 'ads'>
export type ScheduledTable = keyof ScheduledTables

/** The columns every scheduled table has, as read. */
export type PlacedRow = Placement & { id: number; created_at: Date; updated_at: Date }

/** A row of a scheduled table as read: its own columns, and (for code over any table) the shared ones. */
export type ScheduledRow<Table extends ScheduledTable> = Selectable<ScheduledTables[Table]> & PlacedRow

/**
 * Kysely cannot check the columns of a table named by a type parameter, so the queries are typed
 * as the marquee's table: the columns they name (id, brand, sort, the window, the stamps) are
 * every scheduled table's, and each query returns its rows as its own table's.
 */
const typedAsOne = (table: ScheduledTable) => table as 'notices'

/** A scheduled row's fields as the service writes them; `texts` goes to the table's texts column. */
export type ScheduledValues = {
  notices: Placement & { texts: Record<string, string> }
  slides: Placement & { pic: string; url: string; texts: Record<string, string> }
  ads: Placement & { kind: number; src: string; url: string; texts: Record<string, string> }
}

/** Each table's column of texts by language. */
const TEXTS_COLUMN = { notices: 'content', slides: 'name', ads: 'alt' } as const

/** The fields as the table takes them: the texts, as JSON text, in the table's texts column. */
function storable<Table extends ScheduledTable>(table: Table, { texts, ...fields }: ScheduledValues[Table]) {
  return { ...fields, [TEXTS_COLUMN[table]]: JSON.stringify(texts) }
}

/** A table's live rows for a brand (rows without a brand show everywhere), in the order players see them. */
export async function selectLiveRows<Table extends ScheduledTable>(
  db: Db,
  table: Table,
  brand: Brand,
  now: Date,
): Promise<ScheduledRow<Table>[]> {
  const rows = await db
    .selectFrom(typedAsOne(table))
    .selectAll()
    .where(isShownOn(brand))
    .where(isLiveAt(now))
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows as ScheduledRow<Table>[]
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

/** The rows a brand can show, or every row without a brand. */
const brandFilter = (brand: Brand | undefined) =>
  brand === undefined ? sql<SqlBool>`true` : isShownOn(brand)

/** The order the back office lists each table in: the order players see it, the banners by kind first. */
const LIST_ORDER: Record<ScheduledTable, readonly ('kind' | 'sort' | 'id')[]> = {
  notices: ['sort', 'id'],
  slides: ['sort', 'id'],
  ads: ['kind', 'sort', 'id'],
}

/** A page of a table's rows, on a brand only those it can show, in the order players see them. */
export async function selectScheduledRows<Table extends ScheduledTable>(
  db: Db,
  table: Table,
  filter: RowFilter,
): Promise<ScheduledRow<Table>[]> {
  let query = db.selectFrom(typedAsOne(table)).selectAll().where(brandFilter(filter.brand))
  for (const column of LIST_ORDER[table]) query = query.orderBy(sql.ref(column))
  const rows = await query.offset(filter.start).limit(filter.limit).execute()
  return rows as ScheduledRow<Table>[]
}

/** How many rows the list has in all, on a brand only those it can show. */
export async function countScheduledRows(db: Db, table: ScheduledTable, brand: Brand | undefined) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where(brandFilter(brand))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/** One row, locked for the write that follows in the same transaction. */
export async function selectScheduledRowForUpdate<Table extends ScheduledTable>(
  db: Db,
  table: Table,
  id: number,
): Promise<ScheduledRow<Table> | undefined> {
  const row = await db
    .selectFrom(typedAsOne(table))
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
  return row as ScheduledRow<Table> | undefined
}

/** Adds a row, stamped now. */
export async function insertScheduledRow<Table extends ScheduledTable>(
  db: Db,
  table: Table,
  values: ScheduledValues[Table],
  now: Date,
): Promise<ScheduledRow<Table>> {
  const row = await db
    .insertInto(typedAsOne(table))
    .values({ ...storable(table, values), created_at: now, updated_at: now } as Insertable<NoticesTable>)
    .returningAll()
    .executeTakeFirstOrThrow()
  return row as ScheduledRow<Table>
}

/** Replaces a row's fields, stamped now; the row exists (the caller locked it). */
export async function updateScheduledRow<Table extends ScheduledTable>(
  db: Db,
  table: Table,
  id: number,
  values: ScheduledValues[Table],
  now: Date,
): Promise<ScheduledRow<Table>> {
  const row = await db
    .updateTable(typedAsOne(table))
    .set({ ...storable(table, values), updated_at: now } as Updateable<NoticesTable>)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return row as ScheduledRow<Table>
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
