import { describe, expect, it } from 'vitest'
import { playerRemark } from './wallet.service'

describe('playerRemark', () => {
  it.each([
    ['recharge', 'D20261126ABC', 'D20261126ABC'],
    ['withdraw', 'W20261126XYZ', 'W20261126XYZ'],
    ['sportsBet', '42', '#42'],
    ['sportsPayout', 'cricket:17', '#17'],
    ['sportsResettlement', '42:7', '#42'],
    ['lotteryBet', 'cricket:slip:9', '#9'],
    ['checkInReward', '1:2026-11-26', ''],
    ['adjustment', '12', ''],
    ['bonus', 'welcome', ''],
  ])('tells a %s with reference %s as %o', (kind, reference, remark) => {
    expect(playerRemark(kind, reference)).toBe(remark)
  })
})
