import { Info } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { WalletBalance } from './wallet-balance'
import { WALLET_TEXTS } from './wallet-texts'

/**
 * The transfer tab. Transfers move money between the main wallet and the game providers' own
 * wallets; no provider is connected yet, so there is nothing to transfer and no form to fill.
 */
export function TransferPanel() {
  const { t } = useTranslation(WALLET_TEXTS)
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
