import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { i18n } from 'i18next'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBackofficeI18n } from '../i18n/backoffice-i18n'
import { ReasonDialog, type ReasonField } from './reason-dialog'

const REASON: ReasonField = { label: 'Reason (kept in the audit log)', minLength: 3, maxLength: 500 }

type HarnessProps = {
  /** False for a decision that takes no reason. */
  hasReason?: boolean
  onConfirm: (reason: string) => Promise<void>
  canConfirm?: boolean
}

/** A page with a button that opens the dialog, as a row's action does. */
function Harness({ hasReason = true, onConfirm, canConfirm }: HarnessProps) {
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ReasonDialog
        title="Reject withdrawal W-1"
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        reason={hasReason ? REASON : undefined}
        confirmLabel="Reject withdrawal"
        canConfirm={canConfirm}
        onConfirm={onConfirm}
      >
        <p>100.00 USDT to Ana</p>
      </ReasonDialog>
    </>
  )
}

let texts: i18n
beforeAll(async () => {
  texts = await createBackofficeI18n('en')
  // jsdom has no modal dialogs: the UI kit's Modal opens and closes the <dialog> itself.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false
  }
})
afterEach(cleanup)

async function open(props: HarnessProps) {
  const user = userEvent.setup()
  render(
    <I18nextProvider i18n={texts}>
      <Harness {...props} />
    </I18nextProvider>,
  )
  await user.click(screen.getByRole('button', { name: 'Open' }))
  const dialog = screen.getByRole('dialog', { name: 'Reject withdrawal W-1' })
  const confirm = within(dialog).getByRole('button', { name: 'Reject withdrawal' }) as HTMLButtonElement
  return { user, dialog, confirm }
}

describe('the shared reason dialog', () => {
  it('shows what the decision is about, and keeps confirm off while the reason is blank', async () => {
    const { dialog, confirm } = await open({ onConfirm: vi.fn() })
    expect(within(dialog).getByText('100.00 USDT to Ana')).toBeTruthy()
    expect(confirm.disabled).toBe(true)
  })

  it('says how long a reason must be instead of sending one too short', async () => {
    const onConfirm = vi.fn(async () => undefined)
    const { user, dialog, confirm } = await open({ onConfirm })
    const field = within(dialog).getByLabelText('Reason (kept in the audit log)')
    await user.type(field, ' no ')
    await user.click(confirm)
    expect(within(dialog).getByText('Write a reason of at least 3 characters.')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('sends the trimmed reason, is busy while it goes, and closes once the server took it', async () => {
    let answer: () => void = () => undefined
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)))
    const { user, dialog, confirm } = await open({ onConfirm })
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), '  Name does not match ')
    await user.click(confirm)
    expect(onConfirm).toHaveBeenCalledWith('Name does not match')
    expect(confirm.disabled).toBe(true)
    answer()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows the server’s refusal in the dialog and lets the operator try again', async () => {
    const onConfirm = vi
      .fn<(reason: string) => Promise<void>>()
      .mockRejectedValueOnce({ status: 409, msg: 'WITHDRAWAL_NOT_PENDING' })
      .mockResolvedValueOnce(undefined)
    const { user, dialog, confirm } = await open({ onConfirm })
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Name does not match')
    await user.click(confirm)
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This withdrawal has already been reviewed.',
    )
    expect(confirm.disabled).toBe(false)
    await user.click(confirm)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onConfirm).toHaveBeenCalledTimes(2)
  })

  it('forgets what was typed once closed', async () => {
    const { user, dialog } = await open({ onConfirm: vi.fn() })
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'half a thought')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const field = within(screen.getByRole('dialog')).getByLabelText('Reason (kept in the audit log)')
    expect((field as HTMLTextAreaElement).value).toBe('')
  })

  it('confirms at once a decision that takes no reason (an approval), unless the caller’s own field is not ready', async () => {
    const onConfirm = vi.fn(async () => undefined)
    const approval = await open({ hasReason: false, onConfirm })
    expect(within(approval.dialog).queryByRole('textbox')).toBeNull()
    await approval.user.click(approval.confirm)
    expect(onConfirm).toHaveBeenCalledWith('')
    cleanup()
    const blocked = await open({ onConfirm, canConfirm: false })
    await blocked.user.type(
      within(blocked.dialog).getByLabelText('Reason (kept in the audit log)'),
      'Flooding',
    )
    expect(blocked.confirm.disabled).toBe(true)
  })
})
