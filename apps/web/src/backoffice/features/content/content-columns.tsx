import type { FooterState, MessageState } from '@app/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/format'
import { useNow } from '../../../shared/hooks/use-now'
import { filledLanguages, type StoredTexts } from './content-texts'
import { type WindowState, windowState } from './publish-window'

const MINUTE_MS = 60_000

/**
 * A column of a content list: its id, its header's text key, and what a row shows in it. A cell
 * is rendered as a component, so the cells below read the language and the clock themselves and
 * a kind's columns can be a module constant.
 */
export type ContentColumn<Row> = {
  id: string
  header: string
  /** Amounts and counts: right-aligned, in tabular numerals. */
  isNumeric?: boolean
  cell: (row: Row) => ReactNode
}

/**
 * A row's text (`field`, e.g. 'title') in English, cut to one line, after a tag (the text key of
 * e.g. a banner's kind) when given; under it how many languages have it, after `detail` (what
 * else tells the row apart, e.g. its key) when given.
 */
export function textColumn<Row>(
  field: string,
  textsOf: (row: Row) => StoredTexts,
  { detail, tag }: { detail?: (row: Row) => string; tag?: (row: Row) => string } = {},
): ContentColumn<Row> {
  return {
    id: field,
    header: `content.fields.${field}`,
    cell: (row) => <TextCell texts={textsOf(row)} detail={detail?.(row)} tag={tag?.(row)} />,
  }
}

function TextCell({
  texts,
  detail,
  tag,
}: {
  texts: StoredTexts
  detail?: string | undefined
  tag?: string | undefined
}) {
  const { t } = useTranslation()
  const written = t('content.languagesWritten', { written: filledLanguages(texts) })
  return (
    <>
      {tag !== undefined && <span className="bo-tag">{t(tag)}</span>}
      {tag !== undefined && ' '}
      <span className="bo-content-excerpt">{texts.en}</span>
      <br />
      <span className="muted">{detail === undefined ? written : `${detail} · ${written}`}</span>
    </>
  )
}

/** A row's picture, small, under the header of its field (`src`, `pic` or `image_url`). */
export function pictureColumn<Row>(
  field: string,
  srcOf: (row: Row) => string,
  height: number,
): ContentColumn<Row> {
  return {
    id: 'picture',
    header: `content.fields.${field}`,
    cell: (row) => <img className="bo-content-thumb" src={srcOf(row)} alt="" width={96} height={height} />,
  }
}

/** The brand a row shows on, or every brand. */
export function brandColumn<Row extends { brand: string | null }>(): ContentColumn<Row> {
  return { id: 'brand', header: 'content.fields.brand', cell: (row) => <BrandCell brand={row.brand} /> }
}

function BrandCell({ brand }: { brand: string | null }) {
  const { t } = useTranslation()
  return brand === null ? <span className="muted">{t('content.everyBrand')}</span> : <span>{brand}</span>
}

type Windowed = { publish_at: string; expires_at: string | null }

/** When a row shows, and whether players see it now, will later, or no longer do. */
export function windowColumns<Row extends Windowed>(): ContentColumn<Row>[] {
  return [
    {
      id: 'window',
      header: 'content.shown',
      cell: (row) => <PeriodCell from={row.publish_at} until={row.expires_at} />,
    },
    {
      id: 'state',
      header: 'content.stateHeader',
      cell: (row) => <WindowStateCell publishAt={row.publish_at} expiresAt={row.expires_at} />,
    },
  ]
}

/** A row's place in the order. */
export function sortColumn<Row extends { sort: number }>(): ContentColumn<Row> {
  return { id: 'sort', header: 'content.fields.sort', isNumeric: true, cell: (row) => row.sort }
}

/** A time of a row (when it takes over, when it is sent), under the header of its field. */
export function instantColumn<Row>(field: string, instantOf: (row: Row) => string): ContentColumn<Row> {
  return {
    id: field,
    header: `content.fields.${field}`,
    cell: (row) => <InstantCell instant={instantOf(row)} />,
  }
}

function InstantCell({ instant }: { instant: string }) {
  const { i18n } = useTranslation()
  return (
    <time className="numeric" dateTime={instant}>
      {formatDateTime(instant, i18n.language)}
    </time>
  )
}

/** A period: "from – until", or "from" alone when it has no end. */
export function PeriodCell({ from, until }: { from: string; until: string | null }) {
  const { t, i18n } = useTranslation()
  const start = formatDateTime(from, i18n.language)
  return (
    <span className="numeric">
      {until === null
        ? t('content.windowOpen', { from: start })
        : t('content.window', { from: start, until: formatDateTime(until, i18n.language) })}
    </span>
  )
}

/** Every state a content row can be in, as its badge: waiting, done (players have it), or over. */
const STATE_BADGE: Record<WindowState | FooterState | MessageState, string> = {
  scheduled: 'status-badge status-waiting',
  live: 'status-badge status-done',
  sent: 'status-badge status-done',
  expired: 'status-badge muted',
  replaced: 'status-badge muted',
}

/** A row's state, as the server says it, named by `texts` (e.g. 'content.footerState'). */
export function stateColumn<Row extends { state: FooterState | MessageState }>(
  texts: string,
): ContentColumn<Row> {
  return {
    id: 'state',
    header: 'content.stateHeader',
    cell: (row) => <StateBadge state={row.state} text={`${texts}.${row.state}`} />,
  }
}

function StateBadge({ state, text }: { state: keyof typeof STATE_BADGE; text: string }) {
  const { t } = useTranslation()
  return <span className={STATE_BADGE[state]}>{t(text)}</span>
}

/** Where a row's window stands now, kept current by the minute. */
function WindowStateCell({ publishAt, expiresAt }: { publishAt: string; expiresAt: string | null }) {
  const now = useNow(MINUTE_MS)
  const state = windowState(publishAt, expiresAt, now)
  return <StateBadge state={state} text={`content.state.${state}`} />
}
