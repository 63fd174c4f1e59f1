import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { foldName, outcomeLabel } from './labels'

const t = i18next.getFixedT('en')

describe('outcomeLabel', () => {
  it.each([
    ['soccer', 'wl', 'H', null, 'Home'],
    ['soccer', 'handicap', 'H', -1, 'Home -1'],
    ['soccer', 'handicap', 'A', -1, 'Away +1'],
    ['soccer', 'handicap', 'D', 1, 'Draw +1'],
    ['bd', 'wl', 'D', 0, 'Draw'],
    ['bd', 'wl', 'H', 1, 'Home +1'],
    ['basketball', 'handicap', 'A', -5.5, 'Away +5.5'],
    ['basketball', 'bs', 'big', 210.5, 'Over 210.5'],
    ['basketball', 'mv', 'away_6_10', null, 'Away by 6-10'],
    ['basketball', 'mv', 'home_26+', null, 'Home by 26+'],
    ['soccer', 'correct_score', '2:1', null, '2:1'],
    ['soccer', 'correct_score', 'draw_other', null, 'Draw other'],
    ['soccer', 'goals', '7+', null, 'Total 7+'],
    ['soccer', 'half', 'D/H', null, 'HT Draw · FT Home'],
    ['bd', 'up', 'down_even', null, 'Down · even'],
    ['soccer', 'cricket', 'x', null, 'x'],
  ] as const)('%s %s %s at %s reads "%s"', (sport, kind, name, line, expected) => {
    expect(outcomeLabel(t, sport, kind, name, line, 'en')).toBe(expected)
  })

  it('names the parlay levels as the spec does', () => {
    expect([1, 2, 15].map((fold) => foldName(t, fold))).toEqual(['Single', '2 String 1', '15 String 1'])
  })
})
