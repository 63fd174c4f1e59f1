import type { OperatorBanner, OperatorSlide } from '@app/contract'
import type { ColumnDef } from '@tanstack/react-table'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BannerEditor } from './banner-editor'
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
import { SlideEditor } from './slide-editor'

/** The home page's pictures: the download banner and promotion images, and the carousel's slides. */
export function BannersTab() {
  return (
    <div className="bo-content-tab">
      <BannerList />
      <SlideList />
    </div>
  )
}

/** The columns every picture list shares: its brand, its window and where that stands now, and edit. */
function useWindowColumns<
  Row extends {
    id: number
    brand: string | null
    publish_at: string
    expires_at: string | null
    sort: number
  },
>(editName: (row: Row) => string, onEdit: (row: Row) => void): ColumnDef<Row>[] {
  const { t } = useTranslation()
  return useMemo<ColumnDef<Row>[]>(
    () => [
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
        id: 'sort',
        header: () => t('content.fields.sort'),
        meta: { isNumeric: true },
        cell: ({ row }) => row.original.sort,
      },
      {
        id: 'edit',
        header: () => t('content.actions'),
        cell: ({ row: { original } }) => (
          <EditButton name={editName(original)} onClick={() => onEdit(original)} />
        ),
      },
    ],
    [t, editName, onEdit],
  )
}

function BannerList() {
  const { t } = useTranslation()
  const list = useContentList('banners', contentApi.banners)
  const [editing, setEditing] = useState<Editing<OperatorBanner>>()
  const [notice, setNotice] = useState('')
  const editName = useCallback((row: OperatorBanner) => t('content.banners.editName', { id: row.id }), [t])
  const handleEdit = useCallback((row: OperatorBanner) => {
    setNotice('')
    setEditing({ kind: 'edit', row })
  }, [])
  const shared = useWindowColumns(editName, handleEdit)
  const columns = useMemo<ColumnDef<OperatorBanner>[]>(
    () => [
      {
        id: 'picture',
        header: () => t('content.fields.src'),
        cell: ({ row: { original } }) => (
          <img className="bo-content-thumb" src={original.src} alt="" width={96} height={48} />
        ),
      },
      {
        id: 'alt',
        header: () => t('content.fields.alt'),
        cell: ({ row: { original } }) => (
          <>
            <span className="bo-tag">{t(`content.banners.kind.${original.kind}`)}</span>{' '}
            <span className="bo-content-excerpt">{original.alt.en}</span>
            <br />
            <span className="muted">
              {original.url} · {t('content.languagesWritten', { written: filledLanguages(original.alt) })}
            </span>
          </>
        ),
      },
      ...shared,
    ],
    [t, shared],
  )
  const table = useContentTable(list.data, columns, list.pagination, list.onPaginationChange)
  return (
    <>
      <ContentSection
        id="bo-banners-title"
        title={t('content.banners.title')}
        intro={t('content.banners.intro')}
        brand={list.brand}
        onBrand={list.setBrand}
        newLabel={t('content.banners.new')}
        onNew={() => {
          setNotice('')
          setEditing({ kind: 'new' })
        }}
        notice={notice}
      >
        <ContentTable caption={t('content.banners.title')} list={list} table={table} />
      </ContentSection>
      <BannerEditor
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

function SlideList() {
  const { t } = useTranslation()
  const list = useContentList('slides', contentApi.slides)
  const [editing, setEditing] = useState<Editing<OperatorSlide>>()
  const [notice, setNotice] = useState('')
  const editName = useCallback((row: OperatorSlide) => t('content.slides.editName', { id: row.id }), [t])
  const handleEdit = useCallback((row: OperatorSlide) => {
    setNotice('')
    setEditing({ kind: 'edit', row })
  }, [])
  const shared = useWindowColumns(editName, handleEdit)
  const columns = useMemo<ColumnDef<OperatorSlide>[]>(
    () => [
      {
        id: 'picture',
        header: () => t('content.fields.pic'),
        cell: ({ row: { original } }) => (
          <img className="bo-content-thumb" src={original.pic} alt="" width={96} height={32} />
        ),
      },
      {
        id: 'name',
        header: () => t('content.fields.name'),
        cell: ({ row: { original } }) => (
          <>
            <span className="bo-content-excerpt">{original.name.en}</span>
            <br />
            <span className="muted">
              {original.url} · {t('content.languagesWritten', { written: filledLanguages(original.name) })}
            </span>
          </>
        ),
      },
      ...shared,
    ],
    [t, shared],
  )
  const table = useContentTable(list.data, columns, list.pagination, list.onPaginationChange)
  return (
    <>
      <ContentSection
        id="bo-slides-title"
        title={t('content.slides.title')}
        intro={t('content.slides.intro')}
        brand={list.brand}
        onBrand={list.setBrand}
        newLabel={t('content.slides.new')}
        onNew={() => {
          setNotice('')
          setEditing({ kind: 'new' })
        }}
        notice={notice}
      >
        <ContentTable caption={t('content.slides.title')} list={list} table={table} />
      </ContentSection>
      <SlideEditor
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
