import type { SelectionOdds, SportsMatch } from '@app/contract'
import {
  isMarketKind,
  MATCH_STATUS,
  type MarketKind,
  marketOutcomes,
  type SideOutcome,
  type SportsGame,
  sortMoneyline,
} from '@app/domain'
import type { TFunction } from 'i18next'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { marketName, matchName, outcomeLabel } from './labels'
import { MatchCardHead } from './match-card-head'
import { OddsButton } from './odds-button'
import { type SlipMatchInfo, type SlipSelection, selectionKey } from './slice'
import { SPORTS_TEXTS } from './sports-texts'

/** The lobby's market tabs: 'main' shows win/draw/lose and handicap on the card, the rest one market each. */
export type LobbyMarket = 'main' | MarketKind

/** The markets of the main tab: win/draw/lose and the handicap (bd's wl carries its own line). */
export const MAIN_MARKETS: readonly MarketKind[] = ['wl', 'handicap']

/** The match facts the slip keeps beside a pick. */
export function slipMatchInfo(match: SportsMatch): SlipMatchInfo {
  return {
    matchId: match.match_id,
    leagueName: match.league_name,
    homeName: match.home_name,
    awayName: match.away_name,
    startTime: match.match_start_time,
  }
}

/** A group of buttons under one heading, e.g. the handicap at -1 or the correct scores of a home win. */
type OddsGroup = { key: string; title: string; selections: SelectionOdds[] }

const isSide = (name: string): name is SideOutcome => name === 'H' || name === 'D' || name === 'A'

function sortSides(sport: SportsGame, selections: SelectionOdds[]): SelectionOdds[] {
  const order = sortMoneyline(sport, selections.map((item) => item.name).filter(isSide))
  return [...selections].sort(
    (a, b) => order.indexOf(a.name as SideOutcome) - order.indexOf(b.name as SideOutcome),
  )
}

function byOutcomeOrder(sport: SportsGame, kind: MarketKind, selections: SelectionOdds[]): SelectionOdds[] {
  const order = marketOutcomes(sport, kind)
  const rank = (name: string) => {
    const index = order.indexOf(name)
    return index < 0 ? order.length : index
  }
  return [...selections].sort((a, b) => rank(a.name) - rank(b.name))
}

/** Which side a correct-score outcome belongs to: '2:1' home, '1:1' draw, 'away_other' away. */
function scoreSide(name: string): 'home' | 'draw' | 'away' {
  if (name === 'home_other') return 'home'
  if (name === 'draw_other') return 'draw'
  if (name === 'away_other') return 'away'
  const [home = 0, away = 0] = name.split(':').map(Number)
  return home > away ? 'home' : home === away ? 'draw' : 'away'
}

/** A market's buttons in groups, in the order the card shows them. */
function groupsOf(
  t: TFunction,
  sport: SportsGame,
  kind: MarketKind,
  selections: SelectionOdds[],
): OddsGroup[] {
  const title = marketName(t, kind)
  if (kind === 'wl' || kind === 'handicap' || kind === 'bs') {
    // One group per line (a market usually quotes one), sides in the spec's moneyline order.
    const lines = [...new Set(selections.map((item) => item.handicap_val))].sort(
      (a, b) => (a ?? 0) - (b ?? 0),
    )
    return lines.map((line) => {
      const onLine = selections.filter((item) => item.handicap_val === line)
      return {
        key: `${kind}:${line ?? ''}`,
        title,
        selections: kind === 'bs' ? byOutcomeOrder(sport, kind, onLine) : sortSides(sport, onLine),
      }
    })
  }
  const ordered = byOutcomeOrder(sport, kind, selections)
  if (kind === 'correct_score') {
    return (['home', 'draw', 'away'] as const).flatMap((side) => {
      const inSide = ordered.filter((item) => scoreSide(item.name) === side)
      return inSide.length === 0
        ? []
        : [{ key: `${kind}:${side}`, title: t(`sports.lobby.scoreGroups.${side}`), selections: inSide }]
    })
  }
  if (kind === 'mv') {
    return (['home', 'away'] as const).flatMap((side) => {
      const inSide = ordered.filter((item) => item.name.startsWith(`${side}_`))
      return inSide.length === 0
        ? []
        : [{ key: `${kind}:${side}`, title: t(`sports.lobby.marginGroups.${side}`), selections: inSide }]
    })
  }
  return [{ key: kind, title, selections: ordered }]
}

type MatchCardProps = {
  sport: SportsGame
  match: SportsMatch
  market: LobbyMarket
  selected: ReadonlySet<string>
  onToggle: (match: SlipMatchInfo, selection: SlipSelection) => void
}

/**
 * A match in the lobby: kick-off time, status, both teams with their crests, and the odds of the
 * chosen market tab; every button toggles its pick on the slip and locks when betting is closed.
 * Moved odds re-render only the matches they belong to (the others keep their match object).
 */
export const MatchCard = memo(function MatchCard({
  sport,
  match,
  market,
  selected,
  onToggle,
}: MatchCardProps) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const isOpen = match.status === MATCH_STATUS.open
  const kinds = (market === 'main' ? MAIN_MARKETS : [market]).filter(
    (kind) => kind !== 'handicap' || sport !== 'bd',
  )
  const teams = matchName(t, match.home_name, match.away_name)
  const info = slipMatchInfo(match)
  const titleId = `match-${match.match_id}`
  const groups = kinds.flatMap((kind) =>
    groupsOf(
      t,
      sport,
      kind,
      match.odds.filter((item) => item.kind === kind),
    ).map((group) => ({ ...group, kind })),
  )
  return (
    <li className="match-card" data-match={match.match_id} aria-labelledby={titleId}>
      <MatchCardHead match={match} titleId={titleId} isOpen={isOpen} />
      <div className={`match-markets match-markets-${market}`}>
        {groups.length === 0 ? (
          <p className="muted match-no-market">{t('sports.lobby.noMarket')}</p>
        ) : (
          groups.map((group) => {
            const isMarketOpen = isOpen && compareOpen(match, group.kind)
            return (
              <fieldset key={group.key} className="odds-group">
                <legend className="odds-group-title muted">
                  <span className="visually-hidden">{teams}: </span>
                  {group.title}
                </legend>
                <div className={`odds-row odds-row-${group.kind}`}>
                  {group.selections.map((item) => {
                    const selection = toSelection(item)
                    if (!selection) return null
                    const label = outcomeLabel(
                      t,
                      sport,
                      item.kind,
                      item.name,
                      item.handicap_val,
                      i18n.language,
                    )
                    return (
                      <OddsButton
                        key={selectionKey(match.match_id, selection)}
                        label={label}
                        odds={item.odds}
                        previousOdds={item.previous_odds}
                        isSelected={selected.has(selectionKey(match.match_id, selection))}
                        isLocked={!isMarketOpen}
                        description={`${teams}: ${marketName(t, item.kind)} · ${label}`}
                        onToggle={() => onToggle(info, selection)}
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

/** Whether a market's headline block takes bets (status 1); markets without one follow the match. */
function compareOpen(match: SportsMatch, kind: MarketKind): boolean {
  const block = kind === 'wl' || kind === 'handicap' || kind === 'bs' ? match.compare[kind] : null
  return block === null || block.status === 1
}

/** A price as the slip takes it, when its market is one the slip knows. */
export function toSelection(item: SelectionOdds): SlipSelection | undefined {
  if (!isMarketKind(item.kind)) return undefined
  return { kind: item.kind, name: item.name, handicapVal: item.handicap_val, odds: item.odds }
}
