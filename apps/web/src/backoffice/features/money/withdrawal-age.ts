/** How urgent a waiting withdrawal is by its age: the queue colours its age with this. */
export type AgeBand = 'fresh' | 'ageing' | 'overdue'

const HOUR_SECONDS = 3600
/**
 * Support tells players most withdrawals are paid within 24 hours: one waiting 4 hours is worth a
 * look, one waiting 12 (half of that promise) is late.
 */
export const AGEING_AFTER_SECONDS = 4 * HOUR_SECONDS
export const OVERDUE_AFTER_SECONDS = 12 * HOUR_SECONDS

/** The band of a withdrawal's age, e.g. `ageBand(5 * 3600)` is 'ageing'. */
export function ageBand(ageSeconds: number): AgeBand {
  if (ageSeconds >= OVERDUE_AFTER_SECONDS) return 'overdue'
  if (ageSeconds >= AGEING_AFTER_SECONDS) return 'ageing'
  return 'fresh'
}
