import {
  type CashflowFigures,
  type CashflowReport,
  type DailyReport,
  type DailyReportQuery,
  type GamesReport,
  type OperatorReportQuery,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  type ReportGameKey,
  type RevenueFigures,
} from '@app/contract'
import {
  type CatalogueProvider,
  CRICKET,
  formatBasisPoints,
  GAMING_ENTRY_KINDS,
  type GamingFlows,
  gameKeyOf,
  gamingRevenue,
  isGameKey,
  isGamingEntryKind,
  type Money,
  money,
  toDecimalString,
  ZERO,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import {
  type BusinessDays,
  selectBonusCost,
  selectCashflow,
  selectGameFlows,
} from './operator-reports.repository'
import { REPORT_ORDER } from './reports.service'

/**
 * The time zone business days are cut in. No operator time zone is configured, so reports use
 * UTC (and say so); the queries take any IANA zone, should one be configured.
 */
export const REPORT_TIME_ZONE = 'UTC'

/** The casino provider families (pg, tada…) by the catalogue game their rounds belong to. */
export type CasinoGames = ReadonlyMap<string, CatalogueProvider>

const DAY_MS = 86_400_000
const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const dayAfter = (day: string, count: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS))

/**
 * The report's days: as chosen, else the last week up to today (in UTC). A range that ends
 * before it starts is a 400; one longer than REPORT_MAX_DAYS a 422 REPORT_RANGE_TOO_LONG.
 */
function reportDays(query: OperatorReportQuery, now: Date): BusinessDays & { days: string[] } {
  const to = query.to ?? isoDay(now)
  const from = query.from ?? dayAfter(to, -(REPORT_DEFAULT_DAYS - 1))
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1
  if (span < 1) throw new AppError('VALIDATION_FAILED', 400, { field: 'from', reason: 'after to' })
  if (span > REPORT_MAX_DAYS) {
    throw new AppError('REPORT_RANGE_TOO_LONG', 422, { field: 'from', limit: String(REPORT_MAX_DAYS) })
  }
  return {
    from,
    to,
    timeZone: REPORT_TIME_ZONE,
    days: Array.from({ length: span }, (_, index) => dayAfter(from, index)),
  }
}

const NO_FLOWS: GamingFlows = { stakes: ZERO, payouts: ZERO, refunds: ZERO }

/** Adds an entry's player-side amount (negative for a stake) to the flows of its kind. */
function withFlow(flows: GamingFlows, kind: string, playerAmount: bigint): GamingFlows {
  if (!isGamingEntryKind(kind)) return flows
  switch (GAMING_ENTRY_KINDS[kind]) {
    case 'stake':
      return { ...flows, stakes: money(flows.stakes - playerAmount) }
    case 'payout':
      return { ...flows, payouts: money(flows.payouts + playerAmount) }
    case 'refund':
      return { ...flows, refunds: money(flows.refunds + playerAmount) }
  }
}

function addFlows(one: GamingFlows, other: GamingFlows): GamingFlows {
  return {
    stakes: money(one.stakes + other.stakes),
    payouts: money(one.payouts + other.payouts),
    refunds: money(one.refunds + other.refunds),
  }
}

function figures(flows: GamingFlows, bonusCost: Money): RevenueFigures {
  const revenue = gamingRevenue(flows, bonusCost)
  return {
    turnover: toDecimalString(revenue.turnover),
    payouts: toDecimalString(revenue.payouts),
    ggr: toDecimalString(revenue.grossGamingRevenue),
    bonus_cost: toDecimalString(revenue.bonusCost),
    ngr: toDecimalString(revenue.netGamingRevenue),
    hold_percent: revenue.holdBasisPoints === null ? null : formatBasisPoints(revenue.holdBasisPoints),
  }
}

/**
 * The game an entry's source names: a sport key or cricket, a lottery game id, or a casino
 * provider family; undefined when it is none of them (the entry still counts in the totals).
 */
function gameOf(source: string | null, casinoGames: CasinoGames): ReportGameKey | undefined {
  if (source === null) return undefined
  if (source === CRICKET || isGameKey(source)) return source
  if (/^\d+$/.test(source)) return gameKeyOf(Number(source))
  return casinoGames.get(source)
}

async function gameFlows(db: Db, days: BusinessDays, casinoGames: CasinoGames) {
  return (await selectGameFlows(db, days)).map((row) => ({ ...row, game: gameOf(row.source, casinoGames) }))
}

async function bonusByDay(db: Db, days: BusinessDays): Promise<Map<string, Money>> {
  return new Map((await selectBonusCost(db, days)).map((row) => [row.day, money(row.amount)]))
}

const sumMoney = (amounts: Iterable<Money>) => money([...amounts].reduce((sum, amount) => sum + amount, 0n))

