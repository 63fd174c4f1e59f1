import { CHAT_MESSAGE_MAX_LENGTH } from '@app/contract'
import type { Language } from '@app/domain'
import { Send } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../shared/use-error-text'
import { CannedReplies } from './canned-replies'

/** The player sees "typing" for a while after each signal: one every 2 s while the agent types is enough. */
export const TYPING_SIGNAL_INTERVAL_MS = 2000

type ComposerProps = {
  language: Language
  agentName: string
  isDisabled: boolean
  onSend: (body: string) => Promise<void>
  onTyping: () => void
}

/** The agent's reply box: Enter sends, Shift+Enter starts a new line; canned replies fill it. */
export function Composer({ language, agentName, isDisabled, onSend, onTyping }: ComposerProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const id = useId()
  const [text, setText] = useState('')
  const [isSending, setSending] = useState(false)
  const [error, setError] = useState<unknown>()
  const lastTypingSignal = useRef(0)
  const field = useRef<HTMLTextAreaElement>(null)

  function handleChange(value: string) {
    setText(value)
    const now = Date.now()
    if (value.trim() && now - lastTypingSignal.current >= TYPING_SIGNAL_INTERVAL_MS) {
      lastTypingSignal.current = now
      onTyping()
    }
  }

  async function send() {
    const body = text.trim()
    if (!body || isSending || isDisabled) return
    setSending(true)
    setError(undefined)
    try {
      await onSend(body)
      setText('')
      lastTypingSignal.current = 0
    } catch (failure) {
      setError(failure)
    } finally {
      setSending(false)
      field.current?.focus()
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    void send()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An input method still composing a word (Chinese, Japanese, Korean) keeps its Enter.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void send()
  }

  function handlePick(reply: string) {
    setText((current) => (current.trim() ? `${current.trimEnd()}\n${reply}` : reply))
    field.current?.focus()
  }

  return (
    <form className="bo-composer" onSubmit={handleSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('desk.reply')}
      </label>
      <textarea
        ref={field}
        id={id}
        rows={3}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={isDisabled ? t('desk.reopenToReply') : t('desk.replyPlaceholder')}
        disabled={isDisabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => handleChange(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      {error !== undefined && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <div className="bo-composer-actions">
        <CannedReplies
          language={language}
          agentName={agentName}
          isDisabled={isDisabled}
          onPick={handlePick}
        />
        <button type="submit" className="button" disabled={isDisabled || isSending || !text.trim()}>
          <Send aria-hidden size={18} />
          {isSending ? t('desk.sending') : t('desk.send')}
        </button>
      </div>
    </form>
  )
}
