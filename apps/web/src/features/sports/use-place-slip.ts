import type { SportsBet } from '@app/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { type ApiError, isApiError } from '../../shared/api/api-error'
import { formatUsdt } from '../../shared/format/format'
import { toastShown } from '../../shared/ui-state/ui-slice'
import { useActionKeys } from '../wallet/action-key'
import { useOddsChangePolicy } from './odds-change-policy'
import { oddsRefused, pickClosed, type SportsState, slipCleared } from './slice'
import { type SlipSummary, toPlaceRequest } from './slip-model'
import { usePlaceSportsBetMutation } from './sports-api'
import { SPORTS_TEXTS } from './sports-texts'

/** The index of the pick a refusal names, from its field 'picks.N'. */
export function pickIndexOf(error: Pick<ApiError, 'field'>): number | undefined {
  const match = /^picks\.(\d+)/.exec(error.field ?? '')
  return match ? Number(match[1]) : undefined
}

/**
 * Places the slip with an Idempotency-Key (kept while the same slip is retried after a failure
 * that was not the server's final word), and turns the server's refusals into slip state:
 * ODDS_CHANGED gives the moved picks their new price (the player's odds-change policy says which
 * moves wait for acceptance), MATCH_CLOSED and UNKNOWN_MATCH close the pick's match, BET_WARNING
 * shows the limit it broke beside the button.
 */
export function usePlaceSlip(state: SportsState, summary: SlipSummary) {
  const { i18n } = useTranslation(SPORTS_TEXTS)
  const dispatch = useDispatch()
  const keys = useActionKeys()
  const policy = useOddsChangePolicy()
  const [place, { isLoading: isPlacing }] = usePlaceSportsBetMutation()
  const [placed, setPlaced] = useState<SportsBet>()
  const [serverWarning, setServerWarning] = useState<string>()

  async function handlePlace() {
    if (!summary.canPlace || isPlacing) return
    setServerWarning(undefined)
    const body = toPlaceRequest(state, summary, policy)
    try {
      const bet = await keys.attempt(body, (key) => place({ game: state.selectedGame, body, key }).unwrap())
      dispatch(slipCleared())
      setPlaced(bet)
      dispatch(
        toastShown({
          type: 'successful',
          message: 'sports.placed.toast',
          params: { combinations: bet.bets, total: formatUsdt(bet.total_price, i18n.language) },
        }),
      )
    } catch (error) {
      const failure = isApiError(error) ? error : undefined
      const msg = failure?.msg ?? 'somethingWentWrong'
      const index = failure ? pickIndexOf(failure) : undefined
      if (msg === 'ODDS_CHANGED') dispatch(oddsRefused({ changes: failure?.changes ?? [], policy }))
      if ((msg === 'MATCH_CLOSED' || msg === 'UNKNOWN_MATCH') && index !== undefined)
        dispatch(pickClosed(index))
      if (msg === 'BET_WARNING' && failure?.warning) setServerWarning(failure.warning)
      dispatch(
        toastShown({
          type: msg === 'ODDS_CHANGED' ? 'warning' : 'error',
          message: `errors.${msg}`,
          ...(failure?.limit ? { params: { limit: failure.limit } } : {}),
        }),
      )
    }
  }

  return { handlePlace, isPlacing, placed, closePlaced: () => setPlaced(undefined), serverWarning }
}
