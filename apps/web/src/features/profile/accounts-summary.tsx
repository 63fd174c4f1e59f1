import type { BetStatistics } from '@app/contract'
import { DEFAULT_CURRENCY, type Money, money, parseExchangeRate, toDisplayCurrency } from '@app/domain'
import { ChartColumn } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatAmount, formatUsdt, toMoney } from '../../shared/format/format'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { useMemberAccountQuery } from '../auth/data'
import { useMonthStatisticsQuery } from './profile-api'
import { PROFILE_TEXTS } from './profile-texts'

/** This UTC month up to today, as the report counts days: e.g. 2026-03-01 to 2026-03-17. */
export function thisMonth(now: Date): { start_date: string; end_date: string } {
  const today = now.toISOString().slice(0, 10)
  return { start_date: `${today.slice(0, 8)}01`, end_date: today }
}

/** The month's settled bets in the player's currency: net and turnover, exact, with the currency to label them. */
export function monthResult(statistics: BetStatistics): {
  net: Money
  turnover: Money
  betCount: number
  currency: string
} {
  const rate = parseExchangeRate(statistics.exchange)
  // An unreadable rate leaves the amounts in USDT, labelled so, rather than under the wrong label.
  const shown = (amount: string) =>
    rate.ok ? toDisplayCurrency(toMoney(amount), rate.value) : toMoney(amount)
  return {
    net: shown(statistics.totals.net),
    turnover: shown(statistics.totals.turnover),
    betCount: statistics.totals.bet_count,
    currency: rate.ok ? statistics.currency : DEFAULT_CURRENCY,
  }
}

/** This month's result from the betting report, with the way to the full report. */
function MonthResult() {
  const { t, i18n } = useTranslation(PROFILE_TEXTS)
  const month = thisMonth(new Date())
  const query = useMonthStatisticsQuery(month)
  if (query.isLoading) return <SkeletonRows rows={1} label={t('common.loading')} />
  if (query.error || !query.data)
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        text={t('profile.accounts.reportError')}
      />
    )
  const { net, turnover, betCount, currency } = monthResult(query.data)
  const shown = (amount: Money) => `${formatAmount(amount, currency, i18n.language)} ${currency}`
  const tone = net < 0n ? 'amount-negative' : net > 0n ? 'amount-positive' : ''
  return (
    <div className="month-net" data-testid="month-net">
      <dl className="profile-facts">
        <dt>{t('profile.accounts.monthNet')}</dt>
        <dd className={`numeric ${tone}`}>
          {net > 0n ? '+' : ''}
          {shown(net)}
        </dd>
        <dt>{t('profile.accounts.monthTurnover')}</dt>
        <dd className="numeric">{shown(turnover)}</dd>
        <dt>{t('profile.accounts.monthBets')}</dt>
        <dd className="numeric">{betCount}</dd>
      </dl>
      <Link
        to={`/reports?start_date=${month.start_date}&end_date=${month.end_date}`}
        className="button button-secondary button-small"
      >
        <ChartColumn aria-hidden size={16} />
        {t('profile.accounts.openReport')}
      </Link>
    </div>
  )
}

/**
 * The player's accounts at a glance: the main wallet's spendable balance, what is held for
 * withdrawals waiting for approval, and this month's result from the betting report. Provider
 * wallets are not listed: no game provider keeps a balance of its own yet.
 */
export function AccountsSummary() {
  const { t, i18n } = useTranslation(PROFILE_TEXTS)
  const account = useMemberAccountQuery()
  if (account.isLoading) return <SkeletonRows rows={3} label={t('common.loading')} />
  if (account.error || !account.data)
    return <LoadError error={account.error} onRetry={() => void account.refetch()} />
  const { score, held } = account.data
  const total = money(toMoney(score) + toMoney(held))
  const usdt = (amount: Money | string) => (
    <>
      {formatUsdt(amount, i18n.language)} <span className="muted">{DEFAULT_CURRENCY}</span>
    </>
  )
  return (
    <div className="accounts-summary">
      <dl className="accounts-wallets" data-testid="accounts-wallets">
        <div className="accounts-wallet">
          <dt>{t('profile.accounts.main')}</dt>
          <dd className="numeric">{usdt(score)}</dd>
          <dd className="muted">{t('profile.accounts.mainHint')}</dd>
        </div>
        <div className="accounts-wallet">
          <dt>{t('profile.accounts.held')}</dt>
          <dd className="numeric">{usdt(held)}</dd>
          <dd className="muted">{t('profile.accounts.heldHint')}</dd>
        </div>
        <div className="accounts-wallet accounts-total">
          <dt>{t('profile.accounts.total')}</dt>
          <dd className="numeric">{usdt(total)}</dd>
        </div>
      </dl>
      <section aria-labelledby="accounts-month">
        <h3 id="accounts-month" className="accounts-month-title">
          {t('profile.accounts.thisMonth')}
        </h3>
        <MonthResult />
      </section>
    </div>
  )
}
