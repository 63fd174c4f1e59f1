import type { SportsMatch } from '@app/contract'
import { MATCH_STATUS, type SportsGame } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { PagedHistory } from '../wallet/history-parts'
import { formatKickOff } from './labels'
import { SportsHeader } from './sport-nav'
import { useSportsResultsInfiniteQuery } from './sports-api'
import './sports.css'
import { SPORTS_TEXTS } from './sports-texts'

function ResultRow({ match }: { match: SportsMatch }) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const isCancelled = match.status === MATCH_STATUS.cancelled
  return (
    <li className="result-row" data-match={match.match_id}>
      <div className="result-meta muted">
        <span>{match.league_name}</span>
        <time className="numeric" dateTime={match.match_start_time}>
          {formatKickOff(match.match_start_time, i18n.language)}
        </time>
      </div>
      <div className="result-teams">
        <span className="result-team result-home">
          <span>{match.home_name}</span>
          <img src={match.home_pic} alt="" width={28} height={28} />
        </span>
        <span className="result-score numeric">
          {isCancelled || !match.score ? (
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
          )}
        </span>
        <span className="result-team result-away">
          <img src={match.away_pic} alt="" width={28} height={28} />
          <span>{match.away_name}</span>
        </span>
      </div>
    </li>
  )
}

/** /results/{soccer,basketball,bd}: finished and cancelled matches, newest first, with their scores. */
export function SportsResultsPage({ sport }: { sport: SportsGame }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const query = useSportsResultsInfiniteQuery(sport)
  return (
    <section className="sports sports-results" aria-labelledby="results-title" data-sport={sport}>
      <SportsHeader
        title={t('sports.results.heading', { sport: t(`sports.games.${sport}`) })}
        titleId="results-title"
        section="results"
        sport={sport}
      />
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
