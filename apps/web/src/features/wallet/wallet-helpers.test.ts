import { CHANGE_LOG_KINDS } from '@app/domain'
import { describe, expect, it } from 'vitest'
import wallet from '../../i18n/locales/en/wallet.json'
import { createActionKeys } from './action-key'
import { checkInStrip } from './check-in-strip'
import { canContinuePayment, depositStatusLabel, withdrawalStatusLabel } from './status-labels'
import { depositTitle } from './transaction-history'
import { formatSignedUsdt } from './wallet-money'

describe('formatSignedUsdt', () => {
  it('signs credits and debits in the change log', () => {
    expect(formatSignedUsdt('10', 'en')).toBe('+10.00')
    expect(formatSignedUsdt('-5.5', 'en')).toBe('-5.50')
    expect(formatSignedUsdt('0', 'en')).toBe('0.00')
  })
})

describe('createActionKeys', () => {
  const counter = () => {
    let next = 0
    return () => `key-${++next}`
  }
  const failure = (status: number | 'FETCH_ERROR') => ({ status, msg: 'X' })

  /** Calls one attempt that ends with `outcome` and notes the key it was given. */
  async function attempt(
    keys: ReturnType<typeof createActionKeys>,
    request: unknown,
    outcome: 'ok' | number | 'FETCH_ERROR',
    seen: string[],
  ) {
    await keys
      .attempt(request, async (key) => {
        seen.push(key)
        if (outcome !== 'ok') throw failure(outcome)
      })
      .catch(() => {})
  }

  it('keeps the key while the same request is retried after a lost connection or a 5xx', async () => {
    const keys = createActionKeys(counter())
    const seen: string[] = []
    await attempt(keys, { amount: '10' }, 'FETCH_ERROR', seen)
    await attempt(keys, { amount: '10' }, 503, seen)
    await attempt(keys, { amount: '10' }, 'ok', seen)
    expect(seen).toEqual(['key-1', 'key-1', 'key-1'])
  })

  it('makes a new key after a success, a final 4xx answer, or a changed request', async () => {
    const keys = createActionKeys(counter())
    const seen: string[] = []
    await attempt(keys, { amount: '10' }, 'ok', seen)
    await attempt(keys, { amount: '10' }, 422, seen)
    await attempt(keys, { amount: '10' }, 503, seen)
    await attempt(keys, { amount: '20' }, 'ok', seen)
    expect(seen).toEqual(['key-1', 'key-2', 'key-3', 'key-4'])
  })
})

describe('status labels', () => {
  it.each([
    [0, 'wallet.depositStatus.pending', 'waiting'],
    [3, 'wallet.depositStatus.success', 'done'],
    [4, 'wallet.depositStatus.rejected', 'stopped'],
    [5, 'wallet.depositStatus.processing', 'waiting'],
    [99, 'wallet.unknownStatus', 'waiting'],
  ])('deposit status %i reads %s', (status, key, tone) => {
    expect(depositStatusLabel(status)).toEqual({ key, tone })
  })

  it.each([
    [0, 'wallet.withdrawalStatus.canApprove', 'waiting'],
    [1, 'wallet.withdrawalStatus.processing', 'waiting'],
    [2, 'wallet.withdrawalStatus.failed', 'stopped'],
    [3, 'wallet.withdrawalStatus.successTransaction', 'done'],
    [4, 'wallet.withdrawalStatus.reject', 'stopped'],
  ])('withdrawal status %i reads %s', (status, key, tone) => {
    expect(withdrawalStatusLabel(status)).toEqual({ key, tone })
  })

  it.each([
    [{ type: 'bank', status: 0 }, true],
    [{ type: 'card', status: 0 }, true],
    [{ type: 'crypto', status: 0 }, false],
    [{ type: 'bank', status: 3 }, false],
  ])('only a pending bank or card deposit can continue to payment: %j', (deposit, can) => {
    expect(canContinuePayment(deposit)).toBe(can)
  })
})

describe('change-log kinds', () => {
  it('every kind the domain names has an English name', () => {
    expect(Object.keys(wallet.kinds).sort()).toEqual(Object.keys(CHANGE_LOG_KINDS).sort())
  })
})

describe('checkInStrip', () => {
  const rewards = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, reward: String(day) }))
  const states = (status: { checked_in_today: boolean; streak: number; next_day: number }) =>
    checkInStrip({ ...status, rewards }).map((day) => day.state)

  it('before today’s claim: earlier days claimed, today claimable, the rest to come', () => {
    expect(states({ checked_in_today: false, streak: 2, next_day: 3 })).toEqual([
      'claimed',
      'claimed',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
  })

  it('after today’s claim: today is the day just claimed', () => {
    expect(states({ checked_in_today: true, streak: 3, next_day: 4 })).toEqual([
      'claimed',
      'claimed',
      'claimedToday',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
  })

  it('a streak past 7 starts the strip over', () => {
    expect(states({ checked_in_today: true, streak: 8, next_day: 2 })[0]).toBe('claimedToday')
  })
})

describe('depositTitle', () => {
  it.each([
    ['Crypto', 'USDT · TRC20', 'Crypto · USDT · TRC20'],
    ['Bank transfer', 'Bank transfer', 'Bank transfer'],
    ['Card', 'card', 'card'],
  ])('%s with channel %s reads %s', (type, channel, title) => {
    expect(depositTitle(type, channel)).toBe(title)
  })
})
