import type { BalanceAdjustmentRecord } from '@app/contract'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActionKeys } from '../../../features/wallet/action-key'
import { formatUsdt } from '../../../shared/format/format'
import { Modal } from '../../../shared/ui/modal'
import { useErrorText } from '../../shared/use-error-text'
import { MONEY_REASON_MAX_LENGTH, MONEY_REASON_MIN_LENGTH, moneyApi } from './money-api'

export type AdjustmentReview = { kind: 'approve' | 'reject'; adjustment: BalanceAdjustmentRecord }

type AdjustmentReviewDialogProps = {
  review: AdjustmentReview | undefined
  onClose: () => void
  onDone: (review: AdjustmentReview, result: BalanceAdjustmentRecord) => void
}

/**
 * The second operator's decision on a pending adjustment: approve (the balance moves now) or
 * reject with a reason (nothing moves).
 */
export function AdjustmentReviewDialog({ review, onClose, onDone }: AdjustmentReviewDialogProps) {
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
    const { kind, adjustment } = review
    if (kind === 'reject' && isReasonShort) return
    setSending(true)
    setError(undefined)
    try {
      const result =
        kind === 'approve'
          ? await keys.attempt({ kind, id: adjustment.id }, (key) =>
              moneyApi.approveAdjustment(adjustment.id, key),
            )
          : await keys.attempt({ kind, id: adjustment.id, reason: trimmed }, (key) =>
              moneyApi.rejectAdjustment(adjustment.id, trimmed, key),
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
  const adjustment = review?.adjustment
  return (
    <Modal
      title={t(`money.adjustments.dialog.${kind}`, { id: adjustment?.id ?? '' })}
      isOpen={review !== undefined}
      onClose={close}
    >
      {adjustment && (
        <form className="bo-dialog-form" onSubmit={handleSubmit} noValidate>
          <dl className="bo-facts">
            <dt>{t('money.withdrawals.player')}</dt>
            <dd>
              {adjustment.nickname ?? t('money.noName')}{' '}
              <span className="muted numeric">#{adjustment.user_id}</span>
            </dd>
            <dt>{t('money.adjustments.amount')}</dt>
            <dd className={adjustment.amount.startsWith('-') ? 'numeric amount-negative' : 'numeric'}>
              {formatUsdt(adjustment.amount, i18n.language)} USDT
            </dd>
            <dt>{t('money.adjustments.reasonCode')}</dt>
            <dd>{t(`money.reasonCodes.${adjustment.reason_code}`)}</dd>
            <dt>{t('money.reason')}</dt>
            <dd>{adjustment.reason}</dd>
            <dt>{t('money.adjustments.maker')}</dt>
            <dd className="numeric">{t('money.byOperator', { id: adjustment.maker_id })}</dd>
          </dl>
          {kind === 'approve' ? (
            <p>{t('money.adjustments.approveExplain')}</p>
          ) : (
            <div className="field">
              <label htmlFor={reasonId}>{t('money.adjustments.rejectReason')}</label>
              <textarea
                id={reasonId}
                rows={3}
                required
                minLength={MONEY_REASON_MIN_LENGTH}
                maxLength={MONEY_REASON_MAX_LENGTH}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
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
              {t(`money.adjustments.confirm.${kind}`)}
            </button>
          </div>
        </form>
      )}
    </Modal>
  )
}
