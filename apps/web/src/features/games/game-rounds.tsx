import type { GameRound } from '@app/contract'
import type { CatalogueProvider } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatUsdt } from '../../shared/format/format'
import { EmptyState, LoadError, LoadMore, SkeletonRows } from '../../shared/ui/load-states'
import { useGameRoundsInfiniteQuery } from './games-api'

function RoundRow({ round }: { round: GameRound }) {
  const { t, i18n } = useTranslation()
  const net = Number(round.win) - Number(round.stake)
  return (
    <li className="history-row game-round" data-round={round.round_id} data-status={round.status}>
      <div className="history-main">
        <span className="history-title">{round.name}</span>
        <span className="muted">
          <time dateTime={round.created_at}>{formatDateTime(round.created_at, i18n.language)}</time> ·{' '}
          {t('lobby.rounds.round', { id: round.round_id })}
        </span>
      </div>
      <div className="history-side">
        <span className="numeric">
          {t('lobby.rounds.stake', { amount: formatUsdt(round.stake, i18n.language) })}
        </span>
        {round.status === 'settled' ? (
          <span className={net > 0 ? 'numeric amount-positive' : 'numeric'}>
            {t('lobby.rounds.win', { amount: formatUsdt(round.win, i18n.language) })}
          </span>
        ) : (
          <span className="muted">{t(`lobby.rounds.status.${round.status}`)}</span>
        )}
      </div>
    </li>
  )
}

/** The player's rounds with a provider, as the wallet recorded them: newest first, more on demand. */
export function GameRounds({ provider }: { provider: CatalogueProvider }) {
  const { t } = useTranslation()
  const rounds = useGameRoundsInfiniteQuery(provider, { refetchOnMountOrArgChange: true })
  const list = rounds.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <section className="game-rounds" aria-labelledby="game-rounds-title">
      <h2 id="game-rounds-title">{t('lobby.rounds.title')}</h2>
      {rounds.isLoading && <SkeletonRows rows={3} label={t('common.loading')} />}
      {rounds.error && <LoadError error={rounds.error} onRetry={() => void rounds.refetch()} />}
      {rounds.data && list.length === 0 && <EmptyState text={t('lobby.rounds.none')} />}
      {list.length > 0 && (
        <ul className="history-list">
          {list.map((round) => (
            <RoundRow key={round.round_id} round={round} />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={rounds.hasNextPage}
        isLoading={rounds.isFetchingNextPage}
        onLoad={() => void rounds.fetchNextPage()}
      />
    </section>
  )
}
