import type { CashflowReport, DailyReport, GamesReport, ReportGameKey } from '@app/contract'
import { operatorDownload, operatorRequest } from '../../shared/operator-client'
import type { ReportRange } from './report-range'

/** The reports: each JSON one, and its CSV twin at the same path with `.csv`. */
export type ReportName = 'daily' | 'games' | 'cashflow'

const query = (range: ReportRange, game?: ReportGameKey) => {
  const search = new URLSearchParams({ from: range.from, to: range.to })
  if (game) search.set('game', game)
  return search.toString()
}

/** The back office's reports (finance duty), computed by the server from the ledger. */
export const reportsApi = {
  daily: (range: ReportRange, game?: ReportGameKey) =>
    operatorRequest<DailyReport>(`/reports/daily?${query(range, game)}`),
  games: (range: ReportRange) => operatorRequest<GamesReport>(`/reports/games?${query(range)}`),
  cashflow: (range: ReportRange) => operatorRequest<CashflowReport>(`/reports/cashflow?${query(range)}`),
  /** A report as CSV, with the file name the server gives it. */
  csv: (report: ReportName, range: ReportRange, game?: ReportGameKey) =>
    operatorDownload(
      `/reports/${report}.csv?${query(range, game)}`,
      `${report}-${range.from}-to-${range.to}.csv`,
    ),
}
