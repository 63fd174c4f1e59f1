import type { SportsGame } from '@app/domain'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { type ComponentType, createElement, lazy } from 'react'
import { withTexts } from '../../i18n/i18n'
import { CRICKET_TEXTS } from './cricket-texts'
import { SPORTS_TEXTS } from './sports-texts'

// The shell imports this public face for live odds and the side panels, so it stays light: the
// screens, the slip and its state load on demand, their styles with them.

type Dispatch = (action: unknown) => unknown

/**
 * Handles one `odds` event; the handler loads with the first event that matters, after the page
 * has shown. Until a sports screen has loaded, no lobby is cached and no slip holds picks (the
 * slip's state joins the store with the sports code), so an event changes nothing and loads
 * nothing.
 */
export async function handleOddsEvent(
  store: { dispatch: Dispatch; getState(): object },
  data: unknown,
): Promise<void> {
  if (!('sports' in store.getState())) return
  ;(await import('./odds-events')).handleOddsEvent(store.dispatch, data)
}

/** The odds topic was subscribed (again): a loaded lobby fetches the prices it may have missed. */
export async function handleOddsSubscribed(store: { dispatch: Dispatch; getState(): object }): Promise<void> {
  if (!('sports' in store.getState())) return
  ;(await import('./odds-events')).handleOddsSubscribed(store.dispatch)
}

/** Handles one `balance` event of the signed-in player, loading its handler the same way. */
export async function handleBalanceEvent(dispatch: Dispatch): Promise<void> {
  ;(await import('./odds-events')).handleBalanceEvent(dispatch)
}

type ScreenDispatch = ThunkDispatch<unknown, unknown, UnknownAction>

/** A screen's loader; it may start the screen's first requests with the store's dispatch. */
type Screen = (dispatch: ScreenDispatch) => Promise<ComponentType>

/** A screen of one sport: the route's component with the sport filled in. */
function ofSport<P extends { sport: SportsGame }>(
  load: (dispatch: ScreenDispatch) => Promise<ComponentType<P>>,
  sport: SportsGame,
): Screen {
  return async (dispatch) => {
    const Component = await withTexts(() => load(dispatch), SPORTS_TEXTS)
    return function SportScreen() {
      return createElement(Component as ComponentType<{ sport: SportsGame }>, { sport, key: sport })
    }
  }
}

/** The screens of the sports routes, each loaded when its route is first visited. */
export const sportsScreens = {
  lobby: (sport: SportsGame) =>
    ofSport(async (dispatch) => {
      const [page] = await Promise.all([
        import('./sports-lobby-page'),
        import('./sports-api').then(({ prefetchMatches }) => prefetchMatches(dispatch, sport)),
      ])
      return page.SportsLobbyPage
    }, sport),
  results: (sport: SportsGame) =>
    ofSport(async () => (await import('./sports-results-page')).SportsResultsPage, sport),
  howToPlay: (sport: SportsGame) =>
    ofSport(async () => (await import('./sports-how-to-play-page')).SportsHowToPlayPage, sport),
  emptyLobby: (() =>
    withTexts(
      async () => (await import('./empty-sport-pages')).EmptyLobbyPage,
      SPORTS_TEXTS,
    )) satisfies Screen,
  emptyResults: (() =>
    withTexts(
      async () => (await import('./empty-sport-pages')).EmptyResultsPage,
      SPORTS_TEXTS,
    )) satisfies Screen,
  myBets: (() =>
    withTexts(async () => (await import('./my-bets-page')).SportsMyBetsPage, SPORTS_TEXTS)) satisfies Screen,
  /** /sport/all, the spec's game page: open matches of every sport with filters. */
  all: (() =>
    withTexts(async () => (await import('./all-sports-page')).AllSportsPage, CRICKET_TEXTS)) satisfies Screen,
  cricketLobby: (() =>
    withTexts(
      async () => (await import('./cricket-lobby-page')).CricketLobbyPage,
      CRICKET_TEXTS,
    )) satisfies Screen,
  cricketResults: (() =>
    withTexts(
      async () => (await import('./cricket-results-page')).CricketResultsPage,
      CRICKET_TEXTS,
    )) satisfies Screen,
  cricketHowToPlay: (() =>
    withTexts(
      async () => (await import('./cricket-how-to-play-page')).CricketHowToPlayPage,
      CRICKET_TEXTS,
    )) satisfies Screen,
}

/** The bet slip (the sports slip, or cricket's), in the desktop side panel and the mobile bottom drawer. */
export const SportsBetSlipPanel = lazy(async () => ({
  default: (await import('./bet-slip-panel')).BetSlipPanel,
}))

/** My sports bets, in the desktop side panel. */
export const SportsMyBetsPanel = lazy(async () => ({
  default: (await import('./my-bets-page')).SportsMyBetsPanel,
}))
