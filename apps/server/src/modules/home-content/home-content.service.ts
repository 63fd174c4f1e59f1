import {
  AD_KIND,
  type Ad,
  type BannerInput,
  type Copyright,
  type FooterInput,
  type FooterState,
  type MarqueeNoticeInput,
  type Notice,
  type OperatorBanner,
  type OperatorFooter,
  type OperatorFooterPage,
  type OperatorListQuery,
  type OperatorMarqueeNotice,
  type OperatorSlide,
  type Slide,
  type SlideInput,
} from '@app/contract'
import { BRANDS, type Brand, type Language, pickLocalized } from '@app/domain'
import { isUniqueViolation } from '../../db/constraint-violations'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { recordOperatorAction } from '../audit/audit.service'
import { storedTexts } from '../player-content/player-content.service'
import {
  countFooterRows,
  countScheduledRows,
  insertFooter,
  insertScheduledRow,
  type PlacedRow,
  type ScheduledRow,
  type ScheduledTable,
  type ScheduledValues,
  selectFooterForUpdate,
  selectFooterRows,
  selectLiveFooter,
  selectLiveFooterIds,
  selectLiveRows,
  selectScheduledRowForUpdate,
  selectScheduledRows,
  updateFooter,
  updateScheduledRow,
} from './home-content.repository'

/** The spec's caps on the home page: at most 2 promotion images and 1 download banner. */
export const MAX_PROMOTION_IMAGES = 2
export const MAX_DOWNLOAD_BANNERS = 1

/** Where the home page is read: the server's brand, the caller's language and the clock's now. */
export type HomeReader = { brand: Brand; language: Language; now: Date }

/** A banner's stored kind as the contract names it: the download banner, or else a promotion image. */
const bannerKind = (kind: number) => (kind === AD_KIND.download ? AD_KIND.download : AD_KIND.promotion)

/** Live marquee announcements in the caller's language. */
export async function listNotices(db: Db, { brand, language, now }: HomeReader): Promise<Notice[]> {
  const notices = await selectLiveRows(db, 'notices', brand, now)
  return notices.map((notice) => ({ id: notice.id, content: pickLocalized(notice.content, language) }))
}

/** Live home carousel slides with their names in the caller's language. */
export async function listSlides(db: Db, { brand, language, now }: HomeReader): Promise<Slide[]> {
  const slides = await selectLiveRows(db, 'slides', brand, now)
  return slides.map(({ id, pic, name, url }) => ({ id, pic, name: pickLocalized(name, language), url }))
}

/** Live home banners, capped at 1 download banner and 2 promotion images. */
export async function listAds(db: Db, { brand, language, now }: HomeReader): Promise<Ad[]> {
  const ads = await selectLiveRows(db, 'ads', brand, now)
  const downloads = ads.filter((ad) => ad.kind === AD_KIND.download).slice(0, MAX_DOWNLOAD_BANNERS)
  const promotions = ads.filter((ad) => ad.kind === AD_KIND.promotion).slice(0, MAX_PROMOTION_IMAGES)
  return [...downloads, ...promotions].map((ad) => ({
    id: ad.id,
    kind: bannerKind(ad.kind),
    url: ad.url,
    src: ad.src,
    alt: pickLocalized(ad.alt, language),
  }))
}

/** The brand's copyright line for the current year and its live footer text in every language. */
export async function getCopyright(db: Db, brand: Brand, now: Date): Promise<Copyright> {
  const footer = await selectLiveFooter(db, brand, now)
  if (!footer) throw new AppError('NOT_FOUND', 404, { brand })
  return { brand, copyright: `© ${now.getUTCFullYear()} ${brand}`, footer: footer.footer }
}

// Back office: every write is logged with the row as it was and as it became.

const iso = (date: Date) => date.toISOString()
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)
const dateOrNull = (text: string | null) => (text === null ? null : new Date(text))

/** What every scheduled kind's input has: where and when its row shows. */
type ScheduledInput = { brand: string | null; sort: number; publish_at: string; expires_at: string | null }

