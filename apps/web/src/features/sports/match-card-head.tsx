import { useTranslation } from 'react-i18next'
import { formatKickOff } from './labels'
import { SPORTS_TEXTS } from './sports-texts'

/** The facts every match card opens with, whatever the sport. */
type MatchCardFacts = {
  readonly status: number
  readonly match_start_time: string
  readonly home_name: string
  readonly home_pic: string
  readonly away_name: string
  readonly away_pic: string
}

/**
 * A match card's top: kick-off, the status badge once the match is no longer open, and both teams
 * with their crests as the card's heading (`titleId` names the card).
 */
export function MatchCardHead({
  match,
  titleId,
  isOpen,
}: {
  match: MatchCardFacts
  titleId: string
  isOpen: boolean
}) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  return (
    <>
      <div className="match-head">
        <time className="muted numeric" dateTime={match.match_start_time}>
          {formatKickOff(match.match_start_time, i18n.language)}
        </time>
        {!isOpen && (
          <span className={`status-badge match-status match-status-${match.status}`}>
            {t(`sports.matchStatus.${match.status}`, { defaultValue: t('sports.lobby.locked') })}
          </span>
        )}
      </div>
      <h3 id={titleId} className="match-teams">
        <span className="match-team">
          <img src={match.home_pic} alt="" width={28} height={28} loading="lazy" />
          <span>{match.home_name}</span>
        </span>
        <span className="match-vs muted">{t('sports.lobby.vs')}</span>
        <span className="match-team">
          <img src={match.away_pic} alt="" width={28} height={28} loading="lazy" />
          <span>{match.away_name}</span>
        </span>
      </h3>
    </>
  )
}
