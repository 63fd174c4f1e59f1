import type { Recharge } from '@app/contract'
import { DEFAULT_CURRENCY, TRANSACTION_STATUS } from '@app/domain'
import { QRCodeSVG } from 'qrcode.react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { api } from '../../shared/api/api'
import { formatUsdt } from '../../shared/format/format'
import { CopyButton } from '../../shared/ui/copy-button'
import { StatusBadge } from './history-parts'
import { depositStatusLabel } from './status-labels'
import { useRecentDepositsQuery } from './wallet-api'
import { WALLET_TEXTS } from './wallet-texts'

/** The spec's QR settings: 256 px, error correction level L. */
export const QR_SIZE = 256
const COPY_TICK_MS = 1000

/** How often an open crypto deposit asks whether a transfer to its address has arrived. */
export const TRANSFER_POLL_MS = 5000

/** A transaction hash short enough for a row: its first and last characters. */
const shortHash = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : hash)

/**
 * The transfers seen at the address while the deposit is open: pending as soon as the network
 * sees one, then credited. A credit refreshes the balance everywhere at once.
 */
function ChainTransfers({ address }: { address: string }) {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  const dispatch = useDispatch()
  const { data } = useRecentDepositsQuery(undefined, { pollingInterval: TRANSFER_POLL_MS })
  const transfers = (data?.list ?? []).filter((deposit) => deposit.address === address && deposit.tx_hash)
  const credited = transfers.filter((deposit) => deposit.status === TRANSACTION_STATUS.success).length
  useEffect(() => {
    if (credited > 0) dispatch(api.util.invalidateTags(['Balance', 'ChangeLog']))
  }, [credited, dispatch])
  if (transfers.length === 0) return null
  return (
    <section className="chain-transfers" aria-labelledby="chain-transfers-title" aria-live="polite">
      <h4 id="chain-transfers-title">{t('wallet.crypto.transfers')}</h4>
      <ul className="chain-transfer-list">
        {transfers.map((deposit) => (
          <li key={deposit.order_id} className="chain-transfer" data-testid="chain-transfer">
            <span className="numeric">
              {formatUsdt(deposit.amount, i18n.language)} {DEFAULT_CURRENCY}
            </span>
            <code className="muted" title={deposit.tx_hash ?? undefined}>
              {t('wallet.crypto.transaction', { hash: shortHash(deposit.tx_hash ?? '') })}
            </code>
            <StatusBadge label={depositStatusLabel(deposit.status)} />
          </li>
        ))}
      </ul>
      <p className="wallet-note">{t('wallet.crypto.transfersNote')}</p>
    </section>
  )
}

/** A crypto deposit's answer: the player's own address on the network, as text, QR code and copy button. */
export function CryptoDeposit({ deposit, onDone }: { deposit: Recharge; onDone: () => void }) {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  const heading = useRef<HTMLHeadingElement>(null)
  // The view replaces the form: focus moves to its heading so keyboard and screen-reader users follow.
  useEffect(() => heading.current?.focus(), [])
  const address = deposit.address ?? ''
  return (
    <section className="crypto-deposit" aria-labelledby="crypto-deposit-title">
      <h3 id="crypto-deposit-title" className="crypto-deposit-title" ref={heading} tabIndex={-1}>
        {t('wallet.crypto.title', { network: deposit.network ?? deposit.channel })}
      </h3>
      <div className="deposit-qr">
        <QRCodeSVG
          className="deposit-qr-code"
          value={address}
          size={QR_SIZE}
          level="L"
          marginSize={2}
          title={t('wallet.crypto.qrTitle')}
        />
      </div>
      <div className="deposit-address">
        <span className="muted">{t('wallet.crypto.address')}</span>
        <code data-testid="deposit-address">{address}</code>
      </div>
      <CopyButton
        text={address}
        label={t('wallet.crypto.copyAddress')}
        copiedLabel={t('wallet.crypto.copied')}
        tickMs={COPY_TICK_MS}
      />
      <dl className="wallet-facts">
        <dt>{t('wallet.crypto.network')}</dt>
        <dd>{deposit.network ?? '—'}</dd>
        <dt>{t('wallet.amount')}</dt>
        <dd className="numeric">
          {formatUsdt(deposit.amount, i18n.language)} {DEFAULT_CURRENCY}
        </dd>
        <dt>{t('wallet.orderId')}</dt>
        <dd className="numeric">{deposit.order_id}</dd>
      </dl>
      <p className="wallet-note" role="note">
        {t('wallet.crypto.note')}
      </p>
      {address && <ChainTransfers address={address} />}
      <button type="button" className="button button-secondary" onClick={onDone}>
        {t('wallet.crypto.done')}
      </button>
    </section>
  )
}
