import {
  DEFAULT_CURRENCY,
  type ExchangeRate,
  exchangeRateOf,
  type Money,
  money,
  parseMoney,
  regionOfAreaCode,
  type SportsGame,
} from '@app/domain'
import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { useAuth } from '../auth'
import { useMemberInfoQuery } from '../auth/data'
import { useGameConfigQuery } from '../games/data'
import { useCurrenciesQuery } from '../home/data'
import { injectedSportsSlice, type SportsState } from './slice'
import { limitsOf, type SlipContext } from './slip-model'

/** Reads the sports slip; the lobby and the slip panel share it. */
export function useSports<T>(select: (sports: SportsState) => T): T {
  return useSelector((state: Parameters<typeof injectedSportsSlice.selectSlice>[0]) =>
    select(injectedSportsSlice.selectSlice(state)),
  )
}

const NO_REGIONS: readonly string[] = []

/** Quick stakes as multiples of the currency's round unit (1 USDT, 7.1 CNY …). */
const QUICK_MULTIPLES = [1n, 5n, 10n, 50n, 100n]

const parsed = (text: string | undefined) => {
  if (text === undefined) return undefined
  const result = parseMoney(text)
  return result.ok ? result.value : undefined
}

export type SlipSetting = SlipContext & {
  readonly currency: string
  readonly isSignedIn: boolean
  /** Quick stakes in the display currency. */
  readonly quickAmounts: readonly Money[]
}

/**
 * What the slip is judged against: the display currency and its exchange rate, the balance the
 * header already knows, and the sport's limits from its game config (refetched when the sport changes).
 */
export function useSlipContext(sport: SportsGame): SlipSetting {
  const { isAuthorized } = useAuth()
  const { data: member } = useMemberInfoQuery(undefined, { skip: !isAuthorized })
  const { data: currencies = [] } = useCurrenciesQuery()
  const { data: config } = useGameConfigQuery(sport)
  const currency = currencies.find((entry) => entry.currency === member?.currency) ?? currencies[0]
  const exchange = currency?.exchange ?? '1'
  const exchangeRate: ExchangeRate = useMemo(() => exchangeRateOf(exchange), [exchange])
  const balance = isAuthorized ? parsed(member?.score) : undefined
  const sportMinimum = parsed(currency?.sport_bet_min)
  const limits = useMemo(
    () => limitsOf(config, sportMinimum, exchangeRate),
    [config, sportMinimum, exchangeRate],
  )
  const unit = parsed(currency?.lotter_bet_min)
  const quickAmounts = useMemo(
    () => QUICK_MULTIPLES.map((times) => money((unit && unit > 0n ? unit : 1_000_000n) * times)),
    [unit],
  )
  return {
    currency: currency?.currency ?? DEFAULT_CURRENCY,
    exchangeRate,
    balance,
    limits,
    region: regionOfAreaCode(member?.area_code),
    disabledRegions: config?.disabled_regions ?? NO_REGIONS,
    isSignedIn: isAuthorized,
    quickAmounts,
  }
}
