import type { CricketMatch } from '@app/contract'
import { CRICKET_MAX_SELECTIONS, MATCH_STATUS, type OddsChangePolicy } from '@app/domain'
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '../../shared/store/root-reducer'
import {
  NOTHING_PENDING,
  type PendingOddsChange,
  pendingOddsChange,
  rejudgedOddsChange,
} from './pending-odds-change'
import { oddsChangePolicyChosen, pickToggled, type SlipMatchInfo, sportSelected } from './slice'

/**
 * The cricket slip: the spec's cricket bet (matchId, and bets keyed by selection id with
 * categoryLabel, slipLabel, odd and amount). Every selection is a single bet with its own amount,
 * all on one match; amounts are as typed, in the display currency.
 */

/** A selection on the cricket slip; a moved price the player's policy does not take waits as its pending change. */
export type CricketSlipBet = PendingOddsChange & {
  readonly categoryLabel: string
  readonly slipLabel: string
  /** The price shown, as the API quotes it, e.g. "1.85". */
  readonly odd: string
  readonly line: number | null
  readonly amount: string
}

export type CricketSlipState = {
  /** The match the slip is on, with the facts it shows; null while the slip is empty. */
  match: SlipMatchInfo | null
  matchId: string | null
  bets: Record<string, CricketSlipBet>
  /** Selection ids in the order they were picked. */
  order: string[]
  isClosed: boolean
  /** The slip the bet-slip panel shows: cricket after a cricket pick or on its lobby, else the sports slip. */
  isActive: boolean
}

/** A cricket selection as a match card offers it. */
export type CricketPick = {
  readonly id: string
  readonly categoryLabel: string
  readonly slipLabel: string
  readonly odd: string
  readonly line: number | null
}

const initialState: CricketSlipState = {
  match: null,
  matchId: null,
  bets: {},
  order: [],
  isClosed: false,
  isActive: false,
}

function clear(state: CricketSlipState) {
  state.match = null
  state.matchId = null
  state.bets = {}
  state.order = []
  state.isClosed = false
}

function remove(state: CricketSlipState, id: string) {
  delete state.bets[id]
  state.order = state.order.filter((entry) => entry !== id)
  if (state.order.length === 0) clear(state)
}

export const cricketSlice = createSlice({
  name: 'cricketSlip',
  initialState,
  reducers: {
    /**
     * Tapping a cricket price: adds it (on another match the slip starts again, as a cricket slip
     * is one match), or removes it when it is on the slip; the slip keeps at most 10 selections.
     */
    cricketPickToggled(state, action: PayloadAction<{ match: SlipMatchInfo; pick: CricketPick }>) {
      const { match, pick } = action.payload
      state.isActive = true
      if (state.matchId === match.matchId && state.bets[pick.id]) {
        remove(state, pick.id)
        return
      }
      if (state.matchId !== match.matchId) clear(state)
      if (state.order.length >= CRICKET_MAX_SELECTIONS) return
      // A new pick starts with the amount of the last one, so a second pick needs no typing.
      const last = state.order.at(-1)
      const amount = last === undefined ? '' : (state.bets[last]?.amount ?? '')
      state.match = match
      state.matchId = match.matchId
      state.bets[pick.id] = {
        categoryLabel: pick.categoryLabel,
        slipLabel: pick.slipLabel,
        odd: pick.odd,
        line: pick.line,
        amount,
        ...NOTHING_PENDING,
      }
      state.order.push(pick.id)
    },
    cricketPickRemoved(state, action: PayloadAction<string>) {
      remove(state, action.payload)
    },
    cricketSlipCleared(state) {
      clear(state)
    },
    /** An amount typed for one selection (empty leaves it without one). */
    cricketAmountChanged(state, action: PayloadAction<{ id: string; amount: string }>) {
      const bet = state.bets[action.payload.id]
      if (bet) state.bets[action.payload.id] = { ...bet, amount: action.payload.amount }
    },
    /** The spec: changing the quick amount sets it on every entry. */
    cricketQuickAmountChosen(state, action: PayloadAction<string>) {
      for (const id of state.order) {
        const bet = state.bets[id]
        if (bet) state.bets[id] = { ...bet, amount: action.payload }
      }
    },
    cricketOddsChangesAccepted(state) {
      acceptChanges(state)
    },
    /**
     * The match as priced now (read again after the server refused moved odds): each selection
     * takes its new price and, when the player's policy does not take the move, remembers the
     * price it was agreed at until accepted; one no longer offered is dropped; a match that
     * stopped taking bets closes the slip.
     */
    cricketMatchRefreshed(state, action: PayloadAction<{ match: CricketMatch; policy: OddsChangePolicy }>) {
      const { match, policy } = action.payload
      if (state.matchId !== match.matchId) return
      state.isClosed = match.status !== MATCH_STATUS.open
      for (const id of [...state.order]) {
        const bet = state.bets[id]
        const offered = match.selections.find((selection) => selection.id === id)
        if (!bet) continue
        if (!offered) {
          remove(state, id)
          continue
        }
        if (offered.odd !== bet.odd) {
          const move = { odds: offered.odd, isLineMoved: offered.line !== bet.line }
          state.bets[id] = {
            ...bet,
            odd: offered.odd,
            line: offered.line,
            ...pendingOddsChange({ ...bet, odds: bet.odd }, move, policy),
          }
        }
      }
    },
    cricketMatchClosed(state) {
      state.isClosed = true
    },
    /** The cricket lobby shows the cricket slip in the panel. */
    cricketSlipShown(state) {
      state.isActive = true
    },
  },
  extraReducers: (builder) => {
    // A sports lobby or a sports pick brings the sports slip back to the panel.
    builder.addCase(sportSelected, (state) => {
      state.isActive = false
    })
    builder.addCase(pickToggled, (state) => {
      state.isActive = false
    })
    // One choice of policy for both slips: a change still waiting is judged again.
    builder.addCase(oddsChangePolicyChosen, (state, action) => {
      for (const id of state.order) {
        const bet = state.bets[id]
        const next = bet && rejudgedOddsChange(bet, bet.odd, action.payload)
        if (next && next !== bet) state.bets[id] = next
      }
    })
  },
})

function acceptChanges(state: CricketSlipState) {
  for (const id of state.order) {
    const bet = state.bets[id]
    if (bet && bet.changedFrom !== null) state.bets[id] = { ...bet, ...NOTHING_PENDING }
  }
}

export const {
  cricketPickToggled,
  cricketPickRemoved,
  cricketSlipCleared,
  cricketAmountChanged,
  cricketQuickAmountChosen,
  cricketOddsChangesAccepted,
  cricketMatchRefreshed,
  cricketMatchClosed,
  cricketSlipShown,
} = cricketSlice.actions

declare module '../../shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof cricketSlice> {}
}

/** The cricket slip in the store, added the first time the cricket code loads. */
export const injectedCricketSlice = cricketSlice.injectInto(rootReducer)
