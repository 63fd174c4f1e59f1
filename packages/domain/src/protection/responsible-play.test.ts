import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money, moneyOf } from '../money/money'
import {
  allowance,
  blockEnd,
  changeLimit,
  isBlocked,
  isTighter,
  LIMIT_COOLING_OFF_MS,
  type LimitSetting,
  lengthenBlock,
  limitInForce,
  type PlayBlock,
  realityChecksDue,
} from './responsible-play'

const now = new Date('2026-11-28T10:00:00Z')
const later = (milliseconds: number) => new Date(now.getTime() + milliseconds)
const anyAmount = fc.bigInt({ min: 0n, max: 10n ** 12n }).map(money)
const anyLimit = fc.option(anyAmount, { nil: null })
const anySetting: fc.Arbitrary<LimitSetting> = fc.record({ amount: anyLimit })

describe('changeLimit', () => {
  it.each([
    ['a first limit', null, '100'],
    ['a lower limit', '100', '40'],
    ['the same limit', '100', '100'],
  ])('applies %s at once', (_name, current, requested) => {
    const setting = { amount: current === null ? null : moneyOf(current) }
    expect(changeLimit(setting, moneyOf(requested), now)).toEqual({ amount: moneyOf(requested) })
  })

  it.each([
    ['a higher limit', '250'],
    ['a removal', null],
  ])('keeps the limit in force for 24 hours before %s', (_name, requested) => {
    const asked = requested === null ? null : moneyOf(requested)
    const changed = changeLimit({ amount: moneyOf('100') }, asked, now)
    expect(changed).toEqual({
      amount: moneyOf('100'),
      pending: { amount: asked, effectiveAt: later(LIMIT_COOLING_OFF_MS) },
    })
    expect(limitInForce(changed, later(LIMIT_COOLING_OFF_MS - 1)).amount).toBe(moneyOf('100'))
    expect(limitInForce(changed, later(LIMIT_COOLING_OFF_MS))).toEqual({ amount: asked })
  })

  it('cancels a pending raise when the amount in force is asked again', () => {
    const raised = changeLimit({ amount: moneyOf('100') }, moneyOf('500'), now)
    expect(changeLimit(raised, moneyOf('100'), later(1000))).toEqual({ amount: moneyOf('100') })
  })

  it('never lets a change loosen the limit in force before the cooling-off ends', () => {
    fc.assert(
      fc.property(
        anySetting,
        anyLimit,
        fc.integer({ min: 0, max: LIMIT_COOLING_OFF_MS - 1 }),
        (setting, requested, wait) => {
          const changed = changeLimit(setting, requested, now)
          const inForce = limitInForce(changed, later(wait)).amount
          expect(isTighter(inForce, setting.amount)).toBe(true)
        },
      ),
    )
  })

  it('has the requested limit in force once the cooling-off ends, whatever it was', () => {
    fc.assert(
      fc.property(anySetting, anyLimit, (setting, requested) => {
        expect(limitInForce(changeLimit(setting, requested, now), later(LIMIT_COOLING_OFF_MS)).amount).toBe(
          requested,
        )
      }),
    )
  })
})

describe('allowance', () => {
  const none = { day: null, week: null, month: null }
  const used = (day: string, week: string, month: string) => ({
    day: moneyOf(day),
    week: moneyOf(week),
    month: moneyOf(month),
  })

  it('is unlimited without limits', () => {
    expect(allowance(none, used('5', '5', '5'))).toBeNull()
  })

  it('is the lowest remaining room across the periods, and never below zero', () => {
    const limits = { day: moneyOf('100'), week: moneyOf('300'), month: null }
    expect(allowance(limits, used('30', '250', '900'))).toBe(moneyOf('50'))
    expect(allowance(limits, used('120', '120', '120'))).toBe(moneyOf('0'))
  })

  it('lets a player ahead on losses stake more than the limit', () => {
    expect(allowance({ ...none, day: moneyOf('100') }, used('-20', '-20', '-20'))).toBe(moneyOf('120'))
  })

  it('never allows a stake that would take any period past its limit', () => {
    fc.assert(
      fc.property(
        fc.record({ day: anyLimit, week: anyLimit, month: anyLimit }),
        fc.record({ day: anyAmount, week: anyAmount, month: anyAmount }),
        (limits, spent) => {
          const allowed = allowance(limits, spent)
          for (const period of ['day', 'week', 'month'] as const) {
            const limit = limits[period]
            if (limit === null || allowed === null) continue
            if (spent[period] <= limit) expect(spent[period] + allowed).toBeLessThanOrEqual(limit)
            else expect(allowed).toBe(0n)
          }
        },
      ),
    )
  })
})

describe('breaks', () => {
  it.each([
    ['24h', '2026-11-29T10:00:00.000Z'],
    ['7d', '2026-12-05T10:00:00.000Z'],
    ['6w', '2027-01-09T10:00:00.000Z'],
    ['6m', '2027-05-28T10:00:00.000Z'],
    ['1y', '2027-11-28T10:00:00.000Z'],
    ['2y', '2028-11-28T10:00:00.000Z'],
    ['5y', '2031-11-28T10:00:00.000Z'],
  ] as const)('ends a %s break at %s', (duration, end) => {
    expect(blockEnd(duration, now)?.toISOString()).toBe(end)
  })

  it('never ends a permanent self-exclusion', () => {
    const block: PlayBlock = { kind: 'self_exclusion', until: blockEnd('permanent', now) }
    expect(block.until).toBeNull()
    expect(isBlocked(block, later(100 * 365 * 86_400_000))).toBe(true)
  })

  it('lengthens a break but never shortens it', () => {
    const timeOut: PlayBlock = { kind: 'time_out', until: blockEnd('7d', now) }
    expect(lengthenBlock(timeOut, { kind: 'time_out', until: blockEnd('24h', now) }, now)).toBeNull()
    expect(lengthenBlock(timeOut, { kind: 'time_out', until: blockEnd('6w', now) }, now)).toEqual({
      kind: 'time_out',
      until: blockEnd('6w', now),
    })
    const excluded = lengthenBlock(timeOut, { kind: 'self_exclusion', until: blockEnd('6m', now) }, now)
    expect(excluded).toEqual({ kind: 'self_exclusion', until: blockEnd('6m', now) })
    expect(lengthenBlock(excluded, { kind: 'time_out', until: blockEnd('6w', now) }, now)).toBeNull()
    const forGood: PlayBlock = { kind: 'self_exclusion', until: null }
    expect(lengthenBlock(forGood, { kind: 'self_exclusion', until: blockEnd('5y', now) }, now)).toBeNull()
  })

  it('starts a new break freely once the last one has ended', () => {
    const ended: PlayBlock = { kind: 'time_out', until: later(-1) }
    const next: PlayBlock = { kind: 'time_out', until: blockEnd('24h', now) }
    expect(isBlocked(ended, now)).toBe(false)
    expect(lengthenBlock(ended, next, now)).toEqual(next)
  })
})

describe('realityChecksDue', () => {
  it('earns one reminder per full interval', () => {
    const minutes = (count: number) => count * 60_000
    expect(realityChecksDue(minutes(14.9), 15)).toBe(0)
    expect(realityChecksDue(minutes(15), 15)).toBe(1)
    expect(realityChecksDue(minutes(61), 30)).toBe(2)
    expect(realityChecksDue(-5, 60)).toBe(0)
  })
})
