import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MICRO_PER_UNIT, money, moneyOf } from '../money/money'
import {
  type ChannelLimits,
  checkDepositAmount,
  checkWithdrawalAmount,
  MIN_DEPOSIT,
  MIN_WITHDRAWAL,
  quoteWithdrawal,
} from './wallet-rules'

const depositChannel = { min: moneyOf('10'), max: moneyOf('50000') }
const withdrawalChannel: ChannelLimits = {
  min: moneyOf('1'),
  max: moneyOf('50000'),
  feeRateBp: 50,
  networkFee: moneyOf('1'),
}
const plenty = moneyOf('1000000')

const anyAmount = fc.bigInt({ min: 0n, max: 10n ** 15n }).map(money)
const anyFeeRateBp = fc.integer({ min: 0, max: 10_000 })
const anyNetworkFee = fc.bigInt({ min: 0n, max: 100n * MICRO_PER_UNIT }).map(money)

describe('checkDepositAmount', () => {
  it.each([
    ['exactly the spec minimum of 100 on a channel that asks for 10', '100', '10'],
    ['an amount between the limits', '150', '10'],
    ['exactly the channel maximum', '50000', '10'],
    ['exactly a channel minimum above 100', '200', '200'],
  ])('accepts %s', (_case, amount, min) => {
    const channel = { min: moneyOf(min), max: moneyOf('50000') }
    expect(checkDepositAmount(moneyOf(amount), channel)).toEqual({ ok: true })
  })

  it.each([['0'], ['-1'], ['-0.000001']])('refuses %s as not a positive amount', (amount) => {
    expect(checkDepositAmount(moneyOf(amount), depositChannel)).toEqual({
      ok: false,
      reason: 'AMOUNT_NOT_POSITIVE',
    })
  })

  it.each([
    ['99.999999', '10', '100'],
    ['50', '0', '100'],
    ['0.000001', '10', '100'],
    ['199.999999', '200', '200'],
  ])('refuses %s below the minimum when the channel asks for %s: the limit is %s', (amount, min, limit) => {
    const channel = { min: moneyOf(min), max: moneyOf('50000') }
    expect(checkDepositAmount(moneyOf(amount), channel)).toEqual({
      ok: false,
      reason: 'BELOW_MIN_DEPOSIT',
      limit: moneyOf(limit),
    })
  })

  it('refuses a deposit above the channel maximum and names the maximum', () => {
    expect(checkDepositAmount(moneyOf('50000.000001'), depositChannel)).toEqual({
      ok: false,
      reason: 'ABOVE_MAX_DEPOSIT',
      limit: moneyOf('50000'),
    })
  })

  it('accepts exactly the amounts from the larger of 100 and the channel minimum up to the maximum', () => {
    const channels = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 10n }), fc.bigInt({ min: 0n, max: 10n ** 12n }))
      .map(([min, extra]) => ({ min: money(min), max: money(min + MIN_DEPOSIT + extra) }))
    fc.assert(
      fc.property(anyAmount, channels, (amount, channel) => {
        const minimum = channel.min > MIN_DEPOSIT ? channel.min : MIN_DEPOSIT
        const isWithin = amount >= minimum && amount <= channel.max
        expect(checkDepositAmount(amount, channel).ok).toBe(isWithin)
      }),
    )
  })
})

describe('quoteWithdrawal', () => {
  it.each([
    ['3 USDT at 0.5% costs 0.015', '3', 50, '0', '0.015', '2.985'],
    ['a fixed network fee comes off the amount too', '10', 0, '1', '0', '9'],
    ['both fees come off the amount', '10', 50, '1', '0.05', '8.95'],
    ['a fraction of a micro-unit of fee is charged as a whole one', '0.000001', 1, '0', '0.000001', '0'],
    ['0.995 micro-units of fee round up to 1', '0.000199', 50, '0', '0.000001', '0.000198'],
    ['a fee rate of zero charges nothing', '7', 0, '0', '0', '7'],
    ['a fee rate of 100% takes everything', '7', 10_000, '0', '7', '0'],
  ])('%s', (_rule, amount, feeRateBp, networkFee, serviceFee, net) => {
    expect(quoteWithdrawal(moneyOf(amount), { feeRateBp, networkFee: moneyOf(networkFee) })).toEqual({
      serviceFee: moneyOf(serviceFee),
      networkFee: moneyOf(networkFee),
      net: moneyOf(net),
    })
  })

  it('splits the amount exactly into service fee, network fee and net', () => {
    fc.assert(
      fc.property(anyAmount, anyFeeRateBp, anyNetworkFee, (amount, feeRateBp, networkFee) => {
        const quote = quoteWithdrawal(amount, { feeRateBp, networkFee })
        expect(quote.networkFee).toBe(networkFee)
        expect(quote.serviceFee + quote.networkFee + quote.net).toBe(amount)
      }),
    )
  })

  it('rounds the service fee up: never below the exact fee and less than one micro-unit above it', () => {
    fc.assert(
      fc.property(anyAmount, anyFeeRateBp, (amount, feeRateBp) => {
        const { serviceFee } = quoteWithdrawal(amount, { feeRateBp, networkFee: money(0n) })
        // Compared at 10,000 times scale so the exact fee amount * rate / 10,000 stays whole.
        const exactTimes10k = amount * BigInt(feeRateBp)
        expect(serviceFee * 10_000n >= exactTimes10k).toBe(true)
        expect(serviceFee * 10_000n - exactTimes10k < 10_000n).toBe(true)
      }),
    )
  })
})

