import { GAME_STATUS, type GameStatus } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { toGameLists } from '../games'
import { tabForPath, visibleTabs, withFlag } from './nav-model'

describe('tabForPath', () => {
  it.each([
    ['/sport/soccer', 'sports'],
    ['/results/sport', 'sports'],
    ['/game/pgGame', 'games'],
    ['/gameArcade', 'games'],
    ['/lottery/racing', 'lottery'],
    ['/lottery/mark-six', 'lottery'],
    ['/announcements', undefined],
  ])('chooses for %s the tab %s', (path, tab) => {
    expect(tabForPath(path)).toBe(tab)
  })
})

describe('visibleTabs', () => {
  const games = (statuses: Record<number, GameStatus>) =>
    toGameLists(Object.entries(statuses).map(([id, status]) => ({ game_id: Number(id), status, name: id })))
      .visible

  it('shows a tab only when one of its games is visible', () => {
    expect(visibleTabs(games({ 10: GAME_STATUS.active, 22: GAME_STATUS.active }))).toEqual([
      'sports',
      'games',
    ])
    expect(
      visibleTabs(
        games({
          10: GAME_STATUS.hidden,
          11: GAME_STATUS.hidden,
          12: GAME_STATUS.hidden,
          22: GAME_STATUS.active,
        }),
      ),
    ).toEqual(['games'])
  })

  it('shows the Lottery tab between Sports and Games when a Mark Six or a race is visible', () => {
    expect(
      visibleTabs(games({ 10: GAME_STATUS.active, 17: GAME_STATUS.active, 22: GAME_STATUS.active })),
    ).toEqual(['sports', 'lottery', 'games'])
    expect(visibleTabs(games({ 13: GAME_STATUS.hidden, 16: GAME_STATUS.active }))).toEqual(['lottery'])
  })

  it('keeps a disabled game visible, so its tab stays', () => {
    expect(visibleTabs(games({ 27: GAME_STATUS.disable }))).toEqual(['games'])
  })

  it('does not count noah towards the Games tab, which lists only PG and TaDa', () => {
    expect(visibleTabs(games({ 28: GAME_STATUS.active }))).toEqual([])
  })
})

describe('withFlag', () => {
  it('raises a flag on the current page and keeps its other parameters', () => {
    expect(withFlag('', 'support')).toBe('?support=true')
    expect(withFlag('?game=airship', 'support')).toBe('?game=airship&support=true')
    expect(withFlag('?support=false&game=pk10', 'support')).toBe('?support=true&game=pk10')
  })
})
