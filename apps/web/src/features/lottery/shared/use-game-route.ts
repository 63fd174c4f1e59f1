import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** The page tabs of the spec, on every lottery screen: bets, results, howToPlay. */
export const PAGE_TABS = ['bets', 'results', 'howToPlay'] as const
export type PageTab = (typeof PAGE_TABS)[number]

/** The tab a `?tab=` value names, else the bets tab: 'results' is 'results', 'x' is 'bets'. */
export function pageTabOf(text: string | null): PageTab {
  return text !== null && (PAGE_TABS as readonly string[]).includes(text) ? (text as PageTab) : 'bets'
}

/**
 * A lottery screen's game and page tab, kept in the URL (`?game=`, `?tab=`) so a link opens the
 * same screen; the game is read by the screen, which knows its games and its default.
 */
export function useGameRoute<Game extends string>() {
  const [search, setSearch] = useSearchParams()
  const update = useCallback(
    (key: 'game' | 'tab', value: string) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous)
        next.set(key, value)
        return next
      }),
    [setSearch],
  )
  const selectGame = useCallback((next: Game) => update('game', next), [update])
  const selectTab = useCallback((next: PageTab) => update('tab', next), [update])
  return { search, setSearch, tab: pageTabOf(search.get('tab')), selectGame, selectTab }
}
