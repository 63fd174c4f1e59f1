import type { Recharge } from '@app/contract'
import { DEFAULT_CURRENCY } from '@app/domain'
import { QRCodeSVG } from 'qrcode.react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatUsdt } from '../../shared/format/format'
import { CopyButton } from '../../shared/ui/copy-button'
import { WALLET_TEXTS } from './wallet-texts'

/** The spec's QR settings: 256 px, error correction level L. */
export const QR_SIZE = 256
const COPY_TICK_MS = 1000

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
      <button type="button" className="button button-secondary" onClick={onDone}>
        {t('wallet.crypto.done')}
      </button>
    </section>
  )
}
