import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatKickOff } from './labels'
import { type SportKey, SportsHeader } from './sport-nav'
import { SPORTS_TEXTS } from './sports-texts'

/** A results page's header: "<sport> results" with the sport's tabs. */
export function ResultsHeader({ sport }: { sport: SportKey }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  return (
    <SportsHeader
      title={t('sports.results.heading', { sport: t(`sports.games.${sport}`) })}
      titleId="results-title"
      section="results"
      sport={sport}
    />
  )
}

/** The facts every result row shows, whatever the sport. */
type ResultFacts = {
  readonly league_name: string
  readonly match_start_time: string
  readonly home_name: string
  readonly home_pic: string
  readonly away_name: string
  readonly away_pic: string
}

/** One result: league and kick-off above, then home team, the `score` the sport shows, away team. */
export function ResultRowFrame({
  matchId,
  match,
  score,
}: {
  matchId: string
  match: ResultFacts
  score: ReactNode
}) {
  const { i18n } = useTranslation(SPORTS_TEXTS)
  return (
    <li className="result-row" data-match={matchId}>
      <div className="result-meta muted">
        <span>{match.league_name}</span>
        <time className="numeric" dateTime={match.match_start_time}>
          {formatKickOff(match.match_start_time, i18n.language)}
        </time>
      </div>
      <div className="result-teams">
        <span className="result-team result-home">
          <span>{match.home_name}</span>
          <img src={match.home_pic} alt="" width={28} height={28} loading="lazy" />
        </span>
        <span className="result-score numeric">{score}</span>
        <span className="result-team result-away">
          <img src={match.away_pic} alt="" width={28} height={28} loading="lazy" />
          <span>{match.away_name}</span>
        </span>
      </div>
    </li>
  )
}
