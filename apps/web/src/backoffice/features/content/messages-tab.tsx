import type { MessageState, OperatorPrivateMessage } from '@app/contract'
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
} from './content-list'
import type { Editing } from './editor-form'
import { useAudienceText } from './message-audience'
import { MessageEditor } from './message-editor'

const STATE_CLASS: Record<MessageState, string> = {
  scheduled: 'status-badge status-waiting',
  sent: 'status-badge status-done',
}

/** Private messages: to one player, every player or a segment, sent now or scheduled. */
export function MessagesTab() {
  const { t, i18n } = useTranslation()
  const audienceText = useAudienceText()
  const list = useContentList('messages', contentApi.messages)
  const [editing, setEditing] = useState<Editing<OperatorPrivateMessage>>()
  const [notice, setNotice] = useState('')

  const columns = useMemo<ColumnDef<OperatorPrivateMessage>[]>(
    () => [
      {
        id: 'title',
        header: () => t('content.fields.title'),
        cell: ({ row: { original } }) => <span className="bo-content-excerpt">{original.title.en}</span>,
      },
      {
        id: 'audience',
        header: () => t('content.fields.audience'),
        cell: ({ row: { original } }) => audienceText(original.audience),
      },
      {
        id: 'recipients',
        header: () => t('content.messages.recipients'),
        meta: { isNumeric: true },
        cell: ({ row: { original } }) =>
          original.recipients === null ? (
            <span className="muted">—</span>
          ) : (
            original.recipients.toLocaleString(i18n.language)
          ),
      },
      {
        id: 'brand',
        header: () => t('content.fields.brand'),
        cell: ({ row }) => <BrandCell brand={row.original.brand} />,
      },
      {
        id: 'send_at',
        header: () => t('content.fields.send_at'),
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
          <span className={STATE_CLASS[original.state]}>{t(`content.messages.state.${original.state}`)}</span>
        ),
      },
      {
        id: 'edit',
        header: () => t('content.actions'),
        cell: ({ row: { original } }) => (
          <EditButton
            name={t('content.messages.editName', { id: original.id })}
            onClick={() => {
              setNotice('')
              setEditing({ kind: 'edit', row: original })
            }}
          />
        ),
      },
    ],
    [t, i18n.language, audienceText],
  )
  const table = useContentTable(list.data, columns, list.pagination, list.onPaginationChange)

  return (
    <>
      <ContentSection
        id="bo-messages-title"
        title={t('content.messages.title')}
        intro={t('content.messages.intro')}
        newLabel={t('content.messages.new')}
        onNew={() => {
          setNotice('')
          setEditing({ kind: 'new' })
        }}
        notice={notice}
      >
        <ContentTable caption={t('content.messages.title')} list={list} table={table} />
      </ContentSection>
      <MessageEditor
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(row) => {
          setEditing(undefined)
          setNotice(
            row.state === 'scheduled'
              ? t('content.messages.scheduled', { date: formatDateTime(row.publish_at, i18n.language) })
              : t('content.messages.sent'),
          )
          list.reload()
        }}
      />
    </>
  )
}
