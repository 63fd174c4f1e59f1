import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
} from '@app/domain'
import { z } from 'zod'
import { ZDecimalString } from './envelope'

const ZAmount = ZDecimalString.describe('An amount in USDT as a decimal string, e.g. "150.5"')
const ZTimestamp = z.string().describe('ISO 8601 in UTC')

export const ZLimitKind = z
  .enum(LIMIT_KINDS)
  .describe('deposit, loss (stakes less returns) or wager (stakes)')
export const ZLimitPeriod = z.enum(LIMIT_PERIODS).describe('The rolling window: 24 hours, 7 days or 30 days')

/** One of a player's nine limits (three kinds over three periods), as it stands now. */
export const ZPlayerLimit = z.object({
  kind: ZLimitKind,
  period: ZLimitPeriod,
  amount: ZAmount.nullable().describe('The limit in force; null when there is none'),
  used: ZAmount.describe('What the window already counts: deposits, net losses with open stakes, or stakes'),
  remaining: ZAmount.nullable().describe('What the limit still allows; null when there is no limit'),
  pending: z
    .object({
      amount: ZAmount.nullable().describe('The raised limit, or null when the limit is being removed'),
      effective_at: ZTimestamp.describe('When the raise or removal applies, 24 hours after it was asked'),
    })
    .nullable()
    .describe('A raise or removal waiting for its cooling-off to end; it can be cancelled meanwhile'),
})
export type PlayerLimit = z.infer<typeof ZPlayerLimit>

export const ZBlockKind = z.enum(['time_out', 'self_exclusion'])

/** A break in force: deposits, bets, transfers to games and promotions are closed until it ends. */
export const ZPlayBlock = z.object({
  kind: ZBlockKind,
  started_at: ZTimestamp,
  until: ZTimestamp.nullable().describe('When it ends; null for a permanent self-exclusion'),
})
export type PlayBlockView = z.infer<typeof ZPlayBlock>

export const ZMemberLimits = z.object({
  limits: z.array(ZPlayerLimit).describe('Every kind over every period, limited or not'),
  block: ZPlayBlock.nullable().describe('The time-out or self-exclusion in force, if any'),
})
export type MemberLimits = z.infer<typeof ZMemberLimits>

export const ZLimitChange = z.object({
  kind: ZLimitKind,
  period: ZLimitPeriod,
  amount: ZAmount.nullable().describe(
    'The new limit, or null to remove it. Lower: at once. Higher or removed: after 24 hours. The amount in force again: cancels a pending raise',
  ),
})
export type LimitChange = z.infer<typeof ZLimitChange>

export const ZLimitsUpdate = z.object({ limits: z.array(ZLimitChange).min(1).max(9) })
export type LimitsUpdate = z.infer<typeof ZLimitsUpdate>

export const ZTimeOutRequest = z.object({ duration: z.enum(TIME_OUT_DURATIONS) })
export type TimeOutRequest = z.infer<typeof ZTimeOutRequest>

export const ZSelfExclusionRequest = z.object({ duration: z.enum(SELF_EXCLUSION_DURATIONS) })
export type SelfExclusionRequest = z.infer<typeof ZSelfExclusionRequest>

export const ZRealityCheckMinutes = z
  .union(
    REALITY_CHECK_MINUTES.map((minutes) => z.literal(minutes)) as [
      z.ZodLiteral<15>,
      z.ZodLiteral<30>,
      z.ZodLiteral<60>,
    ],
  )
  .nullable()
  .describe('Minutes between reminders (15, 30 or 60), or null for none')

/** The reality check's setting and the current sign-in session's figures. */
export const ZRealityCheck = z.object({
  interval_minutes: ZRealityCheckMinutes,
  session_started_at: ZTimestamp.describe('When this sign-in began'),
  now: ZTimestamp.describe("The server's time, so the clock shown runs from it"),
  wagered: ZAmount.describe('Stakes placed since the sign-in began'),
  net_result: ZAmount.describe('Returns less stakes since the sign-in began; negative is a loss'),
})
export type RealityCheck = z.infer<typeof ZRealityCheck>

export const ZRealityCheckUpdate = z.object({ interval_minutes: ZRealityCheckMinutes })
export type RealityCheckUpdate = z.infer<typeof ZRealityCheckUpdate>

/** A deposit credited beyond the player's limit or during a break: the chain cannot refuse it. */
export const ZFlaggedDeposit = z.object({
  order_id: z.string(),
  user_id: z.number().int(),
  type: z.enum(['crypto', 'bank', 'card']),
  network: z.string().nullable(),
  amount: ZAmount,
  tx_hash: z.string().nullable(),
  status: z.number().int(),
  created_at: ZTimestamp,
  completed_at: ZTimestamp.nullable(),
})
export type FlaggedDeposit = z.infer<typeof ZFlaggedDeposit>
