import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from './use-error-text'

type DialogFormProps = {
  /** A class of the caller's own beside `bo-dialog-form`, for its fields' layout. */
  className?: string
  /** The form's fields and what they are about. */
  children: ReactNode
  submitLabel: string
  /** The submit button in the danger colour, for a decision that shuts something (a lock, a void). */
  isDanger?: boolean
  /** False keeps the submit button off, e.g. while a required reason is blank. */
  canSubmit?: boolean
  /** False while a field is not valid: a submit then only shows the fields' problems (see onAttempt). */
  isValid: boolean
  /** A submit was asked for: the moment to show the fields' problems. */
  onAttempt?: () => void
  /**
   * Sends the form. Resolves once the server took it, and the dialog closes; a rejection is shown
   * as the error's translated text in an alert, and the operator may try again.
   */
  onSend: () => Promise<void>
  onClose: () => void
}

/**
 * The form of a back-office dialog: the caller's fields, the server's refusal in an alert, and
 * cancel and submit. The form is busy and its submit button off while the call is under way.
 *
 * @example
 * <DialogForm submitLabel={t('x.save')} isValid={!problem} onAttempt={() => setChecked(true)}
 *   onSend={async () => onSaved(await api.save(draft))} onClose={onClose}>
 *   <TextField … />
 * </DialogForm>
 */
export function DialogForm({
  className,
  children,
  submitLabel,
  isDanger = false,
  canSubmit = true,
  isValid,
  onAttempt,
  onSend,
  onClose,
}: DialogFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [isSending, setSending] = useState(false)
  const [error, setError] = useState<unknown>()

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    onAttempt?.()
    if (!isValid || isSending) return
    setSending(true)
    setError(undefined)
    try {
      await onSend()
      onClose()
    } catch (failure) {
      setError(failure)
      setSending(false)
    }
  }

  return (
    <form
      className={className ? `bo-dialog-form ${className}` : 'bo-dialog-form'}
      onSubmit={handleSubmit}
      noValidate
      aria-busy={isSending}
    >
      {children}
      {error !== undefined && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className={isDanger ? 'button bo-button-danger' : 'button'}
          disabled={isSending || !canSubmit}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  )
}
