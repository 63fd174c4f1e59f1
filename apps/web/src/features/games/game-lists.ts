import type { AvailableGame } from '@app/contract'
import {
  GAME_STATUS,
  type GameCategory,
  type GameKey,
  gameCategory,
  gameKeyOf,
  isVisibleStatus,
  sortByGameOrder,
} from '@app/domain'
import { STORAGE_KEYS, writeStored } from '../../shared/storage/storage-keys'

/** A catalogue game with what follows from its id: key, category and artwork. */
/** Where each game's page lives: sports lobbies, lottery and racing screens, provider lobbies. */
export const GAME_PATHS: Partial<Record<GameKey, string>> = {
  soccer: '/sport/soccer',
  basketball: '/sport/basketball',
  bd: '/sport/bd',
  hkmarksix: '/lottery/mark-six?game=hkmarksix',
  ammarksix: '/lottery/mark-six?game=ammarksix',
  newammarksix: '/lottery/mark-six?game=newammarksix',
  twnmarksix: '/lottery/mark-six?game=twnmarksix',
  sgnmarksix: '/lottery/mark-six?game=sgnmarksix',
  gallopingmarksix: '/lottery/mark-six?game=gallopingmarksix',
  pk10: '/lottery/racing?game=pk10',
  airship: '/lottery/racing?game=airship',
  pgGames: '/game/pgGame',
  tadaGames: '/game/tadaGame',
  noah: '/game/noah',
}

export type CatalogueGame = AvailableGame & { key: GameKey; category: GameCategory; art: string }

export type GameLists = {
  /** Every game this build knows, in the fixed game order. */
  available: CatalogueGame[]
  /** Every game that is not hidden. */
  visible: CatalogueGame[]
  /** Visible but not playable. */
  disabled: CatalogueGame[]
}

/** Splits the catalogue into the spec's available, visible and disabled lists. */
export function toGameLists(games: readonly AvailableGame[]): GameLists {
  const available = sortByGameOrder(games).flatMap((game) => {
    const key = gameKeyOf(game.game_id)
    const category = gameCategory(game.game_id)
    return key && category ? [{ ...game, key, category, art: `/art/games/${key}.svg` }] : []
  })
  const visible = available.filter((game) => isVisibleStatus(game.status))
  const disabled = visible.filter((game) => game.status === GAME_STATUS.disable)
  return { available, visible, disabled }
}

/** Keeps the lists under the spec's storage keys for the next visit's first paint. */
export function storeGameLists(lists: GameLists): void {
  const ids = (games: CatalogueGame[]) => JSON.stringify(games.map((game) => game.game_id))
  writeStored(STORAGE_KEYS.availableGames, ids(lists.available))
  writeStored(STORAGE_KEYS.visibleGames, ids(lists.visible))
  writeStored(STORAGE_KEYS.disableGames, ids(lists.disabled))
}
