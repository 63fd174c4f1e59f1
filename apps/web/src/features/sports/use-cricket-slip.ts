import type { CricketSlip } from '@app/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch, useSelector } from 'react-redux'
import { isApiError } from '../../shared/api/api-error'
import { formatUsdt } from '../../shared/format/format'
import { toastShown } from '../../shared/ui-state/ui-slice'
import { useActionKeys } from '../wallet/action-key'
import { useLazyCricketMatchQuery, usePlaceCricketBetMutation } from './cricket-api'
import {
  type CricketSlipState,
  cricketMatchClosed,
  cricketMatchRefreshed,
  cricketSlipCleared,
  injectedCricketSlice,
} from './cricket-slice'
import { type CricketSlipSummary, toCricketRequest } from './cricket-slip-model'
import { CRICKET_TEXTS } from './cricket-texts'
import { useOddsChangePolicy } from './odds-change-policy'
import type { SlipSetting } from './use-slip-context'

/** Reads the cricket slip; the cricket cards and the slip panel share it. */
export function useCricketSlip<T>(select: (slip: CricketSlipState) => T): T {
  return useSelector((state: Parameters<typeof injectedCricketSlice.selectSlice>[0]) =>
    select(injectedCricketSlice.selectSlice(state)),
  )
}

/**
 * Places the cricket slip with an Idempotency-Key (kept while the same slip is retried after a
 * failure that was not the server's final word), and turns refusals into slip state: ODDS_CHANGED
 * reads the match again (getById) and gives the selections their new prices (the player's
 * odds-change policy says which moves wait for acceptance), MATCH_CLOSED closes the slip,
 * BET_WARNING shows the limit it broke beside the button.
 */
export function usePlaceCricketSlip(
  state: CricketSlipState,
  summary: CricketSlipSummary,
  setting: Pick<SlipSetting, 'exchangeRate'>,
) {
  const { i18n } = useTranslation(CRICKET_TEXTS)
  const dispatch = useDispatch()
  const keys = useActionKeys()
  const policy = useOddsChangePolicy()
  const [place, { isLoading: isPlacing }] = usePlaceCricketBetMutation()
  const [readMatch] = useLazyCricketMatchQuery()
  const [placed, setPlaced] = useState<CricketSlip>()
  const [serverWarning, setServerWarning] = useState<string>()

  async function handlePlace() {
    if (!summary.canPlace || isPlacing || state.matchId === null) return
    setServerWarning(undefined)
    const body = toCricketRequest(state, setting.exchangeRate, policy)
    try {
      const slip = await keys.attempt(body, (key) => place({ body, key }).unwrap())
      dispatch(cricketSlipCleared())
      setPlaced(slip)
      dispatch(
        toastShown({
          type: 'successful',
          message: 'cricket.placed.toast',
          params: { count: slip.bets.length, total: formatUsdt(slip.total_amount, i18n.language) },
        }),
      )
    } catch (error) {
      const failure = isApiError(error) ? error : undefined
      const msg = failure?.msg ?? 'somethingWentWrong'
      if (msg === 'ODDS_CHANGED') {
        const fresh = await readMatch(state.matchId)
          .unwrap()
          .catch(() => undefined)
        if (fresh) dispatch(cricketMatchRefreshed({ match: fresh, policy }))
      }
      if (msg === 'MATCH_CLOSED' || msg === 'UNKNOWN_MATCH') dispatch(cricketMatchClosed())
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
