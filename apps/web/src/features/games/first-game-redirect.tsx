import type { GameKey } from '@app/domain'
import { Navigate } from 'react-router'
import { GAME_PATHS } from './game-lists'
import { useGameLists } from './use-game-lists'

/** The games that have a lobby of their own; /game opens the first of them the catalogue lists. */
const LOBBY_GAMES: readonly GameKey[] = ['pgGames', 'tadaGames', 'noah']

/** /game: the first visible game lobby, or the arcade while none is known. */
export function FirstGameRedirect() {
  const { visible, isLoading } = useGameLists()
  if (isLoading) return null
  const first = visible.find((game) => LOBBY_GAMES.includes(game.key))
  return <Navigate to={(first && GAME_PATHS[first.key]) ?? '/gameArcade'} replace />
}
