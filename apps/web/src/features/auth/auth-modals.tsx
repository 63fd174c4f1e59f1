import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Modal } from '../../shared/ui/modal'
import { modalClosed, modalOpened } from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'

/** The sign-in and registration modals. Their forms arrive with the accounts feature. */
export function AuthModals() {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const openedModal = useUi((ui) => ui.openedModal)
  const close = () => dispatch(modalClosed())
  return (
    <>
      <Modal title={t('auth.signInTitle')} isOpen={openedModal === 'login'} onClose={close}>
        <p>{t('auth.signInToContinue')}</p>
        <p className="muted">{t('auth.openingSoon')}</p>
        <div className="modal-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => dispatch(modalOpened('register'))}
          >
            {t('header.register')}
          </button>
          <button type="button" className="button" onClick={close}>
            {t('common.ok')}
          </button>
        </div>
      </Modal>
      <Modal title={t('auth.registerTitle')} isOpen={openedModal === 'register'} onClose={close}>
        <p className="muted">{t('auth.openingSoon')}</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={close}>
            {t('common.ok')}
          </button>
        </div>
      </Modal>
    </>
  )
}
