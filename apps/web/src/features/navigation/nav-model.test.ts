import { GAME_STATUS, type GameStatus } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { toGameLists } from '../games'
import { isShortcutActive, tabForPath, visibleTabs } from './nav-model'

describe('tabForPath', () => {
  it.each([
    ['/sport/soccer', 'sports'],
    ['/results/sport', 'sports'],
    ['/game/pgGame', 'games'],
    ['/gameArcade', 'games'],
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

  it('keeps a disabled game visible, so its tab stays', () => {
    expect(visibleTabs(games({ 27: GAME_STATUS.disable }))).toEqual(['games'])
  })

  it('does not count noah towards the Games tab, which lists only PG and TaDa', () => {
    expect(visibleTabs(games({ 28: GAME_STATUS.active }))).toEqual([])
  })
})

describe('isShortcutActive', () => {
  it.each([
    ['reports', '/reports', '?start_date=2026-03-01', true],
    ['announcements', '/announcements/12', '', true],
    ['results', '/results/basketball', '', true],
    ['howToPlay', '/howToPlay/bd', '', true],
    ['announcements', '/', '?announcements', true],
    ['reports', '/profile', '?reports=true', true],
    ['reports', '/profile', '?tab=reports', true],
    ['reports', '/announcements', '', false],
    ['announcements', '/', '?chat=true', false],
  ])('marks %s active on %s%s: %s', (fragment, pathname, search, isActive) => {
    expect(isShortcutActive(fragment, pathname, search)).toBe(isActive)
  })
})
