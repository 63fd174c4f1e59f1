import type { ModeratedRoomMessage } from '@app/contract'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../shared/ui/form-fields'
import { Modal } from '../../../shared/ui/modal'
import { useErrorText } from '../../shared/use-error-text'
import { MODERATION_REASON_MAX_LENGTH, moderationApi } from './moderation-api'

export type ModerationKind = 'delete' | 'mute' | 'ban' | 'lift'
export type ModerationAction = { kind: ModerationKind; message: ModeratedRoomMessage }

/** A mute's length when the moderator does not change it: one hour. */
const DEFAULT_MUTE_MINUTES = 60
const MAX_SANCTION_MINUTES = 60 * 24 * 365

type ModerationDialogProps = {
  action: ModerationAction | undefined
  onClose: () => void
  /** The server took the action: `minutes` is the mute's length. */
  onDone: (action: ModerationAction, minutes: number | undefined) => void
}

/** Asks for the reason of a moderation action (and a mute's minutes), then takes it. */
export function ModerationDialog({ action, onClose, onDone }: ModerationDialogProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [minutes, setMinutes] = useState(String(DEFAULT_MUTE_MINUTES))
  const [isSending, setSending] = useState(false)
  const [error, setError] = useState<unknown>()

  function close() {
    setReason('')
    setMinutes(String(DEFAULT_MUTE_MINUTES))
    setError(undefined)
    onClose()
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!action || !reason.trim() || isSending) return
    const { kind, message } = action
    const muteMinutes = kind === 'mute' ? Number(minutes) : undefined
    setSending(true)
    setError(undefined)
    try {
      if (kind === 'delete') await moderationApi.deleteMessage(message.id, reason.trim())
      else if (kind === 'lift') await moderationApi.lift(message.user_id, reason.trim())
      else await moderationApi.sanction(message.user_id, kind, reason.trim(), muteMinutes)
      onDone(action, muteMinutes)
      close()
    } catch (failure) {
      setError(failure)
    } finally {
      setSending(false)
    }
  }

  const kind = action?.kind ?? 'delete'
  return (
    <Modal
      title={t(`moderation.dialog.${kind}`, { nickname: action?.message.nickname ?? '' })}
      isOpen={action !== undefined}
      onClose={close}
    >
      {action && (
        <form className="bo-dialog-form" onSubmit={handleSubmit}>
          {kind === 'delete' && <blockquote className="bo-quote">{action.message.body}</blockquote>}
          {kind === 'mute' && (
            <TextField
              label={t('moderation.minutes')}
              hint={t('moderation.minutesHint', { max: MAX_SANCTION_MINUTES })}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_SANCTION_MINUTES}
              step={1}
              required
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
            />
          )}
          <div className="field">
            <label htmlFor={reasonId}>{t('moderation.reason')}</label>
            <textarea
              id={reasonId}
              rows={3}
              required
              maxLength={MODERATION_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          {error !== undefined && (
            <p className="field-error" role="alert">
              {errorText(error)}
            </p>
          )}
          <div className="modal-actions">
            <button type="button" className="button button-secondary" onClick={close}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button" disabled={isSending || !reason.trim()}>
              {t(`moderation.confirm.${kind}`)}
            </button>
          </div>
        </form>
      )}
    </Modal>
  )
}
