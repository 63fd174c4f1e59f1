import { ListChecks, Ticket } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Link } from 'react-router'
import { EmptyState, LoadError, LoadMore, SkeletonRows } from '../../shared/ui/load-states'
import { panelOpened } from '../../shared/ui-state/ui-slice'
import { SPORTS_TEXTS } from './sports-texts'

/** A lobby header's actions: open the slip (wide screens, while it is not open) and my bets. */
export function LobbyActions({
  isOpenSlipShown,
  pickCount,
}: {
  isOpenSlipShown: boolean
  pickCount: number
}) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const dispatch = useDispatch()
  return (
    <>
      {isOpenSlipShown && (
        <button
          type="button"
          className="button button-small"
          onClick={() => dispatch(panelOpened('betSlip'))}
        >
          <Ticket aria-hidden size={16} />
          {t('sports.lobby.openSlip', { picks: pickCount })}
        </button>
      )}
      <Link className="button button-secondary button-small" to="?mybet=true">
        <ListChecks aria-hidden size={16} />
        {t('sports.myBets.title')}
      </Link>
    </>
  )
}

/** What a lobby's list reads from its infinite matches query. */
type LobbyQuery = {
  readonly isLoading: boolean
  readonly data?: unknown
  readonly error?: unknown
  readonly hasNextPage: boolean
  readonly isFetchingNextPage: boolean
  refetch: () => unknown
  fetchNextPage: () => unknown
}

/**
 * A lobby's matches: skeleton rows while the first page loads (or its deferred copy renders), the
 * error with a retry, the `empty` content when no match is left, else the leagues and load more.
 */
export function LobbyMatchList({
  query,
  isRendered,
  isEmpty,
  empty,
  hasMore = query.hasNextPage,
  children,
}: {
  query: LobbyQuery
  /** Whether the deferred copy of the pages has caught up enough to render. */
  isRendered: boolean
  isEmpty: boolean
  empty?: ReactNode
  hasMore?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation(SPORTS_TEXTS)
  if (query.isLoading || (query.data && !isRendered))
    return <SkeletonRows rows={5} label={t('sports.lobby.loading')} />
  if (query.error || !isRendered)
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        text={t('sports.lobby.loadError')}
      />
    )
  if (isEmpty) return empty ?? <EmptyState text={t('sports.lobby.empty')} />
  return (
    <>
      {children}
      <LoadMore
        hasMore={hasMore}
        isLoading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
    </>
  )
}

/** One league of a lobby: its heading (`title`) and its match cards. */
export function LeagueSection({
  index,
  title,
  children,
}: {
  index: number
  title: ReactNode
  children: ReactNode
}) {
  return (
    <section className="league" aria-labelledby={`league-${index}`}>
      <h2 id={`league-${index}`} className="league-title">
        {title}
      </h2>
      <ul className="match-list">{children}</ul>
    </section>
  )
}

/** The bar under a narrow lobby while the slip holds picks: how many, and the button that opens it. */
export function MobileSlipBar({ text }: { text: string }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const dispatch = useDispatch()
  return (
    <div className="slip-bar sports-slip-bar">
      <span className="numeric">{text}</span>
      <button type="button" className="button button-small" onClick={() => dispatch(panelOpened('betSlip'))}>
        <Ticket aria-hidden size={16} />
        {t('sports.slip.title')}
      </button>
    </div>
  )
}
