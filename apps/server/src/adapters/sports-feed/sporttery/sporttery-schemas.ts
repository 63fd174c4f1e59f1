import { z } from 'zod'

// The China Sports Lottery's public JSON, as its own pages read it from webapi.sporttery.cn. Only
// the fields the feed uses are named; the rest are let through unread. Envelopes are parsed first
// and each match or result row on its own, so one malformed match never hides the others.

/** matchId: a number in the calculator, sometimes a string of digits elsewhere. */
const ZMatchId = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,18}$/)])
  .transform((id) => String(id))
const ZName = z.string().trim().min(1).max(100)
/** "0" means success; some endpoints send it as a number. */
const ZErrorCode = z.union([z.string(), z.number()]).transform((code) => String(code))

/**
 * One pool of a match: outcome keys to odds as decimal strings ("h": "1.85", "s01s00": "6.50",
 * "w1": "3.10"), the line as `goalLine` ("-1", "+5.5", "215.5"), update times and the "…f" flags
 * that mark a price moving up or down. A pool not asked for comes as {}. Values are checked where
 * they are read (sporttery-markets), so a field added beside them does not cost the match.
 */
export const ZPoolOdds = z.record(z.string(), z.unknown())
export type PoolOdds = z.infer<typeof ZPoolOdds>

/** A pool's sale: its code in capitals ("HAD") and whether it is selling ("Selling"). */
const ZPoolSale = z.object({ poolCode: z.string(), poolStatus: z.string().optional() })

/** Match time in Beijing (UTC+8): "2026-11-28" and "19:35:00" (or "19:35"). */
const ZMatchDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
const ZMatchTime = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'must be HH:mm[:ss]')

/** A match of getMatchCalculatorV1 (`value.matchInfoList[].subMatchList[]`), soccer or basketball. */
export const ZCalculatorMatch = z.object({
  matchId: ZMatchId,
  matchNumStr: z.string().max(20).optional(),
  leagueAbbName: ZName,
  homeTeamAbbName: ZName,
  awayTeamAbbName: ZName,
  matchDate: ZMatchDate,
  matchTime: ZMatchTime,
  /** "Selling" while the match is on sale. */
  matchStatus: z.string().optional(),
  poolList: z.array(ZPoolSale).nullish(),
  had: ZPoolOdds.nullish(),
  hhad: ZPoolOdds.nullish(),
  crs: ZPoolOdds.nullish(),
  ttg: ZPoolOdds.nullish(),
  hafu: ZPoolOdds.nullish(),
  mnl: ZPoolOdds.nullish(),
  hdc: ZPoolOdds.nullish(),
  hilo: ZPoolOdds.nullish(),
  wnm: ZPoolOdds.nullish(),
})
export type CalculatorMatch = z.infer<typeof ZCalculatorMatch>

/** The calculator's envelope; a suspended game may answer without a selling list (nothing on sale). */
export const ZCalculatorPage = z.object({
  success: z.boolean().optional(),
  errorCode: ZErrorCode.optional(),
  value: z.object({
    matchInfoList: z
      .array(z.object({ businessDate: z.string().optional(), subMatchList: z.array(z.unknown()).nullish() }))
      .nullish(),
  }),
})

/**
 * A soccer result of getUniformMatchResultV1 (`value.matchResult[]`): `sectionsNo1` the half-time
 * and `sectionsNo999` the full-time (90 minutes) score as "home:away", `matchResultStatus` "2"
 * once the result is drawn; a cancelled match reads "取消" where its score (or `resultStatus`) would be.
 */
export const ZSoccerResult = z.object({
  matchId: ZMatchId,
  matchNumStr: z.string().optional(),
  matchResultStatus: ZErrorCode.optional(),
  resultStatus: z.string().nullish(),
  sectionsNo1: z.string().nullish(),
  sectionsNo999: z.string().nullish(),
})
export type SoccerResult = z.infer<typeof ZSoccerResult>

/**
 * A basketball result of getUniformMatchResultV2: `finalScore` the whole game with overtime as
 * "away:home" (sporttery writes basketball away side first), drawn once `matchResultStatus` (or
 * `status`) is 2; "取消" for a cancelled match.
 */
export const ZBasketballResult = z.object({
  matchId: ZMatchId,
  matchNumStr: z.string().optional(),
  matchResultStatus: ZErrorCode.optional(),
  status: ZErrorCode.optional(),
  finalScore: z.string().nullish(),
})
export type BasketballResult = z.infer<typeof ZBasketballResult>

/** The results' envelope: a page of rows and how many pages there are. */
export const ZResultPage = z.object({
  success: z.boolean().optional(),
  errorCode: ZErrorCode.optional(),
  value: z.object({
    matchResult: z.array(z.unknown()).nullish(),
    pages: z.coerce.number().int().nonnegative().optional(),
  }),
})
