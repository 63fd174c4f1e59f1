import type { MessageAudience, OperatorPrivateMessage } from '@app/contract'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/format'
import { contentApi } from './content-api'
import { brandColumn, instantColumn, stateColumn } from './content-columns'
import { type ContentKind, ContentListTab } from './content-list'
import { useAudienceText } from './message-audience'
import { MessageEditor } from './message-editor'

function AudienceCell({ audience }: { audience: MessageAudience }) {
  return useAudienceText()(audience)
}

/** How many players a segment reached once sent; a dash for one player, everyone, or not yet sent. */
function RecipientsCell({ recipients }: { recipients: number | null }) {
  const { i18n } = useTranslation()
  return recipients === null ? <span className="muted">—</span> : recipients.toLocaleString(i18n.language)
}

const MESSAGES: ContentKind<OperatorPrivateMessage> = {
  texts: 'messages',
  load: contentApi.messages,
  columns: [
    {
      id: 'title',
      header: 'content.fields.title',
      cell: (row) => <span className="bo-content-excerpt">{row.title.en}</span>,
    },
    {
      id: 'audience',
      header: 'content.fields.audience',
      cell: (row) => <AudienceCell audience={row.audience} />,
    },
    {
      id: 'recipients',
      header: 'content.messages.recipients',
      isNumeric: true,
      cell: (row) => <RecipientsCell recipients={row.recipients} />,
    },
    brandColumn(),
    instantColumn('send_at', (row) => row.publish_at),
    stateColumn('content.messages.state'),
  ],
  namesOf: (row) => ({ id: row.id }),
  hasBrandFilter: false,
}

/** Private messages: to one player, every player or a segment, sent now or scheduled. */
export function MessagesTab() {
  const { t, i18n } = useTranslation()
  return (
    <ContentListTab
      kind={MESSAGES}
      renderEditor={(editor) => <MessageEditor {...editor} />}
      savedNotice={(row) =>
        row.state === 'scheduled'
          ? t('content.messages.scheduled', { date: formatDateTime(row.publish_at, i18n.language) })
          : t('content.messages.sent')
      }
    />
  )
}
