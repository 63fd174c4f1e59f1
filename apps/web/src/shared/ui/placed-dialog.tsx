import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Modal } from './modal'

type PlacedDialogProps = {
  title: string
  isOpen: boolean
  onClose: () => void
  /** Where the player's bets are listed; the dialog links there beside its OK when given. */
  myBets?: { to: string; label: string } | undefined
  /** What the placement bought: the game's own facts and totals. */
  children: ReactNode
}

/**
 * The dialog every game shows once a bet is placed: what it bought, then OK and, where the game
 * has one, a link to the player's bets. Following the link closes the dialog too.
 */
export function PlacedDialog({ title, isOpen, onClose, myBets, children }: PlacedDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal title={title} isOpen={isOpen} onClose={onClose}>
      {children}
      <div className="modal-actions">
        {myBets && (
          <Link className="button button-secondary" to={myBets.to} onClick={onClose}>
            {myBets.label}
          </Link>
        )}
        <button type="button" className="button" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  )
}
