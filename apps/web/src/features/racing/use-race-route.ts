import { RACE_KEYS, type RaceKey } from '@app/domain'
import { PAGE_TABS, type PageTab, useGameRoute } from '../lottery/shared/use-game-route'

/** The page tabs of the spec: bets, results, howToPlay. */
export const RACE_TABS = PAGE_TABS
export type RaceTab = PageTab

const isRaceKey = (text: string | null): text is RaceKey =>
  text !== null && (RACE_KEYS as readonly string[]).includes(text)

/** The race game (`?game=pk10|airship`, pk10 by default) and page tab, kept in the URL. */
export function useRaceRoute() {
  const { search, tab, selectGame, selectTab } = useGameRoute<RaceKey>()
  const gameParam = search.get('game')
  const game: RaceKey = isRaceKey(gameParam) ? gameParam : 'pk10'
  return { game, tab, selectGame, selectTab }
}
