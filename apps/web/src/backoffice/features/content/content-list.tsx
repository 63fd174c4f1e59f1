import type { Brand } from '@app/domain'
import {
  type ColumnDef,
  getCoreRowModel,
  type PaginationState,
  type Table,
  type Updater,
  useReactTable,
} from '@tanstack/react-table'
import { Pencil, Plus } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/format'
import { useNow } from '../../../shared/hooks/use-now'
import { DataTable } from '../../shared/data-table'
import { useLoaded } from '../../shared/use-loaded'
import { usePaging } from '../../shared/use-paging'
import type { ListQuery } from './content-api'
import { BrandSelect } from './content-fields'
import { type WindowState, windowState } from './publish-window'

const MINUTE_MS = 60_000

type Page<Row> = { list: Row[]; total: number }

/**
 * A server-paged list of one kind of content, on one brand or all: its query, its rows, and a way
 * to show a saved row at once while the list is read again.
 */
export function useContentList<Row>(name: string, load: (query: ListQuery) => Promise<Page<Row>>) {
  const [brand, setBrand] = useState<Brand | null>(null)
  const { pagination, onPaginationChange, toFirstPage, page } = usePaging()
  const query: ListQuery = { brand: brand ?? undefined, ...page }
  const loaded = useLoaded(`${name}:${JSON.stringify(query)}`, () => load(query))
  return {
    brand,
    setBrand: (next: Brand | null) => {
      setBrand(next)
      toFirstPage()
    },
    pagination,
    onPaginationChange,
    ...loaded,
  }
}

/** A react-table of one page of server rows: the server pages, nothing is sorted here. */
export function useContentTable<Row extends { id: number }>(
  rows: Page<Row> | undefined,
  columns: ColumnDef<Row>[],
  pagination: PaginationState,
  onPaginationChange: (updater: Updater<PaginationState>) => void,
) {
  return useReactTable({
    data: rows?.list ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    enableSorting: false,
    rowCount: rows?.total ?? 0,
    state: { pagination },
    onPaginationChange,
  })
}

/** A list's heading, its brand filter, its new-row button, the outcome of the last save and the table. */
export function ContentSection({
  id,
  title,
  intro,
  brand,
  onBrand,
  newLabel,
  onNew,
  notice,
  children,
}: {
  id: string
  title: string
  intro?: string
  /** Left out for a list that is not per brand. */
  brand?: Brand | null
  onBrand?: (brand: Brand | null) => void
  newLabel: string
  onNew: () => void
  notice: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <section className="bo-content-section" aria-labelledby={id}>
      <div className="bo-content-toolbar">
        <h2 id={id}>{title}</h2>
        {onBrand && brand !== undefined && (
          <div className="bo-content-filter">
            <BrandSelect
              label={t('content.brandFilter')}
              value={brand}
              onChange={onBrand}
              everyBrandLabel={t('content.allBrands')}
            />
          </div>
        )}
        <button type="button" className="button bo-content-new" onClick={onNew}>
          <Plus aria-hidden size={16} />
          {newLabel}
        </button>
      </div>
      {intro && <p className="bo-intro muted">{intro}</p>}
      <p className="bo-notice" role="status">
        {notice}
      </p>
      <div className="panel bo-table-panel">{children}</div>
    </section>
  )
}

/** The table of a content list, with its loading, error and empty states. */
export function ContentTable<Row extends { id: number }>({
  caption,
  list,
  table,
}: {
  caption: string
  list: { data: Page<Row> | undefined; error: unknown; isLoading: boolean; reload: () => void }
  table: Table<Row>
}) {
  const { t } = useTranslation()
  return (
    <DataTable
      table={table}
      caption={caption}
      isLoading={list.isLoading}
      error={list.error}
      onRetry={list.reload}
      loadingLabel={t('content.loading')}
      emptyText={t('content.empty')}
    />
  )
}

/** When a row shows: "from – until", or "from" alone when it has no end. */
export function WindowCell({ publishAt, expiresAt }: { publishAt: string; expiresAt: string | null }) {
  const { t, i18n } = useTranslation()
  const from = formatDateTime(publishAt, i18n.language)
  return (
    <span className="numeric">
      {expiresAt === null
        ? t('content.windowOpen', { from })
        : t('content.window', { from, until: formatDateTime(expiresAt, i18n.language) })}
    </span>
  )
}

const STATE_CLASS: Record<WindowState, string> = {
  scheduled: 'status-badge status-waiting',
  live: 'status-badge status-done',
  expired: 'status-badge muted',
}

/** Whether players see the row now, will later, or no longer do; kept current by the minute. */
export function WindowStateCell({ publishAt, expiresAt }: { publishAt: string; expiresAt: string | null }) {
  const { t } = useTranslation()
  const now = useNow(MINUTE_MS)
  const state = windowState(publishAt, expiresAt, now)
  return <span className={STATE_CLASS[state]}>{t(`content.state.${state}`)}</span>
}

/** The brand a row shows on, or every brand. */
export function BrandCell({ brand }: { brand: string | null }) {
  const { t } = useTranslation()
  return brand === null ? <span className="muted">{t('content.everyBrand')}</span> : <span>{brand}</span>
}

/** Opens a row's editor; its name says which row, for screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      aria-label={name}
      onClick={onClick}
    >
      <Pencil aria-hidden size={14} />
      {t('content.edit')}
    </button>
  )
}
