import type { SportsMatch } from '@app/contract'
import { MATCH_STATUS, type SportsGame } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { PagedHistory } from '../wallet/history-parts'
import { ResultRowFrame, ResultsHeader } from './results-parts'
import { useSportsResultsInfiniteQuery } from './sports-api'
import './sports.css'
import { SPORTS_TEXTS } from './sports-texts'

function ResultRow({ match }: { match: SportsMatch }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const isCancelled = match.status === MATCH_STATUS.cancelled
  return (
    <ResultRowFrame
      matchId={match.match_id}
      match={match}
      score={
        isCancelled || !match.score ? (
          <span className="status-badge sports-status-neutral">
            {t(`sports.matchStatus.${match.status}`)}
          </span>
        ) : (
          <>
            <span>
              <span className="visually-hidden">{t('sports.results.scoreLabel')}: </span>
              {match.score.home} : {match.score.away}
            </span>
            {match.half_score && (
              <span className="muted result-half">
                {t('sports.results.halfTime', {
                  score: `${match.half_score.home} : ${match.half_score.away}`,
                })}
              </span>
            )}
          </>
        )
      }
    />
  )
}

/** /results/{soccer,basketball,bd}: finished and cancelled matches, newest first, with their scores. */
export function SportsResultsPage({ sport }: { sport: SportsGame }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const query = useSportsResultsInfiniteQuery(sport)
  return (
    <section className="sports sports-results" aria-labelledby="results-title" data-sport={sport}>
      <ResultsHeader sport={sport} />
      <PagedHistory
        query={query}
        className="result-list"
        emptyText={t('sports.results.empty')}
        errorText={t('sports.results.loadError')}
        renderRow={(match) => <ResultRow key={match.match_id} match={match} />}
      />
    </section>
  )
}
