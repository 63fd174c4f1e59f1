import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money } from '../money/money'
import { checkJournal } from './journal'

const amount = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }).filter((value) => value !== 0n)

describe('checkJournal', () => {
  it.each([
    ['no postings at all', [], 'NO_POSTINGS'],
    ['a single posting', [['player', 5n]], 'NO_POSTINGS'],
    [
      'postings that do not sum to zero',
      [
        ['player', 5n],
        ['house', -4n],
      ],
      'UNBALANCED',
    ],
    [
      'zero postings',
      [
        ['player', 0n],
        ['house', 0n],
      ],
      'ZERO_POSTING',
    ],
  ] as const)('refuses %s as %s', (_case, lines, reason) => {
    const postings = lines.map(([account, value]) => ({ account, amount: money(value) }))
    expect(checkJournal(postings)).toEqual({ ok: false, reason })
  })

  it('accepts a transfer: what one account gains another loses', () => {
    expect(
      checkJournal([
        { account: 'player', amount: money(5n) },
        { account: 'house', amount: money(-5n) },
      ]),
    ).toEqual({ ok: true })
  })

  it('accepts any entry whose last posting balances the others, and no other', () => {
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 8 }), amount, (values, extra) => {
        const balancing = -values.reduce((sum, value) => sum + value, 0n)
        const postings = values.map((value, index) => ({ account: index, amount: money(value) }))
        if (balancing !== 0n) {
          expect(checkJournal([...postings, { account: 99, amount: money(balancing) }]).ok).toBe(true)
        }
        const unbalanced = [...postings, { account: 99, amount: money(balancing + extra) }]
        if (balancing + extra !== 0n)
          expect(checkJournal(unbalanced)).toEqual({ ok: false, reason: 'UNBALANCED' })
      }),
    )
  })
})
