import type { Draw } from '@app/contract'
import { DRAW_STATUS, type RaceKey } from '@app/domain'
import { Play, ShieldAlert, ShieldCheck } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '../../shared/format/format'
import { EmptyState, LoadError, LoadMore, SkeletonRows } from '../../shared/ui/load-states'
import { CarOrder } from './race-cars'
import { RaceFactsList } from './race-facts'
import type { Replay } from './race-my-bets'
import { checkRaceInBrowser, raceOrderOf } from './race-result'
import { useRaceHistoryInfiniteQuery } from './racing-api'
import { RACING_TEXTS } from './racing-texts'

/** What this browser found when it rechecked the race from its seed, as a word and an icon. */
function BrowserCheck({ draw }: { draw: Draw }) {
  const { t } = useTranslation(RACING_TEXTS)
  const check = useMemo(() => checkRaceInBrowser(draw), [draw])
  if (check === 'unrevealed') return null
  const Icon = check === 'verified' ? ShieldCheck : ShieldAlert
  return (
    <span className={`race-check race-check-${check}`}>
      <Icon aria-hidden size={14} />
      {t(`racing.results.check.${check}`)}
    </span>
  )
}

function RaceRow({ draw, onReplay }: { draw: Draw; onReplay: (replay: Replay) => void }) {
  const { t, i18n } = useTranslation(RACING_TEXTS)
  const order = useMemo(() => raceOrderOf(draw), [draw])
  return (
    <li className="race-result" data-draw={draw.number}>
      <div className="race-result-head">
        <strong className="numeric">{t('racing.draw.number', { number: draw.number })}</strong>
        <time className="muted" dateTime={draw.draws_at}>
          {formatDateTime(draw.draws_at, i18n.language)}
        </time>
      </div>
      {order ? (
        <>
          <CarOrder order={order} />
          <RaceFactsList order={order} isCompact />
          <div className="race-actions">
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => onReplay({ number: draw.number, order })}
            >
              <Play aria-hidden size={16} />
              {t('racing.show.watch')}
            </button>
            {draw.seed && (
              <Link className="race-proof-link" to={`/fairness?draw=${draw.id}`}>
                <ShieldCheck aria-hidden size={16} />
                {t('racing.results.verify')}
              </Link>
            )}
            <BrowserCheck draw={draw} />
          </div>
        </>
      ) : (
        <p className="muted">
          {draw.status === DRAW_STATUS.canceled ? t('racing.results.canceled') : t('racing.last.drawing')}
        </p>
      )}
    </li>
  )
}

/** The results tab: the game's finished races, newest first, a page at a time. */
export function RaceResults({ game, onReplay }: { game: RaceKey; onReplay: (replay: Replay) => void }) {
  const { t } = useTranslation(RACING_TEXTS)
  const result = useRaceHistoryInfiniteQuery(game)
  if (result.isLoading) return <SkeletonRows rows={5} label={t('common.loading')} />
  if (result.error || !result.data) return <LoadError error={result.error} onRetry={result.refetch} />
  const draws = result.data.pages.flat()
  if (draws.length === 0) return <EmptyState text={t('racing.results.empty')} />
  return (
    <section className="race-results" aria-labelledby="race-results-title">
      <h2 id="race-results-title" className="visually-hidden">
        {t('racing.tabs.results')}
      </h2>
      <ol className="race-result-list">
        {draws.map((draw) => (
          <RaceRow key={draw.id} draw={draw} onReplay={onReplay} />
        ))}
      </ol>
      <LoadMore
        hasMore={result.hasNextPage}
        isLoading={result.isFetchingNextPage}
        onLoad={() => void result.fetchNextPage()}
      />
    </section>
  )
}
