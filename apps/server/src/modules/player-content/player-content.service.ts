import {
  type Announcement,
  type AnnouncementPage,
  type ContentEntryInput,
  type ContentKind,
  type ContentPageQuery,
  type FaqEntry,
  type HelpArticle,
  type HelpQuery,
  LEGAL_PAGE_KEYS,
  type LegalPage,
  type LegalPageSummary,
  type LocalizedInput,
  type OperatorContentEntry,
  type OperatorContentEntryPage,
  type OperatorListQuery,
  type OperatorPromotion,
  type OperatorPromotionPage,
  type Promotion,
  type PromotionInput,
  type PromotionPage,
  type PromotionState,
  type PromotionSummary,
  type SupportChannel,
} from '@app/contract'
import { type Brand, type Language, pickLocalized } from '@app/domain'
import { isUniqueViolation } from '../../db/constraint-violations'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { recordOperatorAction } from '../audit/audit.service'
import {
  countEntries,
  countLiveEntries,
  countLivePromotions,
  countPromotions,
  type EntryFilter,
  type EntryValues,
  insertEntry,
  insertPromotion,
  type PromotionValues,
  selectEntries,
  selectEntryForUpdate,
  selectLiveEntries,
  selectLiveEntry,
  selectLivePromotion,
  selectLivePromotions,
  selectPromotionForUpdate,
  selectPromotions,
  selectSupportChannels,
  updateEntry,
  updatePromotion,
} from './player-content.repository'

/** Where content is read: the server's brand, the caller's language and the clock's now. */
export type Reader = { brand: Brand; language: Language; now: Date }

const iso = (date: Date) => date.toISOString()
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)

const filterOf = (kind: ContentKind, reader: Reader): EntryFilter => ({ kind, ...reader })

// Announcements

type EntryRow = Awaited<ReturnType<typeof selectLiveEntries>>[number]

function toAnnouncement(row: EntryRow, language: Language): Announcement {
  return {
    id: row.id,
    key: row.key,
    title: pickLocalized(row.title, language),
    content: pickLocalized(row.body, language),
    publish_at: iso(row.publish_at),
    expires_at: isoOrNull(row.expires_at),
  }
}

/** Live announcements on the brand, by sort then newest first. */
export async function listAnnouncements(
  db: Db,
  reader: Reader,
  page: ContentPageQuery,
): Promise<AnnouncementPage> {
  const filter = filterOf('announcement', reader)
  const [rows, total] = await Promise.all([selectLiveEntries(db, filter, page), countLiveEntries(db, filter)])
  return { list: rows.map((row) => toAnnouncement(row, reader.language)), total }
}

/** One live announcement; 404 when it does not exist, is not live or belongs to another brand. */
export async function getAnnouncement(db: Db, reader: Reader, id: number): Promise<Announcement> {
  const row = await selectLiveEntry(db, filterOf('announcement', reader), { id })
  if (!row) throw new AppError('NOT_FOUND', 404, { id })
  return toAnnouncement(row, reader.language)
}

// Help, FAQ and legal pages

function toHelpArticle(row: EntryRow, language: Language): HelpArticle {
  return {
    id: row.id,
    key: row.key,
    category: row.category,
    title: pickLocalized(row.title, language),
    body: pickLocalized(row.body, language),
    updated_at: iso(row.updated_at),
  }
}

/** Help articles, filtered by category and by words in the caller's language or English. */
export async function listHelpArticles(db: Db, reader: Reader, query: HelpQuery): Promise<HelpArticle[]> {
  const rows = await selectLiveEntries(db, {
    ...filterOf('help', reader),
    search: query.q,
    category: query.category,
  })
  return rows.map((row) => toHelpArticle(row, reader.language))
}

export async function getHelpArticle(db: Db, reader: Reader, key: string): Promise<HelpArticle> {
  const row = await selectLiveEntry(db, filterOf('help', reader), { key })
  if (!row) throw new AppError('NOT_FOUND', 404, { key })
  return toHelpArticle(row, reader.language)
}

/** FAQ entries (the title is the question, the body the answer), searchable like help articles. */
export async function listFaq(db: Db, reader: Reader, query: HelpQuery): Promise<FaqEntry[]> {
  const rows = await selectLiveEntries(db, {
    ...filterOf('faq', reader),
    search: query.q,
    category: query.category,
  })
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    category: row.category,
    question: pickLocalized(row.title, reader.language),
    answer: pickLocalized(row.body, reader.language),
  }))
}

