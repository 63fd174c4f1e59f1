import type { CatalogueProvider } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { EmptyState, LoadError, LoadMore, SkeletonRows } from '../../shared/ui/load-states'
import { useAuth } from '../auth'
import { GameCardGrid, providerGameCards, useCardsPerRow } from './game-cards'
import { GameRounds } from './game-rounds'
import { useProviderGamesInfiniteQuery } from './games-api'
import { useGameLists } from './use-game-lists'

/** A provider's lobby (/game/pg or /game/pgGame): every game of its catalogue, a page at a time. */
export function ProviderLobbyPage({ provider }: { provider: CatalogueProvider }) {
  const { t } = useTranslation()
  const { available } = useGameLists()
  const { isAuthorized } = useAuth()
  const games = useProviderGamesInfiniteQuery(provider)
  const { element, perRow } = useCardsPerRow<HTMLElement>()
  const name = available.find((game) => game.key === provider)?.name ?? t('common.categories.games')
  const list = games.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <section
      ref={element}
      className="provider-lobby"
      aria-labelledby="lobby-title"
      data-page="provider-lobby"
    >
      <h1 id="lobby-title">{name}</h1>
      {games.isLoading && <SkeletonRows rows={4} label={t('common.loading')} />}
      {games.error && <LoadError error={games.error} onRetry={() => void games.refetch()} />}
      {games.data && list.length === 0 && <EmptyState text={t('lobby.noGames')} />}
      {list.length > 0 && <GameCardGrid cards={providerGameCards(provider, list)} perRow={perRow} />}
      <LoadMore
        hasMore={games.hasNextPage}
        isLoading={games.isFetchingNextPage}
        onLoad={() => void games.fetchNextPage()}
      />
      {isAuthorized && <GameRounds provider={provider} />}
    </section>
  )
}
