import type { ProviderGame } from '@app/contract'
import {
  CATALOGUE_PROVIDERS,
  type CatalogueProvider,
  GAME_STATUS,
  type GameStatus,
  gameCardsPerRow,
} from '@app/domain'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/i18n'

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

/** Cards per row (3, 6 or 9) for the width of an element, following resizes. */
export function useCardsPerRow<T extends HTMLElement>() {
  const element = useRef<T>(null)
  const [perRow, setPerRow] = useState(gameCardsPerRow(0))
  useEffect(() => {
    const target = element.current
    if (!target) return
    const rootFontPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setPerRow(gameCardsPerRow(entry.contentRect.width / rootFontPx))
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
            <img src={card.art} alt="" width={320} height={200} />
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
