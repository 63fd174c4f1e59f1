import { withTexts } from '../../i18n/i18n'
import { FAIRNESS_TEXTS } from './fairness-texts'

/** The fairness screen, loaded when its route is first visited. */
export const fairnessScreen = () =>
  withTexts(async () => (await import('./fairness-page')).FairnessPage, FAIRNESS_TEXTS)
