import { DESK_QUEUES, type DeskConversation, type SupportMessage } from '@app/contract'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../shared/ui/load-states'
import { useOperatorId } from '../../shared/operator-session'
import { useDeskEvents, useRealtime } from '../../shared/realtime'
import { ConversationPanel } from './conversation-panel'
import { type DeskQueue, deskApi } from './desk-api'
import { bumpConversation, fileConversation, NO_QUEUES, type Queues } from './desk-queues'
import { QueuePanel } from './queue-panel'

/** The open conversation is in the address, so a reload or a shared link opens it again. */
const CONVERSATION_PARAM = 'conversation'

/** The agent desk: the queues, the open conversation, and the player's card. */
export function SupportDeskPage() {
  const { t } = useTranslation()
  const operatorId = useOperatorId()
  const { reconnects } = useRealtime()
  const [queues, setQueues] = useState<Queues>(NO_QUEUES)
  const [errors, setErrors] = useState<Partial<Record<DeskQueue, unknown>>>({})
  const [active, setActive] = useState<DeskQueue>('unassigned')
  const [search, setSearch] = useSearchParams()
  const selectedId = Number(search.get(CONVERSATION_PARAM)) || undefined

  const loadQueue = useCallback((queue: DeskQueue) => {
    setErrors((current) => ({ ...current, [queue]: undefined }))
    deskApi.queue(queue).then(
      (list) => setQueues((current) => ({ ...current, [queue]: list })),
      (failure: unknown) => setErrors((current) => ({ ...current, [queue]: failure })),
    )
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: after a reconnect the socket may have missed changes, so every queue loads again
  useEffect(() => {
    for (const queue of DESK_QUEUES) loadQueue(queue)
  }, [loadQueue, reconnects])

  useDeskEvents((event) => {
    if (event.kind === 'conversation') {
      setQueues((current) => fileConversation(current, event.conversation, operatorId))
    } else if (event.kind === 'message') {
      const isOpenHere = event.conversation_id === selectedId
      setQueues((current) => bumpConversation(current, event.conversation_id, event.message, isOpenHere))
    }
  })

  const handleConversation = useCallback(
    (conversation: DeskConversation) =>
      setQueues((current) => fileConversation(current, conversation, operatorId)),
    [operatorId],
  )
  const handleMessage = useCallback(
    (conversationId: number, message: SupportMessage) =>
      setQueues((current) => bumpConversation(current, conversationId, message, true)),
    [],
  )

  return (
    <div className="bo-desk">
      <h1 className="visually-hidden">{t('desk.title')}</h1>
      <QueuePanel
        queues={queues}
        errors={errors}
        active={active}
        onActive={setActive}
        selectedId={selectedId}
        onSelect={(conversationId) => setSearch({ [CONVERSATION_PARAM]: String(conversationId) })}
        onRetry={loadQueue}
      />
      {selectedId === undefined ? (
        <>
          <section className="bo-conversation panel bo-conversation-none" aria-label={t('desk.conversation')}>
            <EmptyState text={t('desk.pickConversation')} />
          </section>
          <aside className="bo-player panel" aria-hidden />
        </>
      ) : (
        <ConversationPanel
          key={selectedId}
          conversationId={selectedId}
          onConversation={handleConversation}
          onMessage={handleMessage}
        />
      )}
    </div>
  )
}
