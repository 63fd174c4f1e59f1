import { Gamepad2, Headset, Ticket, Trophy, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'

const ITEMS = [
  { to: '/sport/soccer', label: 'nav.sports', Icon: Trophy },
  { to: '/gameArcade', label: 'nav.games', Icon: Gamepad2 },
  { to: '/profile', label: 'nav.recharge', Icon: Wallet },
  { to: '/my-bets', label: 'nav.myBets', Icon: Ticket },
] as const

/** The mobile bottom navigation's five items. */
export function BottomNav() {
  const { t } = useTranslation()
  return (
    <nav className="bottom-nav" aria-label={t('nav.bottomNavigation')}>
      {ITEMS.map(({ to, label, Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) => (isActive ? 'bottom-link active' : 'bottom-link')}
          end
        >
          <Icon aria-hidden size={22} />
          <span>{t(label)}</span>
        </NavLink>
      ))}
      <Link to="?support=true" className="bottom-link">
        <Headset aria-hidden size={22} />
        <span>{t('nav.liveSupport')}</span>
      </Link>
    </nav>
  )
}
