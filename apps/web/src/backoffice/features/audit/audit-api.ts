import type { OperatorActionPage } from '@app/contract'
import { operatorRequest } from '../../shared/operator-client'

/** A search of the audit log as the page holds it; days are the operator's local calendar days. */
export type AuditFilter = {
  operator?: number | undefined
  action?: string | undefined
  target?: string | undefined
  /** First day, YYYY-MM-DD, from its local midnight. */
  from?: string | undefined
  /** Last day, YYYY-MM-DD, up to the next local midnight. */
  to?: string | undefined
  q?: string | undefined
}

/** The instant a local calendar day starts, `offset` days after `day`, e.g. "2026-05-01" in Berlin is 2026-04-30T22:00:00Z. */
function localMidnight(day: string, offset = 0): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date + offset).toISOString()
}

/** The audit log's query: only the filters set, days as the instants they start and end. */
export function auditQuery(filter: AuditFilter, page: { start: number; limit: number }): string {
  const search = new URLSearchParams()
  if (filter.operator !== undefined) search.set('operator', String(filter.operator))
  if (filter.action) search.set('action', filter.action)
  if (filter.target) search.set('target', filter.target)
  if (filter.from) search.set('from', localMidnight(filter.from))
  if (filter.to) search.set('to', localMidnight(filter.to, 1))
  if (filter.q) search.set('q', filter.q)
  search.set('start', String(page.start))
  search.set('limit', String(page.limit))
  return search.toString()
}

/** The audit log (admin duty): every operator write, newest first, a page at a time. */
export const auditApi = {
  search: (filter: AuditFilter, page: { start: number; limit: number }) =>
    operatorRequest<OperatorActionPage>(`/actions?${auditQuery(filter, page)}`),
}
