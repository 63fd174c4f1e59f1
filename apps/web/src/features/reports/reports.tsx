import type { BetStatistics, ReportGameKey } from '@app/contract'
import type { Money } from '@app/domain'
import { lazy, type ReactNode, Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { dateTimeFormat } from '../../shared/format/intl-formats'
import { TextField } from '../../shared/ui/form-fields'
import { EmptyState, LoadError, SkeletonRows } from '../../shared/ui/load-states'
import {
  type DayRange,
  displayCurrencyOf,
  lastDays,
  monthToDate,
  netByDay,
  REPORTED_GAMES,
  rangeProblem,
  toDisplayTotals,
  turnoverByGame,
  utcDay,
} from './report-model'
import { useBetStatisticsQuery } from './reports-api'
import { REPORTS_TEXTS } from './reports-texts'
import { useFormatShown } from './use-format-shown'
import './reports.css'

// Recharts is large: it loads with the first report that has bets to draw, never elsewhere.
const NetByDayChart = lazy(async () => ({ default: (await import('./report-charts')).NetByDayChart }))
const TurnoverByGameChart = lazy(async () => ({
  default: (await import('./report-charts')).TurnoverByGameChart,
}))

/** The report's choice lives in the address (start_date, end_date, game_id, as the API names them), so it can be shared and kept. */
function useReportChoice() {
  const [search, setSearch] = useSearchParams()
  const now = new Date()
  const fallback = lastDays(now)
  const range: DayRange = {
    startDate: search.get('start_date') || fallback.startDate,
    endDate: search.get('end_date') || fallback.endDate,
  }
  const chosenGame = search.get('game_id') ?? ''
  const game = (REPORTED_GAMES as readonly string[]).includes(chosenGame)
    ? (chosenGame as ReportGameKey)
    : undefined
  function choose(next: Partial<DayRange> & { game?: ReportGameKey | undefined }) {
    const merged = { ...range, game, ...next }
    setSearch(
      {
        start_date: merged.startDate,
        end_date: merged.endDate,
        ...(merged.game ? { game_id: merged.game } : {}),
      },
      { replace: true },
    )
  }
  return { range, game, choose, today: utcDay(now), now }
}

/** A game's name in the reader's language. */
function useGameName() {
  const { t } = useTranslation(REPORTS_TEXTS)
  return (game: ReportGameKey) => t(`reports.games.${game}`, { defaultValue: game })
}

/** A net amount: a plus for a win, a minus and the error colour for a loss, never brackets. */
function Net({ amount, currency }: { amount: Money; currency: string }) {
  const formatShown = useFormatShown(currency)
  const tone = amount < 0n ? 'amount-negative' : amount > 0n ? 'amount-positive' : ''
  return (
    <span className={`numeric ${tone}`}>
      {amount > 0n ? '+' : ''}
      {formatShown(amount)}
    </span>
  )
}

function Filters({ choice }: { choice: ReturnType<typeof useReportChoice> }) {
  const { t } = useTranslation(REPORTS_TEXTS)
  const gameName = useGameName()
  const gameId = useId()
  const { range, game, choose, today, now } = choice
  const problem = rangeProblem(range)
  const presets: { key: string; range: DayRange }[] = [
    { key: 'last7', range: lastDays(now, 7) },
    { key: 'last30', range: lastDays(now, 30) },
    { key: 'thisMonth', range: monthToDate(now) },
  ]
  return (
    <form
      className="panel report-filters"
      aria-label={t('reports.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="report-fields">
        <TextField
          label={t('reports.from')}
          type="date"
          value={range.startDate}
          max={today}
          onChange={(event) => event.target.value && choose({ startDate: event.target.value })}
        />
        <TextField
          label={t('reports.to')}
          type="date"
          value={range.endDate}
          max={today}
          onChange={(event) => event.target.value && choose({ endDate: event.target.value })}
        />
        <div className="field">
          <label htmlFor={gameId}>{t('reports.game')}</label>
          <select
            id={gameId}
            value={game ?? ''}
            onChange={(event) =>
              choose({ game: (event.target.value || undefined) as ReportGameKey | undefined })
            }
          >
            <option value="">{t('reports.allGames')}</option>
            {REPORTED_GAMES.map((key) => (
              <option key={key} value={key}>
                {gameName(key)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ul className="report-presets" aria-label={t('reports.quickRanges')}>
        {presets.map((preset) => (
          <li key={preset.key}>
            <button
              type="button"
              className="chip-button"
              aria-pressed={
                preset.range.startDate === range.startDate && preset.range.endDate === range.endDate
              }
              onClick={() => choose(preset.range)}
            >
              {t(`reports.presets.${preset.key}`)}
            </button>
          </li>
        ))}
      </ul>
      <p className="field-hint">{t('reports.utcNote')}</p>
      {problem && (
        <p className="field-error" role="alert">
          {t(`reports.problems.${problem}`)}
        </p>
      )}
    </form>
  )
}

function Totals({ statistics }: { statistics: BetStatistics }) {
  const { t } = useTranslation(REPORTS_TEXTS)
  const { currency, rate } = displayCurrencyOf(statistics)
  const formatShown = useFormatShown(currency)
  const totals = toDisplayTotals(statistics.totals, rate)
  const facts: { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'turnover',
      label: t('reports.turnover'),
      value: <span className="numeric">{formatShown(totals.turnover)}</span>,
    },
    {
      key: 'payout',
      label: t('reports.payout'),
      value: <span className="numeric">{formatShown(totals.payout)}</span>,
    },
    { key: 'net', label: t('reports.net'), value: <Net amount={totals.net} currency={currency} /> },
    { key: 'bets', label: t('reports.bets'), value: <span className="numeric">{totals.betCount}</span> },
  ]
  return (
    <dl className="report-totals" data-testid="report-totals">
      {facts.map((fact) => (
        <div key={fact.key} className="panel report-total" data-total={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** One table of totals, by game or by day, with the columns every row shares. */
function TotalsTable({
  caption,
  firstColumn,
  rows,
  currency,
}: {
  caption: string
  firstColumn: string
  rows: { key: string; label: string; totals: ReturnType<typeof toDisplayTotals> }[]
  currency: string
}) {
  const { t } = useTranslation(REPORTS_TEXTS)
  const formatShown = useFormatShown(currency)
  return (
    // On a phone the table scrolls sideways: the region takes focus so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="panel report-table-wrap" tabIndex={0} aria-label={caption}>
      <table className="report-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{firstColumn}</th>
            <th scope="col">{t('reports.bets')}</th>
            <th scope="col">{t('reports.turnover')}</th>
            <th scope="col">{t('reports.payout')}</th>
            <th scope="col">{t('reports.net')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className="numeric">{row.totals.betCount}</td>
              <td className="numeric">{formatShown(row.totals.turnover)}</td>
              <td className="numeric">{formatShown(row.totals.payout)}</td>
              <td>
                <Net amount={row.totals.net} currency={currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function Report({ statistics }: { statistics: BetStatistics }) {
  const { t, i18n } = useTranslation(REPORTS_TEXTS)
  const gameName = useGameName()
  const { currency, rate } = displayCurrencyOf(statistics)
  if (statistics.totals.bet_count === 0) return <EmptyState text={t('reports.empty')} />
  const dayFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const days = statistics.by_day
    .filter((day) => day.bet_count > 0)
    .reverse()
    .map((day) => ({
      key: day.date,
      label: dayFormat.format(new Date(`${day.date}T00:00:00Z`)),
      totals: toDisplayTotals(day, rate),
    }))
  const games = statistics.by_game.map((game) => ({
    key: game.game,
    label: gameName(game.game),
    totals: toDisplayTotals(game, rate),
  }))
  return (
    <>
      <Totals statistics={statistics} />
      <div className="report-charts">
        <Suspense fallback={<SkeletonRows rows={2} label={t('common.loading')} />}>
          <NetByDayChart points={netByDay(statistics)} currency={currency} />
          <TurnoverByGameChart points={turnoverByGame(statistics)} currency={currency} gameName={gameName} />
        </Suspense>
      </div>
      <TotalsTable
        caption={t('reports.byGame')}
        firstColumn={t('reports.game')}
        rows={games}
        currency={currency}
      />
      <TotalsTable
        caption={t('reports.byDay')}
        firstColumn={t('reports.day')}
        rows={days}
        currency={currency}
      />
    </>
  )
}

/** /reports: the player's settled bets over chosen days and games, in total, in two charts and in tables. */
export function ReportsPage() {
  const { t } = useTranslation(REPORTS_TEXTS)
  const choice = useReportChoice()
  const problem = rangeProblem(choice.range)
  const query = useBetStatisticsQuery({ ...choice.range, game: choice.game }, { skip: problem !== undefined })
  return (
    <section className="reports" aria-labelledby="reports-title">
      <header className="reports-header">
        <h1 id="reports-title">{t('reports.title')}</h1>
        <p className="muted">{t('reports.intro')}</p>
      </header>
      <Filters choice={choice} />
      {problem ? null : query.isLoading ? (
        <SkeletonRows rows={6} label={t('common.loading')} />
      ) : query.error || !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} text={t('reports.loadError')} />
      ) : (
        <div className="reports-result" aria-busy={query.isFetching}>
          <Report statistics={query.data} />
        </div>
      )}
    </section>
  )
}
