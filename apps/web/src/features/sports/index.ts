import type { SportsGame } from '@app/domain'
import { type ComponentType, createElement, lazy } from 'react'

// The shell imports this public face for live odds and the side panels, so it stays light: the
// screens, the slip and its state load on demand, their styles with them.

type Dispatch = (action: unknown) => unknown

/** Handles one `odds` event; the handler loads with the first event, after the page has shown. */
export async function handleOddsEvent(dispatch: Dispatch, data: unknown): Promise<void> {
  ;(await import('./odds-events')).handleOddsEvent(dispatch, data)
}

/** Handles one `balance` event of the signed-in player, loading its handler the same way. */
export async function handleBalanceEvent(dispatch: Dispatch): Promise<void> {
  ;(await import('./odds-events')).handleBalanceEvent(dispatch)
}

type Screen = () => Promise<ComponentType>

/** A screen of one sport: the route's component with the sport filled in. */
function ofSport<P extends { sport: SportsGame }>(
  load: () => Promise<ComponentType<P>>,
  sport: SportsGame,
): Screen {
  return async () => {
    const Component = await load()
    return function SportScreen() {
      return createElement(Component as ComponentType<{ sport: SportsGame }>, { sport, key: sport })
    }
  }
}

/** The screens of the sports routes, each loaded when its route is first visited. */
export const sportsScreens = {
  lobby: (sport: SportsGame) =>
    ofSport(async () => (await import('./sports-lobby-page')).SportsLobbyPage, sport),
  results: (sport: SportsGame) =>
    ofSport(async () => (await import('./sports-results-page')).SportsResultsPage, sport),
  howToPlay: (sport: SportsGame) =>
    ofSport(async () => (await import('./sports-how-to-play-page')).SportsHowToPlayPage, sport),
  emptyLobby: (async () => (await import('./empty-sport-pages')).EmptyLobbyPage) satisfies Screen,
  emptyResults: (async () => (await import('./empty-sport-pages')).EmptyResultsPage) satisfies Screen,
  myBets: (async () => (await import('./my-bets-page')).SportsMyBetsPage) satisfies Screen,
  /** /sport/all, the spec's game page: open matches of every sport with filters. */
  all: (async () => (await import('./all-sports-page')).AllSportsPage) satisfies Screen,
  cricketLobby: (async () => (await import('./cricket-lobby-page')).CricketLobbyPage) satisfies Screen,
  cricketResults: (async () => (await import('./cricket-results-page')).CricketResultsPage) satisfies Screen,
  cricketHowToPlay: (async () =>
    (await import('./cricket-how-to-play-page')).CricketHowToPlayPage) satisfies Screen,
}

/** The bet slip (the sports slip, or cricket's), in the desktop side panel and the mobile bottom drawer. */
export const SportsBetSlipPanel = lazy(async () => ({
  default: (await import('./bet-slip-panel')).BetSlipPanel,
}))

/** My sports bets, in the desktop side panel. */
export const SportsMyBetsPanel = lazy(async () => ({
  default: (await import('./my-bets-page')).SportsMyBetsPanel,
}))
