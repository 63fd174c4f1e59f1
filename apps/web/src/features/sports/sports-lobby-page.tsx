import type { SportsMatch } from '@app/contract'
import { SPORT_MARKETS, type SportsGame } from '@app/domain'
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { useIsWide } from '../../shared/hooks/use-media-query'
import { panelOpened } from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'
import { PageTabs } from '../lottery/shared/game-tabs'
import { marketName } from './labels'
import { LeagueSection, LobbyActions, LobbyMatchList, MobileSlipBar } from './lobby-parts'
import { type LobbyMarket, MAIN_MARKETS, MatchCard } from './match-card'
import { pickToggled, type SlipMatchInfo, type SlipSelection, sportSelected } from './slice'
import { SportsHeader } from './sport-nav'
import { useSportsMatchesInfiniteQuery } from './sports-api'
import { useSports } from './use-slip-context'
import './sports.css'
import { SPORTS_TEXTS } from './sports-texts'

/** The lobby's market tabs for a sport: the main one, then each market the card does not show. */
export function lobbyMarkets(sport: SportsGame): LobbyMarket[] {
  return ['main', ...SPORT_MARKETS[sport].filter((kind) => !MAIN_MARKETS.includes(kind))]
}

/** The matches the lobby shows the moment its data arrives; the rest follow right after. */
export const FIRST_MATCHES = 8

/** Matches grouped by league, leagues in the order of their first kick-off. */
export function byLeague(matches: readonly SportsMatch[]): { league: string; matches: SportsMatch[] }[] {
  const leagues = new Map<string, SportsMatch[]>()
  for (const match of matches) {
    const list = leagues.get(match.league_name) ?? []
    list.push(match)
    leagues.set(match.league_name, list)
  }
  return [...leagues].map(([league, list]) => ({ league, matches: list }))
}

/**
 * /sport/{soccer,basketball,bd}: the lobby of a sport's upcoming and in-play matches by league,
 * with market tabs and odds buttons that toggle picks on the slip. The slip is the desktop side
 * panel (opened beside the lobby) and a bottom drawer on mobile, opened from the slip bar.
 */
export function SportsLobbyPage({ sport }: { sport: SportsGame }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const dispatch = useDispatch()
  const isWide = useIsWide()
  const panel = useUi((ui) => ui.openedOffCanvas)
  const [market, setMarket] = useState<LobbyMarket>('main')
  const query = useSportsMatchesInfiniteQuery(sport)
  const selectedOptions = useSports((sports) => sports.selectedOptions)
  const matchCount = useSports((sports) => sports.betSlipList.length)
  const selected = useMemo(() => new Set(selectedOptions), [selectedOptions])
  const markets = lobbyMarkets(sport)
  const activeMarket = markets.includes(market) ? market : 'main'

  // The spec: the selected game follows the URL; changing sport resets the slip.
  useEffect(() => {
    dispatch(sportSelected(sport))
  }, [dispatch, sport])
  // Wide screens show the slip beside the lobby unless another panel is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the lobby opens or the screen widens
  useEffect(() => {
    if (isWide && panel === null) dispatch(panelOpened('betSlip'))
  }, [isWide, dispatch])

  const handleToggle = useCallback(
    (match: SlipMatchInfo, selection: SlipSelection) => {
      dispatch(pickToggled({ match, selection }))
      if (isWide && panel === null) dispatch(panelOpened('betSlip'))
    },
    [dispatch, isWide, panel],
  )

  // Fifty matches with every market are thousands of elements: React renders them in the
  // background in short slices, so the page stays responsive while they appear.
  const data = useDeferredValue(query.data)
  // A phone builds the first screen of cards first and the rest in the background: the lobby's
  // top shows without waiting for fifty cards.
  const [isEveryMatchShown, setEveryMatchShown] = useState(false)
  useEffect(() => {
    if (data && !isEveryMatchShown) startTransition(() => setEveryMatchShown(true))
  }, [data, isEveryMatchShown])
  const matches = data?.pages.flatMap((page) => page.list) ?? []
  const leagues = byLeague(isEveryMatchShown ? matches : matches.slice(0, FIRST_MATCHES))
  const pickCount = selectedOptions.length
  return (
    <section className="sports sports-lobby" aria-labelledby="sports-title" data-sport={sport}>
      <SportsHeader
        title={t(`sports.games.${sport}`)}
        titleId="sports-title"
        section="sport"
        sport={sport}
        actions={<LobbyActions isOpenSlipShown={isWide && panel !== 'betSlip'} pickCount={pickCount} />}
      />
      <PageTabs
        tabs={markets}
        tab={activeMarket}
        onChange={setMarket}
        idPrefix="sports-market"
        label={t('sports.lobby.marketsLabel')}
        tabName={(value) => (value === 'main' ? t('sports.lobby.main') : marketName(t, value))}
      />
      <div
        id="sports-market-tab-panel"
        role="tabpanel"
        aria-labelledby={`sports-market-tab-${activeMarket}`}
        className="sports-leagues"
      >
        <LobbyMatchList
          query={query}
          isRendered={data !== undefined}
          isEmpty={matches.length === 0}
          hasMore={query.hasNextPage && isEveryMatchShown}
        >
          {leagues.map(({ league, matches: inLeague }, index) => (
            <LeagueSection key={league} index={index} title={league}>
              {inLeague.map((match) => (
                <MatchCard
                  key={match.match_id}
                  sport={sport}
                  match={match}
                  market={activeMarket}
                  selected={selected}
                  onToggle={handleToggle}
                />
              ))}
            </LeagueSection>
          ))}
        </LobbyMatchList>
      </div>
      {!isWide && pickCount > 0 && (
        <MobileSlipBar text={t('sports.lobby.slipBar', { picks: pickCount, matches: matchCount })} />
      )}
    </section>
  )
}
