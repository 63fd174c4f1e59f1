import { type CatalogueProvider, GAME_CATEGORIES, type GameCategory, isCatalogueProvider } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState, LoadError, LoadMore, SkeletonRows } from '../../shared/ui/load-states'
import { catalogueGameCards, GameCardGrid, providerGameCards, useCardsPerRow } from './game-cards'
import type { CatalogueGame } from './game-lists'
import { useProviderGamesInfiniteQuery } from './games-api'
import { useGameLists } from './use-game-lists'

const isCategory = (text: string | null): text is GameCategory =>
  (GAME_CATEGORIES as readonly (string | null)[]).includes(text)

/**
 * /gameArcade: the card of every visible game, by category, where the home page shows two rows of
 * each, then each visible provider's own games, two rows at a time. `?category=lottery` lists one
 * category, as the home page's "more" links ask.
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
  const providers = categories.includes('games')
    ? visible.flatMap((game) => (isCatalogueProvider(game.key) ? [{ key: game.key, name: game.name }] : []))
    : []
  return (
    <section className="provider-lobby game-arcade" aria-labelledby="arcade-title" data-page="game-arcade">
      <h1 id="arcade-title">{isCategory(asked) ? t(`common.categories.${asked}`) : t('nav.games')}</h1>
      {isLoading && <SkeletonRows rows={4} label={t('common.loading')} />}
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {!isLoading && !error && sections.length === 0 && <EmptyState text={t('lobby.noGames')} />}
      {sections.map(({ category, games }) => (
        <ArcadeSection key={category} category={category} games={games} isTitled={categories.length > 1} />
      ))}
      {providers.map((provider) => (
        <ProviderSection key={provider.key} provider={provider.key} name={provider.name} />
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

/** Rows of cards a provider's section shows at first, and adds at each "load more". */
const ROWS_PER_STEP = 2

/** A provider's games in the arcade: two rows, then two more at each "load more". */
function ProviderSection({ provider, name }: { provider: CatalogueProvider; name: string }) {
  const { element, perRow } = useCardsPerRow<HTMLElement>()
  const [rows, setRows] = useState(ROWS_PER_STEP)
  const games = useProviderGamesInfiniteQuery(provider)
  const list = games.data?.pages.flatMap((page) => page.list) ?? []
  const shown = list.slice(0, perRow * rows)
  if (games.isSuccess && list.length === 0) return null
  const id = `arcade-provider-${provider}`
  function showMore() {
    const wanted = perRow * (rows + ROWS_PER_STEP)
    setRows(rows + ROWS_PER_STEP)
    if (list.length < wanted && games.hasNextPage) void games.fetchNextPage()
  }
  return (
    <section ref={element} className="game-section" aria-labelledby={id} data-provider={provider}>
      <div className="section-heading">
        <h2 id={id}>{name}</h2>
      </div>
      {games.error && <LoadError error={games.error} onRetry={() => void games.refetch()} />}
      <GameCardGrid cards={providerGameCards(provider, shown)} perRow={perRow} />
      <LoadMore
        hasMore={list.length > shown.length || games.hasNextPage}
        isLoading={games.isFetchingNextPage}
        onLoad={showMore}
      />
    </section>
  )
}
