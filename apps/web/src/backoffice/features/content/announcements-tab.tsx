import type { OperatorContentEntry, OperatorMarqueeNotice } from '@app/contract'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { FormTabs } from '../../../shared/ui/form-fields'
import { AnnouncementEditor } from './announcement-editor'
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
import { MarqueeEditor } from './marquee-editor'

const PLACES = ['marquee', 'page'] as const
type Place = (typeof PLACES)[number]
const PLACE_PARAM = 'place'
const isPlace = (text: string | null): text is Place => PLACES.some((place) => place === text)

/**
 * Announcements, in the two places players read them: the home page's marquee (one line each)
 * and the announcements page (a title and a text each).
 */
export function AnnouncementsTab() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const requested = search.get(PLACE_PARAM)
  const place: Place = isPlace(requested) ? requested : 'marquee'
  return (
    <div className="bo-content-tab">
      <FormTabs
        label={t('content.announcements.places')}
        value={place}
        onChange={(next) => setSearch({ [PLACE_PARAM]: next })}
        tabs={PLACES.map((each) => ({ value: each, label: t(`content.announcements.place.${each}`) }))}
      />
      {place === 'marquee' ? <MarqueeList /> : <AnnouncementList />}
    </div>
  )
}

function MarqueeList() {
  const { t } = useTranslation()
  const list = useContentList('marquee', contentApi.marquee)
  const [editing, setEditing] = useState<Editing<OperatorMarqueeNotice>>()
  const [notice, setNotice] = useState('')

  const columns = useMemo<ColumnDef<OperatorMarqueeNotice>[]>(
    () => [
      {
        id: 'content',
        header: () => t('content.fields.content'),
        cell: ({ row: { original } }) => (
          <>
            <span className="bo-content-excerpt">{original.content.en}</span>
            <br />
            <span className="muted">
              {t('content.languagesWritten', { written: filledLanguages(original.content) })}
            </span>
          </>
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
        id: 'sort',
        header: () => t('content.fields.sort'),
        meta: { isNumeric: true },
        cell: ({ row }) => row.original.sort,
      },
      {
        id: 'edit',
        header: () => t('content.actions'),
        cell: ({ row: { original } }) => (
          <EditButton
            name={t('content.marquee.editName', { id: original.id })}
            onClick={() => {
              setNotice('')
              setEditing({ kind: 'edit', row: original })
            }}
          />
        ),
      },
    ],
    [t],
  )
  const table = useContentTable(list.data, columns, list.pagination, list.onPaginationChange)

  return (
    <>
      <ContentSection
        id="bo-marquee-title"
        title={t('content.marquee.title')}
        intro={t('content.marquee.intro')}
        brand={list.brand}
        onBrand={list.setBrand}
        newLabel={t('content.marquee.new')}
        onNew={() => {
          setNotice('')
          setEditing({ kind: 'new' })
        }}
        notice={notice}
      >
        <ContentTable caption={t('content.marquee.title')} list={list} table={table} />
      </ContentSection>
      <MarqueeEditor
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

function AnnouncementList() {
  const { t } = useTranslation()
  const list = useContentList('announcements', contentApi.announcements)
  const [editing, setEditing] = useState<Editing<OperatorContentEntry>>()
  const [notice, setNotice] = useState('')

  const columns = useMemo<ColumnDef<OperatorContentEntry>[]>(
    () => [
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
            name={t('content.announcements.editName', { key: original.key })}
            onClick={() => {
              setNotice('')
              setEditing({ kind: 'edit', row: original })
            }}
          />
        ),
      },
    ],
    [t],
  )
  const table = useContentTable(list.data, columns, list.pagination, list.onPaginationChange)

  return (
    <>
      <ContentSection
        id="bo-announcements-title"
        title={t('content.announcements.title')}
        intro={t('content.announcements.intro')}
        brand={list.brand}
        onBrand={list.setBrand}
        newLabel={t('content.announcements.new')}
        onNew={() => {
          setNotice('')
          setEditing({ kind: 'new' })
        }}
        notice={notice}
      >
        <ContentTable caption={t('content.announcements.title')} list={list} table={table} />
      </ContentSection>
      <AnnouncementEditor
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
