import type { DeskConversation, DeskConversationDetail, SupportMessage } from '@app/contract'
import { CircleCheck, RotateCcw, UserPlus, Users } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadError, SkeletonRows } from '../../../shared/ui/load-states'
import { languageName } from '../../shared/language-name'
import { useOperatorId } from '../../shared/operator-session'
import { useDeskEvents, useRealtime } from '../../shared/realtime'
import { useErrorText } from '../../shared/use-error-text'
import { useAgent } from './agent'
import { AssignDialog } from './assign-dialog'
import { Composer } from './composer'
import { deskApi } from './desk-api'
import { MessageList } from './message-list'
import { PlayerCard } from './player-card'

/** How long "Player is typing…" shows after the player's last typing signal. */
export const PLAYER_TYPING_MS = 4000

/** Messages by their place in the conversation, each once: a reply may come back on the socket too. */
function mergeMessages(
  messages: readonly SupportMessage[],
  added: readonly SupportMessage[],
): SupportMessage[] {
  const bySeq = new Map(messages.map((message) => [message.seq, message]))
  for (const message of added) bySeq.set(message.seq, message)
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq)
}

type ConversationPanelProps = {
  conversationId: number
  /** The conversation changed here (assigned, resolved, read): the queues file it again. */
  onConversation: (conversation: DeskConversation) => void
  /** The agent's own reply: its queue item moves up before the socket says so. */
  onMessage: (conversationId: number, message: SupportMessage) => void
}

