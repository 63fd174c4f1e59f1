import { Check, X } from 'lucide-react'

type ApproveRejectButtonsProps = {
  approveLabel: string
  rejectLabel: string
  /** The buttons' accessible names, which say which row they act on ("Approve withdrawal W-1"). */
  approveName: string
  rejectName: string
  onApprove: () => void
  onReject: () => void
}

/**
 * A row's approve and reject buttons in a review queue; each opens the decision's dialog (see
 * ReasonDialog), so neither acts at once.
 */
export function ApproveRejectButtons({
  approveLabel,
  rejectLabel,
  approveName,
  rejectName,
  onApprove,
  onReject,
}: ApproveRejectButtonsProps) {
  return (
    <div className="bo-row-actions">
      <button
        type="button"
        className="button button-small"
        aria-haspopup="dialog"
        aria-label={approveName}
        onClick={onApprove}
      >
        <Check aria-hidden size={16} />
        {approveLabel}
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        aria-haspopup="dialog"
        aria-label={rejectName}
        onClick={onReject}
      >
        <X aria-hidden size={16} />
        {rejectLabel}
      </button>
    </div>
  )
}
