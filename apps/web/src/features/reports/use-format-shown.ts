import type { Money } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '../../shared/format/format'

/** Writes a report amount in its currency as the spec says (truncated, the label after it): "1,250.50 CNY". */
export function useFormatShown(currency: string) {
  const { i18n } = useTranslation()
  return (amount: Money) => `${formatAmount(amount, currency, i18n.language)} ${currency}`
}
