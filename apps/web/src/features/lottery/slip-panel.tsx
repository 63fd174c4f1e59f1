import { type MarkSixSelection, type Money, toDecimalString } from '@app/domain'
import { Trash2, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount, selectionName } from './labels'
import {
  clearSlip,
  type PricedEntry,
  removeEntry,
  type Slip,
  type SlipSummary,
  type SlipWarning,
  setEntryAmount,
  setQuickAmount,
} from './slip'

/** Amounts typed as plain decimals: digits and one decimal point, nothing else. */
const sanitize = (text: string) => text.replace(/[^\d.]/g, '')

/**
 * An entry's amount. The typed text is kept while the field is empty, so clearing it to type
 * another amount does not remove the pick; leaving it empty removes the entry, as the spec says.
 */
function EntryAmount({
  entry,
  currency,
  onAmount,
}: {
  entry: PricedEntry
  currency: string
  onAmount: (text: string) => void
}) {
  const { t, i18n } = useTranslation()
  const [draft, setDraft] = useState(entry.amountText)
  useEffect(() => setDraft(entry.amountText), [entry.amountText])
  const name = selectionName(t, entry.type, entry.prop, i18n.language)
  return (
    <input
      className="slip-amount numeric"
      inputMode="decimal"
      aria-label={t('lottery.slip.amountFor', { selection: name, currency })}
      placeholder={t('lottery.slip.amountPlaceholder')}
      value={draft}
      onChange={(event) => {
        const text = sanitize(event.target.value)
        setDraft(text)
        if (text !== '') onAmount(text)
      }}
      onBlur={() => {
        if (draft === '') onAmount('')
      }}
    />
  )
}

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

/** The bet slip: picks with their amounts, the quick amount, totals, warnings and the Place button. */
export function SlipPanel({
  slip,
  onSlip,
  summary,
  currency,
  balance,
  quickAmounts,
  isClosed,
  isPlacing,
  onPlace,
}: SlipPanelProps) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const quickId = useId()
  const warningsId = useId()
  const amount = (value: Money) => formatAmount(value, currency, i18n.language)
  const canPlace = summary.canPlace && !isClosed && !isPlacing
  const update = (selection: MarkSixSelection, text: string) =>
    onSlip((current) => setEntryAmount(current, selection, text))
  return (
    <aside id="bet-slip" className="lottery-slip panel" aria-labelledby={titleId}>
      <header className="lottery-slip-header">
        <h2 id={titleId}>{t('lottery.slip.title')}</h2>
        {slip.entries.length > 0 && (
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => onSlip(clearSlip)}
          >
            <Trash2 aria-hidden size={16} />
            {t('lottery.slip.clear')}
          </button>
        )}
      </header>
      {summary.entries.length === 0 ? (
        <p className="muted slip-empty">{t('lottery.slip.empty')}</p>
      ) : (
        <ul className="slip-entries">
          {summary.entries.map((entry) => (
            <li key={entry.key} className="slip-entry" data-entry={entry.key}>
              <div className="slip-entry-main">
                <span className="slip-entry-type muted">{t(`lottery.betTypes.${entry.type}`)}</span>
                <span className="slip-entry-name">
                  {selectionName(t, entry.type, entry.prop, i18n.language)}
                </span>
                <span className="slip-entry-meta muted numeric">
                  {t('lottery.slip.odds', { odd: entry.odd ?? '—' })}
                  {entry.combinations > 1 &&
                    ` · ${t('lottery.slip.combinations', { count: entry.combinations })}`}
                </span>
              </div>
              <EntryAmount entry={entry} currency={currency} onAmount={(text) => update(entry, text)} />
              <button
                type="button"
                className="icon-button"
                aria-label={t('lottery.slip.remove', {
                  selection: selectionName(t, entry.type, entry.prop, i18n.language),
                })}
                onClick={() => onSlip((current) => removeEntry(current, entry))}
              >
                <X aria-hidden size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="slip-quick">
        <label htmlFor={quickId}>{t('lottery.slip.quickAmount', { currency })}</label>
        <input
          id={quickId}
          className="numeric"
          inputMode="decimal"
          value={slip.quickAmount}
          placeholder={t('lottery.slip.amountPlaceholder')}
          onChange={(event) => onSlip((current) => setQuickAmount(current, sanitize(event.target.value)))}
        />
        <div className="quick-amounts">
          {quickAmounts.map((value) => {
            const text = toDecimalString(value)
            return (
              <button
                key={text}
                type="button"
                className="chip-button"
                aria-pressed={slip.quickAmount === text}
                onClick={() => onSlip((current) => setQuickAmount(current, text))}
              >
                {amount(value)}
              </button>
            )
          })}
        </div>
      </div>
      <dl className="slip-totals">
        <div>
          <dt>{t('lottery.slip.picks')}</dt>
          <dd className="numeric">{summary.entries.length}</dd>
        </div>
        <div>
          <dt>{t('lottery.slip.combinationsLabel')}</dt>
          <dd className="numeric">{summary.combinations}</dd>
        </div>
        <div>
          <dt>{t('lottery.slip.total')}</dt>
          <dd className="numeric slip-total">
            {amount(summary.total)} <span className="muted">{currency}</span>
          </dd>
        </div>
        {balance !== undefined && (
          <div>
            <dt>{t('lottery.slip.balance')}</dt>
            <dd className="numeric">
              {amount(balance)} <span className="muted">{currency}</span>
            </dd>
          </div>
        )}
      </dl>
      <div id={warningsId} className="slip-warnings" aria-live="polite">
        {isClosed && <p className="slip-warning">{t('lottery.draw.closedShort')}</p>}
        {summary.warnings.map((warning) => (
          <p key={`${warning.code}:${warning.level ?? ''}`} className="slip-warning">
            {warningText(t, warning)}
          </p>
        ))}
      </div>
      <button
        type="button"
        className="button slip-place"
        disabled={!canPlace}
        aria-describedby={warningsId}
        onClick={onPlace}
      >
        {isPlacing ? t('lottery.slip.placing') : t('lottery.slip.place')}
      </button>
    </aside>
  )
}
