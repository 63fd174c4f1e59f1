import type { CricketMatch } from '@app/contract'
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { useIsWide } from '../../shared/hooks/use-media-query'
import { panelOpened } from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'
import { useCricketMatchesInfiniteQuery } from './cricket-api'
import { CricketMatchCard } from './cricket-match-card'
import { type CricketPick, cricketPickToggled, cricketSlipShown } from './cricket-slice'
import { CRICKET_TEXTS } from './cricket-texts'
import { LeagueSection, LobbyActions, LobbyMatchList, MobileSlipBar } from './lobby-parts'
import type { SlipMatchInfo } from './slice'
import { SportsHeader } from './sport-nav'
import { useCricketSlip } from './use-cricket-slip'
import './sports.css'

/** Matches grouped by league, leagues in the order of their first kick-off. */
function byLeague(matches: readonly CricketMatch[]): { league: string; matches: CricketMatch[] }[] {
  const leagues = new Map<string, CricketMatch[]>()
  for (const match of matches)
    leagues.set(match.league_name, [...(leagues.get(match.league_name) ?? []), match])
  return [...leagues].map(([league, list]) => ({ league, matches: list }))
}

/** Opens the slip beside the page on wide screens, unless another panel is open; the hook the cricket screens share. */
export function useCricketToggle() {
  const dispatch = useDispatch()
  const isWide = useIsWide()
  const panel = useUi((ui) => ui.openedOffCanvas)
  return useCallback(
    (match: SlipMatchInfo, pick: CricketPick) => {
      dispatch(cricketPickToggled({ match, pick }))
      if (isWide && panel === null) dispatch(panelOpened('betSlip'))
    },
    [dispatch, isWide, panel],
  )
}

/**
 * /sport/cricket: upcoming and in-play T20 matches by league, each with its winner and total-runs
 * prices; a price toggles its selection on the cricket slip (the desktop side panel, a bottom
 * drawer on mobile opened from the slip bar).
 */
export function CricketLobbyPage() {
  const { t } = useTranslation(CRICKET_TEXTS)
  const dispatch = useDispatch()
  const isWide = useIsWide()
  const panel = useUi((ui) => ui.openedOffCanvas)
  const query = useCricketMatchesInfiniteQuery()
  const order = useCricketSlip((slip) => slip.order)
  const selected = useMemo(() => new Set(order), [order])
  const handleToggle = useCricketToggle()

  // The panel shows the cricket slip here; wide screens open it beside the lobby.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the lobby opens or the screen widens
  useEffect(() => {
    dispatch(cricketSlipShown())
    if (isWide && panel === null) dispatch(panelOpened('betSlip'))
  }, [isWide, dispatch])

  const data = useDeferredValue(query.data)
  const matches = data?.pages.flatMap((page) => page.list) ?? []
  const count = order.length
  return (
    <section className="sports sports-lobby" aria-labelledby="sports-title" data-sport="cricket">
      <SportsHeader
        title={t('sports.games.cricket')}
        titleId="sports-title"
        section="sport"
        sport="cricket"
        actions={<LobbyActions isOpenSlipShown={isWide && panel !== 'betSlip'} pickCount={count} />}
      />
      <p className="muted all-summary">{t('cricket.lobby.intro')}</p>
      <div className="sports-leagues">
        <LobbyMatchList query={query} isRendered={data !== undefined} isEmpty={matches.length === 0}>
          {byLeague(matches).map(({ league, matches: inLeague }, index) => (
            <LeagueSection key={league} index={index} title={league}>
              {inLeague.map((match) => (
                <CricketMatchCard
                  key={match.matchId}
                  match={match}
                  selected={selected}
                  onToggle={handleToggle}
                />
              ))}
            </LeagueSection>
          ))}
        </LobbyMatchList>
      </div>
      {!isWide && count > 0 && <MobileSlipBar text={t('cricket.slip.count', { count })} />}
    </section>
  )
}
