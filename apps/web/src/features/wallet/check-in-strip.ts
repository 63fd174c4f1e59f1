import type { CheckInStatus } from '@app/contract'

export type CheckInDayState = 'claimed' | 'today' | 'claimedToday' | 'upcoming'

/** The streak day today stands on: the one just claimed, or the one a claim now would be. */
export function todayStreakDay(
  status: Pick<CheckInStatus, 'checked_in_today' | 'streak' | 'next_day' | 'rewards'>,
): number {
  const cycle = Math.max(status.rewards.length, 1)
  return status.checked_in_today ? ((Math.max(status.streak, 1) - 1) % cycle) + 1 : status.next_day
}

/**
 * The 7-day reward strip: days before today's are claimed, today's is claimable (or claimed
 * today), the rest are still to come. E.g. next_day 3 unclaimed: days 1–2 claimed, 3 today.
 */
export function checkInStrip(
  status: Pick<CheckInStatus, 'checked_in_today' | 'streak' | 'next_day' | 'rewards'>,
): { day: number; reward: string; state: CheckInDayState }[] {
  const today = todayStreakDay(status)
  return status.rewards.map(({ day, reward }) => {
    let state: CheckInDayState = 'upcoming'
    if (day < today) state = 'claimed'
    else if (day === today) state = status.checked_in_today ? 'claimedToday' : 'today'
    return { day, reward, state }
  })
}
