import {
  type CashflowReport,
  type DailyReport,
  type GamesReport,
  ok,
  ZCashflowReport,
  ZDailyReport,
  ZDailyReportQuery,
  ZEnvelope,
  ZGamesReport,
  ZOperatorReportQuery,
} from '@app/contract'
import type { CatalogueProvider } from '@app/domain'
import type { FastifyReply } from 'fastify'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import type { AccountSettings } from '../accounts/accounts.service'
import { operatorFailures } from '../operator/operator-failures'
import { createOperatorRoleGuard, decorateOperatorRequests } from '../operator/operator-guard'
import { type CsvCell, toCsv } from './csv'
import { cashflowReport, dailyReport, gamesReport } from './operator-reports.service'

export type ReportsOperatorRoutesOptions = {
  /** Where operators are authenticated (the primary). */
  db: Db
  /** Where the reports read: a replica when one is configured. */
  readDb: Db
  clock: Clock
  settings: AccountSettings
  /** The seamless casino providers and the catalogue game their rounds belong to. */
  casinoSources: readonly { provider: { family: string }; catalogueProvider: CatalogueProvider }[]
}

const REVENUE_COLUMNS = ['turnover', 'payouts', 'ggr', 'bonus_cost', 'ngr', 'hold_percent'] as const
const CASHFLOW_COLUMNS = ['deposit_count', 'deposits', 'withdrawal_count', 'withdrawals', 'net'] as const

/** A row's cells in the columns' order; the totals row is labelled "total" in its first column. */
const cells = <Row extends Record<string, CsvCell>>(
  label: CsvCell,
  row: Row,
  columns: readonly (keyof Row)[],
) => [label, ...columns.map((column) => row[column] ?? null)]

function dailyCsv(report: DailyReport): string {
  return toCsv(
    ['day', ...REVENUE_COLUMNS],
    [
      ...report.days.map((row) => cells(row.day, row, REVENUE_COLUMNS)),
      cells('total', report.totals, REVENUE_COLUMNS),
    ],
  )
}

function gamesCsv(report: GamesReport): string {
  return toCsv(
    ['game', ...REVENUE_COLUMNS],
    [
      ...report.games.map((row) => cells(row.game, row, REVENUE_COLUMNS)),
      cells('total', report.totals, REVENUE_COLUMNS),
    ],
  )
}

function cashflowCsv(report: CashflowReport): string {
  return toCsv(
    ['day', ...CASHFLOW_COLUMNS],
    [
      ...report.days.map((row) => cells(row.day, row, CASHFLOW_COLUMNS)),
      cells('total', report.totals, CASHFLOW_COLUMNS),
    ],
  )
}

/** Sends a report as a CSV download named after it and its days, e.g. cashflow-2026-01-01-to-2026-01-31.csv. */
function sendCsv<Report extends { from: string; to: string }>(
  reply: FastifyReply,
  name: string,
  report: Report,
  write: (report: Report) => string,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${report.from}-to-${report.to}.csv"`)
    .header('cache-control', 'no-store')
    .send(write(report))
}

/**
 * The back office's reports, for the finance duty (and admin): revenue per day and per game, and
 * deposits and withdrawals per day, all from the ledger, in business days of the report's time
 * zone. Each JSON report has a CSV twin at the same path plus `.csv`, with the same query:
 * one row per day or game and a last "total" row, amounts as plain decimal strings.
 */
export async function reportsOperatorRoutes(
  app: App,
  { db, readDb, clock, settings, casinoSources }: ReportsOperatorRoutesOptions,
) {
  decorateOperatorRequests(app)
  const finance = { onRequest: createOperatorRoleGuard(db, settings, clock, 'finance') }
  const tags = ['operator']
  const casinoGames = new Map(
    casinoSources.map((source) => [source.provider.family, source.catalogueProvider]),
  )
  const formulas = 'GGR = turnover − payouts; NGR = GGR − bonus cost; hold % = GGR / turnover'

  app.get(
    '/api/v1/operator/reports/daily',
    {
      ...finance,
      schema: {
        summary: `Revenue per business day, of every game or of one (${formulas}); at most 366 days (422 REPORT_RANGE_TOO_LONG)`,
        tags,
        querystring: ZDailyReportQuery,
        response: { 200: ZEnvelope(ZDailyReport), ...operatorFailures },
      },
    },
    async (request) => ok(await dailyReport(readDb, request.query, casinoGames, clock.now())),
  )
  app.get(
    '/api/v1/operator/reports/daily.csv',
    {
      ...finance,
      schema: { summary: 'The daily revenue report as a CSV download', tags, querystring: ZDailyReportQuery },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'daily-revenue',
        await dailyReport(readDb, request.query, casinoGames, clock.now()),
        dailyCsv,
      ),
  )
  app.get(
    '/api/v1/operator/reports/games',
    {
      ...finance,
      schema: {
        summary: `Revenue per game over the days (${formulas}); the bonus cost, which belongs to no game, on a row of its own`,
        tags,
        querystring: ZOperatorReportQuery,
        response: { 200: ZEnvelope(ZGamesReport), ...operatorFailures },
      },
    },
    async (request) => ok(await gamesReport(readDb, request.query, casinoGames, clock.now())),
  )
  app.get(
    '/api/v1/operator/reports/games.csv',
    {
      ...finance,
      schema: {
        summary: 'The revenue per game report as a CSV download',
        tags,
        querystring: ZOperatorReportQuery,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'game-revenue',
        await gamesReport(readDb, request.query, casinoGames, clock.now()),
        gamesCsv,
      ),
  )
  app.get(
    '/api/v1/operator/reports/cashflow',
    {
      ...finance,
      schema: {
        summary: 'Deposits credited and withdrawals paid per business day: how many, how much, and the net',
        tags,
        querystring: ZOperatorReportQuery,
        response: { 200: ZEnvelope(ZCashflowReport), ...operatorFailures },
      },
    },
    async (request) => ok(await cashflowReport(readDb, request.query, clock.now())),
  )
  app.get(
    '/api/v1/operator/reports/cashflow.csv',
    {
      ...finance,
      schema: { summary: 'The cash flow report as a CSV download', tags, querystring: ZOperatorReportQuery },
    },
    async (request, reply) =>
      sendCsv(reply, 'cashflow', await cashflowReport(readDb, request.query, clock.now()), cashflowCsv),
  )
}
