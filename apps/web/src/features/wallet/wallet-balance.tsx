import { DEFAULT_CURRENCY } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { formatUsdt, toMoney } from '../../shared/format/format'
import { useMemberAccountQuery } from '../auth/data'
import { WALLET_TEXTS } from './wallet-texts'

/** The main wallet's spendable balance in USDT, and what waits in withdrawals for approval. */
export function WalletBalance() {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  const { data: account, isError } = useMemberAccountQuery()
  // The balance is a help beside the forms, not their condition: a failed read shows nothing.
  if (isError) return null
  if (!account) return <p className="wallet-balance" aria-hidden />
  const hasHeld = toMoney(account.held) > 0n
  return (
    <dl className="wallet-balance">
      <div>
        <dt>{t('wallet.mainWallet')}</dt>
        <dd className="numeric" data-testid="wallet-balance">
          {formatUsdt(account.score, i18n.language)} <span className="muted">{DEFAULT_CURRENCY}</span>
        </dd>
      </div>
      {hasHeld && (
        <div>
          <dt>{t('wallet.held')}</dt>
          <dd className="numeric">
            {formatUsdt(account.held, i18n.language)} <span className="muted">{DEFAULT_CURRENCY}</span>
          </dd>
        </div>
      )}
    </dl>
  )
}
