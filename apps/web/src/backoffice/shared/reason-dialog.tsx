import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../shared/ui/modal'
import { DialogForm } from './dialog-form'

/** The reason an operator writes for the audit log: its label, an optional hint, and its bounds. */
export type ReasonField = {
  label: string
  /** What the reason does, under the field (e.g. "the player reads it"). */
  hint?: string
  /** Fewest characters once trimmed; 1 (just not blank) when left out. */
  minLength?: number
  maxLength: number
}

type ReasonDialogProps = {
  title: string
  isOpen: boolean
  onClose: () => void
  /** What the decision is about, above the reason: facts, a quote, an explanation, extra fields. */
  children?: ReactNode
  /** Leave out for a decision that takes no reason (an approval). */
  reason?: ReasonField
  confirmLabel: string
  /** The confirm button in the danger colour, for a decision that shuts something (a lock). */
  isDanger?: boolean
  /** False while a field of the caller's own (in `children`) is not yet valid. */
  canConfirm?: boolean
  /**
   * Takes the decision with the trimmed reason ('' without a reason field). Resolves once the
   * server took it (the caller shows the outcome there), and the dialog closes; a rejection is
   * shown in the dialog as the error's translated text, and the operator may try again.
   */
  onConfirm: (reason: string) => Promise<void>
}

/**
 * A back-office decision in a modal: a title, what it is about (`children`), the reason field
 * with its length rule, cancel and confirm, the confirm button off while the call is under way,
 * and the server's refusal in an alert. Everything typed is forgotten when it closes. Used by the
 * reviews of withdrawals and adjustments, the account lock and chat moderation.
 *
 * @example
 * <ReasonDialog title={t('x.rejectTitle', { id })} isOpen={row !== undefined} onClose={close}
 *   reason={{ label: t('x.reason'), minLength: 3, maxLength: 500 }} confirmLabel={t('x.reject')}
 *   onConfirm={async (reason) => onDone(await api.reject(id, reason))}>
 *   <dl className="bo-facts">…</dl>
 * </ReasonDialog>
 */
export function ReasonDialog({ title, isOpen, onClose, ...form }: ReasonDialogProps) {
  return (
    <Modal title={title} isOpen={isOpen} onClose={onClose}>
      {/* The modal shows its content only while open, so the form starts empty each time. */}
      <ReasonForm {...form} onClose={onClose} />
    </Modal>
  )
}

function ReasonForm({
  children,
  reason: field,
  confirmLabel,
  isDanger = false,
  canConfirm = true,
  onConfirm,
  onClose,
}: Omit<ReasonDialogProps, 'title' | 'isOpen'>) {
  const { t } = useTranslation()
  const id = useId()
  const [reason, setReason] = useState('')
  const [isTouched, setTouched] = useState(false)
  const trimmed = reason.trim()
  const minLength = field?.minLength ?? 1
  const isBlank = field !== undefined && trimmed === ''
  const isTooShort = field !== undefined && trimmed.length < minLength
  // A blank reason keeps the button off; one too short says how long it must be once left or sent.
  const reasonError =
    isTouched && isTooShort && !isBlank ? t('common.reasonTooShort', { min: minLength }) : undefined
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  return (
    <DialogForm
      submitLabel={confirmLabel}
      isDanger={isDanger}
      canSubmit={!isBlank && canConfirm}
      isValid={!isTooShort && canConfirm}
      onAttempt={() => setTouched(true)}
      onSend={() => onConfirm(trimmed)}
      onClose={onClose}
    >
      {children}
      {field && (
        <div className="field">
          <label htmlFor={id}>{field.label}</label>
          <textarea
            id={id}
            rows={3}
            required
            minLength={minLength}
            maxLength={field.maxLength}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={
              [reasonError ? errorId : undefined, field.hint ? hintId : undefined]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {field.hint && (
            <p id={hintId} className="field-hint">
              {field.hint}
            </p>
          )}
          {reasonError && (
            <p id={errorId} className="field-error">
              {reasonError}
            </p>
          )}
        </div>
      )}
    </DialogForm>
  )
}
