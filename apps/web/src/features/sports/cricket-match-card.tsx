import type { CricketMatch } from '@app/contract'
import { CRICKET_MARKETS, CRICKET_OUTCOMES, MATCH_STATUS } from '@app/domain'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { cricketMarketName, cricketOutcomeLabel } from './cricket-labels'
import type { CricketPick } from './cricket-slice'
import { CRICKET_TEXTS } from './cricket-texts'
import { matchName } from './labels'
import { MatchCardHead } from './match-card-head'
import { OddsButton } from './odds-button'
import type { SlipMatchInfo } from './slice'

/** The match facts the cricket slip keeps beside its selections. */
export function cricketSlipMatchInfo(match: CricketMatch): SlipMatchInfo {
  return {
    matchId: match.matchId,
    leagueName: match.league_name,
    homeName: match.home_name,
    awayName: match.away_name,
    startTime: match.match_start_time,
  }
}

type CricketMatchCardProps = {
  match: CricketMatch
  /** The selection ids on the slip. */
  selected: ReadonlySet<string>
  onToggle: (match: SlipMatchInfo, pick: CricketPick) => void
}

/**
 * A cricket match: kick-off, status, both teams with their crests, and the two markets (winner,
 * total runs against its line); each price toggles its selection on the cricket slip and locks
 * once betting has closed.
 */
export const CricketMatchCard = memo(function CricketMatchCard({
  match,
  selected,
  onToggle,
}: CricketMatchCardProps) {
  const { t, i18n } = useTranslation(CRICKET_TEXTS)
  const isOpen = match.status === MATCH_STATUS.open
  const teams = matchName(t, match.home_name, match.away_name)
  const info = cricketSlipMatchInfo(match)
  const titleId = `match-${match.matchId}`
  return (
    <li className="match-card cricket-card" data-match={match.matchId} aria-labelledby={titleId}>
      <MatchCardHead match={match} titleId={titleId} isOpen={isOpen} />
      <div className="match-markets match-markets-main">
        {match.selections.length === 0 ? (
          <p className="muted match-no-market">{t('sports.lobby.noMarket')}</p>
        ) : (
          CRICKET_MARKETS.map((market) => {
            const offered = CRICKET_OUTCOMES[market].flatMap((outcome) =>
              match.selections.filter(
                (selection) => selection.categoryLabel === market && selection.slipLabel === outcome,
              ),
            )
            if (offered.length === 0) return null
            const title = cricketMarketName(t, market)
            return (
              <fieldset key={market} className="odds-group">
                <legend className="odds-group-title muted">
                  <span className="visually-hidden">{teams}: </span>
                  {title}
                </legend>
                <div className={`odds-row odds-row-cricket odds-row-${market}`}>
                  {offered.map((selection) => {
                    const label = cricketOutcomeLabel(
                      t,
                      market,
                      selection.slipLabel,
                      selection.line,
                      i18n.language,
                    )
                    return (
                      <OddsButton
                        key={selection.id}
                        label={label}
                        odds={selection.odd}
                        previousOdds={selection.previous_odd}
                        isSelected={selected.has(selection.id)}
                        isLocked={!isOpen}
                        description={`${teams}: ${title} · ${label}`}
                        onToggle={() =>
                          onToggle(info, {
                            id: selection.id,
                            categoryLabel: selection.categoryLabel,
                            slipLabel: selection.slipLabel,
                            odd: selection.odd,
                            line: selection.line,
                          })
                        }
                      />
                    )
                  })}
                </div>
              </fieldset>
            )
          })
        )}
      </div>
    </li>
  )
})