/** The legal pages for the footer, in order, without their text. */
export async function listLegalPages(db: Db, reader: Reader): Promise<LegalPageSummary[]> {
  const rows = await selectLiveEntries(db, filterOf('legal', reader))
  return rows.map((row) => ({
    key: row.key,
    title: pickLocalized(row.title, reader.language),
    updated_at: iso(row.updated_at),
  }))
}

export async function getLegalPage(db: Db, reader: Reader, key: string): Promise<LegalPage> {
  const row = await selectLiveEntry(db, filterOf('legal', reader), { key })
  if (!row) throw new AppError('NOT_FOUND', 404, { key })
  return {
    key: row.key,
    title: pickLocalized(row.title, reader.language),
    body: pickLocalized(row.body, reader.language),
    updated_at: iso(row.updated_at),
  }
}

// Promotions

/** Where a promotion's period stands at `now`. */
export function promotionState(startsAt: Date, endsAt: Date | null, now: Date): PromotionState {
  if (now < startsAt) return 'upcoming'
  if (endsAt !== null && now >= endsAt) return 'ended'
  return 'running'
}

type PromotionRow = Awaited<ReturnType<typeof selectLivePromotions>>[number]

function toPromotionSummary(row: PromotionRow, reader: Reader): PromotionSummary {
  return {
    id: row.id,
    key: row.key,
    image_url: row.image_url,
    title: pickLocalized(row.title, reader.language),
    starts_at: iso(row.starts_at),
    ends_at: isoOrNull(row.ends_at),
    state: promotionState(row.starts_at, row.ends_at, reader.now),
  }
}

export async function listPromotions(db: Db, reader: Reader, page: ContentPageQuery): Promise<PromotionPage> {
  const [rows, total] = await Promise.all([
    selectLivePromotions(db, reader.brand, reader.now, page),
    countLivePromotions(db, reader.brand, reader.now),
  ])
  return { list: rows.map((row) => toPromotionSummary(row, reader)), total }
}

export async function getPromotion(db: Db, reader: Reader, id: number): Promise<Promotion> {
  const row = await selectLivePromotion(db, reader.brand, reader.now, id)
  if (!row) throw new AppError('NOT_FOUND', 404, { id })
  return {
    ...toPromotionSummary(row, reader),
    body: pickLocalized(row.body, reader.language),
    terms: pickLocalized(row.terms, reader.language),
  }
}

// Support channels

export async function listSupportChannels(db: Db, reader: Omit<Reader, 'now'>): Promise<SupportChannel[]> {
  const rows = await selectSupportChannels(db, reader.brand)
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: pickLocalized(row.name, reader.language),
    url: row.url,
    hours: pickLocalized(row.hours, reader.language),
  }))
}

// Back office

/** Keeps the languages that have text, so an empty field falls back to English when read. */
export function storedTexts(input: LocalizedInput): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  )
}

/** Runs a write whose unique key (kind, key and brand) may already be taken: 409 DUPLICATE_ENTRY naming key. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DUPLICATE_ENTRY', 409, { field: 'key' })
    throw error
  }
}

type StoredEntry = Awaited<ReturnType<typeof insertEntry>>

function toOperatorEntry(row: StoredEntry): OperatorContentEntry {
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    brand: row.brand,
    category: row.category,
    title: row.title,
    body: row.body,
    sort: row.sort,
    publish_at: iso(row.publish_at),
    expires_at: isoOrNull(row.expires_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

function entryValues(kind: ContentKind, input: ContentEntryInput): EntryValues {
  // Legal pages are linked from fixed places (footer, registration), so only their keys exist.
  if (kind === 'legal' && !(LEGAL_PAGE_KEYS as readonly string[]).includes(input.key)) {
    throw new AppError('VALIDATION_FAILED', 400, { field: 'key', allowed: LEGAL_PAGE_KEYS })
  }
  return {
    key: input.key,
    brand: input.brand,
    category: input.category,
    title: storedTexts(input.title),
    body: storedTexts(input.body),
    sort: input.sort,
    publish_at: new Date(input.publish_at),
    expires_at: input.expires_at === null ? null : new Date(input.expires_at),
  }
}

/** Every entry of a kind, live or not, newest first; on a brand, those it can show. */
export async function listContentEntries(
  db: Db,
  kind: ContentKind,
  query: OperatorListQuery,
): Promise<OperatorContentEntryPage> {
  const [rows, total] = await Promise.all([
    selectEntries(db, kind, query),
    countEntries(db, kind, query.brand),
  ])
  return { list: rows.map(toOperatorEntry), total }
}

/**
 * Creates an announcement, help article, FAQ entry or legal page, logged with the operator and
 * the entry as written.
 */
