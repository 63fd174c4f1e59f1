import type { CheckInClaim, CheckInStatus } from '@app/contract'
import {
  CHECK_IN_REWARDS,
  checkInDay,
  checkInReward,
  money,
  nextStreakDay,
  toDecimalString,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { plainTransaction, type Transact } from '../idempotency/idempotency.service'
import { playerCash, postEntry } from '../ledger/ledger.service'
import { guardPromotion } from '../player-protection/player-protection.service'
import { insertCheckIn, selectLastCheckIn } from './wallet.repository'

/** Today's check-in for the player: whether it is claimed, the streak, and the 7 days' rewards. */
export async function checkInStatus(db: Db, userId: number, now: Date): Promise<CheckInStatus> {
  const today = checkInDay(now)
  const last = await selectLastCheckIn(db, userId)
  const isClaimed = last?.day === today
  const nextDay = isClaimed ? (last.streak % CHECK_IN_REWARDS.length) + 1 : nextStreakDay(today, last)
  return {
    today,
    checked_in_today: isClaimed,
    streak: isClaimed ? last.streak : nextDay - 1,
    next_day: nextDay,
    rewards: CHECK_IN_REWARDS.map((reward, index) => ({ day: index + 1, reward: toDecimalString(reward) })),
  }
}

/**
 * Claims today's reward: once per player per day (the day's row is the lock), credited from the
 * house's promotions account in the same transaction. A second claim is 422 ALREADY_CHECKED_IN.
 */
export async function claimCheckIn(
  db: Db,
  userId: number,
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<CheckInClaim> {
  const today = checkInDay(now)
  return transact(async (trx) => {
    await guardPromotion(trx, userId, now)
    const streakDay = nextStreakDay(today, await selectLastCheckIn(trx, userId))
    const reward = checkInReward(streakDay)
    if (!(await insertCheckIn(trx, userId, today, streakDay, reward, now))) {
      throw new AppError('ALREADY_CHECKED_IN', 422)
    }
    await postEntry(
      trx,
      {
        kind: 'checkInReward',
        reference: `${userId}:${today}`,
        postings: [
          { account: { kind: 'player_cash', userId }, amount: reward },
          { account: { kind: 'house_promotions' }, amount: money(-reward) },
        ],
      },
      now,
    )
    return {
      streak_day: streakDay,
      reward: toDecimalString(reward),
      score: toDecimalString(await playerCash(trx, userId)),
    }
  })
}
