import type { GameKey } from '@app/domain'
import type { CatalogueGame } from '../games'

export { GAME_PATHS } from '../games'

export type NavTab = 'sports' | 'lottery' | 'games'

/** The Sports tab's groups: JC (hub jcsports) holds soccer and basketball, BD (hub bdsports) holds bd. */
export const SPORT_GROUPS = [
  { hub: 'jcsports', label: 'nav.jcSports', games: ['soccer', 'basketball'] },
  { hub: 'bdsports', label: 'nav.bdSports', games: ['bd'] },
] as const satisfies readonly { hub: string; label: string; games: readonly GameKey[] }[]

/** The Games tab lists only these providers, when visible. */
export const GAMES_TAB_KEYS: readonly GameKey[] = ['pgGames', 'tadaGames']

/** The tab for a path: Sports when it contains 'sport', Lottery for 'lottery', Games for 'game'. */
export function tabForPath(path: string): NavTab | undefined {
  if (path.includes('sport')) return 'sports'
  if (path.includes('lottery')) return 'lottery'
  if (path.includes('game')) return 'games'
  return undefined
}

/** The tabs that have at least one visible game, in order. */
export function visibleTabs(visible: readonly CatalogueGame[]): NavTab[] {
  const tabs: NavTab[] = []
  if (visible.some((game) => game.category === 'sports')) tabs.push('sports')
  if (visible.some((game) => game.category === 'lottery')) tabs.push('lottery')
  if (visible.some((game) => GAMES_TAB_KEYS.includes(game.key))) tabs.push('games')
  return tabs
}

/** Shortcut buttons below the tabs, each active when its fragment is in the path or the query. */
export const SHORTCUTS = [
  { fragment: 'reports', to: '/reports', label: 'nav.reports' },
  { fragment: 'announcements', to: '/announcements', label: 'nav.announcements' },
  { fragment: 'results', to: '/results/soccer', label: 'nav.results' },
  { fragment: 'howToPlay', to: '/howToPlay/soccer', label: 'nav.howToPlay' },
] as const

/**
 * The address that raises a query flag (`?support=true`) on the current page, keeping its other
 * query parameters (the lottery's `?game=airship`), e.g. `withFlag('?game=pk10', 'support')` is
 * '?game=pk10&support=true'.
 */
export function withFlag(search: string, flag: string): string {
  const params = new URLSearchParams(search)
  params.set(flag, 'true')
  return `?${params}`
}
