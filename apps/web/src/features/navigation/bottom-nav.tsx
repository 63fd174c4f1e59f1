import { Gamepad2, Headset, Ticket, Trophy, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Link, NavLink, useLocation } from 'react-router'
import { walletOpened } from '../../shared/ui-state/ui-slice'
import { useAuth } from '../auth'
import { withFlag } from './nav-model'

const ITEMS = [
  { to: '/sport/soccer', label: 'nav.sports', Icon: Trophy },
  { to: '/gameArcade', label: 'nav.games', Icon: Gamepad2 },
  { to: '/profile', label: 'nav.recharge', Icon: Wallet, isWallet: true },
  { to: '/my-bets', label: 'nav.myBets', Icon: Ticket },
] as const

/** The mobile bottom navigation's five items; recharge goes to the profile and opens the wallet. */
export function BottomNav() {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const { isAuthorized } = useAuth()
  const { search } = useLocation()
  return (
    <nav className="bottom-nav" aria-label={t('nav.bottomNavigation')}>
      {ITEMS.map(({ to, label, Icon, ...item }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) => (isActive ? 'bottom-link active' : 'bottom-link')}
          end
          // A guest meets the sign-in modal on /profile instead (the route guard opens it).
          onClick={'isWallet' in item && isAuthorized ? () => dispatch(walletOpened('deposit')) : undefined}
        >
          <Icon aria-hidden size={22} />
          <span>{t(label)}</span>
        </NavLink>
      ))}
      <Link to={withFlag(search, 'support')} className="bottom-link">
        <Headset aria-hidden size={22} />
        <span>{t('nav.liveSupport')}</span>
      </Link>
    </nav>
  )
}
