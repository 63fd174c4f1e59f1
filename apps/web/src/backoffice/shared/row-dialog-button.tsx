import type { LucideIcon } from 'lucide-react'

type RowDialogButtonProps = {
  icon: LucideIcon
  label: string
  /** The accessible name, which says which row it acts on ("Approve withdrawal W-1"). */
  name: string
  /** The secondary look, for an action beside the row's main one or a rarer one. */
  isSecondary?: boolean
  onClick: () => void
}

/** A small button of a table row that opens a dialog about the row (a decision, a form). */
export function RowDialogButton({
  icon: Icon,
  label,
  name,
  isSecondary = false,
  onClick,
}: RowDialogButtonProps) {
  return (
    <button
      type="button"
      className={isSecondary ? 'button button-secondary button-small' : 'button button-small'}
      aria-haspopup="dialog"
      aria-label={name}
      onClick={onClick}
    >
      <Icon aria-hidden size={16} />
      {label}
    </button>
  )
}
