import { Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAuth } from '../auth'
import { useUnreadCountQuery } from './messages-api'
import { MESSAGES_TEXTS } from './messages-texts'
import './unread-badge.css'

/** Counts above this show as "99+", so the badge keeps its size. */
const MAX_SHOWN = 99

/** The signed-in player's unread count, kept live by the `messages` topic (0 signed out). */
export function useUnreadCount(): number {
  const { isAuthorized } = useAuth()
  const { data } = useUnreadCountQuery(undefined, { skip: !isAuthorized })
  return isAuthorized ? (data?.unread ?? 0) : 0
}

/** The unread count as a small pill beside a link; nothing when every message is read. */
export function UnreadBadge() {
  const unread = useUnreadCount()
  if (unread === 0) return null
  return (
    <span className="unread-badge numeric" data-testid="unread-badge" aria-hidden>
      {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
    </span>
  )
}

/** The header's way to the inbox: an envelope with the unread badge, read out as one label. */
export function MessagesLink() {
  const { t } = useTranslation(MESSAGES_TEXTS)
  const unread = useUnreadCount()
  const label = unread > 0 ? t('info.messages.linkUnread', { count: unread }) : t('info.messages.title')
  return (
    <Link
      to="/private-messages"
      className="button button-ghost messages-link"
      aria-label={label}
      title={label}
    >
      <Mail aria-hidden size={18} />
      <UnreadBadge />
    </Link>
  )
}

/**
 * The unread count where the shell shows it: the header's envelope link (`link`, the default), or the pill
 * beside the profile menu's inbox entry (`badge`). One component, so the shell loads it through
 * one lazy import.
 */
export function UnreadIndicator({ variant = 'link' }: { variant?: 'link' | 'badge' }) {
  return variant === 'badge' ? <UnreadBadge /> : <MessagesLink />
}
