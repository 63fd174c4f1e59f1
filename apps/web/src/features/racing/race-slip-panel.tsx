import type { Money } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { SlipAmount, SlipPanel, slipPanelTexts } from '../lottery/shared/slip-panel'
import { selectionLabel } from './race-labels'
import type { Slip, SlipSummary } from './race-slip'
import { RACING_TEXTS } from './racing-texts'

type Props = {
  slip: Slip
  onSlip: (update: (slip: Slip) => Slip) => void
  summary: SlipSummary
  currency: string
  /** The balance in the display currency, when known. */
  balance: Money | undefined
  /** Quick amounts in the display currency. */
  quickAmounts: readonly Money[]
  isClosed: boolean
  isPlacing: boolean
  onPlace: () => void
}

/** The race slip: the shared slip with each pick's odds and the most the slip can return. */
export function RaceSlipPanel({ summary, currency, balance, ...props }: Props) {
  const { t } = useTranslation(RACING_TEXTS)
  const amount = (value: Money) => <SlipAmount value={value} currency={currency} />
  return (
    <SlipPanel
      {...props}
      id="race-slip"
      className="race-slip"
      entries={summary.entries}
      currency={currency}
      canPlace={summary.canPlace}
      texts={slipPanelTexts(t, 'racing', currency)}
      entryTexts={(entry) => {
        const name = selectionLabel(t, entry.type, entry.prop)
        return {
          name,
          meta: t('racing.slip.odds', { odd: entry.odd ?? '—' }),
          amountLabel: t('racing.slip.amountFor', { selection: name, currency }),
          remove: t('racing.slip.remove', { selection: name }),
        }
      }}
      totals={[
        { key: 'picks', label: t('racing.slip.picks'), value: summary.entries.length },
        {
          key: 'total',
          label: t('racing.slip.total'),
          value: amount(summary.total),
          className: 'fact-total',
        },
        { key: 'maxPayout', label: t('racing.slip.maxPayout'), value: amount(summary.maxPayout) },
        ...(balance === undefined
          ? []
          : [{ key: 'balance', label: t('racing.slip.balance'), value: amount(balance) }]),
      ]}
      warnings={summary.warnings.map((warning) => ({ key: warning, text: t(`racing.warnings.${warning}`) }))}
    />
  )
}
