import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Modal } from '../../shared/ui/modal'
import { modalClosed } from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'
import { AUTH_TEXTS } from './auth-texts'
import { ForgotPasswordForm } from './forgot-password-form'
import { RegisterForm } from './register-form'
import { SignInForm } from './sign-in-form'

/** The sign-in, registration and forgotten-password modals. */
export function AuthModals() {
  const { t } = useTranslation(AUTH_TEXTS)
  const dispatch = useDispatch()
  const openedModal = useUi((ui) => ui.openedModal)
  const close = () => dispatch(modalClosed())
  return (
    <>
      <Modal title={t('auth.signInTitle')} isOpen={openedModal === 'login'} onClose={close}>
        <SignInForm />
      </Modal>
      <Modal title={t('auth.registerTitle')} isOpen={openedModal === 'register'} onClose={close}>
        <RegisterForm />
      </Modal>
      <Modal title={t('auth.forgotPasswordTitle')} isOpen={openedModal === 'forgotPassword'} onClose={close}>
        <ForgotPasswordForm />
      </Modal>
    </>
  )
}
