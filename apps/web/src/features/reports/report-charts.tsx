import type { ReportGameKey } from '@app/contract'
import { useTranslation } from 'react-i18next'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts'
import { dateTimeFormat, numberFormat } from '../../shared/format/intl-formats'
import type { DayPoint, DisplayTotals, GamePoint } from './report-model'
import { REPORTS_TEXTS } from './reports-texts'
import { useFormatShown } from './use-format-shown'

// Colours are the visual language's tokens, read from the page's CSS so a brand's accent applies.
const AXIS = { fill: 'var(--text-secondary)', fontSize: 12 }
const GRID = 'var(--border)'

/** A short day label for the axis, e.g. "Mar 1", as a UTC day like the report's. */
function useDayLabel() {
  const { i18n } = useTranslation(REPORTS_TEXTS)
  const format = dateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' })
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`))
}

/** Axis numbers written short ("1.2K", "0.05"): the exact figures are in the tooltip and the tables. */
function useCompactNumber() {
  const { i18n } = useTranslation(REPORTS_TEXTS)
  const format = numberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 2 })
  return (value: number) => format.format(value)
}

/** A hovered bar's figures, written from the exact amounts. */
function TotalsTooltip({
  active,
  payload,
  title,
  currency,
}: Partial<TooltipContentProps<number, string>> & { title: (point: never) => string; currency: string }) {
  const { t } = useTranslation(REPORTS_TEXTS)
  const formatShown = useFormatShown(currency)
  const point = payload?.[0]?.payload as (DayPoint | GamePoint) | undefined
  if (!active || !point) return null
  const totals: DisplayTotals = point.totals
  return (
    <div className="report-tooltip">
      <strong>{title(point as never)}</strong>
      <span>
        {t('reports.turnover')}: {formatShown(totals.turnover)}
      </span>
      <span>
        {t('reports.payout')}: {formatShown(totals.payout)}
      </span>
      <span>
        {t('reports.net')}: {formatShown(totals.net)}
      </span>
      <span>{t('reports.betCount', { count: totals.betCount })}</span>
    </div>
  )
}

/** The chart of net by day: bars above the line for days won, below for days lost. */
export function NetByDayChart({ points, currency }: { points: readonly DayPoint[]; currency: string }) {
  const { t } = useTranslation(REPORTS_TEXTS)
  const dayLabel = useDayLabel()
  const compact = useCompactNumber()
  return (
    <figure className="panel report-chart" data-testid="chart-net-by-day">
      <figcaption>{t('reports.netByDay', { currency })}</figcaption>
      <div className="report-chart-area" role="img" aria-label={t('reports.netByDayLabel')}>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart
            data={[...points]}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={dayLabel} tick={AXIS} stroke={GRID} minTickGap={12} />
            <YAxis tickFormatter={compact} tick={AXIS} stroke={GRID} width={56} />
            <ReferenceLine y={0} stroke="var(--text-muted)" />
            <Tooltip
              cursor={{ fill: 'var(--hover)' }}
              content={
                <TotalsTooltip currency={currency} title={(point: DayPoint) => dayLabel(point.date)} />
              }
            />
            <Bar dataKey="net" isAnimationActive={false} radius={[3, 3, 0, 0]}>
              {points.map((point) => (
                <Cell key={point.date} fill={point.net < 0 ? 'var(--error)' : 'var(--success)'} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  )
}

/** The chart of turnover by game: one bar per game with bets, longest for the most staked. */
export function TurnoverByGameChart({
  points,
  currency,
  gameName,
}: {
  points: readonly GamePoint[]
  currency: string
  gameName: (game: ReportGameKey) => string
}) {
  const { t } = useTranslation(REPORTS_TEXTS)
  const compact = useCompactNumber()
  const rows = points.map((point) => ({ ...point, name: gameName(point.game) }))
  return (
    <figure className="panel report-chart" data-testid="chart-turnover-by-game">
      <figcaption>{t('reports.turnoverByGame', { currency })}</figcaption>
      <div className="report-chart-area" role="img" aria-label={t('reports.turnoverByGameLabel')}>
        <ResponsiveContainer width="100%" height={Math.max(120, 44 * rows.length + 40)}>
          <BarChart
            data={rows}
            layout="vertical"
            margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={GRID} strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tickFormatter={compact} tick={AXIS} stroke={GRID} />
            <YAxis type="category" dataKey="name" tick={AXIS} stroke={GRID} width={120} />
            <Tooltip
              cursor={{ fill: 'var(--hover)' }}
              content={
                <TotalsTooltip currency={currency} title={(point: GamePoint) => gameName(point.game)} />
              }
            />
            <Bar
              dataKey="turnover"
              fill="var(--accent)"
              isAnimationActive={false}
              radius={[0, 3, 3, 0]}
              barSize={24}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  )
}
