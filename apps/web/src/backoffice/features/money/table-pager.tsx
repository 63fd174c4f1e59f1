import type { Table } from '@tanstack/react-table'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** The page sizes an operator can pick; the server answers at most 100 rows a page. */
export const PAGE_SIZES = [20, 50, 100] as const

type TablePagerProps<Row> = {
  table: Table<Row>
  /** Rows over every page when the server says; undefined when it does not (a full page means more may follow). */
  total: number | undefined
  /** Rows on the page shown. */
  shown: number
}

/** Previous and next page, where the rows shown sit among all of them, and the page size. */
export function TablePager<Row>({ table, total, shown }: TablePagerProps<Row>) {
  const { t, i18n } = useTranslation()
  const sizeId = useId()
  const { pageIndex, pageSize } = table.getState().pagination
  const from = pageIndex * pageSize + (shown > 0 ? 1 : 0)
  const to = pageIndex * pageSize + shown
  const hasMore = total === undefined ? shown === pageSize : to < total
  const number = (value: number) => value.toLocaleString(i18n.language)
  return (
    <div className="bo-money-pager">
      <span className="muted numeric" aria-live="polite">
        {total === undefined
          ? t('money.table.rows', { from: number(from), to: number(to) })
          : t('money.table.rowsOf', { from: number(from), to: number(to), total: number(total) })}
      </span>
      <span className="bo-money-pager-size">
        <label htmlFor={sizeId}>{t('money.table.pageSize')}</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => table.setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={pageIndex === 0}
        onClick={() => table.previousPage()}
      >
        <ChevronLeft aria-hidden size={16} />
        {t('money.table.previous')}
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={!hasMore}
        onClick={() => table.setPageIndex(pageIndex + 1)}
      >
        {t('money.table.next')}
        <ChevronRight aria-hidden size={16} />
      </button>
    </div>
  )
}
