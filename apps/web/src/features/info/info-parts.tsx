import { Search } from 'lucide-react'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat } from '../../shared/format/intl-formats'
import { EmptyState, LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { INFO_TEXTS } from './info-texts'

/** A day in the reader's language and time zone, e.g. "Mar 1, 2026". */
export function formatDay(iso: string, language: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(language, { dateStyle: 'medium' }).format(date)
}

/** A screen's heading, its introduction and anything beside them (a count, an action). */
export function InfoHeader({
  title,
  titleId,
  intro,
  children,
}: {
  title: string
  titleId: string
  intro?: string
  children?: ReactNode
}) {
  return (
    <header className="info-header">
      <div>
        <h1 id={titleId}>{title}</h1>
        {intro && <p className="muted">{intro}</p>}
      </div>
      {children && <div className="info-header-actions">{children}</div>}
    </header>
  )
}

/** One item's read (a detail page): skeleton while it loads, the failure's text with a retry, then the item. */
export function DetailState<Item>({
  query,
  children,
}: {
  query: { isLoading: boolean; error?: unknown; data?: Item; refetch: () => unknown }
  children: (item: Item) => ReactNode
}) {
  const { t } = useTranslation(INFO_TEXTS)
  if (query.isLoading) return <SkeletonRows rows={5} label={t('common.loading')} />
  if (query.error || query.data === undefined)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  return <>{children(query.data)}</>
}

/** A value that follows another once it has stopped changing for `delayMs`: a search waits for the typing to pause. */
export function useDebouncedValue<Value>(value: Value, delayMs = 300): Value {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

/** The search box of the help centre and the FAQ. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <search className="info-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Search aria-hidden size={18} />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </search>
  )
}

/** A topic's name: the known ones translated, any other shown as the operator named it. */
export function useCategoryName() {
  const { t } = useTranslation(INFO_TEXTS)
  return (category: string) => t(`info.categories.${category}`, { defaultValue: category })
}

/** Topic chips: every topic of a list, and "all topics". */
export function CategoryChips({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly string[]
  selected: string | undefined
  onSelect: (category: string | undefined) => void
}) {
  const { t } = useTranslation(INFO_TEXTS)
  const categoryName = useCategoryName()
  if (categories.length < 2) return null
  return (
    <ul className="info-chips" aria-label={t('info.help.topics')}>
      {[undefined, ...categories].map((category) => (
        <li key={category ?? ''}>
          <button
            type="button"
            className="chip-button"
            aria-pressed={category === selected}
            onClick={() => onSelect(category)}
          >
            {category === undefined ? t('info.help.allTopics') : categoryName(category)}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** The distinct topics of a list, in the order they first appear. */
export function categoriesOf(rows: readonly { category: string | null }[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.category ? [row.category] : [])))]
}

/**
 * A searched list's topic filter: the topics the rows have, the one chosen, and the rows of it.
 * A topic the new search no longer finds stops filtering, rather than hiding every answer.
 */
export function useTopicFilter<Row extends { category: string | null }>(rows: readonly Row[] | undefined) {
  const [category, setCategory] = useState<string>()
  const categories = categoriesOf(rows ?? [])
  const topic = category && categories.includes(category) ? category : undefined
  const shown = topic ? rows?.filter((row) => row.category === topic) : rows
  return { categories, topic, setCategory, shown }
}

/** What a search found: the empty text names the words when there were some. */
export function SearchResults<Row>({
  query,
  search,
  rows,
  renderRows,
}: {
  query: { isFetching: boolean; isLoading: boolean; error?: unknown; refetch: () => unknown }
  search: string
  rows: readonly Row[] | undefined
  renderRows: (rows: readonly Row[]) => ReactNode
}) {
  const { t } = useTranslation(INFO_TEXTS)
  if (query.isLoading) return <SkeletonRows rows={4} label={t('common.loading')} />
  if (query.error || !rows) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  if (rows.length === 0)
    return <EmptyState text={search ? t('info.help.noMatch', { query: search }) : t('info.noRecords')} />
  return <div aria-busy={query.isFetching}>{renderRows(rows)}</div>
}
