import { z } from 'zod'

/** Every response body: code 0 with data on success; on failure the HTTP status as code and an error key as msg. */
export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data })
}

export const ZErrorEnvelope = z.object({
  code: z.number().int().describe('HTTP status of the failure'),
  msg: z.string().describe('Stable error key, translated by the web app as errors.<msg>'),
  data: z.unknown().describe('Details: for validation failures the offending field'),
})
export type ErrorEnvelope = z.infer<typeof ZErrorEnvelope>

export type Envelope<T> = { code: number; msg: string; data: T }

/** Wraps successful data in the envelope: `ok(list)` is `{ code: 0, msg: '', data: list }`. */
export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: '', data }
}

/**
 * A decimal money string as it travels in JSON, e.g. "12.5". Never a float. At most 12 whole
 * digits: far beyond any real amount, and a sum of such amounts in micro-units still fits the
 * database's 64-bit integers.
 */
export const ZDecimalString = z
  .string()
  .regex(/^-?\d{1,12}(\.\d+)?$/, 'a decimal number as a string, less than 10^12')

/**
 * A code filter of a list (a status or a kind), as its query parameter: codes are stored as
 * PostgreSQL smallints, so a filter outside their range is refused rather than sent to the database.
 */
export const ZCodeFilter = z.coerce.number().int().min(-32_768).max(32_767)
