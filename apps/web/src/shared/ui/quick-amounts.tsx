import { type Money, toDecimalString } from '@app/domain'

/**
 * Quick amounts, in a bet slip or a deposit: one chip per amount, pressed while the typed amount
 * is that one; choosing a chip types its amount as a plain decimal (e.g. "10"). With a `legend`
 * the chips are a named group (a fieldset whose legend only screen readers hear).
 */
export function QuickAmounts({
  amounts,
  value,
  onChange,
  label,
  legend,
}: {
  amounts: readonly Money[]
  /** The amount typed now, as a plain decimal. */
  value: string
  onChange: (value: string) => void
  /** A chip's text, e.g. "10.00" in the reader's number format. */
  label: (amount: Money) => string
  legend?: string
}) {
  const chips = amounts.map((amount) => {
    const text = toDecimalString(amount)
    return (
      <button
        key={text}
        type="button"
        className="chip-button numeric"
        aria-pressed={value === text}
        onClick={() => onChange(text)}
      >
        {label(amount)}
      </button>
    )
  })
  if (legend === undefined) return <div className="quick-amounts">{chips}</div>
  return (
    <fieldset className="quick-amounts">
      <legend className="visually-hidden">{legend}</legend>
      {chips}
    </fieldset>
  )
}
