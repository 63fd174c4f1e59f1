import type { PlacedSlip } from '@app/contract'
import { DEFAULT_CURRENCY, type ExchangeRate, exchangeRateOf, type Money, money, moneyOf } from '@app/domain'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { isApiError } from '../../../shared/api/api-error'
import { formatDecimal, formatUsdt, toMoney } from '../../../shared/format/format'
import { toastShown } from '../../../shared/ui-state/ui-slice'
import { useMemberInfoQuery } from '../../auth/data'
import { useCurrenciesQuery } from '../../home/data'
import { useActionKeys } from '../../wallet/action-key'
import { LOTTERY_TEXTS } from '../lottery-texts'

/** Quick amounts as multiples of the currency's lottery minimum (1, 5, 10 and 50 USDT in USDT). */
const QUICK_MULTIPLES = [1n, 5n, 10n, 50n]
/** While betting is closed the current draw is asked for again this often, until the next one opens. */
const CLOSED_POLL_MS = 3000

/** What a draw game's slip needs of the player's money: currency, rate, minimum, balance, quick amounts. */
export type SlipMoney = {
  currencyName: string
  exchangeRate: ExchangeRate
  lotteryMin: Money
  balance: Money | undefined
  quickAmounts: readonly Money[]
}

/** The player's currency (the first listed when none is chosen), its rate and lottery minimum, and the balance. */
export function useSlipMoney(): SlipMoney {
  const { data: member } = useMemberInfoQuery()
  const { data: currencies = [] } = useCurrenciesQuery()
  const currency = currencies.find((entry) => entry.currency === member?.currency) ?? currencies[0]
  const exchangeRate = useMemo(() => exchangeRateOf(currency?.exchange ?? '1'), [currency?.exchange])
  const lotteryMin = toMoney(currency?.lotter_bet_min, moneyOf('1'))
  const quickAmounts = useMemo(() => QUICK_MULTIPLES.map((times) => money(lotteryMin * times)), [lotteryMin])
  return {
    currencyName: currency?.currency ?? DEFAULT_CURRENCY,
    exchangeRate,
    lotteryMin,
    balance: member ? toMoney(member.score) : undefined,
    quickAmounts,
  }
}

/**
 * The polling of a draw game's current draw: every 3 s while betting on it is closed, so the next
 * draw shows as soon as it opens, and never while it is open. Pass `pollingInterval` to the query,
 * then tell `follow` whether betting is closed once the query's answer has settled.
 */
export function useClosedDrawPolling() {
  const [isPolling, setPolling] = useState(false)
  return {
    pollingInterval: isPolling ? CLOSED_POLL_MS : 0,
    follow(isClosed: boolean, isSettled: boolean) {
      if (isSettled && isClosed !== isPolling) setPolling(isClosed)
    },
  }
}

type PlaceTrigger<Body> = (args: { body: Body; key: string }) => { unwrap(): Promise<PlacedSlip> }

/**
 * Places a draw game's slip with an Idempotency-Key kept while the same slip is retried after a
 * failure that was not the server's final word. A placed slip clears the slip, opens its receipt
 * and tells its count and total in a toast; a refusal is told in a toast with its limit, and
 * refreshes the draw when betting has closed or the prices when a selection is no longer offered.
 */
export function useDrawSlipPlacement<Body>({
  place,
  placedMessage,
  onPlaced,
  onBettingClosed,
  onSelectionNotOffered,
}: {
  place: PlaceTrigger<Body>
  placedMessage: string
  onPlaced: () => void
  onBettingClosed: () => void
  onSelectionNotOffered: () => void
}) {
  const { i18n } = useTranslation(LOTTERY_TEXTS)
  const dispatch = useDispatch()
  const keys = useActionKeys()
  const [placed, setPlaced] = useState<PlacedSlip>()

  async function placeSlip(body: Body) {
    try {
      const result = await keys.attempt(body, (key) => place({ body, key }).unwrap())
      onPlaced()
      setPlaced(result)
      dispatch(
        toastShown({
          type: 'successful',
          message: placedMessage,
          params: { count: result.bets.length, total: formatUsdt(result.total, i18n.language) },
        }),
      )
    } catch (error) {
      const failure = isApiError(error) ? error : undefined
      const msg = failure?.msg ?? 'somethingWentWrong'
      dispatch(
        toastShown({
          type: 'error',
          message: `errors.${msg}`,
          ...(failure?.limit ? { params: { limit: formatDecimal(failure.limit, i18n.language) } } : {}),
        }),
      )
      if (msg === 'BETTING_CLOSED') onBettingClosed()
      if (msg === 'SELECTION_NOT_OFFERED') onSelectionNotOffered()
    }
  }

  return { placeSlip, placed, closePlaced: () => setPlaced(undefined) }
}
