import type { LeagueCount, SportsMatch } from '@app/contract'
import {
  BETTABLE_SPORTS,
  type BettableSport,
  isBettableSport,
  isSportsGame,
  type SportsGame,
} from '@app/domain'
import { useCallback, useDeferredValue, useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { useSearchParams } from 'react-router'
import { useIsWide } from '../../shared/hooks/use-media-query'
import { EmptyState } from '../../shared/ui/load-states'
import { panelOpened } from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'
import { type AllMatchesFilter, useAllMatchesInfiniteQuery } from './cricket-api'
import { cricketMatchOf } from './cricket-labels'
import { useCricketToggle } from './cricket-lobby-page'
import { CricketMatchCard } from './cricket-match-card'
import { CRICKET_TEXTS } from './cricket-texts'
import { LeagueSection, LobbyActions, LobbyMatchList, MobileSlipBar } from './lobby-parts'
import { MatchCard } from './match-card'
import { pickToggled, type SlipMatchInfo, type SlipSelection, sportSelected } from './slice'
import { SportsHeader } from './sport-nav'
import { useCricketSlip } from './use-cricket-slip'
import { useSports } from './use-slip-context'
import './sports.css'

/** The start-time windows the page filters by, in hours from now. */
export const START_WINDOWS = [1, 3, 6, 12] as const

/** The filters as the address carries them (?sport=&league=&hours=), anything unknown dropped. */
export function filterOf(search: URLSearchParams): AllMatchesFilter {
  const sport = search.get('sport') ?? ''
  const league = search.get('league')?.trim() ?? ''
  const hours = Number(search.get('hours'))
  return {
    sport: isBettableSport(sport) ? sport : undefined,
    league: league === '' ? undefined : league.slice(0, 100),
    hours: (START_WINDOWS as readonly number[]).includes(hours) ? hours : undefined,
  }
}

/** Matches grouped by sport and league, in the order of each league's first kick-off. */
function byLeague(matches: readonly SportsMatch[]) {
  const leagues = new Map<string, { game: string; league: string; matches: SportsMatch[] }>()
  for (const match of matches) {
    const key = `${match.game}|${match.league_name}`
    const group = leagues.get(key) ?? { game: match.game, league: match.league_name, matches: [] }
    group.matches.push(match)
    leagues.set(key, group)
  }
  return [...leagues.values()]
}

/** The league choices: those under the other filters, and the chosen one even when none of its matches are left. */
function leagueChoices(leagues: readonly LeagueCount[], chosen: string | undefined) {
  const choices = leagues.map((league) => ({
    name: league.league_name,
    game: league.game,
    matches: league.matches,
  }))
  if (chosen !== undefined && !choices.some((league) => league.name === chosen)) {
    choices.unshift({ name: chosen, game: leagues[0]?.game ?? 'soccer', matches: 0 })
  }
  return choices
}

/**
 * /sport/all, the spec's game page: every match still taking bets across soccer, basketball, BD
 * and cricket by kick-off, filtered by sport, league and start time (kept in the address). The
 * slip sports' prices go on the sports slip (a pick of another sport starts it again, as changing
 * sport does), cricket's on the cricket slip.
 */
export function AllSportsPage() {
  const { t } = useTranslation(CRICKET_TEXTS)
  const dispatch = useDispatch()
  const isWide = useIsWide()
  const panel = useUi((ui) => ui.openedOffCanvas)
  const [search, setSearch] = useSearchParams()
  const filter = filterOf(search)
  const query = useAllMatchesInfiniteQuery(filter)
  const sportsOptions = useSports((sports) => sports.selectedOptions)
  const cricketOrder = useCricketSlip((slip) => slip.order)
  const isCricketSlip = useCricketSlip((slip) => slip.isActive)
  const sportsSelected = useMemo(() => new Set(sportsOptions), [sportsOptions])
  const cricketSelected = useMemo(() => new Set(cricketOrder), [cricketOrder])
  const handleCricketToggle = useCricketToggle()
  const ids = { sport: useId(), league: useId(), hours: useId() }

  const handleSportsToggle = useCallback(
    (game: SportsGame, match: SlipMatchInfo, selection: SlipSelection) => {
      dispatch(sportSelected(game))
      dispatch(pickToggled({ match, selection }))
      if (isWide && panel === null) dispatch(panelOpened('betSlip'))
    },
    [dispatch, isWide, panel],
  )
  // One stable toggle per sport, so the memoised cards do not render again on every pick.
  const toggles = useMemo(
    () =>
      Object.fromEntries(
        BETTABLE_SPORTS.filter(isSportsGame).map((game) => [
          game,
          (match: SlipMatchInfo, selection: SlipSelection) => handleSportsToggle(game, match, selection),
        ]),
      ) as Record<SportsGame, (match: SlipMatchInfo, selection: SlipSelection) => void>,
    [handleSportsToggle],
  )

  function setFilter(next: AllMatchesFilter) {
    const params = new URLSearchParams()
    if (next.sport) params.set('sport', next.sport)
    if (next.league) params.set('league', next.league)
    if (next.hours) params.set('hours', String(next.hours))
    setSearch(params, { replace: true })
  }

  const data = useDeferredValue(query.data)
  const matches = useMemo(() => data?.pages.flatMap((page) => page.list) ?? [], [data])
  const cricketMatches = useMemo(
    () =>
      new Map(
        matches
          .filter((match) => match.game === 'cricket')
          .map((match) => [match.match_id, cricketMatchOf(match)]),
      ),
    [matches],
  )
  const leagues = leagueChoices(data?.pages[0]?.leagues ?? [], filter.league)
  const total = data?.pages[0]?.total ?? 0
  const pickCount = isCricketSlip ? cricketOrder.length : sportsOptions.length
  const sportName = (game: string) => t(`sports.games.${game}`, { defaultValue: game })
  const isFiltered = filter.sport !== undefined || filter.league !== undefined || filter.hours !== undefined

  return (
    <section className="sports sports-lobby sports-all" aria-labelledby="sports-title" data-sport="all">
      <SportsHeader
        title={t('sports.games.all')}
        titleId="sports-title"
        section="sport"
        sport="all"
        actions={<LobbyActions isOpenSlipShown={isWide && panel !== 'betSlip'} pickCount={pickCount} />}
      />
      <fieldset className="all-filters">
        <legend className="visually-hidden">{t('cricket.all.filters')}</legend>
        <label htmlFor={ids.sport}>
          {t('cricket.all.sport')}
          <select
            id={ids.sport}
            value={filter.sport ?? ''}
            onChange={(event) => {
              const sport = event.target.value
              setFilter({ ...filter, sport: isBettableSport(sport) ? sport : undefined, league: undefined })
            }}
          >
            <option value="">{t('cricket.all.everySport')}</option>
            {BETTABLE_SPORTS.map((sport: BettableSport) => (
              <option key={sport} value={sport}>
                {sportName(sport)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.league}>
          {t('cricket.all.league')}
          <select
            id={ids.league}
            value={filter.league ?? ''}
            onChange={(event) => setFilter({ ...filter, league: event.target.value || undefined })}
          >
            <option value="">{t('cricket.all.everyLeague')}</option>
            {leagues.map((league) => (
              <option key={`${league.game}|${league.name}`} value={league.name}>
                {filter.sport === undefined
                  ? t('cricket.all.leagueOfSport', {
                      sport: sportName(league.game),
                      league: league.name,
                      matches: league.matches,
                    })
                  : t('cricket.all.leagueOption', { league: league.name, matches: league.matches })}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.hours}>
          {t('cricket.all.startTime')}
          <select
            id={ids.hours}
            value={filter.hours ?? ''}
            onChange={(event) => {
              const hours = Number(event.target.value)
              setFilter({ ...filter, hours: hours > 0 ? hours : undefined })
            }}
          >
            <option value="">{t('cricket.all.anyTime')}</option>
            {START_WINDOWS.map((hours) => (
              <option key={hours} value={hours}>
                {t('cricket.all.within', { hours })}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <p className="muted all-summary" aria-live="polite">
        {data ? t('cricket.all.summary', { matches: total }) : '\u00a0'} {t('cricket.all.slipNote')}
      </p>
      <div className="sports-leagues">
        <LobbyMatchList
          query={query}
          isRendered={data !== undefined}
          isEmpty={matches.length === 0}
          empty={
            <>
              <EmptyState text={isFiltered ? t('cricket.all.emptyFiltered') : t('sports.lobby.empty')} />
              {isFiltered && (
                <button type="button" className="button button-secondary" onClick={() => setFilter({})}>
                  {t('cricket.all.clearFilters')}
                </button>
              )}
            </>
          }
        >
          {byLeague(matches).map(({ game, league, matches: inLeague }, index) => (
            <LeagueSection
              key={`${game}|${league}`}
              index={index}
              title={
                <>
                  <span className="status-badge league-sport">{sportName(game)}</span>
                  <span className="visually-hidden">: </span>
                  {league}
                </>
              }
            >
              {inLeague.map((match) => {
                const game = match.game
                const cricket = cricketMatches.get(match.match_id)
                if (cricket)
                  return (
                    <CricketMatchCard
                      key={match.match_id}
                      match={cricket}
                      selected={cricketSelected}
                      onToggle={handleCricketToggle}
                    />
                  )
                if (!isSportsGame(game)) return null
                return (
                  <MatchCard
                    key={match.match_id}
                    sport={game}
                    match={match}
                    market="main"
                    selected={sportsSelected}
                    onToggle={toggles[game]}
                  />
                )
              })}
            </LeagueSection>
          ))}
        </LobbyMatchList>
      </div>
      {!isWide && pickCount > 0 && <MobileSlipBar text={t('sports.slip.pickCount', { picks: pickCount })} />}
    </section>
  )
}
