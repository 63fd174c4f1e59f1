import {
  ChartColumn,
  CircleHelp,
  Crown,
  Gift,
  History,
  Inbox,
  Landmark,
  Megaphone,
  MessageCircleQuestion,
  ReceiptText,
  Scale,
  ShieldCheck,
  UserRound,
  Wallet,
} from 'lucide-react'
import { Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Link } from 'react-router'
import { type ProfileMenu, profileMenuSelected, walletOpened } from '../../shared/ui-state/ui-slice'
import { UnreadIndicator } from '../messages'
import { PROFILE_TEXTS } from './profile-texts'

const ENTRIES = [
  { id: 'rewards', Icon: Gift },
  { id: 'profile', Icon: UserRound },
  { id: 'accounts', Icon: Landmark },
  { id: 'wallet', Icon: Wallet },
  { id: 'transactions', Icon: ReceiptText },
  { id: 'accountHistory', Icon: History },
  { id: 'vipClub', Icon: Crown },
  { id: 'responsiblePlay', Icon: ShieldCheck },
] as const satisfies readonly { id: ProfileMenu | 'wallet'; Icon: typeof Gift }[]

/** The menu's ways to the player's other screens: their inbox (with its unread count), reports, help and legal pages. */
const LINKS = [
  { to: '/private-messages', label: 'profile.menu.messages', Icon: Inbox, hasUnreadBadge: true },
  { to: '/reports', label: 'profile.menu.reports', Icon: ChartColumn },
  { to: '/announcements', label: 'profile.menu.announcements', Icon: Megaphone },
  { to: '/help', label: 'profile.menu.help', Icon: CircleHelp },
  { to: '/faq', label: 'profile.menu.faq', Icon: MessageCircleQuestion },
  { to: '/legal', label: 'profile.menu.legal', Icon: Scale },
] as const

/**
 * The profile menu: a list at the left on desktop, a horizontal scroller on top on mobile. Each
 * entry shows its content beside it; the wallet entry opens the wallet modal instead, and the
 * links below lead to the player's other screens.
 */
export function ProfileMenuNav({ selected }: { selected: ProfileMenu }) {
  const { t } = useTranslation(PROFILE_TEXTS)
  const dispatch = useDispatch()
  const nav = useRef<HTMLElement>(null)
  // On mobile the menu scrolls sideways: keep the chosen entry in view, e.g. after a payment return.
  useEffect(() => {
    nav.current
      ?.querySelector(`[data-menu="${selected}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [selected])
  return (
    <nav className="profile-menu" aria-label={t('profile.menuLabel')} ref={nav}>
      <ul className="profile-menu-list">
        {ENTRIES.map(({ id, Icon }) => (
          <li key={id}>
            <button
              type="button"
              className="profile-menu-item"
              data-menu={id}
              aria-current={id === selected ? 'page' : undefined}
              aria-haspopup={id === 'wallet' ? 'dialog' : undefined}
              onClick={() => dispatch(id === 'wallet' ? walletOpened('deposit') : profileMenuSelected(id))}
            >
              <Icon aria-hidden size={20} />
              <span>{t(`profile.menu.${id}`)}</span>
            </button>
          </li>
        ))}
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="profile-menu-item" data-menu-link={link.to}>
              <link.Icon aria-hidden size={20} />
              <span>{t(link.label)}</span>
              {'hasUnreadBadge' in link && (
                <Suspense fallback={null}>
                  <UnreadIndicator variant="badge" />
                </Suspense>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
