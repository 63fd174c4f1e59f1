import type { PlaceCricketBet } from '@app/contract'
import {
  type BetWarningCode,
  type CricketBetLimits,
  cricketPossibleWin,
  cricketSlipWarnings,
  type ExchangeRate,
  fromDisplayCurrency,
  type Money,
  money,
  type OddsChangePolicy,
  parseMoney,
  toDecimalString,
  ZERO,
} from '@app/domain'
import type { CricketSlipState } from './cricket-slice'
import { oddsValue } from './slip-model'

/** Why a cricket slip cannot be placed: the spec's bet warnings, then the slip's own reasons. */
export type CricketSlipWarning =
  | BetWarningCode
  | 'enterAmount'
  | 'invalidAmount'
  | 'closedMatch'
  | 'changedOdds'

/** What the slip is judged against: the display currency's rate, the balance and the limits, in USDT. */
export type CricketSlipContext = {
  readonly exchangeRate: ExchangeRate
  /** Undefined for a guest, who is asked to sign in instead. */
  readonly balance: Money | undefined
  readonly limits: CricketBetLimits | undefined
}

export type CricketSlipEntry = {
  readonly id: string
  /** The typed amount in the display currency, when it is a valid amount above 0. */
  readonly amount: Money | undefined
  /** What the selection returns if it wins, in the display currency. */
  readonly possibleWin: Money
}

export type CricketSlipSummary = {
  readonly entries: readonly CricketSlipEntry[]
  /** Every amount together, in the display currency. */
  readonly total: Money
  /** What the slip returns if every selection wins (each is a single bet), in the display currency. */
  readonly possibleWin: Money
  readonly warnings: readonly CricketSlipWarning[]
  readonly hasChangedOdds: boolean
  readonly canPlace: boolean
}

const amountOf = (text: string): Money | undefined => {
  const parsed = parseMoney(text)
  return parsed.ok && parsed.value > 0n ? parsed.value : undefined
}

/**
 * Works out a cricket slip with the domain's rules, the ones the server applies: each selection's
 * possible win (amount × odds, truncated), the total, and the warnings, e.g. 10 on home at 1.85
 * and 5 on over at 1.90 total 15 and can return 18.5 + 9.5 = 28.
 */
export function summarizeCricketSlip(
  state: Pick<CricketSlipState, 'bets' | 'order' | 'isClosed'>,
  context: CricketSlipContext,
): CricketSlipSummary {
  const bets = state.order.flatMap((id) => {
    const bet = state.bets[id]
    return bet ? [{ id, bet }] : []
  })
  const entries = bets.map(({ id, bet }) => {
    const amount = amountOf(bet.amount)
    return {
      id,
      amount,
      possibleWin: amount === undefined ? ZERO : cricketPossibleWin(amount, oddsValue(bet.odd)),
    }
  })
  const total = money(entries.reduce((sum, entry) => sum + (entry.amount ?? ZERO), 0n))
  const possibleWin = money(entries.reduce((sum, entry) => sum + entry.possibleWin, 0n))
  const hasChangedOdds = bets.some(({ bet }) => bet.changedFrom !== null)
  const warnings: CricketSlipWarning[] = []
  if (bets.length > 0) {
    if (bets.some(({ bet }) => bet.amount.trim() === '')) warnings.push('enterAmount')
    else if (entries.some((entry) => entry.amount === undefined)) warnings.push('invalidAmount')
    if (state.isClosed) warnings.push('closedMatch')
    if (hasChangedOdds) warnings.push('changedOdds')
    if (context.limits) {
      warnings.push(
        ...cricketSlipWarnings({
          amounts: entries.map((entry) => entry.amount ?? ZERO),
          wins: entries.map((entry) => entry.possibleWin),
          // A guest's balance is not known: signing in comes first.
          balance: context.balance ?? money(10n ** 18n),
          limits: context.limits,
          exchangeRate: context.exchangeRate,
        }),
      )
    }
  }
  return {
    entries,
    total,
    possibleWin,
    warnings,
    hasChangedOdds,
    canPlace: bets.length > 0 && context.limits !== undefined && warnings.length === 0,
  }
}

/**
 * The spec's cricket bet as it is sent: each selection's amount in USDT at the price shown. Only a
 * player who accepts any change lets the server take a moved price (as on the sports slip).
 */
export function toCricketRequest(
  state: Pick<CricketSlipState, 'matchId' | 'bets' | 'order'>,
  exchangeRate: ExchangeRate,
  policy: OddsChangePolicy,
): PlaceCricketBet {
  return {
    matchId: state.matchId ?? '',
    bets: Object.fromEntries(
      state.order.flatMap((id) => {
        const bet = state.bets[id]
        const amount = bet ? amountOf(bet.amount) : undefined
        if (!bet || amount === undefined) return []
        return [
          [
            id,
            {
              categoryLabel: bet.categoryLabel,
              slipLabel: bet.slipLabel,
              odd: bet.odd,
              amount: toDecimalString(fromDisplayCurrency(amount, exchangeRate)),
              line: bet.line,
            },
          ],
        ]
      }),
    ),
    accept_changed_odds: policy === 'acceptAny',
  }
}
