import type { OperatorRole } from '@app/domain'
import {
  Banknote,
  ChartColumn,
  Gamepad2,
  Headset,
  type LucideIcon,
  MessagesSquare,
  Newspaper,
  ScrollText,
  Ticket,
  Trophy,
  Users,
} from 'lucide-react'
import type english from '../locales/en.json'

type NavLabelKey = keyof (typeof english)['common']['nav']

/** A back-office section: its nav link and the duty an operator needs to open it. */
export type BackofficeSection = {
  /** The section's route (without a trailing `/*`); its nav link points here. */
  path: string
  icon: LucideIcon
  /** Key under `common.nav` of the nav link's text. */
  labelKey: NavLabelKey
  /** The duty the section's server routes require; admins may open every section. */
  duty: OperatorRole
}

/**
 * The nav, in display order. Other sections append here: one entry, plus its lazy route in
 * backoffice-routes.tsx (and its `common.nav` label in every locale). The entry's duty is all
 * the access control the web app needs: the layout lists only the sections the operator's roles
 * open, and shows "you do not have access" at the address of any other. The order decides where
 * an operator lands after sign-in: the first section their roles open.
 */
export const SECTIONS: readonly BackofficeSection[] = [
  { path: '/support', icon: Headset, labelKey: 'support', duty: 'support' },
  { path: '/chat', icon: MessagesSquare, labelKey: 'chat', duty: 'support' },
  { path: '/players', icon: Users, labelKey: 'players', duty: 'support' },
  { path: '/money', icon: Banknote, labelKey: 'money', duty: 'finance' },
  { path: '/draws', icon: Ticket, labelKey: 'draws', duty: 'trading' },
  { path: '/games', icon: Gamepad2, labelKey: 'games', duty: 'trading' },
  { path: '/matches', icon: Trophy, labelKey: 'matches', duty: 'trading' },
  { path: '/reports', icon: ChartColumn, labelKey: 'reports', duty: 'finance' },
  { path: '/content', icon: Newspaper, labelKey: 'content', duty: 'content' },
  { path: '/audit', icon: ScrollText, labelKey: 'audit', duty: 'admin' },
]
