export type { CatalogueGame, GameLists } from './game-lists'
export { GAME_PATHS, toGameLists } from './game-lists'
export { gamesApi, useGameConfigQuery, useProviderGamesQuery } from './games-api'
export { useGameLists } from './use-game-lists'
