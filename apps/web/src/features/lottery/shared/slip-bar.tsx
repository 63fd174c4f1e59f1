import { ListChecks } from 'lucide-react'

/**
 * The narrow screen's bar under a bet board while the slip has picks: how many and for how much,
 * and a link down to the slip.
 */
export function SlipBar({ text, slipId, title }: { text: string; slipId: string; title: string }) {
  return (
    <div className="slip-bar">
      <span className="numeric">{text}</span>
      <a className="button button-small" href={`#${slipId}`}>
        <ListChecks aria-hidden size={16} />
        {title}
      </a>
    </div>
  )
}
