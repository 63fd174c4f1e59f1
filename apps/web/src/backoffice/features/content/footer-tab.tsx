import type { FooterState, OperatorFooter } from '@app/contract'
import { BRANDS, type Brand } from '@app/domain'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/format'
import { contentApi } from './content-api'
import { ContentSection, ContentTable, EditButton, useContentList, useContentTable } from './content-list'
import { filledLanguages } from './content-texts'
import type { Editing } from './editor-form'
import { FooterEditor } from './footer-editor'

const STATE_CLASS: Record<FooterState, string> = {
  scheduled: 'status-badge status-waiting',
  live: 'status-badge status-done',
  replaced: 'status-badge muted',
}

/**
 * The footer's legal and licensing text of each brand, as versions: the live one, those scheduled
 * to take over, and those replaced. A new version starts from the brand's live text.
 */
export function FooterTab() {
  const { t, i18n } = useTranslation()
  const list = useContentList('footers', contentApi.footers)
  const [editing, setEditing] = useState<Editing<OperatorFooter>>()
  const [notice, setNotice] = useState('')
  const brand: Brand = list.brand ?? BRANDS[0]
  const live = list.data?.list.find((row) => row.brand === brand && row.state === 'live')

  const columns = useMemo<ColumnDef<OperatorFooter>[]>(
    () => [
      { id: 'brand', header: () => t('content.fields.brand'), cell: ({ row }) => row.original.brand },
      {
        id: 'footer',
        header: () => t('content.fields.footer'),
        cell: ({ row: { original } }) => (
          <>
            <span className="bo-content-excerpt">{original.footer.en}</span>
            <br />
            <span className="muted">
              {t('content.languagesWritten', { written: filledLanguages(original.footer) })}
            </span>
          </>
        ),
      },
      {
        id: 'publish_at',
        header: () => t('content.fields.takes_over_at'),
        cell: ({ row: { original } }) => (
          <time className="numeric" dateTime={original.publish_at}>
            {formatDateTime(original.publish_at, i18n.language)}
          </time>
        ),
      },
      {
        id: 'state',
        header: () => t('content.stateHeader'),
        cell: ({ row: { original } }) => (
          <span className={STATE_CLASS[original.state]}>{t(`content.footerState.${original.state}`)}</span>
        ),
      },
      {
        id: 'edit',
        header: () => t('content.actions'),
        cell: ({ row: { original } }) => (
          <EditButton
            name={t('content.footer.editName', { brand: original.brand, id: original.id })}
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
        id="bo-footer-title"
        title={t('content.footer.title')}
        intro={t('content.footer.intro')}
        brand={list.brand}
        onBrand={list.setBrand}
        newLabel={t('content.footer.new')}
        onNew={() => {
          setNotice('')
          setEditing({ kind: 'new' })
        }}
        notice={notice}
      >
        <ContentTable caption={t('content.footer.title')} list={list} table={table} />
      </ContentSection>
      <FooterEditor
        editing={editing}
        brand={list.brand}
        current={live}
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
