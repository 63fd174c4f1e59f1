import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'

/** A copy button that shows a tick for a moment after copying. */
export function CopyButton({
  text,
  label,
  tickMs,
  icon: Icon = Copy,
  copiedLabel,
}: {
  text: string
  label: string
  tickMs: number
  icon?: typeof Copy
  /** Said to screen readers once the text is copied, e.g. "Copied". */
  copiedLabel?: string
}) {
  const [isCopied, setCopied] = useState(false)
  useEffect(() => {
    if (!isCopied) return
    const timer = setTimeout(() => setCopied(false), tickMs)
    return () => clearTimeout(timer)
  }, [isCopied, tickMs])
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={async () => {
        await navigator.clipboard?.writeText(text).catch(() => undefined)
        setCopied(true)
      }}
    >
      {isCopied ? <Check aria-hidden size={18} /> : <Icon aria-hidden size={18} />}
      <span>{label}</span>
      {copiedLabel && (
        <span className="visually-hidden" aria-live="polite">
          {isCopied ? copiedLabel : ''}
        </span>
      )}
    </button>
  )
}
