import { exchangeRateOf, formatMoney, parseMoney, toDisplayCurrency } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { formatDecimal } from '../../shared/format/format'
import { walletOpened } from '../../shared/ui-state/ui-slice'
import { useMemberInfoQuery } from '../auth/data'
import { useCurrenciesQuery } from '../home/data'

/** The balance is read again every 60 s, as the spec says. */
export const BALANCE_POLL_MS = 60_000

/**
 * The spec's balance display: score × exchange in the chosen currency, fixed to 2 decimals. It
 * opens the wallet; deposits, withdrawals and check-ins refresh it through the 'Balance' tag.
 */
export function Balance() {
  const { t, i18n } = useTranslation()
  const dispatch = useDispatch()
  const { data: member } = useMemberInfoQuery(undefined, { pollingInterval: BALANCE_POLL_MS })
  const { data: currencies = [] } = useCurrenciesQuery()
  if (!member) return null
  const currency = currencies.find((entry) => entry.currency === member.currency) ?? currencies[0]
  const score = parseMoney(member.score)
  if (!currency || !score.ok) return null
  const shown = formatMoney(toDisplayCurrency(score.value, exchangeRateOf(currency.exchange)), 2)
  return (
    <button
      type="button"
      className="balance numeric"
      data-testid="balance"
      aria-haspopup="dialog"
      title={t('header.openWallet')}
      onClick={() => dispatch(walletOpened('deposit'))}
    >
      <span className="visually-hidden">{t('header.balance')}: </span>
      {formatDecimal(shown, i18n.language)} <span className="muted">{currency.currency}</span>
    </button>
  )
}
