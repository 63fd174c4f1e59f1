import type { ProviderGame } from '@app/contract'
import {
  CATALOGUE_PROVIDERS,
  type CatalogueProvider,
  GAME_STATUS,
  type GameCategory,
  type GameStatus,
  gameCardsPerRow,
} from '@app/domain'
import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type CatalogueGame, GAME_PATHS } from './game-lists'

/** A game card: the game's art, name and whether it can be played now. */
export type GameCard = { key: string; href: string; art: string; name: string; status: GameStatus }

/** The cards of a provider's games: each opens the game, with the art drawn for it. */
export function providerGameCards(provider: CatalogueProvider, games: readonly ProviderGame[]): GameCard[] {
  const type = CATALOGUE_PROVIDERS[provider]
  return games.map((game) => ({
    key: `${type}-${game.code}`,
    href: `/game/play/${type}/${game.code}`,
    art: `/art/provider-games/${type}-${game.code}.svg`,
    name: game.name,
    status: game.status,
  }))
}

/** Where a category's "more" link leads: the arcade's list of every game of that category. */
export const categoryArcadePath = (category: GameCategory) => `/gameArcade?category=${category}`

/** The cards of catalogue games: each opens its lobby or bet screen, else its category's list. */
export function catalogueGameCards(games: readonly CatalogueGame[]): GameCard[] {
  return games.map((game) => ({
    key: game.key,
    href: GAME_PATHS[game.key] ?? categoryArcadePath(game.category),
    art: game.art,
    name: game.name,
    status: game.status,
  }))
}

/** Cards per row (3, 6 or 9) for the width of an element, following resizes. */
export function useCardsPerRow<T extends HTMLElement>() {
  const element = useRef<T>(null)
  const [perRow, setPerRow] = useState(gameCardsPerRow(0))
  // Measured before the first paint, so the grid never shows with another number of columns
  // and moves what is below it; then kept up with the width.
  useLayoutEffect(() => {
    const target = element.current
    if (!target) return
    const rootFontPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
    const fit = (width: number) => setPerRow(gameCardsPerRow(width / rootFontPx))
    fit(target.getBoundingClientRect().width)
    const observer = new ResizeObserver(([entry]) => {
      if (entry) fit(entry.contentRect.width)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [])
  return { element, perRow }
}

/** Game cards in rows of `perRow`. */
export function GameCardGrid({ cards, perRow }: { cards: readonly GameCard[]; perRow: number }) {
  const { t } = useTranslation()
  return (
    <ul className="game-grid" style={{ gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))` }}>
      {cards.map((card) => (
        <li key={card.key} className="game-card" data-game={card.key}>
          <Link to={card.href} className="game-card-link">
            <img src={card.art} alt="" width={320} height={200} loading="lazy" decoding="async" />
            <span className="game-name">{card.name}</span>
            <span className={card.status === GAME_STATUS.active ? 'game-status' : 'game-status muted'}>
              {t(
                card.status === GAME_STATUS.active ? 'common.gameStatus.active' : 'common.gameStatus.disable',
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
