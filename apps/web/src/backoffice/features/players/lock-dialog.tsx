import { PLAYER_REASON_MAX_LENGTH, PLAYER_REASON_MIN_LENGTH, type PlayerDetail } from '@app/contract'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../shared/ui/modal'
import { useErrorText } from '../../shared/use-error-text'
import { playersApi } from './players-api'

type LockDialogProps = {
  player: PlayerDetail
  isOpen: boolean
  onClose: () => void
  /** The server locked or unlocked the account: its page as it is now. */
  onDone: (player: PlayerDetail) => void
}

/** Locks an active account or unlocks a locked one, with the reason the audit log keeps. */
export function LockDialog({ player, isOpen, onClose, onDone }: LockDialogProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const id = useId()
  const [reason, setReason] = useState('')
  const [isSending, setSending] = useState(false)
  const [error, setError] = useState<unknown>()
  const [isTouched, setTouched] = useState(false)
  const isLocking = !player.is_locked
  const isReasonValid = reason.trim().length >= PLAYER_REASON_MIN_LENGTH
  const reasonError =
    isTouched && !isReasonValid ? t('players.reasonTooShort', { min: PLAYER_REASON_MIN_LENGTH }) : undefined

  function close() {
    setReason('')
    setTouched(false)
    setError(undefined)
    onClose()
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (!isReasonValid || isSending) return
    setSending(true)
    setError(undefined)
    try {
      const next = await playersApi.setLock(player.user_id, isLocking, reason.trim())
      onDone(next)
      close()
    } catch (failure) {
      setError(failure)
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      title={
        isLocking
          ? t('players.lock.lockTitle', { nickname: player.nickname })
          : t('players.lock.unlockTitle', { nickname: player.nickname })
      }
      isOpen={isOpen}
      onClose={close}
    >
      <form className="bo-dialog-form" onSubmit={handleSubmit} noValidate>
        <p className="muted">{isLocking ? t('players.lock.lockExplain') : t('players.lock.unlockExplain')}</p>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('players.reason')}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            required
            minLength={PLAYER_REASON_MIN_LENGTH}
            maxLength={PLAYER_REASON_MAX_LENGTH}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {reasonError && (
            <p id={`${id}-reason-error`} className="field-error">
              {reasonError}
            </p>
          )}
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
          <button
            type="submit"
            className={isLocking ? 'button bo-button-danger' : 'button'}
            disabled={isSending}
          >
            {isLocking ? t('players.lock.confirmLock') : t('players.lock.confirmUnlock')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
