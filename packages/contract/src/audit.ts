import { z } from 'zod'
import { operatorPaging } from './operator-page'

/**
 * The back office's audit log (admin duty): every operator write, append-only, with who did it
 * and with which roles, from where, why, and the target's fields before and after.
 */

const ZTimestamp = z.string().describe('ISO 8601 in UTC')
const ZSnapshot = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe('The target’s relevant fields; null before a creation (or where not recorded)')

export const ZOperatorAction = z.object({
  id: z.number().int(),
  operator_id: z.number().int(),
  operator_email: z.string().nullable(),
  operator_roles: z
    .array(z.string())
    .nullable()
    .describe('The roles the operator held at the time; null on rows older than the record of roles'),
  client_address: z.string().nullable().describe('Where the request came from; null when no request made it'),
  action: z.string().describe('What was done, e.g. approve_withdrawal, player.lock'),
  target: z.string().describe('What it was done to, e.g. user:12, adjustment:3, an order id'),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  before: ZSnapshot,
  after: ZSnapshot,
  created_at: ZTimestamp,
})
export type OperatorAction = z.infer<typeof ZOperatorAction>

const ZInstant = z.iso.datetime({ offset: true })

export const ZOperatorActionQuery = z.object({
  operator: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53)
    .optional()
    .describe('Only this operator’s actions'),
  action: z.string().trim().min(1).max(100).optional().describe('Exactly this action'),
  target: z.string().trim().min(1).max(200).optional().describe('Exactly this target'),
  from: ZInstant.optional().describe('From this instant, inclusive'),
  to: ZInstant.optional().describe('Before this instant, exclusive'),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Any case, anywhere in the action, target, reason, details or snapshots'),
  ...operatorPaging(50),
})
export type OperatorActionQuery = z.infer<typeof ZOperatorActionQuery>

export const ZOperatorActionPage = z.object({ list: z.array(ZOperatorAction), total: z.number().int() })
export type OperatorActionPage = z.infer<typeof ZOperatorActionPage>
