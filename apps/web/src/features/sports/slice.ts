import {
  DEFAULT_SPORTS_GAME,
  isMarketKind,
  MATCH_STATUS,
  type MarketKind,
  type OddsChangePolicy,
  parlayChoices,
  SPORTS_SETTINGS,
  type SportsGame,
} from '@app/domain'
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '../../shared/store/root-reducer'
import {
  NOTHING_PENDING,
  type PendingOddsChange,
  pendingOddsChange,
  rejudgedOddsChange,
} from './pending-odds-change'

/**
 * The sports bet slip, shared by the lobby (which highlights picked odds) and the slip panel. The
 * spec's sports bets state: betSlipList (picks grouped by match), selectedOptions, castValue,
 * multiple, folds and selectedGame. Amounts are what the player typed, in the display currency.
 */

/** The match facts the slip shows beside its picks (the spec's match info). */
export type SlipMatchInfo = {
  readonly matchId: string
  readonly leagueName: string
  readonly homeName: string
  readonly awayName: string
  readonly startTime: string
}

/** A selection as the lobby offers it: the spec's selection odds item. */
export type SlipSelection = {
  readonly kind: MarketKind
  readonly name: string
  readonly handicapVal: number | null
  /** The price shown, as the API quotes it, e.g. "1.96". */
  readonly odds: string
}

/** A pick on the slip; a moved price the player's policy does not take waits as its pending change. */
export type SlipPick = SlipSelection &
  PendingOddsChange & {
    readonly key: string
  }

/** One entry of the spec's betSlipList: a match and the picks on it, in the order they were made. */
export type SlipMatch = SlipMatchInfo & {
  /** Betting on the match has closed since it was picked. */
  isClosed: boolean
  picks: SlipPick[]
}

export type SportsState = {
  selectedGame: SportsGame
  betSlipList: SlipMatch[]
  /** The keys of every pick on the slip (selectionKey), for the lobby's pressed buttons. */
  selectedOptions: string[]
  /** The unit stake of each combination as typed, in the display currency. */
  castValue: string
  multiple: number
  /** Chosen parlay levels, ascending: 1 is single, k is k String 1. */
  folds: number[]
  /** The player chose the levels; until then the slip follows the longest parlay it allows. */
  isFoldsChosen: boolean
}

/** A selection's identity on a match: match, market, line and outcome, e.g. "m1|handicap|-1|H". */
export function selectionKey(
  matchId: string,
  selection: Pick<SlipSelection, 'kind' | 'name' | 'handicapVal'>,
) {
  return `${matchId}|${selection.kind}|${selection.handicapVal ?? ''}|${selection.name}`
}

const initialState: SportsState = {
  selectedGame: DEFAULT_SPORTS_GAME,
  betSlipList: [],
  selectedOptions: [],
  castValue: '',
  multiple: 1,
  folds: [],
  isFoldsChosen: false,
}

/** The parlay levels the slip allows now (single up to the parlay limit of its markets and matches). */
export function foldChoices(state: Pick<SportsState, 'selectedGame' | 'betSlipList'>): number[] {
  const markets = state.betSlipList.flatMap((match) => match.picks.map((pick) => pick.kind))
  return parlayChoices(state.betSlipList.length, markets, SPORTS_SETTINGS[state.selectedGame])
}

/**
 * Keeps the derived parts in step after the picks change: selectedOptions, and the folds (chosen
 * levels the slip no longer allows drop; with none left, or none chosen yet, the longest parlay).
 */
function settle(state: SportsState) {
  state.selectedOptions = state.betSlipList.flatMap((match) => match.picks.map((pick) => pick.key))
  const choices = foldChoices(state)
  const kept = state.isFoldsChosen ? state.folds.filter((fold) => choices.includes(fold)) : []
  if (kept.length === 0) {
    state.isFoldsChosen = false
    const longest = choices.at(-1)
    state.folds = longest === undefined ? [] : [longest]
  } else {
    state.folds = kept
  }
}

function resetSlip(state: SportsState) {
  state.betSlipList = []
  state.multiple = 1
  state.isFoldsChosen = false
  settle(state)
}

/** Moved prices on a match, from the live odds. */
export type MovedOdds = {
  readonly matchId: string
  readonly odds: readonly { kind: string; name: string; handicap_val: number | null; odds: string }[]
  /** The match's status when known: open 1 takes bets. */
  readonly status?: number
  /** The signed-in player's choice of which moves wait for acceptance. */
  readonly policy: OddsChangePolicy
}

/** A pick at its new price and line: the move waits for the player unless the policy takes it. */
function movePick(
  pick: SlipPick,
  odds: string,
  handicapVal: number | null,
  policy: OddsChangePolicy,
): SlipPick {
  if (pick.odds === odds && pick.handicapVal === handicapVal) return pick
  const pending = pendingOddsChange(pick, { odds, isLineMoved: handicapVal !== pick.handicapVal }, policy)
  return { ...pick, odds, handicapVal, ...pending }
}

