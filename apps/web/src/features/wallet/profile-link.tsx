import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { useNavigate } from 'react-router'
import { modalClosed, profileMenuSelected } from '../../shared/ui-state/ui-slice'
import { WALLET_TEXTS } from './wallet-texts'

/** Errors whose cure is in the profile (a payment password or a real name to set). */
export const PROFILE_FIXES = new Set(['PAYMENT_PASSWORD_MISSING', 'REAL_NAME_MISSING'])

/** Closes the wallet and opens the profile's account settings, where the missing detail is set. */
export function ProfileLink() {
  const { t } = useTranslation(WALLET_TEXTS)
  const dispatch = useDispatch()
  const navigate = useNavigate()
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={() => {
        dispatch(modalClosed())
        dispatch(profileMenuSelected('profile'))
        navigate('/profile')
      }}
    >
      {t('wallet.goToProfile')}
    </button>
  )
}
