import { CHAT_MESSAGE_MAX_LENGTH, SUPPORT_IMAGE_TYPES } from '@app/contract'
import { ImagePlus, Send, X } from 'lucide-react'
import { type ChangeEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkSupportImage, SUPPORT_IMAGE_MAX_MB } from './support-image'
import { SUPPORT_TEXTS } from './support-texts'

/** The counter of characters left shows from this many on. */
export const COUNTER_FROM = 200

type SupportComposerProps = {
  onSend: (body: string, file: File | undefined) => void
  /** The player typed; the caller tells the agent, at most every few seconds. */
  onTyping: () => void
}

/**
 * The send box: Enter sends, Shift+Enter starts a new line; an image (checked for type and size
 * first) can go with the text or alone.
 */
export function SupportComposer({ onSend, onTyping }: SupportComposerProps) {
  const { t } = useTranslation(SUPPORT_TEXTS)
  const id = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [body, setBody] = useState('')
  const [file, setFile] = useState<File>()
  const [imageError, setImageError] = useState<string>()
  const left = CHAT_MESSAGE_MAX_LENGTH - body.length
  const isCounterShown = left <= COUNTER_FROM
  const canSend = body.trim().length > 0 || file !== undefined

  function submit() {
    if (!canSend) return
    onSend(body.trim(), file)
    setBody('')
    setFile(undefined)
    setImageError(undefined)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setBody(event.target.value)
    if (event.target.value.trim()) onTyping()
  }

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0]
    // The same file can be chosen again after it was removed.
    event.target.value = ''
    if (!chosen) return
    const problem = checkSupportImage(chosen)
    setImageError(problem)
    setFile(problem ? undefined : chosen)
  }

  return (
    <form
      className="support-composer"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label htmlFor={`${id}-body`} className="visually-hidden">
        {t('support.composer.label')}
      </label>
      <textarea
        id={`${id}-body`}
        className="conversation-textarea"
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        value={body}
        placeholder={t('support.composer.placeholder')}
        aria-describedby={isCounterShown ? `${id}-hint ${id}-counter` : `${id}-hint`}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
      />
      <p id={`${id}-hint`} className="visually-hidden">
        {t('support.composer.hint')}
      </p>
      {file && (
        <p className="support-attached">
          <span className="support-attached-name">{t('support.composer.attached', { name: file.name })}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('support.composer.removeImage')}
            onClick={() => setFile(undefined)}
          >
            <X aria-hidden size={16} />
          </button>
        </p>
      )}
      {imageError && (
        <p className="field-error" role="alert">
          {t(`errors.${imageError}`, { limit: SUPPORT_IMAGE_MAX_MB })}
        </p>
      )}
      <div className="support-composer-bar">
        <input
          ref={fileInput}
          type="file"
          accept={SUPPORT_IMAGE_TYPES.join(',')}
          hidden
          aria-label={t('support.composer.attach')}
          onChange={handleFile}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={t('support.composer.attach')}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus aria-hidden size={20} />
        </button>
        {isCounterShown && (
          <span id={`${id}-counter`} className="support-counter numeric" data-low={left <= 20}>
            {t('support.composer.charactersLeft', { count: left })}
          </span>
        )}
        <button type="submit" className="button support-send" disabled={!canSend}>
          <Send aria-hidden size={16} />
          {t('support.composer.send')}
        </button>
      </div>
    </form>
  )
}
