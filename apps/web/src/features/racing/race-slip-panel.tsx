import { type Money, type RaceSelection, toDecimalString } from '@app/domain'
import { Trash2, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount, selectionLabel } from './race-labels'
import {
  clearSlip,
  type PricedEntry,
  removeEntry,
  type Slip,
  type SlipSummary,
  setEntryAmount,
  setQuickAmount,
} from './race-slip'

/** Amounts are typed as plain decimals: digits and a decimal point, nothing else. */
const sanitize = (text: string) => text.replace(/[^\d.]/g, '')

/**
 * An entry's amount. The typed text is kept while the field is empty, so clearing it to type
 * another amount does not drop the pick; leaving it empty removes the entry, as the spec says.
 */
function EntryAmount({
  entry,
  label,
  onAmount,
}: {
  entry: PricedEntry
  label: string
  onAmount: (text: string) => void
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(entry.amountText)
  useEffect(() => setDraft(entry.amountText), [entry.amountText])
  return (
    <input
      className="race-slip-amount numeric"
      inputMode="decimal"
      aria-label={label}
      placeholder={t('racing.slip.amountPlaceholder')}
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

/** The race slip: picks with their amounts, the quick amount, totals, warnings and the Place button. */
export function RaceSlipPanel({
  slip,
  onSlip,
  summary,
  currency,
  balance,
  quickAmounts,
  isClosed,
  isPlacing,
  onPlace,
}: Props) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const quickId = useId()
  const warningsId = useId()
  const amount = (value: Money) => formatAmount(value, currency, i18n.language)
  const canPlace = summary.canPlace && !isClosed && !isPlacing
  const update = (selection: RaceSelection, text: string) =>
    onSlip((current) => setEntryAmount(current, selection, text))
  return (
    <aside id="race-slip" className="race-slip panel" aria-labelledby={titleId}>
      <header className="race-slip-header">
        <h2 id={titleId}>{t('racing.slip.title')}</h2>
        {slip.entries.length > 0 && (
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => onSlip(clearSlip)}
          >
            <Trash2 aria-hidden size={16} />
            {t('racing.slip.clear')}
          </button>
        )}
      </header>
      {summary.entries.length === 0 ? (
        <p className="muted race-slip-empty">{t('racing.slip.empty')}</p>
      ) : (
        <ul className="race-slip-entries">
          {summary.entries.map((entry) => {
            const name = selectionLabel(t, entry.type, entry.prop)
            return (
              <li key={entry.key} className="race-slip-entry" data-entry={entry.key}>
                <div className="race-slip-entry-main">
                  <span className="race-slip-entry-name">{name}</span>
                  <span className="muted numeric race-slip-entry-meta">
                    {t('racing.slip.odds', { odd: entry.odd ?? '—' })}
                  </span>
                </div>
                <EntryAmount
                  entry={entry}
                  label={t('racing.slip.amountFor', { selection: name, currency })}
                  onAmount={(text) => update(entry, text)}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('racing.slip.remove', { selection: name })}
                  onClick={() => onSlip((current) => removeEntry(current, entry))}
                >
                  <X aria-hidden size={18} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div className="race-slip-quick">
        <label htmlFor={quickId}>{t('racing.slip.quickAmount', { currency })}</label>
        <input
          id={quickId}
          className="numeric"
          inputMode="decimal"
          value={slip.quickAmount}
          placeholder={t('racing.slip.amountPlaceholder')}
          onChange={(event) => onSlip((current) => setQuickAmount(current, sanitize(event.target.value)))}
        />
        <div className="race-quick-amounts">
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
      <dl className="race-slip-totals">
        <div>
          <dt>{t('racing.slip.picks')}</dt>
          <dd className="numeric">{summary.entries.length}</dd>
        </div>
        <div>
          <dt>{t('racing.slip.total')}</dt>
          <dd className="numeric race-slip-total">
            {amount(summary.total)} <span className="muted">{currency}</span>
          </dd>
        </div>
        <div>
          <dt>{t('racing.slip.maxPayout')}</dt>
          <dd className="numeric">
            {amount(summary.maxPayout)} <span className="muted">{currency}</span>
          </dd>
        </div>
        {balance !== undefined && (
          <div>
            <dt>{t('racing.slip.balance')}</dt>
            <dd className="numeric">
              {amount(balance)} <span className="muted">{currency}</span>
            </dd>
          </div>
        )}
      </dl>
      <div id={warningsId} className="race-slip-warnings" aria-live="polite">
        {isClosed && <p className="race-slip-warning">{t('racing.draw.closedShort')}</p>}
        {summary.warnings.map((warning) => (
          <p key={warning} className="race-slip-warning">
            {t(`racing.warnings.${warning}`)}
          </p>
        ))}
      </div>
      <button
        type="button"
        className="button race-slip-place"
        disabled={!canPlace}
        aria-describedby={warningsId}
        onClick={onPlace}
      >
        {isPlacing ? t('racing.slip.placing') : t('racing.slip.place')}
      </button>
    </aside>
  )
}
