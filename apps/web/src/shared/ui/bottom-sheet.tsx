import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Modal } from './modal'

type BottomSheetProps = { title: string; isOpen: boolean; onClose: () => void; children: ReactNode }

/** The spec's bottom sheet: closing it clears its state and strips the query string. */
export function BottomSheet({ title, isOpen, onClose, children }: BottomSheetProps) {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  function handleClose() {
    onClose()
    if (search) navigate({ pathname, search: '' }, { replace: true })
  }
  return (
    <Modal title={title} isOpen={isOpen} onClose={handleClose} variant="sheet">
      {children}
    </Modal>
  )
}
