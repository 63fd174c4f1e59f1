import { z } from 'zod'

/**
 * The paging fields of a back-office list query: skip `start` rows, then at most `limit` rows
 * (`defaultLimit` when the query names none). Spread them into a list's query schema.
 *
 * @example z.object({ status: ZCodeFilter, ...operatorPaging(50) })
 */
export function operatorPaging(defaultLimit = 20) {
  return {
    start: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  }
}

/** A back-office list's query with nothing but its page: `?start=40&limit=20`. */
export const ZOperatorPageQuery = z.object(operatorPaging())
export type OperatorPageQuery = z.infer<typeof ZOperatorPageQuery>
