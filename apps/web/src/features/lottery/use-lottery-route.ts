import { isMarkSixVariant, MARK_SIX_VARIANTS, type MarkSixVariant } from '@app/domain'
import { useCallback, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/storage/storage-keys'

/** The page tabs of the spec: bets, results, howToPlay. */
export const LOTTERY_TABS = ['bets', 'results', 'howToPlay'] as const
export type LotteryTab = (typeof LOTTERY_TABS)[number]

const isLotteryTab = (text: string | null): text is LotteryTab =>
  text !== null && (LOTTERY_TABS as readonly string[]).includes(text)

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
  const [search, setSearch] = useSearchParams()
  const game = initialGame(search.get('game'), readStored(STORAGE_KEYS.currentLotteryId))
  const tabParam = search.get('tab')
  const tab: LotteryTab = isLotteryTab(tabParam) ? tabParam : 'bets'

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

  const update = useCallback(
    (key: 'game' | 'tab', value: string) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous)
        next.set(key, value)
        return next
      }),
    [setSearch],
  )
  const selectGame = useCallback((next: MarkSixVariant) => update('game', next), [update])
  const selectTab = useCallback((next: LotteryTab) => update('tab', next), [update])
  return { game, tab, selectGame, selectTab }
}
