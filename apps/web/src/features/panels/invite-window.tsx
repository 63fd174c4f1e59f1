import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Modal } from '../../shared/ui/modal'
import { modalClosed } from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'

/** The invite window; its QR code and invite code arrive with the accounts feature. */
export function InviteWindow() {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const isOpen = useUi((ui) => ui.openedModal === 'invite')
  return (
    <Modal title={t('invite.title')} isOpen={isOpen} onClose={() => dispatch(modalClosed())}>
      <div className="panel-body">
        <Construction aria-hidden size={36} className="static-icon" />
        <p>{t('pages.underConstructionBody')}</p>
      </div>
    </Modal>
  )
}
