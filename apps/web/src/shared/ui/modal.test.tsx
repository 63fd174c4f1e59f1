import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Modal } from './modal'

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false
  }
})
afterEach(cleanup)

describe('a modal', () => {
  it('reports a close the player made (Escape closes the dialog while it is meant to be open)', () => {
    const onClose = vi.fn()
    const { getByRole } = render(
      <Modal title="Sign in" isOpen onClose={onClose}>
        <p>form</p>
      </Modal>,
    )
    fireEvent(getByRole('dialog', { hidden: true }), new Event('close'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('does not report the close the page asked for, so the modal that takes its place stays open', () => {
    const onClose = vi.fn()
    const { getByRole, rerender } = render(
      <Modal title="Sign in" isOpen onClose={onClose}>
        <p>form</p>
      </Modal>,
    )
    const dialog = getByRole('dialog', { hidden: true })
    rerender(
      <Modal title="Sign in" isOpen={false} onClose={onClose}>
        <p>form</p>
      </Modal>,
    )
    fireEvent(dialog, new Event('close'))
    expect(onClose).not.toHaveBeenCalled()
  })
})
