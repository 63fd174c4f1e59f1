import type { Page, SportsMatch } from '@app/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleBalanceEvent, handleOddsEvent, handleOddsSubscribed, parseOddsChange } from './odds-events'
import { pickToggled } from './slice'
import { sportsApi } from './sports-api'
import { createSportsStore, price, soccerMatch } from './sports-test-support'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

type CacheState = Parameters<ReturnType<typeof sportsApi.endpoints.sportsMatches.select>>[0]

function serve(matches: SportsMatch[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const data: Page<SportsMatch> = { list: matches, total: matches.length }
      return new Response(JSON.stringify({ code: 0, msg: '', data }), {
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
}

describe('the odds topic', () => {
  it('reads an OddsChange and ignores anything else', () => {
    expect(
      parseOddsChange({ game: 'soccer', match_id: 'm1', status: 1, odds: [price('m1', 'wl', 'H', '2.10')] }),
    ).toEqual({
      game: 'soccer',
      match_id: 'm1',
      status: 1,
      odds: [price('m1', 'wl', 'H', '2.10')],
    })
    expect(parseOddsChange({ type: 'settled' })).toBeUndefined()
    expect(parseOddsChange('odds')).toBeUndefined()
  })

  it('updates the lobby’s cached match in place and marks the slip’s pick on it as the player’s policy says', async () => {
    // Player 7 chose to be asked about every change, a rise too.
    localStorage.setItem('token', 'player-token')
    localStorage.setItem('user_id', '7')
    localStorage.setItem('odds_change_policy:7', 'alwaysAsk')
    serve([soccerMatch('m1'), soccerMatch('m2')])
    const store = createSportsStore()
    await store.dispatch(sportsApi.endpoints.sportsMatches.initiate('soccer'))
    const [first] = [soccerMatch('m1')]
    store.dispatch(
      pickToggled({
        match: {
          matchId: 'm1',
          leagueName: first?.league_name ?? '',
          homeName: 'Home m1',
          awayName: 'Away m1',
          startTime: '2026-05-01T18:00:00Z',
        },
        selection: { kind: 'wl', name: 'H', handicapVal: null, odds: '2.00' },
      }),
    )
    handleOddsEvent(store.dispatch, {
      game: 'soccer',
      match_id: 'm1',
      status: 1,
      odds: [{ ...price('m1', 'wl', 'H', '2.25'), previous_odds: '2.00' }],
    })
    const cached = sportsApi.endpoints.sportsMatches.select('soccer')(store.getState() as CacheState).data
    const moved = cached?.pages[0]?.list[0]?.odds.find((item) => item.kind === 'wl' && item.name === 'H')
    expect(moved).toMatchObject({ odds: '2.25', previous_odds: '2.00' })
    expect(store.getState().sports.betSlipList[0]?.picks[0]).toMatchObject({
      odds: '2.25',
      changedFrom: '2.00',
    })

    // A finished match leaves the lobby.
    handleOddsEvent(store.dispatch, { game: 'soccer', match_id: 'm2', status: 3, odds: [] })
    const after = sportsApi.endpoints.sportsMatches.select('soccer')(store.getState() as CacheState).data
    expect(after?.pages[0]?.list.map((match) => match.match_id)).toEqual(['m1'])
  })

  it('moves a guest’s pick to a higher price without asking, and asks about a lower one', () => {
    const store = createSportsStore()
    const selection = { kind: 'wl' as const, name: 'H', handicapVal: null, odds: '2.00' }
    const match = {
      matchId: 'm1',
      leagueName: 'Coastal League',
      homeName: 'Home m1',
      awayName: 'Away m1',
      startTime: '2026-05-01T18:00:00Z',
    }
    store.dispatch(pickToggled({ match, selection }))
    handleOddsEvent(store.dispatch, {
      game: 'soccer',
      match_id: 'm1',
      status: 1,
      odds: [price('m1', 'wl', 'H', '2.25')],
    })
    expect(store.getState().sports.betSlipList[0]?.picks[0]).toMatchObject({
      odds: '2.25',
      changedFrom: null,
    })
    handleOddsEvent(store.dispatch, {
      game: 'soccer',
      match_id: 'm1',
      status: 1,
      odds: [price('m1', 'wl', 'H', '2.05')],
    })
    expect(store.getState().sports.betSlipList[0]?.picks[0]).toMatchObject({
      odds: '2.05',
      changedFrom: '2.25',
    })
  })
})

describe('the balance topic', () => {
  it('loads my bets again when one of the player’s bets is settled', async () => {
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        calls.push(new URL(request.url).pathname)
        const data: Page<unknown> = { list: [], total: 0 }
        return new Response(JSON.stringify({ code: 0, msg: '', data }), {
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    const store = createSportsStore()
    await store.dispatch(sportsApi.endpoints.mySportsBets.initiate({ game: 'soccer', status: -1 }))
    expect(calls.filter((path) => path.endsWith('/soccer/mybet'))).toHaveLength(1)
    handleBalanceEvent(store.dispatch)
    await vi.waitFor(() => expect(calls.filter((path) => path.endsWith('/soccer/mybet'))).toHaveLength(2))
  })
})

describe('a new subscription to the odds topic', () => {
  it('loads the lobby again, so a move made while no socket listened is not missed', async () => {
    const moved = soccerMatch('m1')
    serve([soccerMatch('m1')])
    const store = createSportsStore()
    await store.dispatch(sportsApi.endpoints.sportsMatches.initiate('soccer'))
    moved.odds = moved.odds.map((selection) => ({ ...selection, odds: '9.99' }))
    serve([moved])
    handleOddsSubscribed(store.dispatch)
    const lobby = sportsApi.endpoints.sportsMatches.select('soccer')
    await vi.waitFor(() =>
      expect(lobby(store.getState() as CacheState).data?.pages[0]?.list[0]?.odds[0]?.odds).toBe('9.99'),
    )
  })
})