export const sportsSlice = createSlice({
  name: 'sports',
  initialState,
  reducers: {
    /** The spec: the selected game follows the lobby's URL; changing sport resets the bet state. */
    sportSelected(state, action: PayloadAction<SportsGame>) {
      if (state.selectedGame === action.payload) return
      state.selectedGame = action.payload
      resetSlip(state)
    },
    /** Tapping an odds button: adds the pick, or removes it when it is on the slip already. */
    pickToggled(state, action: PayloadAction<{ match: SlipMatchInfo; selection: SlipSelection }>) {
      const { match, selection } = action.payload
      const key = selectionKey(match.matchId, selection)
      const entry = state.betSlipList.find((candidate) => candidate.matchId === match.matchId)
      if (entry?.picks.some((pick) => pick.key === key)) {
        removePick(state, key)
        return
      }
      const pick: SlipPick = { ...selection, key, ...NOTHING_PENDING }
      if (entry) entry.picks = [...entry.picks, pick]
      else state.betSlipList.push({ ...match, isClosed: false, picks: [pick] })
      settle(state)
    },
    /** Removes one pick; the spec: removing the last pick of a match removes the match. */
    pickRemoved(state, action: PayloadAction<string>) {
      removePick(state, action.payload)
    },
    matchRemoved(state, action: PayloadAction<string>) {
      state.betSlipList = state.betSlipList.filter((match) => match.matchId !== action.payload)
      settle(state)
    },
    slipCleared(state) {
      resetSlip(state)
    },
    castValueChanged(state, action: PayloadAction<string>) {
      state.castValue = action.payload
    },
    multipleChanged(state, action: PayloadAction<number>) {
      const multiple = Math.trunc(action.payload)
      state.multiple = Number.isFinite(multiple) && multiple >= 1 ? multiple : 1
    },
    /** Toggles a parlay level; several may be chosen, and the last one stays. */
    foldToggled(state, action: PayloadAction<number>) {
      const fold = action.payload
      if (!foldChoices(state).includes(fold)) return
      if (state.folds.includes(fold)) {
        if (state.folds.length === 1) return
        state.folds = state.folds.filter((chosen) => chosen !== fold)
      } else {
        state.folds = [...state.folds, fold].sort((a, b) => a - b)
      }
      state.isFoldsChosen = true
    },
    /**
     * The player chose another policy for moved prices (the cricket slip follows it too): each
     * change still waiting is judged again, so one the new policy takes no longer waits.
     */
    oddsChangePolicyChosen(state, action: PayloadAction<OddsChangePolicy>) {
      for (const match of state.betSlipList) {
        match.picks = match.picks.map((pick) => rejudgedOddsChange(pick, pick.odds, action.payload))
      }
    },
    /** The player takes the new prices of every changed pick. */
    oddsChangesAccepted(state) {
      clearChanges(state)
    },
    /**
     * New prices or a new status for a match (the `odds` topic): each pick on it takes its
     * selection's new price and, when the player's policy does not take the move, remembers the
     * price it was agreed at until accepted; a match that stops taking bets is marked closed.
     */
    oddsMoved(state, action: PayloadAction<MovedOdds>) {
      const { matchId, odds, status, policy } = action.payload
      const entry = state.betSlipList.find((match) => match.matchId === matchId)
      if (!entry) return
      if (status !== undefined) entry.isClosed = status !== MATCH_STATUS.open
      entry.picks = entry.picks.map((pick) => {
        const moved =
          odds.find(
            (item) =>
              item.kind === pick.kind && item.name === pick.name && item.handicap_val === pick.handicapVal,
          ) ??
          // A handicap line that moved: the same outcome on the market's new line.
          (pick.handicapVal === null
            ? undefined
            : odds.find((item) => item.kind === pick.kind && item.name === pick.name))
        if (!moved) return pick
        const next = movePick(pick, moved.odds, moved.handicap_val, policy)
        const key = selectionKey(matchId, next)
        return key === next.key ? next : { ...next, key }
      })
      settle(state)
    },
    /**
     * The server refused the slip with ODDS_CHANGED: the picks at these indexes (slip order) now
     * cost this; as with the live odds, a move the player's policy takes waits for nothing.
     */
    oddsRefused(
      state,
      action: PayloadAction<{
        changes: readonly { index: number; odds: string }[]
        policy: OddsChangePolicy
      }>,
    ) {
      const { changes, policy } = action.payload
      const flat = state.betSlipList.flatMap((match) => match.picks.map((pick) => ({ match, pick })))
      for (const change of changes) {
        const found = flat[change.index]
        if (!found) continue
        found.match.picks = found.match.picks.map((pick) =>
          pick.key === found.pick.key ? movePick(pick, change.odds, pick.handicapVal, policy) : pick,
        )
      }
    },
    /** The server refused the slip with MATCH_CLOSED for the pick at this index (slip order). */
    pickClosed(state, action: PayloadAction<number>) {
      const flat = state.betSlipList.flatMap((match) => match.picks.map(() => match))
      const match = flat[action.payload]
      if (match) match.isClosed = true
    },
  },
})

function removePick(state: SportsState, key: string) {
  state.betSlipList = state.betSlipList
    .map((match) => ({ ...match, picks: match.picks.filter((pick) => pick.key !== key) }))
    .filter((match) => match.picks.length > 0)
  settle(state)
}

function clearChanges(state: SportsState) {
  for (const match of state.betSlipList) {
    match.picks = match.picks.map((pick) =>
      pick.changedFrom === null ? pick : { ...pick, ...NOTHING_PENDING },
    )
  }
}

/** The kind of a selection the API sends, when it is one of the markets the slip knows. */
export function marketKindOf(kind: string): MarketKind | undefined {
  return isMarketKind(kind) ? kind : undefined
}

export const {
  sportSelected,
  pickToggled,
  pickRemoved,
  matchRemoved,
  slipCleared,
  castValueChanged,
  multipleChanged,
  foldToggled,
  oddsChangePolicyChosen,
  oddsChangesAccepted,
  oddsMoved,
  oddsRefused,
  pickClosed,
} = sportsSlice.actions

declare module '../../shared/store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof sportsSlice> {}
}

/** The slip in the store, added the first time the sports code loads (no page before needs it). */
export const injectedSportsSlice = sportsSlice.injectInto(rootReducer)
