import { MICRO_PER_UNIT, type Money, money } from '../money/money'

/** Rewards of a 7-day check-in streak in USDT: day 1 to day 7, then the cycle starts over. */
export const CHECK_IN_REWARDS: readonly Money[] = [
  money(MICRO_PER_UNIT / 2n),
  money(MICRO_PER_UNIT),
  money((MICRO_PER_UNIT * 3n) / 2n),
  money(2n * MICRO_PER_UNIT),
  money(3n * MICRO_PER_UNIT),
  money(4n * MICRO_PER_UNIT),
  money(8n * MICRO_PER_UNIT),
]

/** The calendar day (UTC) of a moment, as YYYY-MM-DD: the unit of "one claim per day". */
export function checkInDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}

const previousDay = (day: string) => checkInDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000))

/**
 * The streak day a claim today would be (1–7), given the last claim: the day after a claim
 * continues the streak, a gap starts over at 1, and day 7 is followed by day 1.
 */
export function nextStreakDay(today: string, last: { day: string; streak: number } | undefined): number {
  if (!last || last.day !== previousDay(today)) return 1
  return (last.streak % CHECK_IN_REWARDS.length) + 1
}

/** The reward of a streak day, e.g. day 7 is 8 USDT. */
export function checkInReward(streakDay: number): Money {
  const reward = CHECK_IN_REWARDS[streakDay - 1]
  if (reward === undefined) throw new Error(`No check-in reward for streak day ${streakDay}`)
  return reward
}
