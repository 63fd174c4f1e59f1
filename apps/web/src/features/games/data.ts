// The public face of the game catalogue's data: it brings the data layer (RTK Query), so only
// screens and the frame's lazily loaded parts import it, never the first paint.
export { gamesApi, useGameConfigQuery, useProviderGamesInfiniteQuery } from './games-api'
export { useGameLists } from './use-game-lists'
