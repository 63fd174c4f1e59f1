import { z } from 'zod'
import { ZCodeFilter, ZDecimalString } from './envelope'
import { ZSettleReasons } from './settlement-reasons'

const ZTimestamp = z.string().describe('ISO 8601 in UTC')

/** A price of the odds list: bet type (top), selection (prop), odds and the stake limits in USDT. */
export const ZLotteryOddsEntry = z.object({
  top: z.string(),
  prop: z.string(),
  odd: z.string().describe('Decimal odds with 2 decimals, e.g. "1.96"'),
  min: ZDecimalString,
  max: ZDecimalString,
})
export type LotteryOddsEntry = z.infer<typeof ZLotteryOddsEntry>

export const ZLotteryOddsQuery = z.object({ game: z.string().max(32) })

/** A Mark Six result: 6 regular numbers in draw order and the special number. */
export const ZMarkSixDrawResult = z.object({
  numbers: z.array(z.number().int()).length(6),
  special: z.number().int(),
})
/** A race result: the cars in finishing order, champion first. */
export const ZRaceDrawResult = z.object({ order: z.array(z.number().int()).length(10) })
export const ZDrawResult = z.union([ZMarkSixDrawResult, ZRaceDrawResult])
export type DrawResult = z.infer<typeof ZDrawResult>

/** A draw. Status: open 1, closed 2, settled 3, canceled 4. The seed is shown once settled. */
export const ZDraw = z.object({
  id: z.number().int(),
  game: z.string(),
  number: z.string(),
  status: z.number().int(),
  closes_at: ZTimestamp,
  draws_at: ZTimestamp,
  result_source: z.enum(['house', 'official']),
  commitment: z.string().describe('SHA-256 of the server seed, published before betting closes'),
  seed: z.string().nullable().describe('The server seed, revealed after the draw'),
  bets_digest: z.string().nullable(),
  client_value: z.string().nullable(),
  result: ZDrawResult.nullable(),
  year_animal: z.string().nullable().describe('Mark Six: the zodiac year the draw belongs to'),
})
export type Draw = z.infer<typeof ZDraw>

export const ZDrawListQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  match_id: z.coerce.number().int().positive().optional().describe('One draw by its id'),
})
export const ZRaceListQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  id: z.coerce.number().int().positive().optional().describe('One draw by its id'),
})
export const ZGameParams = z.object({ game: z.string().max(32) })
export const ZDrawIdParams = z.object({ id: z.coerce.number().int().positive() })

export const ZDrawVerification = z.object({
  draw: ZDraw,
  commitment_matches: z.boolean().describe('SHA-256 of the revealed seed equals the published commitment'),
  recomputed: ZDrawResult.nullable().describe('The result recomputed from the seed and the client value'),
  result_matches: z.boolean(),
})
export type DrawVerification = z.infer<typeof ZDrawVerification>

export const ZLotteryBetEntry = z.object({
  type: z.string().max(40).describe('The bet type (top), e.g. specialCode'),
  prop: z.string().max(120).describe('The selection, e.g. "7", "big", "level2:horse,ox"'),
  amount: ZDecimalString.describe('USDT per combination'),
})
export const ZPlaceLotteryBets = z.object({
  game: z.string().max(32),
  draw_id: z.number().int().positive().describe('The open draw the slip is for'),
  entries: z.array(ZLotteryBetEntry).min(1).max(100),
})
export type PlaceLotteryBets = z.infer<typeof ZPlaceLotteryBets>

/** A lottery bet. Status: pending 1, settled 16, cancelled 32; outcome once settled. */
export const ZLotteryBet = z.object({
  id: z.number().int(),
  game: z.string(),
  draw_id: z.number().int(),
  draw_number: z.string(),
  type: z.string(),
  prop: z.string(),
  amount: ZDecimalString,
  combinations: z.number().int(),
  cost: ZDecimalString,
  odd: z.string(),
  status: z.number().int(),
  outcome: z.enum(['win', 'lose', 'push', 'refund']).nullable(),
  payout: ZDecimalString.nullable(),
  created_at: ZTimestamp,
  settled_at: ZTimestamp.nullable(),
  settle_reasons: ZSettleReasons,
  result: ZDrawResult.nullable(),
  year_animal: z
    .string()
    .nullable()
    .describe('Mark Six: the zodiac year of the draw, for the result’s animals'),
})
export type LotteryBet = z.infer<typeof ZLotteryBet>

export const ZPlacedSlip = z.object({
  slip_id: z.number().int(),
  total: ZDecimalString,
  score: ZDecimalString.describe('The balance after the debit'),
  bets: z.array(ZLotteryBet),
})
export type PlacedSlip = z.infer<typeof ZPlacedSlip>

export const ZLotteryBetsQuery = z.object({
  game: z.string().max(32).optional(),
  status: ZCodeFilter.optional(),
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

export const ZOfficialResult = z.object({
  numbers: z.array(z.number().int().min(1).max(49)).length(6),
  special: z.number().int().min(1).max(49),
})