export async function createContentEntry(
  db: Db,
  operatorId: number,
  kind: ContentKind,
  input: ContentEntryInput,
  now: Date,
): Promise<OperatorContentEntry> {
  const values = entryValues(kind, input)
  return uniquely(() =>
    db.transaction().execute(async (trx) => {
      const entry = toOperatorEntry(await insertEntry(trx, kind, values, now))
      await recordOperatorAction(
        trx,
        {
          operatorId,
          action: 'content.create',
          target: `${kind}:${entry.id}`,
          reason: null,
          details: { key: input.key, brand: input.brand },
          before: null,
          after: entry,
        },
        now,
      )
      return entry
    }),
  )
}

/** Replaces an entry's fields, logged with the entry before and after; 404 when no entry of that kind has the id. */
export async function editContentEntry(
  db: Db,
  operatorId: number,
  kind: ContentKind,
  id: number,
  input: ContentEntryInput,
  now: Date,
): Promise<OperatorContentEntry> {
  const values = entryValues(kind, input)
  return uniquely(() =>
    db.transaction().execute(async (trx) => {
      const before = await selectEntryForUpdate(trx, kind, id)
      const updated = before && (await updateEntry(trx, kind, id, values, now))
      if (!before || !updated) throw new AppError('NOT_FOUND', 404, { id })
      const entry = toOperatorEntry(updated)
      await recordOperatorAction(
        trx,
        {
          operatorId,
          action: 'content.edit',
          target: `${kind}:${id}`,
          reason: null,
          details: { key: input.key, brand: input.brand },
          before: toOperatorEntry(before),
          after: entry,
        },
        now,
      )
      return entry
    }),
  )
}

type StoredPromotion = Awaited<ReturnType<typeof insertPromotion>>

function toOperatorPromotion(row: StoredPromotion): OperatorPromotion {
  return {
    id: row.id,
    key: row.key,
    brand: row.brand,
    image_url: row.image_url,
    title: row.title,
    body: row.body,
    terms: row.terms,
    starts_at: iso(row.starts_at),
    ends_at: isoOrNull(row.ends_at),
    sort: row.sort,
    publish_at: iso(row.publish_at),
    expires_at: isoOrNull(row.expires_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

function promotionValues(input: PromotionInput): PromotionValues {
  return {
    key: input.key,
    brand: input.brand,
    image_url: input.image_url,
    title: storedTexts(input.title),
    body: storedTexts(input.body),
    terms: storedTexts(input.terms),
    starts_at: new Date(input.starts_at),
    ends_at: input.ends_at === null ? null : new Date(input.ends_at),
    sort: input.sort,
    publish_at: new Date(input.publish_at),
    expires_at: input.expires_at === null ? null : new Date(input.expires_at),
  }
}

/** Every promotion, live or not, newest first; on a brand, those it can show. */
export async function listOperatorPromotions(
  db: Db,
  query: OperatorListQuery,
): Promise<OperatorPromotionPage> {
  const [rows, total] = await Promise.all([selectPromotions(db, query), countPromotions(db, query.brand)])
  return { list: rows.map(toOperatorPromotion), total }
}

export async function createPromotion(
  db: Db,
  operatorId: number,
  input: PromotionInput,
  now: Date,
): Promise<OperatorPromotion> {
  const values = promotionValues(input)
  return uniquely(() =>
    db.transaction().execute(async (trx) => {
      const promotion = toOperatorPromotion(await insertPromotion(trx, values, now))
      await recordOperatorAction(
        trx,
        {
          operatorId,
          action: 'promotion.create',
          target: `promotion:${promotion.id}`,
          reason: null,
          details: { key: input.key, brand: input.brand },
          before: null,
          after: promotion,
        },
        now,
      )
      return promotion
    }),
  )
}

export async function editPromotion(
  db: Db,
  operatorId: number,
  id: number,
  input: PromotionInput,
  now: Date,
): Promise<OperatorPromotion> {
  const values = promotionValues(input)
  return uniquely(() =>
    db.transaction().execute(async (trx) => {
      const before = await selectPromotionForUpdate(trx, id)
      const updated = before && (await updatePromotion(trx, id, values, now))
      if (!before || !updated) throw new AppError('NOT_FOUND', 404, { id })
      const promotion = toOperatorPromotion(updated)
      await recordOperatorAction(
        trx,
        {
          operatorId,
          action: 'promotion.edit',
          target: `promotion:${id}`,
          reason: null,
          details: { key: input.key, brand: input.brand },
          before: toOperatorPromotion(before),
          after: promotion,
        },
        now,
      )
      return promotion
    }),
  )
}
