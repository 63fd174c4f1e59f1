import type { Brand } from '@app/domain'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { Pencil, Plus } from 'lucide-react'
import { type ReactNode, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../shared/ui/modal'
import { DataTable } from '../../shared/data-table'
import { useLoaded } from '../../shared/use-loaded'
import { usePaging } from '../../shared/use-paging'
import type { ListQuery } from './content-api'
import type { ContentColumn } from './content-columns'
import { BrandSelect } from './content-fields'
import type { Editing, EditorProps } from './editor-form'

type Page<Row> = { list: Row[]; total: number }

/**
 * One kind of content as its tab lists it. Its texts sit under `content.<texts>`: title, intro,
 * new (the button), newTitle and editTitle (the editor's), editName (a row's edit button, for
 * screen readers). Give it as a module constant: the table is made again when it changes.
 */
export type ContentKind<Row extends { id: number }> = {
  texts: string
  load: (query: ListQuery) => Promise<Page<Row>>
  columns: readonly ContentColumn<Row>[]
  /** The values a row's editTitle and editName take, e.g. `{ id: 3 }`. */
  namesOf: (row: Row) => Record<string, string | number>
  /** False for a list that is not per brand: it has no brand filter. */
  hasBrandFilter?: boolean
}

/** The list an editor opens from: the brand it shows (null: every brand) and its rows. */
export type ShownList<Row> = { brand: Brand | null; rows: readonly Row[] }

/**
 * A kind's list: its heading, its brand filter, its new-row button, the outcome of the last save,
 * a server-paged table with an edit button on each row, and the kind's editor in a large modal
 * (the whole screen on a phone). A saved row shows at once: the list is read again.
 */
export function ContentListTab<Row extends { id: number }>({
  kind,
  renderEditor,
  savedNotice,
}: {
  kind: ContentKind<Row>
  renderEditor: (editor: EditorProps<Row>, list: ShownList<Row>) => ReactNode
  /** What the notice says once a row is saved; by default that players see it inside its window. */
  savedNotice?: (row: Row) => string
}) {
  const { t } = useTranslation()
  const [brand, setBrand] = useState<Brand | null>(null)
  const { pagination, onPaginationChange, toFirstPage, page } = usePaging()
  const query: ListQuery = { brand: brand ?? undefined, ...page }
  const list = useLoaded(`${kind.texts}:${JSON.stringify(query)}`, () => kind.load(query))
  const [editing, setEditing] = useState<Editing<Row>>()
  const [notice, setNotice] = useState('')
  const open = useCallback((next: Editing<Row>) => {
    setNotice('')
    setEditing(next)
  }, [])
  const columns = useMemo(() => columnDefs(kind, t, open), [kind, t, open])
  const table = useReactTable({
    data: list.data?.list ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    enableSorting: false,
    rowCount: list.data?.total ?? 0,
    state: { pagination },
    onPaginationChange,
  })
  const texts = (name: string, values?: Record<string, string | number>) =>
    t(`content.${kind.texts}.${name}`, values)
  const titleId = `bo-${kind.texts}-title`
  const row = editing?.kind === 'edit' ? editing.row : undefined
  const close = () => setEditing(undefined)

  return (
    <>
      <section className="bo-content-section" aria-labelledby={titleId}>
        <div className="bo-toolbar">
          <h2 id={titleId}>{texts('title')}</h2>
          {kind.hasBrandFilter !== false && (
            <div className="bo-content-filter">
              <BrandSelect
                label={t('content.brandFilter')}
                value={brand}
                onChange={(next) => {
                  setBrand(next)
                  toFirstPage()
                }}
                everyBrandLabel={t('content.allBrands')}
              />
            </div>
          )}
          <button type="button" className="button bo-content-new" onClick={() => open({ kind: 'new' })}>
            <Plus aria-hidden size={16} />
            {texts('new')}
          </button>
        </div>
        <p className="bo-intro muted">{texts('intro')}</p>
        <p className="bo-notice" role="status">
          {notice}
        </p>
        <div className="panel bo-table-panel">
          <DataTable
            table={table}
            caption={texts('title')}
            isLoading={list.isLoading}
            error={list.error}
            onRetry={list.reload}
            loadingLabel={t('content.loading')}
            emptyText={t('content.empty')}
          />
        </div>
      </section>
      <Modal
        title={row ? texts('editTitle', kind.namesOf(row)) : texts('newTitle')}
        isOpen={editing !== undefined}
        onClose={close}
        size="full"
      >
        {renderEditor(
          {
            row,
            onClose: close,
            onSaved: (saved) => {
              close()
              setNotice(savedNotice?.(saved) ?? t('content.saved'))
              list.reload()
            },
          },
          { brand, rows: list.data?.list ?? [] },
        )}
      </Modal>
    </>
  )
}

/** The kind's columns as the table takes them, and last the edit button of each row. */
function columnDefs<Row extends { id: number }>(
  kind: ContentKind<Row>,
  t: TFunction,
  open: (editing: Editing<Row>) => void,
): ColumnDef<Row>[] {
  return [
    ...kind.columns.map(
      (column): ColumnDef<Row> => ({
        id: column.id,
        header: () => t(column.header),
        meta: { isNumeric: column.isNumeric },
        cell: ({ row }) => column.cell(row.original),
      }),
    ),
    {
      id: 'edit',
      header: () => t('content.actions'),
      cell: ({ row: { original } }) => (
        <EditButton
          name={t(`content.${kind.texts}.editName`, kind.namesOf(original))}
          onClick={() => open({ kind: 'edit', row: original })}
        />
      ),
    },
  ]
}

/** Opens a row's editor; its name says which row, for screen readers. */
function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
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
