import type { OperatorAction } from '@app/contract'
import { type ColumnDef, getCoreRowModel, getExpandedRowModel, useReactTable } from '@tanstack/react-table'
import { ChevronDown, ChevronRight, Search } from 'lucide-react'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/format'
import { DataTable } from '../../shared/data-table'
import { useListAddress } from '../../shared/use-list-address'
import { useLoaded } from '../../shared/use-loaded'
import { type AuditFilter, auditApi } from './audit-api'
import { ChangeDiff } from './change-diff'
import './audit.css'

const FILTER_NAMES = ['operator', 'action', 'target', 'from', 'to', 'q'] as const
type FilterName = (typeof FILTER_NAMES)[number]
type FilterText = Record<FilterName, string>

/** The search and page, kept in the address so a reload or a shared link shows the same rows. */
function useAuditState() {
  const { params, update, start, limit, pagination, onPaginationChange } = useListAddress()
  const text = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as FilterText
  const operatorId = Number(text.operator)
  const filter: AuditFilter = {
    operator: Number.isInteger(operatorId) && operatorId > 0 ? operatorId : undefined,
    action: text.action || undefined,
    target: text.target || undefined,
    from: text.from || undefined,
    to: text.to || undefined,
    q: text.q || undefined,
  }
  return { text, filter, start, limit, update, pagination, onPaginationChange }
}

/**
 * The audit log (admins): every operator write, newest first and paged by the server, searched
 * by operator, action, target, days and free text; a row opens to show what the write changed.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const { text, filter, start, limit, update, pagination, onPaginationChange } = useAuditState()
  const { data, error, isLoading, reload } = useLoaded(
    JSON.stringify({ filter, start, limit }),
    () => auditApi.search(filter, { start, limit }),
    { keepPrevious: true },
  )
  const isFiltered = Object.values(filter).some((value) => value !== undefined)

  const columns = useMemo<ColumnDef<OperatorAction>[]>(
    () => [
      {
        id: 'expand',
        header: () => <span className="visually-hidden">{t('audit.column.changes')}</span>,
        cell: ({ row }) => {
          const isOpen = row.getIsExpanded()
          return (
            <button
              type="button"
              className="button button-secondary button-small bo-audit-toggle"
              aria-expanded={isOpen}
              aria-label={t(isOpen ? 'audit.hideChanges' : 'audit.showChanges', { id: row.original.id })}
              onClick={row.getToggleExpandedHandler()}
            >
              {isOpen ? <ChevronDown aria-hidden size={16} /> : <ChevronRight aria-hidden size={16} />}
            </button>
          )
        },
      },
      {
        id: 'time',
        header: () => t('audit.column.time'),
        cell: ({ row }) => (
          <time className="numeric" dateTime={row.original.created_at}>
            {formatDateTime(row.original.created_at, language)}
          </time>
        ),
      },
      {
        id: 'operator',
        header: () => t('audit.column.operator'),
        cell: ({ row: { original } }) => (
          <>
            <span>{original.operator_email ?? `#${original.operator_id}`}</span>
            <span className="muted numeric"> #{original.operator_id}</span>
            <br />
            {original.operator_roles === null ? (
              <span className="muted">{t('audit.rolesNotRecorded')}</span>
            ) : (
              <span className="bo-audit-roles">
                {original.operator_roles.map((role) => (
                  <span key={role} className="bo-tag">
                    {t(`audit.role.${role}`, { defaultValue: role })}
                  </span>
                ))}
              </span>
            )}
          </>
        ),
      },
      {
        id: 'action',
        header: () => t('audit.column.action'),
        cell: ({ row }) => <code>{row.original.action}</code>,
      },
      {
        id: 'target',
        header: () => t('audit.column.target'),
        cell: ({ row }) => <code>{row.original.target}</code>,
      },
      {
        id: 'reason',
        header: () => t('audit.column.reason'),
        cell: ({ row }) => <span className="bo-audit-reason">{row.original.reason ?? '—'}</span>,
      },
      {
        id: 'address',
        header: () => t('audit.column.address'),
        cell: ({ row }) => <span className="numeric">{row.original.client_address ?? '—'}</span>,
      },
    ],
    [t, language],
  )

  const table = useReactTable({
    data: data?.list ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    getRowCanExpand: () => true,
    getRowId: (row) => String(row.id),
    manualPagination: true,
    enableSorting: false,
    rowCount: data?.total ?? 0,
    state: { pagination },
    onPaginationChange,
  })

  return (
    <div className="bo-section bo-audit">
      <header className="bo-page-header">
        <div>
          <h1>{t('audit.title')}</h1>
          <p className="muted bo-intro">{t('audit.intro')}</p>
        </div>
      </header>
      <AuditFilters
        key={JSON.stringify(text)}
        text={text}
        onSearch={(next) => update({ ...next, start: 0 })}
      />
      <section className="panel bo-table-panel" aria-label={t('audit.results')}>
        <DataTable
          table={table}
          caption={t('audit.results')}
          isLoading={isLoading}
          error={error}
          onRetry={reload}
          loadingLabel={t('audit.loading')}
          emptyText={isFiltered ? t('audit.empty') : t('audit.none')}
          renderExpandedRow={(row) => <ChangeDiff action={row.original} />}
        />
      </section>
    </div>
  )
}

/** The search form: its fields start from the address and apply together on submit. */
function AuditFilters({ text, onSearch }: { text: FilterText; onSearch: (next: FilterText) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState<FilterText>(text)
  const set = (name: FilterName) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }))

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    onSearch({
      operator: draft.operator.trim(),
      action: draft.action.trim(),
      target: draft.target.trim(),
      from: draft.from,
      to: draft.to,
      q: draft.q.trim(),
    })
  }

  const empty: FilterText = { operator: '', action: '', target: '', from: '', to: '', q: '' }
  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom, where the component tests run, has no <search> element yet
    <form
      className="panel bo-audit-filters"
      role="search"
      aria-label={t('audit.filters')}
      onSubmit={handleSubmit}
    >
      <div className="field">
        <label htmlFor={`${id}-operator`}>{t('audit.filter.operator')}</label>
        <input
          id={`${id}-operator`}
          inputMode="numeric"
          pattern="[0-9]*"
          value={draft.operator}
          onChange={set('operator')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-action`}>{t('audit.filter.action')}</label>
        <input id={`${id}-action`} maxLength={100} value={draft.action} onChange={set('action')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-target`}>{t('audit.filter.target')}</label>
        <input id={`${id}-target`} maxLength={200} value={draft.target} onChange={set('target')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('audit.filter.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={set('from')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('audit.filter.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={set('to')}
        />
      </div>
      <div className="field bo-audit-text">
        <label htmlFor={`${id}-q`}>{t('audit.filter.text')}</label>
        <input id={`${id}-q`} type="search" maxLength={200} value={draft.q} onChange={set('q')} />
      </div>
      <div className="bo-audit-buttons">
        <button type="submit" className="button">
          <Search aria-hidden size={18} />
          {t('audit.search')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setDraft(empty)
            onSearch(empty)
          }}
        >
          {t('audit.clear')}
        </button>
      </div>
    </form>
  )
}
