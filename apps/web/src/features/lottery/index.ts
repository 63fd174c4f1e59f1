import { lazy } from 'react'

// The shell imports this public face for live updates, so it stays light: the screens load on
// demand with their routes, and their styles with them.
export { handleDrawEvent } from './draw-events'

/** The screens of the lottery routes, each loaded when its route is first visited. */
export const lotteryScreens = {
  markSix: async () => (await import('./mark-six-page')).MarkSixPage,
  myBets: async () => (await import('./my-bets-page')).MyLotteryBetsPage,
}

/** A draw's balls with their colours and animals (the fairness page shows results with it). */
export const DrawBalls = lazy(async () => ({ default: (await import('./balls')).DrawBalls }))
