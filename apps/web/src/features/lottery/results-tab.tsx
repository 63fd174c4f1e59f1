import type { Draw } from '@app/contract'
import { DRAW_STATUS } from '@app/domain'
import { ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '../../shared/format/format'
import { EmptyState, LoadError, LoadMore, SkeletonRows } from '../../shared/ui/load-states'
import { DrawBalls, isMarkSixBalls, yearAnimalOf } from './balls'
import { useDrawHistoryInfiniteQuery } from './lottery-api'
import { LOTTERY_TEXTS } from './lottery-texts'

function DrawRow({ draw }: { draw: Draw }) {
  const { t, i18n } = useTranslation(LOTTERY_TEXTS)
  const result = isMarkSixBalls(draw.result) ? draw.result : undefined
  return (
    <li className="result-row" data-draw={draw.number}>
      <div className="result-row-head">
        <strong className="numeric">{t('lottery.draw.number', { number: draw.number })}</strong>
        <time className="muted" dateTime={draw.draws_at}>
          {formatDateTime(draw.draws_at, i18n.language)}
        </time>
      </div>
      {result ? (
        <DrawBalls result={result} yearAnimal={yearAnimalOf(draw.year_animal)} size="small" />
      ) : (
        <p className="muted">
          {draw.status === DRAW_STATUS.canceled
            ? t('lottery.results.canceled')
            : t('lottery.results.drawing')}
        </p>
      )}
      {draw.seed && (
        <Link className="fairness-link" to={`/fairness?draw=${draw.id}`}>
          <ShieldCheck aria-hidden size={16} />
          {t('lottery.results.verify')}
        </Link>
      )}
    </li>
  )
}

/** The results tab: the game's finished draws, newest first, a page at a time. */
export function ResultsTab({ game }: { game: string }) {
  const { t } = useTranslation(LOTTERY_TEXTS)
  const result = useDrawHistoryInfiniteQuery(game)
  if (result.isLoading) return <SkeletonRows rows={5} label={t('common.loading')} />
  if (result.error || !result.data) return <LoadError error={result.error} onRetry={result.refetch} />
  const draws = result.data.pages.flat()
  if (draws.length === 0) return <EmptyState text={t('lottery.results.empty')} />
  const newest = draws[0]
  return (
    <section className="results" aria-labelledby="results-title">
      <h2 id="results-title" className="visually-hidden">
        {t('lottery.tabs.results')}
      </h2>
      <p className="visually-hidden" aria-live="polite">
        {newest ? t('lottery.results.latest', { number: newest.number }) : ''}
      </p>
      <ol className="result-list">
        {draws.map((draw) => (
          <DrawRow key={draw.id} draw={draw} />
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
