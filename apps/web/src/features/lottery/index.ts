import { lazy } from 'react'
import { withTexts } from '../../i18n/i18n'
import { LOTTERY_TEXTS } from './lottery-texts'

// The shell imports this public face for live updates, so it stays light: the screens load on
// demand with their routes, and their styles with them.

type Dispatch = (action: unknown) => unknown

/** Handles one 'draws' event; the handler loads with the first event, after the page has shown. */
export async function handleDrawEvent(dispatch: Dispatch, data: unknown): Promise<void> {
  ;(await import('./draw-events')).handleDrawEvent(dispatch, data)
}

/** The screens of the lottery routes, each loaded when its route is first visited. */
export const lotteryScreens = {
  markSix: () => withTexts(async () => (await import('./mark-six-page')).MarkSixPage, LOTTERY_TEXTS),
  myBets: () => withTexts(async () => (await import('./my-bets-page')).MyLotteryBetsPage, LOTTERY_TEXTS),
}

/** A draw's balls with their colours and animals (the fairness page shows results with it). */
export const DrawBalls = lazy(async () => ({ default: (await import('./balls')).DrawBalls }))
