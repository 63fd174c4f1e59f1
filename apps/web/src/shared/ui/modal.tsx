import { X } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

type ModalProps = {
  title: string
  isOpen: boolean
  onClose: () => void
  children: ReactNode
  /** A bottom sheet slides up from the bottom edge instead of sitting in the middle. */
  variant?: 'center' | 'sheet'
  /**
   * A wide modal holds forms with side-by-side fields, such as the wallet; a full one holds a
   * large table: wider still on a desktop, the whole screen on a phone.
   */
  size?: 'default' | 'wide' | 'full'
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus inside, closes it on Escape and
 * returns focus to the control that opened it.
 */
export function Modal({
  title,
  isOpen,
  onClose,
  children,
  variant = 'center',
  size = 'default',
}: ModalProps) {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // The dialog's close event also follows a close the page asked for (isOpen turned false, e.g.
  // sign-in handing over to the forgotten-password modal): only a close the player made (Escape)
  // is reported, or it would close the modal that took this one's place.
  const isOpenNow = useRef(isOpen)
  isOpenNow.current = isOpen

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (isOpen && !element.open) element.showModal()
    if (!isOpen && element.open) element.close()
  }, [isOpen])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles itself
    <dialog
      ref={dialog}
      className={size === 'default' ? `modal modal-${variant}` : `modal modal-${variant} modal-${size}`}
      aria-labelledby={titleId}
      onClose={() => {
        if (isOpenNow.current) onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) onClose()
      }}
    >
      {isOpen && (
        <div className="modal-body">
          <header className="modal-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
              <X aria-hidden size={20} />
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  )
}
