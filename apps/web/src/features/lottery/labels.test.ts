import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import {
  betStatusLabel,
  countdownParts,
  formatBall,
  selectionLabel,
  selectionName,
  shortHash,
} from './labels'

const t = i18next.getFixedT('en')

describe('lottery labels', () => {
  it.each([
    ['specialCode', '7', '07'],
    ['no3', '49', '49'],
    ['specialCodeSide', 'bigOdd', 'Big odd'],
    ['specialCodeColor', 'green', 'Green'],
    ['specialCodeAnimal', 'rooster', 'Rooster'],
    ['specialCodeMergeAnimal', 'rat,ox,horse', 'Rat, Ox, Horse'],
    ['tail', '0', 'Tail 0'],
    ['specialCodeCombinationZodiacs', 'level2:ox,goat', '2 animals · Ox, Goat'],
    ['numberCodeSide', 'no3:tailBig', 'Position 3 · Tail big'],
    ['numberCodeColor', 'no6:red', 'Position 6 · Red'],
  ])('names %s "%s" as "%s"', (type, prop, name) => {
    expect(selectionName(t, type, prop, 'en')).toBe(name)
  })

  it('shows a prop it cannot read as sent, so an unknown bet is still listed', () => {
    expect(selectionName(t, 'specialCodeSide', 'sideways', 'en')).toBe('sideways')
    expect(selectionName(t, 'pk10', 'champion:1', 'en')).toBe('champion:1')
  })

  it('puts the bet type before the selection', () => {
    expect(selectionLabel(t, 'specialCodeSide', 'big', 'en')).toBe('Special two sides: Big')
  })

  it.each([
    [1, null, 'pending'],
    [32, 'refund', 'canceled'],
    [16, 'win', 'win'],
    [16, 'lose', 'loss'],
    [16, 'push', 'push'],
  ] as const)('labels status %i with outcome %s as %s', (status, outcome, label) => {
    expect(betStatusLabel(status, outcome)).toBe(label)
  })

  it('counts down in mm:ss under an hour, hh:mm:ss under a day, never below zero', () => {
    expect(countdownParts(75_000)).toEqual({ days: 0, clock: '01:15' })
    expect(countdownParts(3_600_000 + 61_000)).toEqual({ days: 0, clock: '01:01:01' })
    expect(countdownParts(2 * 86_400_000 + 5_000)).toEqual({ days: 2, clock: '00:00:05' })
    expect(countdownParts(-5_000)).toEqual({ days: 0, clock: '00:00' })
  })

  it('writes balls with two digits and shortens long hashes', () => {
    expect(formatBall(7)).toBe('07')
    expect(shortHash('0123456789abcdef0123456789abcdef')).toBe('01234567…89abcdef')
  })
})
