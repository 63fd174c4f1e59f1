import { RACE_KEYS, type RaceKey } from '@app/domain'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** The page tabs of the spec: bets, results, howToPlay. */
export const RACE_TABS = ['bets', 'results', 'howToPlay'] as const
export type RaceTab = (typeof RACE_TABS)[number]

const isRaceKey = (text: string | null): text is RaceKey =>
  text !== null && (RACE_KEYS as readonly string[]).includes(text)
const isRaceTab = (text: string | null): text is RaceTab =>
  text !== null && (RACE_TABS as readonly string[]).includes(text)

/** The race game (`?game=pk10|airship`, pk10 by default) and page tab, kept in the URL. */
export function useRaceRoute() {
  const [search, setSearch] = useSearchParams()
  const gameParam = search.get('game')
  const tabParam = search.get('tab')
  const game: RaceKey = isRaceKey(gameParam) ? gameParam : 'pk10'
  const tab: RaceTab = isRaceTab(tabParam) ? tabParam : 'bets'
  const update = useCallback(
    (key: 'game' | 'tab', value: string) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous)
        next.set(key, value)
        return next
      }),
    [setSearch],
  )
  const selectGame = useCallback((next: RaceKey) => update('game', next), [update])
  const selectTab = useCallback((next: RaceTab) => update('tab', next), [update])
  return { game, tab, selectGame, selectTab }
}
