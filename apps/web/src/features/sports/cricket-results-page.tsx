import type { CricketMatch } from '@app/contract'
import { MATCH_STATUS } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { PagedHistory } from '../wallet/history-parts'
import { useCricketResultsInfiniteQuery } from './cricket-api'
import { CRICKET_TEXTS } from './cricket-texts'
import { ResultRowFrame, ResultsHeader } from './results-parts'
import './sports.css'

function CricketResultRow({ match }: { match: CricketMatch }) {
  const { t } = useTranslation(CRICKET_TEXTS)
  const hasRuns =
    match.status === MATCH_STATUS.finished && match.home_runs !== null && match.away_runs !== null
  const winner = match.winner === 'home' ? match.home_name : match.winner === 'away' ? match.away_name : null
  const isTie = hasRuns && match.home_runs === match.away_runs
  return (
    <ResultRowFrame
      matchId={match.matchId}
      match={match}
      score={
        hasRuns ? (
          <>
            <span>
              <span className="visually-hidden">{t('cricket.results.runsLabel')}: </span>
              {match.home_runs} : {match.away_runs}
            </span>
            {winner !== null && (
              <span className="muted result-half">
                {isTie
                  ? t('cricket.results.superOver', { team: winner })
                  : t('cricket.results.won', { team: winner })}
              </span>
            )}
          </>
        ) : (
          <span className="status-badge sports-status-neutral">
            {t(`sports.matchStatus.${match.status}`)}
          </span>
        )
      }
    />
  )
}

/** /results/cricket: finished, postponed and cancelled T20 matches, newest first, with runs and the winner. */
export function CricketResultsPage() {
  const { t } = useTranslation(CRICKET_TEXTS)
  const query = useCricketResultsInfiniteQuery()
  return (
    <section className="sports sports-results" aria-labelledby="results-title" data-sport="cricket">
      <ResultsHeader sport="cricket" />
      <PagedHistory
        query={query}
        className="result-list"
        emptyText={t('sports.results.empty')}
        errorText={t('sports.results.loadError')}
        renderRow={(match) => <CricketResultRow key={match.matchId} match={match} />}
      />
    </section>
  )
}