/** One conversation: its messages and composer, its actions, and the player's card beside it. */
export function ConversationPanel({ conversationId, onConversation, onMessage }: ConversationPanelProps) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const titleId = useId()
  const operatorId = useOperatorId()
  const { me, refresh: refreshAgent } = useAgent()
  const { reconnects, typing } = useRealtime()
  const [detail, setDetail] = useState<DeskConversationDetail>()
  const [loadError, setLoadError] = useState<unknown>()
  const [readSeqAtOpen, setReadSeqAtOpen] = useState<number>()
  const [isPlayerTyping, setPlayerTyping] = useState(false)
  const [actionError, setActionError] = useState<unknown>()
  const [isBusy, setBusy] = useState(false)
  const [isAssignOpen, setAssignOpen] = useState(false)
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const readSent = useRef(0)

  const showConversation = useCallback(
    (conversation: DeskConversation) => {
      setDetail((current) => current && { ...current, conversation })
      onConversation(conversation)
    },
    [onConversation],
  )

  const load = useCallback(() => {
    setLoadError(undefined)
    deskApi.conversation(conversationId).then(
      (loaded) => {
        setDetail((current) => ({
          ...loaded,
          messages: mergeMessages(current?.messages ?? [], loaded.messages),
        }))
        setReadSeqAtOpen((seq) => seq ?? loaded.conversation.agent_read_seq)
        onConversation(loaded.conversation)
      },
      (failure: unknown) => setLoadError(failure),
    )
  }, [conversationId, onConversation])
  // biome-ignore lint/correctness/useExhaustiveDependencies: after a reconnect the socket may have missed messages, so the conversation loads again
  useEffect(load, [load, reconnects])

  useEffect(() => () => clearTimeout(typingTimer.current), [])

  useDeskEvents((event) => {
    if (event.kind === 'message' && event.conversation_id === conversationId) {
      setDetail(
        (current) => current && { ...current, messages: mergeMessages(current.messages, [event.message]) },
      )
      if (event.message.sender === 'player') setPlayerTyping(false)
    } else if (event.kind === 'conversation' && event.conversation.id === conversationId) {
      setDetail((current) => current && { ...current, conversation: event.conversation })
    } else if (event.kind === 'typing' && event.conversation_id === conversationId) {
      setPlayerTyping(true)
      clearTimeout(typingTimer.current)
      typingTimer.current = setTimeout(() => setPlayerTyping(false), PLAYER_TYPING_MS)
    }
  })

  // What the agent has on screen is read: the agents' read mark follows the latest message.
  const latestSeq = detail?.messages.at(-1)?.seq ?? 0
  const agentReadSeq = detail?.conversation.agent_read_seq ?? 0
  useEffect(() => {
    if (latestSeq <= agentReadSeq || latestSeq <= readSent.current) return
    readSent.current = latestSeq
    deskApi.read(conversationId, latestSeq).then(showConversation, () => {
      // Another message or a reload will mark it again.
      readSent.current = 0
    })
  }, [conversationId, latestSeq, agentReadSeq, showConversation])

  async function act(action: () => Promise<DeskConversation>) {
    setBusy(true)
    setActionError(undefined)
    try {
      showConversation(await action())
      refreshAgent()
    } catch (failure) {
      setActionError(failure)
    } finally {
      setBusy(false)
    }
  }

  async function handleSend(body: string) {
    const message = await deskApi.reply(conversationId, body)
    setDetail((current) => current && { ...current, messages: mergeMessages(current.messages, [message]) })
    onMessage(conversationId, message)
  }

  if (!detail) {
    return (
      <>
        <section className="bo-conversation panel" aria-label={t('desk.conversation')}>
          {loadError !== undefined ? (
            <LoadError error={loadError} onRetry={load} />
          ) : (
            <SkeletonRows rows={6} label={t('desk.loadingConversation')} />
          )}
        </section>
        <aside className="bo-player panel" aria-hidden />
      </>
    )
  }

  const { conversation, messages, player } = detail
  const playerName = conversation.nickname ?? t('desk.guest')
  const isOpen = conversation.status === 'open'
  const isMine = conversation.assigned_operator_id === operatorId
  return (
    <>
      <section className="bo-conversation panel" aria-labelledby={titleId}>
        <header className="bo-conversation-header">
          <div>
            <h2 id={titleId}>{playerName}</h2>
            <p className="muted">
              {t('desk.conversationFacts', {
                id: conversation.id,
                language: languageName(conversation.language, i18n.language),
              })}
            </p>
            <p>
              <span className={isOpen ? 'bo-status bo-status-open' : 'bo-status'}>
                {t(`desk.status.${conversation.status}`)}
              </span>{' '}
              <span className="muted">
                {conversation.agent_name
                  ? t('desk.assignedTo', { agent: conversation.agent_name })
                  : t('desk.notAssigned')}
              </span>
              {conversation.rating !== null && (
                <span className="muted"> · {t('desk.rating', { rating: conversation.rating })}</span>
              )}
            </p>
          </div>
          <div className="bo-actions">
            {isOpen && !isMine && (
              <button
                type="button"
                className="button"
                disabled={isBusy}
                onClick={() => act(() => deskApi.assign(conversationId))}
              >
                <UserPlus aria-hidden size={18} />
                {t('desk.assignToMe')}
              </button>
            )}
            {isOpen && (
              <button
                type="button"
                className="button button-secondary"
                disabled={isBusy}
                aria-haspopup="dialog"
                onClick={() => setAssignOpen(true)}
              >
                <Users aria-hidden size={18} />
                {t('desk.assignTo')}
              </button>
            )}
            {isOpen ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={isBusy}
                onClick={() => act(() => deskApi.resolve(conversationId))}
              >
                <CircleCheck aria-hidden size={18} />
                {t('desk.resolve')}
              </button>
            ) : (
              <button
                type="button"
                className="button button-secondary"
                disabled={isBusy}
                onClick={() => act(() => deskApi.reopen(conversationId))}
              >
                <RotateCcw aria-hidden size={18} />
                {t('desk.reopen')}
              </button>
            )}
          </div>
        </header>
        {actionError !== undefined && (
          <p className="bo-alert" role="alert">
            {errorText(actionError)}
          </p>
        )}
        <MessageList messages={messages} playerName={playerName} readSeq={readSeqAtOpen ?? 0} />
        <p className="bo-typing muted" role="status">
          {isPlayerTyping ? t('desk.playerTyping', { name: playerName }) : ''}
        </p>
        <Composer
          language={conversation.language}
          agentName={me?.name ?? ''}
          isDisabled={!isOpen}
          onSend={handleSend}
          onTyping={() => typing(conversationId)}
        />
        <AssignDialog
          isOpen={isAssignOpen}
          currentOperatorId={conversation.assigned_operator_id}
          onClose={() => setAssignOpen(false)}
          onAssign={(agentId) => {
            setAssignOpen(false)
            void act(() => deskApi.assign(conversationId, agentId))
          }}
        />
      </section>
      <PlayerCard player={player} conversation={conversation} />
    </>
  )
}
