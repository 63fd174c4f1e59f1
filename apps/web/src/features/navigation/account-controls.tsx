import { LogOut, UserRound } from 'lucide-react'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Link, useNavigate } from 'react-router'
import { api } from '../../shared/api/api'
import { ConfirmDialog } from '../../shared/ui/confirm-dialog'
import { signedOut } from '../auth'
import { useMemberInfoQuery, useSignOutMutation } from '../auth/data'
import { UnreadIndicator } from '../messages'
import { Balance } from './balance'
import { CurrencyPicker } from './currency-picker'

/** The header's controls for a signed-in player: name, balance, currency, messages, profile and sign-out. */
export function AccountControls() {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const [isConfirmingLogout, setConfirmingLogout] = useState(false)
  const { data: member } = useMemberInfoQuery()
  const [signOut] = useSignOutMutation()
  const navigate = useNavigate()

  return (
    <>
      {member && (
        <span className="member-name" data-testid="member-name">
          {member.nickname}
        </span>
      )}
      <Balance />
      <CurrencyPicker />
      <Suspense fallback={null}>
        <UnreadIndicator />
      </Suspense>
      <Link to="/profile" className="button button-ghost" aria-label={t('header.profile')}>
        <UserRound aria-hidden size={18} />
      </Link>
      <button
        type="button"
        className="button button-ghost"
        aria-label={t('header.logout')}
        onClick={() => setConfirmingLogout(true)}
      >
        <LogOut aria-hidden size={18} />
      </button>
      <ConfirmDialog
        title={t('header.logout')}
        message={t('header.logoutConfirm')}
        isOpen={isConfirmingLogout}
        onCancel={() => setConfirmingLogout(false)}
        onConfirm={async () => {
          setConfirmingLogout(false)
          // The session ends on the server first; the device forgets it whatever the answer.
          await signOut().catch(() => undefined)
          dispatch(signedOut())
          dispatch(api.util.resetApiState())
          navigate('/')
        }}
      />
    </>
  )
}
