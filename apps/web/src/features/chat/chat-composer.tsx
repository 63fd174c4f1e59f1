import { CHAT_MESSAGE_MAX_LENGTH } from '@app/contract'
import type { Language } from '@app/domain'
import { LogIn, Send } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { type ApiError, isApiError } from '../../shared/api/api-error'
import { newClientMessageId } from '../../shared/api/client-message-id'
import { modalOpened } from '../../shared/ui-state/ui-slice'
import { useAuth } from '../auth'
import { useChatStandingQuery, usePostRoomMessageMutation } from './chat-api'
import { CHAT_TEXTS } from './chat-texts'

/** The counter of characters left shows from this many on. */
const COUNTER_FROM = 200

/** A countdown in the spec's mm:ss: 42 s is "0:42", 75 s "1:15". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** The time now in milliseconds, ticking every second while `until` (a time in ms) is ahead. */
function useNowUntil(until: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    setNow(Date.now())
    if (until <= Date.now()) return
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= until) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  return now
}

const timeOf = (iso: string | null | undefined) => (iso ? Date.parse(iso) || 0 : 0)

/** The guest's way in: the chat is read by anyone, written by signed-in players. */
function SignInPrompt() {
  const { t } = useTranslation(CHAT_TEXTS)
  const dispatch = useDispatch()
  return (
    <div className="chat-guest">
      <p>{t('chat.signInPrompt')}</p>
      <button type="button" className="button" onClick={() => dispatch(modalOpened('login'))}>
        <LogIn aria-hidden size={16} />
        {t('chat.signIn')}
      </button>
    </div>
  )
}

/**
 * The signed-in player's send box: Enter sends, Shift+Enter starts a new line. Slow mode counts
 * down to the next allowed post; a mute or a ban replaces the box with its reason.
 */
function Composer({ room, slowModeSeconds }: { room: Language; slowModeSeconds: number }) {
  const { t } = useTranslation(CHAT_TEXTS)
  const id = useId()
  const standing = useChatStandingQuery(room)
  const [post, posting] = usePostRoomMessageMutation()
  const [body, setBody] = useState('')
  const [refusal, setRefusal] = useState<{ error: ApiError; at: number }>()
  const [postedAt, setPostedAt] = useState(0)
  const [slowUntil, setSlowUntil] = useState(0)
  // One id per text: a resend of the same text after a lost answer is stored once.
  const sending = useRef({ body: '', clientMsgId: newClientMessageId() })

  const mutedUntil = timeOf(standing.data?.muted_until)
  const nextPostAt = Math.max(
    timeOf(standing.data?.next_post_at),
    slowUntil,
    postedAt > 0 ? postedAt + slowModeSeconds * 1000 : 0,
  )
  const now = useNowUntil(Math.max(nextPostAt, mutedUntil))
  const secondsLeft = Math.max(0, Math.ceil((nextPostAt - now) / 1000))
  const left = CHAT_MESSAGE_MAX_LENGTH - body.length
  const isCounterShown = left <= COUNTER_FROM
  const canSend = body.trim().length > 0 && secondsLeft === 0 && !posting.isLoading
  // A slow-mode refusal says how long to wait; once that wait is over it has nothing more to say.
  const shownError =
    refusal?.error.msg === 'CHAT_SLOW_MODE' && nextPostAt > refusal.at && secondsLeft === 0
      ? undefined
      : refusal?.error
  // The refusal itself counts down while it shows; otherwise the countdown stands alone.
  const isCountdownShown = secondsLeft > 0 && shownError?.msg !== 'CHAT_SLOW_MODE'

  if (standing.data?.banned) {
    return (
      <p className="chat-notice" role="status">
        {t('errors.CHAT_BANNED')}
      </p>
    )
  }
  if (mutedUntil > now) {
    return (
      <p className="chat-notice" role="status">
        {t('errors.CHAT_MUTED', { minutes: Math.ceil((mutedUntil - now) / 60_000) })}
      </p>
    )
  }

  async function submit() {
    const text = body.trim()
    if (!canSend) return
    if (sending.current.body !== text) sending.current = { body: text, clientMsgId: newClientMessageId() }
    try {
      await post({ room, client_msg_id: sending.current.clientMsgId, body: text }).unwrap()
      sending.current = { body: '', clientMsgId: newClientMessageId() }
      setBody('')
      setRefusal(undefined)
      setPostedAt(Date.now())
    } catch (failure) {
      const refused = isApiError(failure)
        ? failure
        : { status: 'PARSING_ERROR' as const, msg: 'somethingWentWrong' }
      const at = Date.now()
      setRefusal({ error: refused, at })
      if (refused.msg === 'CHAT_SLOW_MODE' && refused.seconds) setSlowUntil(at + refused.seconds * 1000)
      // The standing says what holds now: the next allowed post, a mute or a ban.
      if (refused.msg.startsWith('CHAT_')) void standing.refetch()
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void submit()
  }

  return (
    <form
      className="chat-composer"
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        void submit()
      }}
    >
      <label htmlFor={`${id}-body`} className="visually-hidden">
        {t('chat.composer.label')}
      </label>
      <textarea
        id={`${id}-body`}
        className="conversation-textarea"
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        value={body}
        placeholder={t('chat.composer.placeholder')}
        aria-describedby={[
          `${id}-hint`,
          isCounterShown ? `${id}-counter` : '',
          isCountdownShown ? `${id}-wait` : '',
        ]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <p id={`${id}-hint`} className="visually-hidden">
        {t('chat.composer.hint')}
      </p>
      {shownError && (
        <p className="field-error" role="alert">
          {t(`errors.${shownError.msg}`, {
            seconds: secondsLeft || shownError.seconds || slowModeSeconds,
            minutes: shownError.minutes ?? 0,
            defaultValue: t('errors.somethingWentWrong'),
          })}
        </p>
      )}
      <div className="chat-composer-bar">
        {isCountdownShown && (
          <span id={`${id}-wait`} className="chat-countdown numeric" data-warning={secondsLeft <= 60}>
            {t('chat.nextPost', { time: formatCountdown(secondsLeft) })}
          </span>
        )}
        {isCounterShown && (
          <span id={`${id}-counter`} className="chat-counter numeric">
            {t('chat.composer.charactersLeft', { count: left })}
          </span>
        )}
        <button type="submit" className="button chat-send" disabled={!canSend}>
          <Send aria-hidden size={16} />
          {t('chat.composer.send')}
        </button>
      </div>
    </form>
  )
}

/** What sits under the room: the send box for a signed-in player, the way to sign in for a guest. */
export function ChatComposer({ room, slowModeSeconds }: { room: Language; slowModeSeconds: number }) {
  const { isAuthorized } = useAuth()
  return isAuthorized ? <Composer room={room} slowModeSeconds={slowModeSeconds} /> : <SignInPrompt />
}
