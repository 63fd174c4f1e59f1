import type { CatalogueProvider } from '@app/domain'
import { type ComponentType, createElement } from 'react'

export {
  catalogueGameCards,
  categoryArcadePath,
  type GameCard,
  GameCardGrid,
  providerGameCards,
  useCardsPerRow,
} from './game-cards'
export type { CatalogueGame, GameLists } from './game-lists'
export { GAME_PATHS, toGameLists } from './game-lists'

/** /game: sends the visitor to the first visible game lobby, loaded with its route. */
export const firstGameScreen = async (): Promise<ComponentType> =>
  (await import('./first-game-redirect')).FirstGameRedirect

/** /gameArcade: every visible game's card by category, loaded with its route. */
export const gameArcadeScreen = async (): Promise<ComponentType> =>
  (await import('./game-arcade-page')).GameArcadePage

/** /game/play/{type}/{id}: the game loader, loaded with its route. */
export const gamePlayScreen = async (): Promise<ComponentType> =>
  (await import('./game-play-page')).GamePlayPage

/** A provider's lobby screen, loaded with its route. */
export function providerLobbyScreen(provider: CatalogueProvider): () => Promise<ComponentType> {
  return async () => {
    const { ProviderLobbyPage } = await import('./provider-lobby-page')
    return function ProviderLobby() {
      return createElement(ProviderLobbyPage, { provider, key: provider })
    }
  }
}