/** What the audit log calls each kind of home row: its actions are `<kind>.create` and `<kind>.edit`. */
type HomeRowKind = 'marquee' | 'slide' | 'banner' | 'footer'

/**
 * Writes a home row and its audit line (`<kind>.create` or `<kind>.edit` on `<kind>:<id>`, with
 * the row before and after) in one transaction; an edit whose row does not exist is 404.
 */
async function auditedWrite<Row extends Record<string, unknown>>(
  db: Db,
  change: { operatorId: number; kind: HomeRowKind; id?: number },
  now: Date,
  write: (trx: Db) => Promise<{ id: number; before: Row | null; after: Row } | undefined>,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const written = await write(trx)
    if (!written) throw new AppError('NOT_FOUND', 404, { id: change.id })
    await recordOperatorAction(
      trx,
      {
        operatorId: change.operatorId,
        action: `${change.kind}.${change.id === undefined ? 'create' : 'edit'}`,
        target: `${change.kind}:${written.id}`,
        reason: null,
        details: {},
        before: written.before,
        after: written.after,
      },
      now,
    )
    return written.after
  })
}

// The marquee, the carousel and the banners: rows scheduled per brand, listed, added and replaced
// the same way, each kind by its table, its audit name and its conversions.

/**
 * A kind of scheduled home row: its table, what the audit log calls it, its stored fields from
 * an operator's input, and the row as the back office reads it.
 */
type ScheduledKind<Table extends ScheduledTable, Input, Operator> = {
  table: Table
  audit: HomeRowKind
  valuesOf: (input: Input) => ScheduledValues[Table]
  toOperator: (row: ScheduledRow<Table>) => Operator
}

/** A scheduled kind's back-office calls: a page of its rows, and an audited create and edit. */
function operatorCallsOf<Table extends ScheduledTable, Input, Operator extends Record<string, unknown>>(
  kind: ScheduledKind<Table, Input, Operator>,
) {
  return {
    async list(db: Db, query: OperatorListQuery): Promise<{ list: Operator[]; total: number }> {
      const [rows, total] = await Promise.all([
        selectScheduledRows(db, kind.table, query),
        countScheduledRows(db, kind.table, query.brand),
      ])
      return { list: rows.map(kind.toOperator), total }
    },
    create(db: Db, operatorId: number, input: Input, now: Date) {
      return auditedWrite(db, { operatorId, kind: kind.audit }, now, async (trx) => {
        const row = await insertScheduledRow(trx, kind.table, kind.valuesOf(input), now)
        return { id: row.id, before: null, after: kind.toOperator(row) }
      })
    },
    edit(db: Db, operatorId: number, id: number, input: Input, now: Date) {
      return auditedWrite(db, { operatorId, kind: kind.audit, id }, now, async (trx) => {
        const before = await selectScheduledRowForUpdate(trx, kind.table, id)
        if (!before) return undefined
        const row = await updateScheduledRow(trx, kind.table, id, kind.valuesOf(input), now)
        return { id, before: kind.toOperator(before), after: kind.toOperator(row) }
      })
    },
  }
}

/** Where and when an input's row shows, as stored. */
const placementOf = (input: ScheduledInput) => ({
  brand: input.brand,
  sort: input.sort,
  publish_at: new Date(input.publish_at),
  expires_at: dateOrNull(input.expires_at),
})

