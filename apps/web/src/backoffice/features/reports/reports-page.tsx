import { REPORT_GAME_KEYS, REPORT_MAX_DAYS, type ReportGameKey } from '@app/contract'
import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useCallback,
  useId,
  useMemo,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { dateTimeFormat } from '../../../shared/format/intl-formats'
import { FilterSelect } from '../../shared/filter-select'
import { withChange } from '../../shared/use-list-address'
import { useLoaded } from '../../shared/use-loaded'
import { CashflowTable } from './cashflow-table'
import { CsvButton } from './csv-button'
import { defaultRange, type ReportRange, rangeProblem } from './report-range'
import { reportsApi } from './reports-api'
import { type RevenueRow, RevenueTable } from './revenue-table'
import './reports.css'

const isReportGame = (text: string | null): text is ReportGameKey =>
  text !== null && (REPORT_GAME_KEYS as readonly string[]).includes(text)

/** The days and the daily table's game, kept in the address so a reload or a shared link shows the same. */
function useReportState() {
  const [params, setParams] = useSearchParams()
  const fallback = useMemo(() => defaultRange(new Date()), [])
  const range: ReportRange = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
  }
  const gameParam = params.get('game')
  const game = isReportGame(gameParam) ? gameParam : undefined
  const update = useCallback(
    (next: Partial<ReportRange> & { game?: ReportGameKey | '' }) =>
      setParams((current) => withChange(current, next)),
    [setParams],
  )
  return { range, game, update }
}

/**
 * The operator's reports (finance): revenue per day and per game, and deposits and withdrawals
 * per day, for a range of business days, with the formulas spelled out and each table as CSV.
 */
export function ReportsPage() {
  const { t } = useTranslation()
  const { range, game, update } = useReportState()
  const problem = rangeProblem(range)
  return (
    <div className="bo-section bo-reports">
      <header className="bo-page-header">
        <div>
          <h1>{t('reports.title')}</h1>
          <p className="muted bo-intro">{t('reports.intro')}</p>
        </div>
      </header>
      <RangeForm key={`${range.from}:${range.to}`} range={range} onApply={(next) => update(next)} />
      <Formulas />
      {problem ? (
        <p className="field-error" role="alert">
          {t(`reports.problem.${problem}`, { limit: REPORT_MAX_DAYS })}
        </p>
      ) : (
        <ReportTables range={range} game={game} onGame={(next) => update({ game: next ?? '' })} />
      )}
    </div>
  )
}

