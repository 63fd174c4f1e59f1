import { Info } from 'lucide-react'
import { useTranslation } from '../../i18n/i18n'
import { WalletBalance } from './wallet-balance'

/**
 * The transfer tab. Transfers move money between the main wallet and the game providers' own
 * wallets; no provider is connected yet, so there is nothing to transfer and no form to fill.
 */
export function TransferPanel() {
  const { t } = useTranslation()
  return (
    <div className="wallet-pane">
      <WalletBalance />
      <div className="wallet-notice transfer-notice">
        <Info aria-hidden size={20} className="notice-icon" />
        <div>
          <p>{t('wallet.transfer.noProviders')}</p>
          <p className="muted">{t('wallet.transfer.allInMain')}</p>
        </div>
      </div>
    </div>
  )
}
