import { formatUsdt } from '../../../shared/format/format'
import { numberFormat } from '../../../shared/format/intl-formats'

/** An amount of a report, negatives in the error colour with their minus sign. */
export function Amount({ value, language }: { value: string; language: string }) {
  return (
    <span className={value.startsWith('-') ? 'numeric amount-negative' : 'numeric'}>
      {formatUsdt(value, language)}
    </span>
  )
}

/** A hold percentage ("12.34") in the reader's way of writing percentages; a dash without turnover. */
export function HoldPercent({ value, language }: { value: string | null; language: string }) {
  if (value === null) return <span className="muted">—</span>
  const text = numberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(value) / 100)
  return <span className={value.startsWith('-') ? 'numeric amount-negative' : 'numeric'}>{text}</span>
}
