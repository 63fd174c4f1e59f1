import { lazy } from 'react'
import { withTexts } from '../../i18n/i18n'
import { SUPPORT_TEXTS } from './support-texts'

// The shell imports this public face for the side panel, so it stays light: the conversation, its
// calls and its styles load the first time the panel opens.

/** The live support panel, in the desktop side panel and the mobile sheet. */
export const SupportPanel = lazy(async () => ({
  default: (await withTexts(() => import('./support-panel'), SUPPORT_TEXTS)).SupportPanel,
}))
