import { Check, X } from 'lucide-react'
import { RowDialogButton } from './row-dialog-button'

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
      <RowDialogButton icon={Check} label={approveLabel} name={approveName} onClick={onApprove} />
      <RowDialogButton icon={X} label={rejectLabel} name={rejectName} isSecondary onClick={onReject} />
    </div>
  )
}
