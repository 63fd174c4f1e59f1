import { GAME_CATEGORIES, type GameCategory } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState, LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { catalogueGameCards, GameCardGrid, useCardsPerRow } from './game-cards'
import type { CatalogueGame } from './game-lists'
import { useGameLists } from './use-game-lists'

const isCategory = (text: string | null): text is GameCategory =>
  (GAME_CATEGORIES as readonly (string | null)[]).includes(text)

/**
 * /gameArcade: the card of every visible game, by category, where the home page shows two rows of
 * each. `?category=lottery` lists one category, as the home page's "more" links ask.
 */
export function GameArcadePage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const asked = search.get('category')
  const { visible, isLoading, error, refetch } = useGameLists()
  const categories = isCategory(asked) ? [asked] : GAME_CATEGORIES
  const sections = categories
    .map((category) => ({ category, games: visible.filter((game) => game.category === category) }))
    .filter(({ games }) => games.length > 0)
  return (
    <section className="provider-lobby game-arcade" aria-labelledby="arcade-title" data-page="game-arcade">
      <h1 id="arcade-title">{isCategory(asked) ? t(`common.categories.${asked}`) : t('nav.games')}</h1>
      {isLoading && <SkeletonRows rows={4} label={t('common.loading')} />}
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {!isLoading && !error && sections.length === 0 && <EmptyState text={t('lobby.noGames')} />}
      {sections.map(({ category, games }) => (
        <ArcadeSection key={category} category={category} games={games} isTitled={categories.length > 1} />
      ))}
    </section>
  )
}

function ArcadeSection({
  category,
  games,
  isTitled,
}: {
  category: GameCategory
  games: readonly CatalogueGame[]
  isTitled: boolean
}) {
  const { t } = useTranslation()
  const { element, perRow } = useCardsPerRow<HTMLElement>()
  const id = `arcade-${category}`
  return (
    <section ref={element} className="game-section" aria-labelledby={isTitled ? id : undefined}>
      {isTitled && (
        <div className="section-heading">
          <h2 id={id}>{t(`common.categories.${category}`)}</h2>
        </div>
      )}
      <GameCardGrid cards={catalogueGameCards(games)} perRow={perRow} />
    </section>
  )
}
