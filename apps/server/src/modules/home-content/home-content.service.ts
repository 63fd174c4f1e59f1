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
  type OperatorBannerPage,
  type OperatorFooter,
  type OperatorFooterPage,
  type OperatorListQuery,
  type OperatorMarqueeNotice,
  type OperatorMarqueeNoticePage,
  type OperatorSlide,
  type OperatorSlidePage,
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
  countAdRows,
  countFooterRows,
  countNoticeRows,
  countSlideRows,
  insertAd,
  insertFooter,
  insertNotice,
  insertSlide,
  selectAdForUpdate,
  selectAdRows,
  selectAds,
  selectFooterForUpdate,
  selectFooterRows,
  selectLiveFooter,
  selectLiveFooterIds,
  selectNoticeForUpdate,
  selectNoticeRows,
  selectNotices,
  selectSlideForUpdate,
  selectSlideRows,
  selectSlides,
  updateAd,
  updateFooter,
  updateNotice,
  updateSlide,
} from './home-content.repository'

/** The spec's caps on the home page: at most 2 promotion images and 1 download banner. */
export const MAX_PROMOTION_IMAGES = 2
export const MAX_DOWNLOAD_BANNERS = 1

/** Where the home page is read: the server's brand, the caller's language and the clock's now. */
export type HomeReader = { brand: Brand; language: Language; now: Date }

/** Live marquee announcements in the caller's language. */
export async function listNotices(db: Db, { brand, language, now }: HomeReader): Promise<Notice[]> {
  const notices = await selectNotices(db, brand, now)
  return notices.map((notice) => ({ id: notice.id, content: pickLocalized(notice.content, language) }))
}

/** Live home carousel slides with their names in the caller's language. */
export async function listSlides(db: Db, { brand, language, now }: HomeReader): Promise<Slide[]> {
  const slides = await selectSlides(db, brand, now)
  return slides.map((slide) => ({ ...slide, name: pickLocalized(slide.name, language) }))
}

/** Live home banners, capped at 1 download banner and 2 promotion images. */
export async function listAds(db: Db, { brand, language, now }: HomeReader): Promise<Ad[]> {
  const ads = await selectAds(db, brand, now)
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

const windowOf = (input: { publish_at: string; expires_at: string | null }) => ({
  publish_at: new Date(input.publish_at),
  expires_at: dateOrNull(input.expires_at),
})

type Stamped = { publish_at: Date; expires_at: Date | null; created_at: Date; updated_at: Date }

const stampsOf = (row: Stamped) => ({
  publish_at: iso(row.publish_at),
  expires_at: isoOrNull(row.expires_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
})

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

// Marquee

type NoticeRow = Awaited<ReturnType<typeof selectNoticeRows>>[number]

function toOperatorNotice(row: NoticeRow): OperatorMarqueeNotice {
  return { id: row.id, brand: row.brand, content: row.content, sort: row.sort, ...stampsOf(row) }
}

const noticeValues = (input: MarqueeNoticeInput) => ({
  brand: input.brand,
  content: storedTexts(input.content),
  sort: input.sort,
  ...windowOf(input),
})

export async function listMarqueeNotices(
  db: Db,
  query: OperatorListQuery,
): Promise<OperatorMarqueeNoticePage> {
  const [rows, total] = await Promise.all([selectNoticeRows(db, query), countNoticeRows(db, query.brand)])
  return { list: rows.map(toOperatorNotice), total }
}

export function createMarqueeNotice(db: Db, operatorId: number, input: MarqueeNoticeInput, now: Date) {
  return auditedWrite(db, { operatorId, kind: 'marquee' }, now, async (trx) => {
    const row = await insertNotice(trx, noticeValues(input), now)
    return { id: row.id, before: null, after: toOperatorNotice(row) }
  })
}

export function editMarqueeNotice(
  db: Db,
  operatorId: number,
  id: number,
  input: MarqueeNoticeInput,
  now: Date,
) {
  return auditedWrite(db, { operatorId, kind: 'marquee', id }, now, async (trx) => {
    const before = await selectNoticeForUpdate(trx, id)
    if (!before) return undefined
    const row = await updateNotice(trx, id, noticeValues(input), now)
    return { id, before: toOperatorNotice(before), after: toOperatorNotice(row) }
  })
}

// Carousel

type SlideRow = Awaited<ReturnType<typeof selectSlideRows>>[number]

function toOperatorSlide(row: SlideRow): OperatorSlide {
  return {
    id: row.id,
    brand: row.brand,
    pic: row.pic,
    name: row.name,
    url: row.url,
    sort: row.sort,
    ...stampsOf(row),
  }
}

const slideValues = (input: SlideInput) => ({
  brand: input.brand,
  pic: input.pic,
  name: storedTexts(input.name),
  url: input.url,
  sort: input.sort,
  ...windowOf(input),
})

export async function listOperatorSlides(db: Db, query: OperatorListQuery): Promise<OperatorSlidePage> {
  const [rows, total] = await Promise.all([selectSlideRows(db, query), countSlideRows(db, query.brand)])
  return { list: rows.map(toOperatorSlide), total }
}

export function createSlide(db: Db, operatorId: number, input: SlideInput, now: Date) {
  return auditedWrite(db, { operatorId, kind: 'slide' }, now, async (trx) => {
    const row = await insertSlide(trx, slideValues(input), now)
    return { id: row.id, before: null, after: toOperatorSlide(row) }
  })
}

export function editSlide(db: Db, operatorId: number, id: number, input: SlideInput, now: Date) {
  return auditedWrite(db, { operatorId, kind: 'slide', id }, now, async (trx) => {
    const before = await selectSlideForUpdate(trx, id)
    if (!before) return undefined
    const row = await updateSlide(trx, id, slideValues(input), now)
    return { id, before: toOperatorSlide(before), after: toOperatorSlide(row) }
  })
}

// Banners

type AdRow = Awaited<ReturnType<typeof selectAdRows>>[number]

function toOperatorBanner(row: AdRow): OperatorBanner {
  return {
    id: row.id,
    brand: row.brand,
    kind: row.kind === AD_KIND.download ? AD_KIND.download : AD_KIND.promotion,
    src: row.src,
    alt: row.alt,
    url: row.url,
    sort: row.sort,
    ...stampsOf(row),
  }
}

const bannerValues = (input: BannerInput) => ({
  brand: input.brand,
  kind: input.kind,
  src: input.src,
  alt: storedTexts(input.alt),
  url: input.url,
  sort: input.sort,
  ...windowOf(input),
})

export async function listBanners(db: Db, query: OperatorListQuery): Promise<OperatorBannerPage> {
  const [rows, total] = await Promise.all([selectAdRows(db, query), countAdRows(db, query.brand)])
  return { list: rows.map(toOperatorBanner), total }
}

export function createBanner(db: Db, operatorId: number, input: BannerInput, now: Date) {
  return auditedWrite(db, { operatorId, kind: 'banner' }, now, async (trx) => {
    const row = await insertAd(trx, bannerValues(input), now)
    return { id: row.id, before: null, after: toOperatorBanner(row) }
  })
}

export function editBanner(db: Db, operatorId: number, id: number, input: BannerInput, now: Date) {
  return auditedWrite(db, { operatorId, kind: 'banner', id }, now, async (trx) => {
    const before = await selectAdForUpdate(trx, id)
    if (!before) return undefined
    const row = await updateAd(trx, id, bannerValues(input), now)
    return { id, before: toOperatorBanner(before), after: toOperatorBanner(row) }
  })
}

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