describe('checkWithdrawalAmount', () => {
  it.each([
    ['the spec minimum of 2 USDT', '2', '2', withdrawalChannel],
    ['the channel maximum', '50000', '50000', withdrawalChannel],
    ['the whole balance', '37', '37', withdrawalChannel],
    ['a channel minimum above 2 USDT, exactly', '10', '100', { ...withdrawalChannel, min: moneyOf('10') }],
  ])('accepts %s', (_case, amount, available, channel) => {
    expect(checkWithdrawalAmount(moneyOf(amount), moneyOf(available), channel)).toEqual({ ok: true })
  })

  it.each([
    ['nothing', '0'],
    ['a negative amount', '-5'],
  ])('refuses %s as not a positive amount', (_case, amount) => {
    expect(checkWithdrawalAmount(moneyOf(amount), plenty, withdrawalChannel)).toEqual({
      ok: false,
      reason: 'AMOUNT_NOT_POSITIVE',
    })
  })

  it.each([['2.5'], ['10.000001'], ['0.5'], ['3.99']])('refuses %s: withdrawals are whole USDT', (amount) => {
    expect(checkWithdrawalAmount(moneyOf(amount), plenty, withdrawalChannel)).toEqual({
      ok: false,
      reason: 'WITHDRAWAL_NOT_WHOLE_NUMBER',
    })
  })

  it.each([
    ['1 USDT is below the spec minimum even where the channel allows 1', '1', '1', '2'],
    ['a channel minimum of zero does not lower the spec minimum', '1', '0', '2'],
    ['a channel minimum above 2 USDT applies', '9', '10', '10'],
  ])('%s', (_rule, amount, min, limit) => {
    const channel = { ...withdrawalChannel, min: moneyOf(min) }
    expect(checkWithdrawalAmount(moneyOf(amount), plenty, channel)).toEqual({
      ok: false,
      reason: 'BELOW_MIN_WITHDRAWAL',
      limit: moneyOf(limit),
    })
  })

  it('refuses an amount above the channel maximum and names the maximum', () => {
    expect(checkWithdrawalAmount(moneyOf('50001'), plenty, withdrawalChannel)).toEqual({
      ok: false,
      reason: 'ABOVE_MAX_WITHDRAWAL',
      limit: moneyOf('50000'),
    })
  })

  it('refuses more than the player holds, even by a micro-unit', () => {
    expect(checkWithdrawalAmount(moneyOf('10'), moneyOf('9.999999'), withdrawalChannel)).toEqual({
      ok: false,
      reason: 'INSUFFICIENT_BALANCE',
    })
  })

  it.each([
    ['a network fee equal to the amount leaves nothing', '5', 0, '5'],
    ['a network fee above the amount leaves less than nothing', '5', 0, '6'],
    ['fees that together take the whole amount leave nothing', '2', 5_000, '1'],
  ])('refuses a withdrawal when %s', (_case, amount, feeRateBp, networkFee) => {
    const channel = { ...withdrawalChannel, feeRateBp, networkFee: moneyOf(networkFee) }
    expect(checkWithdrawalAmount(moneyOf(amount), plenty, channel)).toEqual({
      ok: false,
      reason: 'NET_AMOUNT_NOT_POSITIVE',
    })
  })

  it('only accepts a whole amount of at least 2 USDT, within the channel and the balance, with a net above zero', () => {
    const wholeAmount = fc.bigInt({ min: -5n, max: 200n }).map((units) => units * MICRO_PER_UNIT)
    const anyWithdrawal = fc.oneof(
      wholeAmount,
      fc.bigInt({ min: -MICRO_PER_UNIT, max: 200n * MICRO_PER_UNIT }),
    )
    const channels = fc.record({
      min: fc.bigInt({ min: 0n, max: 20n }).map((units) => money(units * MICRO_PER_UNIT)),
      max: fc.bigInt({ min: 0n, max: 300n }).map((units) => money(units * MICRO_PER_UNIT)),
      feeRateBp: anyFeeRateBp,
      networkFee: fc.bigInt({ min: 0n, max: 10n * MICRO_PER_UNIT }).map(money),
    })
    const balances = fc.bigInt({ min: 0n, max: 250n * MICRO_PER_UNIT }).map(money)
    let accepted = 0
    fc.assert(
      fc.property(anyWithdrawal.map(money), balances, channels, (amount, available, channel) => {
        if (!checkWithdrawalAmount(amount, available, channel).ok) return
        accepted += 1
        expect(amount % MICRO_PER_UNIT).toBe(0n)
        expect(amount <= available).toBe(true)
        expect(amount >= MIN_WITHDRAWAL).toBe(true)
        expect(amount >= channel.min).toBe(true)
        expect(amount <= channel.max).toBe(true)
        expect(quoteWithdrawal(amount, channel).net > 0n).toBe(true)
      }),
      { numRuns: 1_000 },
    )
    // The property means nothing unless some withdrawals got through.
    expect(accepted).toBeGreaterThan(0)
  })
})
