import {
  type BetStatistics,
  type BetStatisticsQuery,
  type BetTotals,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  type ReportGameKey,
} from '@app/contract'
import {
  CRICKET,
  GAME_ID,
  GAME_ORDER,
  gameCategory,
  gameKeyOf,
  isGameKey,
  type Money,
  money,
  toDecimalString,
  ZERO,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { playerCurrency } from '../accounts/accounts.service'
import { exchangeOf } from '../currencies/currencies.service'
import { settledLotteryBetTotals } from '../lottery/lottery.service'
import { settledCricketBetTotals } from '../sports/cricket.service'
import { settledSportsBetTotals } from '../sports/sports.service'

const DAY_MS = 86_400_000

type DailyTotals = { game: ReportGameKey; day: string; turnover: Money; payout: Money; count: number }

const dayOf = (date: Date) => date.toISOString().slice(0, 10)
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`)

/**
 * The inclusive UTC days of a report: as chosen, else the last week up to today. The longest
 * range keeps a report one quick query per product.
 */
function reportDays(query: BetStatisticsQuery, now: Date): { first: string; last: string; days: string[] } {
  const last = query.end_date ?? dayOf(now)
  const first =
    query.start_date ?? dayOf(new Date(startOfDay(last).getTime() - (REPORT_DEFAULT_DAYS - 1) * DAY_MS))
  const span = (startOfDay(last).getTime() - startOfDay(first).getTime()) / DAY_MS + 1
  if (span < 1)
    throw new AppError('VALIDATION_FAILED', 400, { field: 'start_date', reason: 'after end_date' })
  if (span > REPORT_MAX_DAYS) {
    throw new AppError('VALIDATION_FAILED', 400, {
      field: 'start_date',
      reason: `more than ${REPORT_MAX_DAYS} days`,
    })
  }
  const days = Array.from({ length: span }, (_, index) =>
    dayOf(new Date(startOfDay(first).getTime() + index * DAY_MS)),
  )
  return { first, last, days }
}

/** The game a report is filtered to, from a game id or key; a number that is no game is a 400. */
function chosenGame(gameId: BetStatisticsQuery['game_id']): ReportGameKey | undefined {
  if (gameId === undefined) return undefined
  if (typeof gameId === 'string') return gameId
  const key = gameKeyOf(gameId)
  if (!key) throw new AppError('VALIDATION_FAILED', 400, { field: 'game_id' })
  return key
}

const SPORT_GAMES = new Set<string>(['soccer', 'basketball', 'bd'])

/** The settled bets of every product that holds bets of the chosen game (all when none is chosen). */
async function dailyTotals(
  db: Db,
  userId: number,
  range: { from: Date; to: Date },
  game: ReportGameKey | undefined,
): Promise<DailyTotals[]> {
  const wantsSports = game === undefined || SPORT_GAMES.has(game)
  const wantsCricket = game === undefined || game === CRICKET
  const lotteryId = game !== undefined && isGameKey(game) ? GAME_ID[game] : undefined
  const wantsLottery =
    game === undefined || (lotteryId !== undefined && gameCategory(lotteryId) === 'lottery')
  const [sports, cricket, lottery] = await Promise.all([
    wantsSports ? settledSportsBetTotals(db, userId, range, game) : [],
    wantsCricket ? settledCricketBetTotals(db, userId, range) : [],
    wantsLottery ? settledLotteryBetTotals(db, userId, range, lotteryId) : [],
  ])
  const known = (key: string | undefined): key is ReportGameKey =>
    key !== undefined && (isGameKey(key) || key === CRICKET)
  return [
    ...sports.flatMap((row) => (known(row.game) ? [{ ...row, game: row.game }] : [])),
    ...cricket.map((row) => ({ ...row, game: CRICKET as ReportGameKey })),
    ...lottery.flatMap(({ gameId, ...row }) => {
      const key = gameKeyOf(gameId)
      return key ? [{ ...row, game: key }] : []
    }),
  ]
}

type Sum = { turnover: Money; payout: Money; count: number }
const EMPTY: Sum = { turnover: ZERO, payout: ZERO, count: 0 }

function add(sum: Sum, row: Sum): Sum {
  return {
    turnover: money(sum.turnover + row.turnover),
    payout: money(sum.payout + row.payout),
    count: sum.count + row.count,
  }
}

function toTotals(sum: Sum): BetTotals {
  return {
    turnover: toDecimalString(sum.turnover),
    payout: toDecimalString(sum.payout),
    net: toDecimalString(money(sum.payout - sum.turnover)),
    bet_count: sum.count,
  }
}

/** Games in the fixed game order, cricket beside the other sports. */
export const REPORT_ORDER: readonly ReportGameKey[] = GAME_ORDER.flatMap((id) => {
  const key = gameKeyOf(id)
  if (!key) return []
  return key === 'bd' ? [key, CRICKET as ReportGameKey] : [key]
})

/**
 * The player's betting report: settled bets of sports, cricket, lottery and racing counted on
 * the UTC day they were settled, summed in total, per day (every day of the range) and per game.
 * Cancelled bets were refunded, so they count nowhere. Amounts are USDT, with the player's
 * currency and its rate for display, as every amount of the API.
 */
export async function betStatistics(
  db: Db,
  userId: number,
  query: BetStatisticsQuery,
  now: Date,
): Promise<BetStatistics> {
  const { first, last, days } = reportDays(query, now)
  const game = chosenGame(query.game_id)
  const range = { from: startOfDay(first), to: new Date(startOfDay(last).getTime() + DAY_MS) }
  const [rows, currency] = await Promise.all([
    dailyTotals(db, userId, range, game),
    playerCurrency(db, userId),
  ])
  const byDay = new Map<string, Sum>(days.map((day) => [day, EMPTY]))
  const byGame = new Map<ReportGameKey, Sum>()
  let total = EMPTY
  for (const row of rows) {
    total = add(total, row)
    byDay.set(row.day, add(byDay.get(row.day) ?? EMPTY, row))
    byGame.set(row.game, add(byGame.get(row.game) ?? EMPTY, row))
  }
  const rank = (key: ReportGameKey) => REPORT_ORDER.indexOf(key)
  return {
    currency,
    exchange: await exchangeOf(db, currency),
    start_date: first,
    end_date: last,
    totals: toTotals(total),
    by_day: [...byDay].map(([date, sum]) => ({ date, ...toTotals(sum) })),
    by_game: [...byGame]
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([key, sum]) => ({ game: key, game_id: isGameKey(key) ? GAME_ID[key] : null, ...toTotals(sum) })),
  }
}
