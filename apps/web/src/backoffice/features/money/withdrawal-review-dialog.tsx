import type { PendingWithdrawal } from '@app/contract'
import { useTranslation } from 'react-i18next'
import { useActionKeys } from '../../../features/wallet/action-key'
import { formatUsdt } from '../../../shared/format/format'
import { ReasonDialog } from '../../shared/reason-dialog'
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
  const keys = useActionKeys()
  const kind = review?.kind ?? 'approve'
  const withdrawal = review?.withdrawal

  async function handleConfirm(reason: string) {
    if (!review) return
    const { id } = review.withdrawal
    const result =
      review.kind === 'approve'
        ? await keys.attempt({ kind: review.kind, id }, (key) => moneyApi.approveWithdrawal(id, key))
        : await keys.attempt({ kind: review.kind, id, reason }, (key) =>
            moneyApi.rejectWithdrawal(id, reason, key),
          )
    onDone(review, result)
  }

  return (
    <ReasonDialog
      title={t(`money.withdrawals.dialog.${kind}`, { order: withdrawal?.order_id ?? '' })}
      isOpen={review !== undefined}
      onClose={onClose}
      reason={
        kind === 'reject'
          ? {
              label: t('money.reason'),
              hint: t('money.withdrawals.rejectExplain'),
              minLength: MONEY_REASON_MIN_LENGTH,
              maxLength: MONEY_REASON_MAX_LENGTH,
            }
          : undefined
      }
      confirmLabel={t(`money.withdrawals.confirm.${kind}`)}
      onConfirm={handleConfirm}
    >
      {withdrawal && (
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
      )}
      {kind === 'approve' && <p>{t('money.withdrawals.approveExplain')}</p>}
    </ReasonDialog>
  )
}
