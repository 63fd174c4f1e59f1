import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { clockText, sectionTitle, selectionLabel } from './race-labels'

const t = i18next.getFixedT('en')

describe('selectionLabel', () => {
  it.each([
    ['sides:1', 'big', 'Champion · Big'],
    ['sides:2', 'even', 'Runner-up · Even'],
    ['position:3', '7', '3rd · Car 7'],
    ['position:10', '1', '10th · Car 1'],
    ['dragonTiger:1', 'dragon', '1 vs 10 · Dragon'],
    ['dragonTiger:5', 'tiger', '5 vs 6 · Tiger'],
    ['sum', '11', 'Sum · 11'],
    ['sumSides', 'big', 'Sum · Big'],
  ])('writes %s %s as "%s"', (type, prop, text) => {
    expect(selectionLabel(t, type, prop)).toBe(text)
  })

  it('shows a bet type it does not know as sent', () => {
    expect(selectionLabel(t, 'specialCode', '7')).toBe('specialCode · 7')
  })
})

describe('sectionTitle', () => {
  it('names the sections after the positions, the sum and the pairs', () => {
    expect(
      ['sides:1', 'position:6', 'sum', 'sumSides', 'dragonTiger:3'].map((top) => sectionTitle(t, top)),
    ).toEqual(['Champion', '6th', 'Sum', 'Sum: big, small, odd, even', '3 vs 8'])
  })
})

describe('formatting', () => {
  it('counts down in mm:ss, and h:mm:ss past an hour, never below zero', () => {
    expect(clockText(75_400)).toBe('01:15')
    expect(clockText(3_725_000)).toBe('1:02:05')
    expect(clockText(-5000)).toBe('00:00')
  })
})
