import { type ComponentType, createElement } from 'react'
import { useLocation } from 'react-router'
import { AnnouncementsScreen } from './announcements-page'
import { FaqPage } from './faq-page'
import { HelpScreen } from './help-page'
import { AgreementPage, LegalScreen } from './legal-page'
import { PromotionsScreen } from './promotions-page'
import './info.css'

/**
 * The content screens by the first segment of their path. They are small and read together (a player goes from the help
 * centre to the FAQ and a legal page), so they share one chunk that loads with the first of them.
 * A list and its items are one screen, whose route's optional segment names the item.
 */
export const INFO_SCREENS = {
  announcements: AnnouncementsScreen,
  promotions: PromotionsScreen,
  help: HelpScreen,
  faq: FaqPage,
  legal: LegalScreen,
  agreement: AgreementPage,
} satisfies Record<string, ComponentType>

const isScreenName = (name: string): name is keyof typeof INFO_SCREENS => name in INFO_SCREENS

/** Every content route's screen: the page its path's first segment names (/help/deposit-usdt is the help centre's). */
export function InfoScreen() {
  const [, segment = ''] = useLocation().pathname.split('/')
  return isScreenName(segment) ? createElement(INFO_SCREENS[segment]) : null
}
