import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Modal } from '../../shared/ui/modal'
import { modalOpened } from '../../shared/ui-state/ui-slice'
import { SPORTS_TEXTS } from './sports-texts'

/** The spec's toBetComplete prompt for a guest who tries to place: its button opens the sign-in dialog. */
export function SignInPrompt({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const dispatch = useDispatch()
  return (
    <Modal title={t('sports.signIn.title')} isOpen={isOpen} onClose={onClose}>
      <p>{t('auth.toBetComplete')}</p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            onClose()
            dispatch(modalOpened('login'))
          }}
        >
          {t('sports.signIn.action')}
        </button>
      </div>
    </Modal>
  )
}