/** Where and when a row shows, and its stamps, as the back office reads them. */
const placementView = (row: PlacedRow) => ({
  brand: row.brand,
  sort: row.sort,
  publish_at: iso(row.publish_at),
  expires_at: isoOrNull(row.expires_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
})

/** The home marquee's lines. */
export const marqueeNotices = operatorCallsOf<'notices', MarqueeNoticeInput, OperatorMarqueeNotice>({
  table: 'notices',
  audit: 'marquee',
  valuesOf: (input) => ({ ...placementOf(input), texts: storedTexts(input.content) }),
  toOperator: (row) => ({ id: row.id, ...placementView(row), content: row.content }),
})

/** The home carousel's slides. */
export const carouselSlides = operatorCallsOf<'slides', SlideInput, OperatorSlide>({
  table: 'slides',
  audit: 'slide',
  valuesOf: (input) => ({
    ...placementOf(input),
    pic: input.pic,
    url: input.url,
    texts: storedTexts(input.name),
  }),
  toOperator: (row) => ({ id: row.id, ...placementView(row), pic: row.pic, name: row.name, url: row.url }),
})

/** The home banners: the download banner and the promotion images. */
export const homeBanners = operatorCallsOf<'ads', BannerInput, OperatorBanner>({
  table: 'ads',
  audit: 'banner',
  valuesOf: (input) => ({
    ...placementOf(input),
    kind: input.kind,
    src: input.src,
    url: input.url,
    texts: storedTexts(input.alt),
  }),
  toOperator: (row) => ({
    id: row.id,
    ...placementView(row),
    kind: bannerKind(row.kind),
    src: row.src,
    alt: row.alt,
    url: row.url,
  }),
})

// Footer versions

type FooterRow = Awaited<ReturnType<typeof selectFooterRows>>[number]

const isBrand = (text: string): text is Brand => (BRANDS as readonly string[]).includes(text)

function footerState(row: FooterRow, liveIds: ReadonlySet<number>, now: Date): FooterState {
  if (row.publish_at > now) return 'scheduled'
  return liveIds.has(row.id) ? 'live' : 'replaced'
}

function toOperatorFooter(row: FooterRow, state: FooterState): OperatorFooter {
  // Rows are only ever written with a brand of the list (ZFooterInput, the seed).
  if (!isBrand(row.brand)) throw new Error(`footer_texts row ${row.id} has an unknown brand ${row.brand}`)
  return {
    id: row.id,
    brand: row.brand,
    footer: row.footer,
    publish_at: iso(row.publish_at),
    state,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

const footerValues = (input: FooterInput) => ({
  brand: input.brand,
  footer: storedTexts(input.footer),
  publish_at: new Date(input.publish_at),
})

/** Footer versions, the latest first, each with where it stands at `now`. */
export async function listFooters(db: Db, query: OperatorListQuery, now: Date): Promise<OperatorFooterPage> {
  const [rows, total, liveIds] = await Promise.all([
    selectFooterRows(db, query),
    countFooterRows(db, query.brand),
    selectLiveFooterIds(db, now),
  ])
  return { list: rows.map((row) => toOperatorFooter(row, footerState(row, liveIds, now))), total }
}

/** A version's state right after a write, read in the write's transaction. */
async function stateInside(trx: Db, row: FooterRow, now: Date) {
  return footerState(row, await selectLiveFooterIds(trx, now), now)
}

/** Two versions of a brand cannot take over at the same instant: 409 DUPLICATE_ENTRY naming publish_at. */
async function oneVersionPerInstant<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DUPLICATE_ENTRY', 409, { field: 'publish_at' })
    throw error
  }
}

/** Adds a footer version that takes over from its publish_at. */
export function createFooter(db: Db, operatorId: number, input: FooterInput, now: Date) {
  return oneVersionPerInstant(() =>
    auditedWrite(db, { operatorId, kind: 'footer' }, now, async (trx) => {
      const row = await insertFooter(trx, footerValues(input), now)
      return { id: row.id, before: null, after: toOperatorFooter(row, await stateInside(trx, row, now)) }
    }),
  )
}

/** Rewrites a footer version (e.g. a typo in the live one, or the date of a scheduled one). */
export function editFooter(db: Db, operatorId: number, id: number, input: FooterInput, now: Date) {
  return oneVersionPerInstant(() =>
    auditedWrite(db, { operatorId, kind: 'footer', id }, now, async (trx) => {
      const before = await selectFooterForUpdate(trx, id)
      if (!before) return undefined
      const beforeState = await stateInside(trx, before, now)
      const row = await updateFooter(trx, id, footerValues(input), now)
      return {
        id,
        before: toOperatorFooter(before, beforeState),
        after: toOperatorFooter(row, await stateInside(trx, row, now)),
      }
    }),
  )
}
