import { Navigate } from 'react-router'
import { useGameLists } from './use-game-lists'

const LOBBIES = { pgGames: '/game/pgGame', tadaGames: '/game/tadaGame', noah: '/game/noah' } as const

/** /game: the first visible game lobby, or the arcade while none is known. */
export function FirstGameRedirect() {
  const { visible, isLoading } = useGameLists()
  if (isLoading) return null
  const first = visible.find(
    (game): game is typeof game & { key: keyof typeof LOBBIES } => game.key in LOBBIES,
  )
  return <Navigate to={first ? LOBBIES[first.key] : '/gameArcade'} replace />
}