/**
 * Revenue per business day, of every game or of one: turnover, payouts, GGR, bonus cost, NGR and
 * hold. Bonuses belong to no game, so a report of one game has no bonus cost.
 */
export async function dailyReport(
  db: Db,
  query: DailyReportQuery,
  casinoGames: CasinoGames,
  now: Date,
): Promise<DailyReport> {
  const range = reportDays(query, now)
  const [flows, bonuses] = await Promise.all([
    gameFlows(db, range, casinoGames),
    query.game === undefined ? bonusByDay(db, range) : new Map<string, Money>(),
  ])
  const byDay = new Map<string, GamingFlows>()
  for (const row of flows) {
    if (query.game !== undefined && row.game !== query.game) continue
    byDay.set(row.day, withFlow(byDay.get(row.day) ?? NO_FLOWS, row.kind, row.amount))
  }
  return {
    from: range.from,
    to: range.to,
    time_zone: range.timeZone,
    game: query.game ?? null,
    days: range.days.map((day) => ({
      day,
      ...figures(byDay.get(day) ?? NO_FLOWS, bonuses.get(day) ?? ZERO),
    })),
    totals: figures([...byDay.values()].reduce(addFlows, NO_FLOWS), sumMoney(bonuses.values())),
  }
}

/** Games in the players' report order (cricket beside the other sports), the row of no game last. */
const positionOf = (game: ReportGameKey | null) =>
  game === null ? REPORT_ORDER.length : REPORT_ORDER.indexOf(game)

/**
 * Revenue per game over the range: a row for each game with any stake or payout, then one
 * (game null) with the bonus cost, which belongs to no game, and with any entry whose game is
 * not known; the totals are the rows' sums.
 */
export async function gamesReport(
  db: Db,
  query: OperatorReportQuery,
  casinoGames: CasinoGames,
  now: Date,
): Promise<GamesReport> {
  const range = reportDays(query, now)
  const [flows, bonuses] = await Promise.all([gameFlows(db, range, casinoGames), bonusByDay(db, range)])
  const byGame = new Map<ReportGameKey | null, GamingFlows>()
  for (const row of flows) {
    const game = row.game ?? null
    byGame.set(game, withFlow(byGame.get(game) ?? NO_FLOWS, row.kind, row.amount))
  }
  const bonusCost = sumMoney(bonuses.values())
  if (bonusCost !== 0n && !byGame.has(null)) byGame.set(null, NO_FLOWS)
  const games = [...byGame.entries()]
    .sort(([one], [other]) => positionOf(one) - positionOf(other))
    .map(([game, gameFlows]) => ({ game, ...figures(gameFlows, game === null ? bonusCost : ZERO) }))
  return {
    from: range.from,
    to: range.to,
    time_zone: range.timeZone,
    games,
    totals: figures([...byGame.values()].reduce(addFlows, NO_FLOWS), bonusCost),
  }
}

type Cash = { depositCount: number; deposits: Money; withdrawalCount: number; withdrawals: Money }
const NO_CASH: Cash = { depositCount: 0, deposits: ZERO, withdrawalCount: 0, withdrawals: ZERO }

function cashFigures(cash: Cash): CashflowFigures {
  return {
    deposit_count: cash.depositCount,
    deposits: toDecimalString(cash.deposits),
    withdrawal_count: cash.withdrawalCount,
    withdrawals: toDecimalString(cash.withdrawals),
    net: toDecimalString(money(cash.deposits - cash.withdrawals)),
  }
}

function addCash(one: Cash, other: Cash): Cash {
  return {
    depositCount: one.depositCount + other.depositCount,
    deposits: money(one.deposits + other.deposits),
    withdrawalCount: one.withdrawalCount + other.withdrawalCount,
    withdrawals: money(one.withdrawals + other.withdrawals),
  }
}

/** Deposits credited and withdrawals paid per business day, how many and how much, and the net. */
export async function cashflowReport(db: Db, query: OperatorReportQuery, now: Date): Promise<CashflowReport> {
  const range = reportDays(query, now)
  const byDay = new Map<string, Cash>()
  for (const row of await selectCashflow(db, range)) {
    const moved: Cash =
      row.kind === 'recharge'
        ? { ...NO_CASH, depositCount: row.count, deposits: money(row.amount) }
        : { ...NO_CASH, withdrawalCount: row.count, withdrawals: money(row.amount) }
    byDay.set(row.day, addCash(byDay.get(row.day) ?? NO_CASH, moved))
  }
  return {
    from: range.from,
    to: range.to,
    time_zone: range.timeZone,
    days: range.days.map((day) => ({ day, ...cashFigures(byDay.get(day) ?? NO_CASH) })),
    totals: cashFigures([...byDay.values()].reduce(addCash, NO_CASH)),
  }
}
