import { Crown, Gift, History, ReceiptText, UserRound, Wallet } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { type ProfileMenu, profileMenuSelected, walletOpened } from '../../shared/ui-state/ui-slice'
import { PROFILE_TEXTS } from './profile-texts'

const ENTRIES = [
  { id: 'rewards', Icon: Gift },
  { id: 'profile', Icon: UserRound },
  { id: 'wallet', Icon: Wallet },
  { id: 'transactions', Icon: ReceiptText },
  { id: 'accountHistory', Icon: History },
  { id: 'vipClub', Icon: Crown },
] as const satisfies readonly { id: ProfileMenu | 'wallet'; Icon: typeof Gift }[]

/**
 * The profile menu: a list at the left on desktop, a horizontal scroller on top on mobile. Each
 * entry shows its content beside it; the wallet entry opens the wallet modal instead.
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
      </ul>
    </nav>
  )
}
