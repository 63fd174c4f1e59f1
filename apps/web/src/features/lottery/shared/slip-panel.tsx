import type { Money } from '@app/domain'
import { Trash2, X } from 'lucide-react'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { keptAmount } from '../../../shared/format/amount-text'
import { formatAmount } from '../../../shared/format/format'
import { QuickAmounts } from '../../../shared/ui/quick-amounts'
import { clearSlip, removeEntry, type SlipState, setEntryAmount, setQuickAmount } from './slip-core'
import './slip-panel.css'
import type { TFunction } from 'i18next'
import { LOTTERY_TEXTS } from '../lottery-texts'

/**
 * An entry's amount. The typed text is kept while the field is empty, so clearing it to type
 * another amount does not remove the pick; leaving it empty removes the entry, as the spec says.
 */
function EntryAmount({
  amountText,
  label,
  placeholder,
  onAmount,
}: {
  amountText: string
  label: string
  placeholder: string
  onAmount: (text: string) => void
}) {
  const [draft, setDraft] = useState(amountText)
  useEffect(() => setDraft(amountText), [amountText])
  return (
    <input
      className="slip-amount numeric amount-input"
      inputMode="decimal"
      aria-label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(event) => {
        const text = keptAmount(event.target.value)
        setDraft(text)
        if (text !== '') onAmount(text)
      }}
      onBlur={() => {
        if (draft === '') onAmount('')
      }}
    />
  )
}

/** The panel's fixed texts, already translated in the game's namespace. */
export type SlipPanelTexts = {
  readonly title: string
  readonly clear: string
  readonly empty: string
  /** The quick amount's label, e.g. "Quick amount (USDT)". */
  readonly quickAmount: string
  readonly amountPlaceholder: string
  /** Shown among the warnings when betting on the draw is closed. */
  readonly closed: string
  readonly place: string
  readonly placing: string
}

/** The panel's texts from a game's namespace, whose slip keys are named alike in every game. */
export function slipPanelTexts(
  t: TFunction,
  namespace: 'lottery' | 'racing',
  currency: string,
): SlipPanelTexts {
  return {
    title: t(`${namespace}.slip.title`),
    clear: t(`${namespace}.slip.clear`),
    empty: t(`${namespace}.slip.empty`),
    quickAmount: t(`${namespace}.slip.quickAmount`, { currency }),
    amountPlaceholder: t(`${namespace}.slip.amountPlaceholder`),
    closed: t(`${namespace}.draw.closedShort`),
    place: t(`${namespace}.slip.place`),
    placing: t(`${namespace}.slip.placing`),
  }
}

/** An amount in the display currency, the currency's name muted, as the slip's totals show it. */
export function SlipAmount({ value, currency }: { value: Money; currency: string }) {
  const { i18n } = useTranslation(LOTTERY_TEXTS)
  return (
    <>
      {formatAmount(value, currency, i18n.language)} <span className="muted">{currency}</span>
    </>
  )
}

/** What a row of the slip says about its pick, translated by the game. */
export type SlipEntryTexts = {
  /** The bet type above the name, when the game shows it. */
  readonly type?: string
  readonly name: string
  /** The odds and the like, e.g. "Odds 47.00 · 3 combinations". */
  readonly meta: string
  readonly amountLabel: string
  readonly remove: string
}

type PanelEntry = {
  readonly key: string
  readonly type: string
  readonly prop: string
  readonly amountText: string
}

type SlipPanelProps<S extends SlipState, E extends PanelEntry> = {
  id: string
  /** The game's own class next to `slip-panel`, for its layout. */
  className: string
  slip: S
  onSlip: (update: (slip: S) => S) => void
  /** The priced entries of the slip's summary. */
  entries: readonly E[]
  texts: SlipPanelTexts
  entryTexts: (entry: E) => SlipEntryTexts
  /** The totals block, e.g. picks, total and balance, in order. */
  totals: readonly { key: string; label: string; value: ReactNode; className?: string }[]
  warnings: readonly { key: string; text: string }[]
  currency: string
  /** Quick amounts in the display currency. */
  quickAmounts: readonly Money[]
  canPlace: boolean
  isClosed: boolean
  isPlacing: boolean
  onPlace: () => void
}

/** A bet slip: picks with their amounts, the quick amount, totals, warnings and the Place button. */
export function SlipPanel<S extends SlipState, E extends PanelEntry>({
  id,
  className,
  slip,
  onSlip,
  entries,
  texts,
  entryTexts,
  totals,
  warnings,
  currency,
  quickAmounts,
  canPlace,
  isClosed,
  isPlacing,
  onPlace,
}: SlipPanelProps<S, E>) {
  const { i18n } = useTranslation(LOTTERY_TEXTS)
  const titleId = useId()
  const quickId = useId()
  const warningsId = useId()
  const isEnabled = canPlace && !isClosed && !isPlacing
  return (
    <aside id={id} className={`slip-panel ${className} panel`} aria-labelledby={titleId}>
      <header className="slip-panel-header">
        <h2 id={titleId}>{texts.title}</h2>
        {slip.entries.length > 0 && (
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => onSlip(clearSlip)}
          >
            <Trash2 aria-hidden size={16} />
            {texts.clear}
          </button>
        )}
      </header>
      {entries.length === 0 ? (
        <p className="muted slip-empty">{texts.empty}</p>
      ) : (
        <ul className="slip-entries">
          {entries.map((entry) => {
            const text = entryTexts(entry)
            return (
              <li key={entry.key} className="slip-entry" data-entry={entry.key}>
                <div className="slip-entry-main">
                  {text.type !== undefined && <span className="slip-entry-type muted">{text.type}</span>}
                  <span className="slip-entry-name">{text.name}</span>
                  <span className="slip-entry-meta muted numeric">{text.meta}</span>
                </div>
                <EntryAmount
                  amountText={entry.amountText}
                  label={text.amountLabel}
                  placeholder={texts.amountPlaceholder}
                  onAmount={(typed) => onSlip((current) => setEntryAmount(current, entry, typed))}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={text.remove}
                  onClick={() => onSlip((current) => removeEntry(current, entry))}
                >
                  <X aria-hidden size={18} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div className="slip-quick">
        <label htmlFor={quickId}>{texts.quickAmount}</label>
        <input
          id={quickId}
          className="numeric amount-input"
          inputMode="decimal"
          value={slip.quickAmount}
          placeholder={texts.amountPlaceholder}
          onChange={(event) => onSlip((current) => setQuickAmount(current, keptAmount(event.target.value)))}
        />
        <QuickAmounts
          amounts={quickAmounts}
          value={slip.quickAmount}
          onChange={(text) => onSlip((current) => setQuickAmount(current, text))}
          label={(value) => formatAmount(value, currency, i18n.language)}
        />
      </div>
      <dl className="fact-list">
        {totals.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd className={row.className ? `numeric ${row.className}` : 'numeric'}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div id={warningsId} className="slip-warnings" aria-live="polite">
        {isClosed && <p className="slip-warning">{texts.closed}</p>}
        {warnings.map((warning) => (
          <p key={warning.key} className="slip-warning">
            {warning.text}
          </p>
        ))}
      </div>
      <button
        type="button"
        className="button slip-place"
        disabled={!isEnabled}
        aria-describedby={warningsId}
        onClick={onPlace}
      >
        {isPlacing ? texts.placing : texts.place}
      </button>
    </aside>
  )
}
