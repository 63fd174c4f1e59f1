import { BRANDS, type Brand } from '@app/domain'
import { localizedInput, type StoredTexts, type Texts, textsOf } from './content-texts'
import { instantOrThisMinute } from './publish-window'

/*
 * The values an editor holds for what several kinds of content share, made from the row the
 * server sent (or for a new row) and turned back into what the server takes.
 */

/**
 * Where and when a row players see in a window shows, as its editor holds it: on one brand or
 * every brand, its place in the order, and its publication window.
 */
export type Schedule = {
  brand: Brand | null
  sort: number
  publish_at: string | null
  expires_at: string | null
}

/** A row players see in a window, as the server sends it. */
type ScheduledRow = { brand: string | null; sort: number; publish_at: string; expires_at: string | null }

/**
 * A row's schedule, or a new row's: every brand, first in the order, shown from this minute on
 * until changed.
 */
export function scheduleOf(row: ScheduledRow | undefined): Schedule {
  return {
    brand: brandOf(row?.brand ?? null),
    sort: row?.sort ?? 0,
    publish_at: instantOrThisMinute(row?.publish_at),
    expires_at: row?.expires_at ?? null,
  }
}

/** The schedule as the server takes it; an emptied start goes as '', for the server to refuse. */
export function scheduleInput({ brand, sort, publish_at, expires_at }: Schedule) {
  return { brand, sort, publish_at: publish_at ?? '', expires_at }
}

/** A keyed text's editor values (an announcement's, a promotion's): its schedule, key, title and text. */
export function keyedTextOf(
  row: (ScheduledRow & { key: string; title: StoredTexts; body: StoredTexts }) | undefined,
) {
  return { ...scheduleOf(row), key: row?.key ?? null, title: textsOf(row?.title), body: textsOf(row?.body) }
}

/** A keyed text as the server takes it: its schedule, the key it is saved under, its title and text. */
export function keyedTextInput(values: Schedule & { key: string | null; title: Texts; body: Texts }) {
  return {
    ...scheduleInput(values),
    key: shownKey(values),
    title: localizedInput(values.title),
    body: localizedInput(values.body),
  }
}

/**
 * The key a row is saved under: the one typed (or the row's own), else the one its English title
 * makes, so a new row's key follows its title until the operator types one.
 */
export function shownKey({ key, title }: { key: string | null; title: Texts }): string {
  return key ?? keyOf(title.en)
}

/** A brand the server sent (a row's brand), or null for every brand or one this app does not know. */
export function brandOf(value: string | null): Brand | null {
  return BRANDS.find((brand) => brand === value) ?? null
}

/**
 * A key made from an English title, for a new row whose key the operator has not typed:
 * `keyOf('Cup final: boosted odds!')` is "cup-final-boosted-odds".
 */
export function keyOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '')
}
