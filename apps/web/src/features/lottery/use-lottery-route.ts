import { isMarkSixVariant, MARK_SIX_VARIANTS, type MarkSixVariant } from '@app/domain'
import { useEffect } from 'react'
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/storage/storage-keys'
import { PAGE_TABS, type PageTab, useGameRoute } from './shared/use-game-route'

/** The page tabs of the spec: bets, results, howToPlay. */
export const LOTTERY_TABS = PAGE_TABS
export type LotteryTab = PageTab

/** The game a visit starts on: the URL's, else the one kept in currentLotteryID, else the first. */
export function initialGame(fromQuery: string | null, stored: string | undefined): MarkSixVariant {
  if (fromQuery && isMarkSixVariant(fromQuery)) return fromQuery
  if (stored && isMarkSixVariant(stored)) return stored
  return MARK_SIX_VARIANTS[0]
}

/**
 * The Mark Six variant and page tab, kept in the URL (`?game=`, `?tab=`) so a link opens the same
 * screen, and the variant also in the currentLotteryID storage key for the next visit.
 */
export function useLotteryRoute() {
  const { search, setSearch, tab, selectGame, selectTab } = useGameRoute<MarkSixVariant>()
  const game = initialGame(search.get('game'), readStored(STORAGE_KEYS.currentLotteryId))

  useEffect(() => {
    writeStored(STORAGE_KEYS.currentLotteryId, game)
    if (search.get('game') !== game) {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous)
          next.set('game', game)
          return next
        },
        { replace: true },
      )
    }
  }, [game, search, setSearch])

  return { game, tab, selectGame, selectTab }
}
