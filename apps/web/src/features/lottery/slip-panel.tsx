import type { Money } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { selectionName } from './labels'
import { LOTTERY_TEXTS } from './lottery-texts'
import { SlipPanel as SharedSlipPanel, SlipAmount, slipPanelTexts } from './shared/slip-panel'
import type { Slip, SlipSummary, SlipWarning } from './slip'

/** The translated text of a slip warning, e.g. "Your balance is not enough for this slip." */
export function warningText(
  t: (key: string, options?: Record<string, unknown>) => string,
  warning: SlipWarning,
) {
  return t(`lottery.warnings.${warning.code}`, warning.level ? { level: warning.level } : undefined)
}

type SlipPanelProps = {
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

/** The Mark Six bet slip: the shared slip with the bet type and combinations of each pick. */
export function SlipPanel({ summary, currency, balance, ...props }: SlipPanelProps) {
  const { t, i18n } = useTranslation(LOTTERY_TEXTS)
  const amount = (value: Money) => <SlipAmount value={value} currency={currency} />
  return (
    <SharedSlipPanel
      {...props}
      id="bet-slip"
      className="lottery-slip"
      entries={summary.entries}
      currency={currency}
      canPlace={summary.canPlace}
      texts={slipPanelTexts(t, 'lottery', currency)}
      entryTexts={(entry) => {
        const name = selectionName(t, entry.type, entry.prop, i18n.language)
        return {
          type: t(`lottery.betTypes.${entry.type}`),
          name,
          meta:
            t('lottery.slip.odds', { odd: entry.odd ?? '—' }) +
            (entry.combinations > 1
              ? ` · ${t('lottery.slip.combinations', { count: entry.combinations })}`
              : ''),
          amountLabel: t('lottery.slip.amountFor', { selection: name, currency }),
          remove: t('lottery.slip.remove', { selection: name }),
        }
      }}
      totals={[
        { key: 'picks', label: t('lottery.slip.picks'), value: summary.entries.length },
        { key: 'combinations', label: t('lottery.slip.combinationsLabel'), value: summary.combinations },
        {
          key: 'total',
          label: t('lottery.slip.total'),
          value: amount(summary.total),
          className: 'fact-total',
        },
        ...(balance === undefined
          ? []
          : [{ key: 'balance', label: t('lottery.slip.balance'), value: amount(balance) }]),
      ]}
      warnings={summary.warnings.map((warning) => ({
        key: `${warning.code}:${warning.level ?? ''}`,
        text: warningText(t, warning),
      }))}
    />
  )
}
