import type { BalanceAdjustmentRecord } from '@app/contract'
import { useTranslation } from 'react-i18next'
import { useActionKeys } from '../../../features/wallet/action-key'
import { formatUsdt } from '../../../shared/format/format'
import { ReasonDialog } from '../../shared/reason-dialog'
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
  const keys = useActionKeys()
  const kind = review?.kind ?? 'approve'
  const adjustment = review?.adjustment

  async function handleConfirm(reason: string) {
    if (!review) return
    const { id } = review.adjustment
    const result =
      review.kind === 'approve'
        ? await keys.attempt({ kind: review.kind, id }, (key) => moneyApi.approveAdjustment(id, key))
        : await keys.attempt({ kind: review.kind, id, reason }, (key) =>
            moneyApi.rejectAdjustment(id, reason, key),
          )
    onDone(review, result)
  }

  return (
    <ReasonDialog
      title={t(`money.adjustments.dialog.${kind}`, { id: adjustment?.id ?? '' })}
      isOpen={review !== undefined}
      onClose={onClose}
      reason={
        kind === 'reject'
          ? {
              label: t('money.adjustments.rejectReason'),
              minLength: MONEY_REASON_MIN_LENGTH,
              maxLength: MONEY_REASON_MAX_LENGTH,
            }
          : undefined
      }
      confirmLabel={t(`money.adjustments.confirm.${kind}`)}
      onConfirm={handleConfirm}
    >
      {adjustment && (
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
      )}
      {kind === 'approve' && <p>{t('money.adjustments.approveExplain')}</p>}
    </ReasonDialog>
  )
}
