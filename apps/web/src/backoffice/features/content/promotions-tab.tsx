import type { OperatorPromotion } from '@app/contract'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/format'
import { contentApi } from './content-api'
import {
  BrandCell,
  ContentSection,
  ContentTable,
  EditButton,
  useContentList,
  useContentTable,
  WindowCell,
  WindowStateCell,
} from './content-list'
import { filledLanguages } from './content-texts'
import type { Editing } from './editor-form'
import { PromotionEditor } from './promotion-editor'

/** Promotions: the cards of the promotions page and their offers, per brand, each in its window. */
export function PromotionsTab() {
  const { t, i18n } = useTranslation()
  const list = useContentList('promotions', contentApi.promotions)
  const [editing, setEditing] = useState<Editing<OperatorPromotion>>()
  const [notice, setNotice] = useState('')

  const columns = useMemo<ColumnDef<OperatorPromotion>[]>(
    () => [
      {
        id: 'picture',
        header: () => t('content.fields.image_url'),
        cell: ({ row: { original } }) => (
          <img className="bo-content-thumb" src={original.image_url} alt="" width={96} height={48} />
        ),
      },
      {
        id: 'title',
        header: () => t('content.fields.title'),
        cell: ({ row: { original } }) => (
          <>
            <span className="bo-content-excerpt">{original.title.en}</span>
            <br />
            <span className="muted">
              {original.key} · {t('content.languagesWritten', { written: filledLanguages(original.title) })}
            </span>
          </>
        ),
      },
      {
        id: 'period',
        header: () => t('content.promotions.period'),
        cell: ({ row: { original } }) => (
          <span className="numeric">
            {original.ends_at === null
              ? t('content.windowOpen', { from: formatDateTime(original.starts_at, i18n.language) })
              : t('content.window', {
                  from: formatDateTime(original.starts_at, i18n.language),
                  until: formatDateTime(original.ends_at, i18n.language),
                })}
          </span>
        ),
      },
      {
        id: 'brand',
        header: () => t('content.fields.brand'),
        cell: ({ row }) => <BrandCell brand={row.original.brand} />,
      },
      {
        id: 'window',
        header: () => t('content.shown'),
        cell: ({ row: { original } }) => (
          <WindowCell publishAt={original.publish_at} expiresAt={original.expires_at} />
        ),
      },
      {
        id: 'state',
        header: () => t('content.stateHeader'),
        cell: ({ row: { original } }) => (
          <WindowStateCell publishAt={original.publish_at} expiresAt={original.expires_at} />
        ),
      },
      {
        id: 'edit',
        header: () => t('content.actions'),
        cell: ({ row: { original } }) => (
          <EditButton
            name={t('content.promotions.editName', { key: original.key })}
            onClick={() => {
              setNotice('')
              setEditing({ kind: 'edit', row: original })
            }}
          />
        ),
      },
    ],
    [t, i18n.language],
  )
  const table = useContentTable(list.data, columns, list.pagination, list.onPaginationChange)

  return (
    <>
      <ContentSection
        id="bo-promotions-title"
        title={t('content.promotions.title')}
        intro={t('content.promotions.intro')}
        brand={list.brand}
        onBrand={list.setBrand}
        newLabel={t('content.promotions.new')}
        onNew={() => {
          setNotice('')
          setEditing({ kind: 'new' })
        }}
        notice={notice}
      >
        <ContentTable caption={t('content.promotions.title')} list={list} table={table} />
      </ContentSection>
      <PromotionEditor
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined)
          setNotice(t('content.saved'))
          list.reload()
        }}
      />
    </>
  )
}
