import type { CricketMatch, SelectionOdds, SportsMatch } from '@app/contract'
import { configureStore } from '@reduxjs/toolkit'
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { api } from '../../shared/api/api'
import { uiSlice } from '../../shared/ui-state/ui-slice'
import { authSlice } from '../auth'
import { stubResizeObserver } from '../wallet/wallet-test-support'
import { cricketSlice } from './cricket-slice'
import { sportsSlice } from './slice'

/** A store like the app's: the API cache, session, UI state, the sports slip and the cricket slip. */
export function createSportsStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: authSlice.reducer,
      ui: uiSlice.reducer,
      sports: sportsSlice.reducer,
      cricketSlip: cricketSlice.reducer,
    },
    middleware: (defaults) => defaults().concat(api.middleware),
  })
}

export type SportsStore = ReturnType<typeof createSportsStore>

/**
 * Every test of the file runs on a narrow screen (jsdom has no layout, nor a ResizeObserver for the
 * slip's summary) and unmounts afterwards;
 * `hasDialogs` lets dialogs open without a browser, `clearsStorage` forgets what a test stored.
 */
export function setUpNarrowScreen({ hasDialogs = false, clearsStorage = false } = {}) {
  if (hasDialogs)
    beforeAll(() => {
      HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
        this.open = true
      }
      HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
        this.open = false
      }
    })
  beforeEach(() => {
    stubResizeObserver()
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    if (clearsStorage) localStorage.clear()
  })
}

/** Renders a screen inside a fresh store and a router at `path`. */
export function renderSports(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const store = createSportsStore()
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  )
  return { store, ...view }
}

/** A price of a match, e.g. `price('m1', 'wl', 'H', '2.00')`. */
export function price(
  matchId: string,
  kind: string,
  name: string,
  odds: string,
  handicapVal: number | null = null,
): SelectionOdds {
  return { match_id: matchId, kind, name, odds, handicap_val: handicapVal, previous_odds: null }
}

/** An open soccer match with win/draw/lose and a handicap at -1. */
export function soccerMatch(id: string, overrides: Partial<SportsMatch> = {}): SportsMatch {
  return {
    match_id: id,
    game: 'soccer',
    league_name: 'Coastal League',
    home_name: `Home ${id}`,
    away_name: `Away ${id}`,
    home_pic: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    away_pic: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    match_start_time: '2026-05-01T18:00:00Z',
    status: 1,
    compare: { wl: null, handicap: null, bs: null },
    odds: [
      price(id, 'wl', 'H', '2.00'),
      price(id, 'wl', 'D', '3.00'),
      price(id, 'wl', 'A', '4.00'),
      price(id, 'handicap', 'H', '3.50', -1),
      price(id, 'handicap', 'D', '3.20', -1),
      price(id, 'handicap', 'A', '1.90', -1),
    ],
    score: null,
    half_score: null,
    ...overrides,
  }
}

const CREST = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'

/** An open T20 match with both winners and the total runs at 310.5, as cricket's own calls list it. */
export function cricketMatch(id: string, overrides: Partial<CricketMatch> = {}): CricketMatch {
  const selection = (categoryLabel: string, slipLabel: string, odd: string, line: number | null = null) => ({
    id: `${id}:${categoryLabel}:${slipLabel}`,
    categoryLabel,
    slipLabel,
    odd,
    line,
    previous_odd: null,
  })
  return {
    matchId: id,
    league_name: 'Monsoon T20',
    home_name: `Home ${id}`,
    away_name: `Away ${id}`,
    home_pic: CREST,
    away_pic: CREST,
    match_start_time: '2026-05-01T18:00:00Z',
    status: 1,
    selections: [
      selection('winner', 'home', '1.85'),
      selection('winner', 'away', '1.95'),
      selection('total_runs', 'over', '1.90', 310.5),
      selection('total_runs', 'under', '1.90', 310.5),
    ],
    home_runs: null,
    away_runs: null,
    winner: null,
    ...overrides,
  }
}

/** A cricket match as the all-sports page lists it: its selections as selection odds. */
export function cricketAsSportsMatch(id: string): SportsMatch {
  const match = cricketMatch(id)
  return {
    ...soccerMatch(id, { game: 'cricket', league_name: match.league_name }),
    odds: match.selections.map((selection) =>
      price(id, selection.categoryLabel, selection.slipLabel, selection.odd, selection.line),
    ),
  }
}
