import { withTexts } from '../../i18n/i18n'
import { RACING_TEXTS } from './racing-texts'

/** The racing screen (ten-car racing and airship), loaded when its route is first visited. */
export const racingScreen = () =>
  withTexts(async () => (await import('./racing-page')).RacingPage, RACING_TEXTS)
