import type { Recharge, Withdrawal } from '@app/contract'
import { DEFAULT_CURRENCY } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatUsdt } from '../../shared/format/format'
import { FormTabs } from '../../shared/ui/form-fields'
import { useAuthForm } from '../auth/forms'
import { useActionKeys } from './action-key'
import { type DateRange, DateRangeFilter, PagedHistory, StatusBadge } from './history-parts'
import { paymentPage } from './payment-page'
import { canContinuePayment, depositStatusLabel, withdrawalStatusLabel } from './status-labels'
import {
  useContinueRechargeMutation,
  useDepositsInfiniteQuery,
  useWithdrawalsInfiniteQuery,
} from './wallet-api'
import { WALLET_TEXTS } from './wallet-texts'

type HistoryTab = 'deposits' | 'withdrawals'

/** Opens a pending bank or card deposit's payment page again. */
function ContinuePayment({ orderId }: { orderId: string }) {
  const { t } = useTranslation(WALLET_TEXTS)
  const form = useAuthForm()
  const keys = useActionKeys()
  const [continueRecharge] = useContinueRechargeMutation()
  async function handleContinue() {
    const body = { order_id: orderId }
    const deposit = await form.submit(() =>
      keys.attempt(body, (key) => continueRecharge({ body, key }).unwrap()),
    )
    if (deposit?.pay_url) paymentPage.open(deposit.pay_url)
  }
  return (
    <button
      type="button"
      className="button button-small"
      disabled={form.isBusy}
      onClick={() => void handleContinue()}
    >
      {t('wallet.history.continuePayment')}
    </button>
  )
}

/** A deposit's way of paying: its type and channel, once when the channel is named after the type. */
export function depositTitle(typeLabel: string, channel: string): string {
  return typeLabel.toLowerCase() === channel.toLowerCase() ? channel : `${typeLabel} · ${channel}`
}

function DepositRow({ deposit }: { deposit: Recharge }) {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  return (
    <li className="history-row">
      <div className="history-main">
        <span className="history-title">
          {depositTitle(t(`wallet.paymentTypes.${deposit.type}`), deposit.channel)}
          {deposit.card_last4 && <span className="numeric"> ···· {deposit.card_last4}</span>}
        </span>
        <time className="muted" dateTime={deposit.created_at}>
          {formatDateTime(deposit.created_at, i18n.language)}
        </time>
        <span className="muted numeric history-order">
          {t('wallet.orderId')}: {deposit.order_id}
        </span>
      </div>
      <div className="history-side">
        <span className="numeric history-amount">
          {formatUsdt(deposit.amount, i18n.language)} <span className="muted">{DEFAULT_CURRENCY}</span>
        </span>
        <StatusBadge label={depositStatusLabel(deposit.status)} />
      </div>
      {canContinuePayment(deposit) && (
        <div className="history-actions">
          <ContinuePayment orderId={deposit.order_id} />
        </div>
      )}
    </li>
  )
}

function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  const format = (amount: string) => formatUsdt(amount, i18n.language)
  return (
    <li className="history-row">
      <div className="history-main">
        <span className="history-title">
          {withdrawal.channel} · <span className="numeric">{withdrawal.account_no}</span>
        </span>
        <time className="muted" dateTime={withdrawal.created_at}>
          {formatDateTime(withdrawal.created_at, i18n.language)}
        </time>
        <span className="muted numeric history-order">
          {t('wallet.orderId')}: {withdrawal.order_id}
        </span>
        <span className="muted numeric">
          {t('wallet.history.fees', {
            serviceFee: format(withdrawal.service_fee),
            networkFee: format(withdrawal.network_fee),
          })}
        </span>
        {withdrawal.remark && <span className="history-remark">{withdrawal.remark}</span>}
      </div>
      <div className="history-side">
        <span className="numeric history-amount">
          {format(withdrawal.amount)} <span className="muted">{DEFAULT_CURRENCY}</span>
        </span>
        <span className="numeric muted">
          {t('wallet.history.net', { amount: format(withdrawal.net_amount) })}
        </span>
        <StatusBadge label={withdrawalStatusLabel(withdrawal.status)} />
      </div>
    </li>
  )
}

function DepositList({ range }: { range: DateRange }) {
  return (
    <PagedHistory
      query={useDepositsInfiniteQuery(range)}
      renderRow={(deposit) => <DepositRow key={deposit.order_id} deposit={deposit} />}
    />
  )
}

function WithdrawalList({ range }: { range: DateRange }) {
  return (
    <PagedHistory
      query={useWithdrawalsInfiniteQuery(range)}
      renderRow={(withdrawal) => <WithdrawalRow key={withdrawal.order_id} withdrawal={withdrawal} />}
    />
  )
}

/** Deposits and withdrawals, each with its status, filtered by date and paged with "load more". */
export function TransactionHistory() {
  const { t } = useTranslation(WALLET_TEXTS)
  const [tab, setTab] = useState<HistoryTab>('deposits')
  const [range, setRange] = useState<DateRange>({ from: '', to: '' })
  return (
    <div className="history">
      <FormTabs
        label={t('profile.menu.transactions')}
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'deposits', label: t('wallet.history.deposits') },
          { value: 'withdrawals', label: t('wallet.history.withdrawals') },
        ]}
      />
      <div className="history-filters">
        <DateRangeFilter value={range} onChange={setRange} />
      </div>
      {tab === 'deposits' ? <DepositList range={range} /> : <WithdrawalList range={range} />}
    </div>
  )
}
