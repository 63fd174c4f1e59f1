import type { PendingWithdrawal } from '@app/contract'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActionKeys } from '../../../features/wallet/action-key'
import { formatUsdt } from '../../../shared/format/format'
import { Modal } from '../../../shared/ui/modal'
import { useErrorText } from '../../shared/use-error-text'
import { MONEY_REASON_MAX_LENGTH, MONEY_REASON_MIN_LENGTH, moneyApi } from './money-api'

export type WithdrawalReview = { kind: 'approve' | 'reject'; withdrawal: PendingWithdrawal }

type WithdrawalReviewDialogProps = {
  review: WithdrawalReview | undefined
  onClose: () => void
  /** The server took the review: the withdrawal as it now stands. */
  onDone: (review: WithdrawalReview, result: PendingWithdrawal) => void
}

/**
 * Approves a withdrawal (the payout goes out through the payment provider) or rejects it with a
 * reason (the held amount returns to the player), after showing what is about to happen.
 */
export function WithdrawalReviewDialog({ review, onClose, onDone }: WithdrawalReviewDialogProps) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const keys = useActionKeys()
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [isSending, setSending] = useState(false)
  const [error, setError] = useState<unknown>()
  const trimmed = reason.trim()
  const isReasonShort = trimmed.length < MONEY_REASON_MIN_LENGTH

  function close() {
    setReason('')
    setError(undefined)
    onClose()
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!review || isSending) return
    const { kind, withdrawal } = review
    if (kind === 'reject' && isReasonShort) return
    setSending(true)
    setError(undefined)
    try {
      const result =
        kind === 'approve'
          ? await keys.attempt({ kind, id: withdrawal.id }, (key) =>
              moneyApi.approveWithdrawal(withdrawal.id, key),
            )
          : await keys.attempt({ kind, id: withdrawal.id, reason: trimmed }, (key) =>
              moneyApi.rejectWithdrawal(withdrawal.id, trimmed, key),
            )
      onDone(review, result)
      close()
    } catch (failure) {
      setError(failure)
    } finally {
      setSending(false)
    }
  }

  const kind = review?.kind ?? 'approve'
  const withdrawal = review?.withdrawal
  return (
    <Modal
      title={t(`money.withdrawals.dialog.${kind}`, { order: withdrawal?.order_id ?? '' })}
      isOpen={review !== undefined}
      onClose={close}
    >
      {withdrawal && (
        <form className="bo-dialog-form" onSubmit={handleSubmit} noValidate>
          <dl className="bo-facts">
            <dt>{t('money.withdrawals.player')}</dt>
            <dd>
              {withdrawal.real_name ?? t('money.noName')}{' '}
              <span className="muted numeric">#{withdrawal.user_id}</span>
            </dd>
            <dt>{t('money.withdrawals.account')}</dt>
            <dd className="numeric">
              {withdrawal.network ?? t(`money.accountType.${withdrawal.account_type}`)} ·{' '}
              {withdrawal.full_account_no}
            </dd>
            <dt>{t('money.withdrawals.amount')}</dt>
            <dd className="numeric">{formatUsdt(withdrawal.amount, i18n.language)} USDT</dd>
            <dt>{t('money.withdrawals.net')}</dt>
            <dd className="numeric">{formatUsdt(withdrawal.net_amount, i18n.language)} USDT</dd>
          </dl>
          {kind === 'approve' ? (
            <p>{t('money.withdrawals.approveExplain')}</p>
          ) : (
            <div className="field">
              <label htmlFor={reasonId}>{t('money.reason')}</label>
              <textarea
                id={reasonId}
                rows={3}
                required
                minLength={MONEY_REASON_MIN_LENGTH}
                maxLength={MONEY_REASON_MAX_LENGTH}
                aria-describedby={`${reasonId}-hint`}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <p id={`${reasonId}-hint`} className="field-hint">
                {t('money.withdrawals.rejectExplain')}
              </p>
            </div>
          )}
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
              className="button"
              disabled={isSending || (kind === 'reject' && isReasonShort)}
            >
              {t(`money.withdrawals.confirm.${kind}`)}
            </button>
          </div>
        </form>
      )}
    </Modal>
  )
}