/** The range's two days; a range the server would refuse is explained here instead of asked for. */
function RangeForm({ range, onApply }: { range: ReportRange; onApply: (range: ReportRange) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState(range)
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>()

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const found = rangeProblem(draft)
    setProblem(found)
    if (!found) onApply(draft)
  }

  return (
    <form
      className="panel bo-report-range"
      aria-label={t('reports.range')}
      onSubmit={handleSubmit}
      noValidate
    >
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('reports.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          required
          value={draft.from}
          onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('reports.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          required
          value={draft.to}
          onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
        />
      </div>
      <button type="submit" className="button">
        {t('reports.show')}
      </button>
      {problem && (
        <p className="field-error" role="alert">
          {t(`reports.problem.${problem}`, { limit: REPORT_MAX_DAYS })}
        </p>
      )}
    </form>
  )
}

/** The formulas every figure follows, written out where the figures are read. */
function Formulas() {
  const { t } = useTranslation()
  return (
    <section className="panel bo-report-formulas" aria-labelledby="bo-report-formulas">
      <h2 id="bo-report-formulas">{t('reports.formulas.title')}</h2>
      <ul>
        <li>
          <strong>{t('reports.formulas.ggr')}</strong>
        </li>
        <li>
          <strong>{t('reports.formulas.ngr')}</strong>
        </li>
        <li>
          <strong>{t('reports.formulas.hold')}</strong>
        </li>
      </ul>
      <p className="muted">{t('reports.formulas.turnover')}</p>
      <p className="muted">{t('reports.formulas.bonus')}</p>
      <p className="muted">{t('reports.formulas.transfers')}</p>
    </section>
  )
}

function ReportTables({
  range,
  game,
  onGame,
}: {
  range: ReportRange
  game: ReportGameKey | undefined
  onGame: (game: ReportGameKey | undefined) => void
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const rangeKey = `${range.from}:${range.to}`
  const daily = useLoaded(`${rangeKey}:${game ?? ''}`, () => reportsApi.daily(range, game), {
    keepPrevious: true,
  })
  const games = useLoaded(rangeKey, () => reportsApi.games(range), { keepPrevious: true })
  const cashflow = useLoaded(rangeKey, () => reportsApi.cashflow(range), { keepPrevious: true })
  const timeZone = daily.data?.time_zone ?? games.data?.time_zone ?? cashflow.data?.time_zone
  // Business days are dates of the report's time zone: shown as dates, never moved to local time.
  const formatDay = useCallback(
    (day: string) =>
      dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
    [language],
  )
  const gameName = (key: ReportGameKey | null) =>
    t(key === null ? 'reports.game.none' : `reports.game.${key}`)
  const dayRows: RevenueRow[] = (daily.data?.days ?? []).map(({ day, ...figures }) => ({
    id: day,
    label: formatDay(day),
    ...figures,
  }))
  const gameRows: RevenueRow[] = (games.data?.games ?? []).map(({ game: key, ...figures }) => ({
    id: key ?? 'none',
    label: gameName(key),
    ...figures,
  }))

  return (
    <>
      {timeZone && (
        <p className="bo-report-zone">
          {timeZone === 'UTC' ? t('reports.timeZoneUtc') : t('reports.timeZone', { zone: timeZone })}
        </p>
      )}
      <ReportSection
        name="daily"
        title={t('reports.daily.title')}
        download={() => reportsApi.csv('daily', range, game)}
        intro={game ? t('reports.daily.oneGame') : undefined}
        filter={
          <FilterSelect
            className="bo-report-game"
            label={t('reports.daily.game')}
            allLabel={t('reports.daily.allGames')}
            value={game}
            options={REPORT_GAME_KEYS}
            optionLabel={gameName}
            onChange={(next) => onGame(isReportGame(next) ? next : undefined)}
          />
        }
      >
        <RevenueTable
          caption={t('reports.daily.title')}
          labelHeader={t('reports.column.day')}
          rows={dayRows}
          totals={daily.data?.totals}
          isLoading={daily.isLoading}
          error={daily.error}
          onRetry={daily.reload}
          emptyText={t('reports.empty')}
        />
      </ReportSection>
      <ReportSection
        name="games"
        title={t('reports.games.title')}
        download={() => reportsApi.csv('games', range)}
      >
        <RevenueTable
          caption={t('reports.games.title')}
          labelHeader={t('reports.column.game')}
          rows={gameRows}
          totals={games.data?.totals}
          isLoading={games.isLoading}
          error={games.error}
          onRetry={games.reload}
          emptyText={t('reports.games.empty')}
        />
      </ReportSection>
      <ReportSection
        name="cashflow"
        title={t('reports.cashflow.title')}
        download={() => reportsApi.csv('cashflow', range)}
        intro={t('reports.cashflow.intro')}
      >
        <CashflowTable
          caption={t('reports.cashflow.title')}
          report={cashflow.data}
          formatDay={formatDay}
          isLoading={cashflow.isLoading}
          error={cashflow.error}
          onRetry={cashflow.reload}
        />
      </ReportSection>
    </>
  )
}

type ReportSectionProps = {
  /** Names the section's title for its landmark, e.g. "daily". */
  name: string
  title: string
  /** Fetches the table as CSV, for the download button beside the title. */
  download: ComponentProps<typeof CsvButton>['download']
  /** What the table shows, under the title; nothing for a table that needs no word. */
  intro?: string | undefined
  /** A filter of the table, beside its title. */
  filter?: ReactNode
  /** The table. */
  children: ReactNode
}

/** One report: its title with a filter and the CSV download beside it, a word on what it shows, and the table in a panel. */
function ReportSection({ name, title, download, intro, filter, children }: ReportSectionProps) {
  const { t } = useTranslation()
  const titleId = `bo-report-${name}`
  return (
    <section className="bo-report" aria-labelledby={titleId}>
      <div className="bo-report-head">
        <h2 id={titleId}>{title}</h2>
        {filter}
        <CsvButton label={t('reports.downloadCsv', { table: title })} download={download} />
      </div>
      {intro && <p className="muted bo-intro">{intro}</p>}
      <div className="panel bo-table-panel">{children}</div>
    </section>
  )
}
