import type { AllMatchesPage } from '@app/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, type RecordedCall } from '../wallet/wallet-test-support'
import { AllSportsPage, filterOf } from './all-sports-page'
import { cricketAsSportsMatch, renderSports, setUpNarrowScreen, soccerMatch } from './sports-test-support'

setUpNarrowScreen()

const page = (overrides: Partial<AllMatchesPage> = {}): AllMatchesPage => ({
  list: [
    soccerMatch('s1'),
    soccerMatch('b1', { game: 'basketball', league_name: 'Hoops League' }),
    cricketAsSportsMatch('c1'),
  ],
  total: 3,
  leagues: [
    { game: 'soccer', league_name: 'Coastal League', matches: 1 },
    { game: 'basketball', league_name: 'Hoops League', matches: 1 },
    { game: 'cricket', league_name: 'Coastal League', matches: 1 },
  ],
  ...overrides,
})

const lastList = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/sports/api/v1/all').at(-1)?.query

describe('the all-sports page', () => {
  it('lists the open matches of every sport by league, each league marked with its sport', async () => {
    fakeApi({ 'GET /sports/api/v1/all': { data: page() } })
    renderSports(<AllSportsPage />, { path: '/sport/all' })
    expect(await screen.findByText('Open matches: 3.', { exact: false })).toBeDefined()
    expect(screen.getByRole('heading', { level: 2, name: /^Soccer:\s*Coastal League$/ })).toBeDefined()
    expect(screen.getByRole('heading', { level: 2, name: /^Basketball:\s*Hoops League$/ })).toBeDefined()
    expect(screen.getByRole('heading', { level: 2, name: /^Cricket:\s*Monsoon T20$/ })).toBeDefined()
    expect(
      screen.getByRole('button', { name: 'Home c1 vs Away c1: Total runs · Over 310.5, odds 1.90' }),
    ).toBeDefined()
  })

  it('filters by sport (choosing a sport clears the league), league and start time', async () => {
    const calls = fakeApi({ 'GET /sports/api/v1/all': { data: page() } })
    renderSports(<AllSportsPage />, { path: '/sport/all?league=Hoops%20League' })
    await screen.findByText('Open matches: 3.', { exact: false })
    expect(lastList(calls)?.get('league')).toBe('Hoops League')
    await userEvent.selectOptions(screen.getByLabelText('Sport'), 'cricket')
    await waitFor(() => expect(lastList(calls)?.get('sport')).toBe('cricket'))
    expect(lastList(calls)?.has('league')).toBe(false)
    await userEvent.selectOptions(screen.getByLabelText('League'), 'Coastal League · 1 matches')
    await waitFor(() => expect(lastList(calls)?.get('league')).toBe('Coastal League'))
    await userEvent.selectOptions(screen.getByLabelText('Start time'), 'Within 3 h')
    await waitFor(() => expect(lastList(calls)?.get('hours')).toBe('3'))
    expect(lastList(calls)?.get('sport')).toBe('cricket')
  })

  it('shows the empty text with a way to clear the filters, and the error text with a retry', async () => {
    fakeApi({ 'GET /sports/api/v1/all': { data: page({ list: [], total: 0, leagues: [] }) } })
    renderSports(<AllSportsPage />, { path: '/sport/all?hours=1' })
    expect(await screen.findByText('No open matches fit these filters.')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDefined()
    cleanup()
    fakeApi({ 'GET /sports/api/v1/all': { status: 400, msg: 'VALIDATION_FAILED' } })
    renderSports(<AllSportsPage />, { path: '/sport/all' })
    expect(await screen.findByText('The matches could not be loaded.')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined()
  })

  it('puts a soccer pick on the sports slip and a cricket pick on the cricket slip, which the panel then shows', async () => {
    fakeApi({ 'GET /sports/api/v1/all': { data: page() } })
    const { store } = renderSports(<AllSportsPage />, { path: '/sport/all' })
    await screen.findByText('Open matches: 3.', { exact: false })
    await userEvent.click(
      screen.getByRole('button', { name: 'Home b1 vs Away b1: Match result · Home, odds 2.00' }),
    )
    expect(store.getState().sports.selectedGame).toBe('basketball')
    expect(store.getState().sports.selectedOptions).toHaveLength(1)
    await userEvent.click(
      screen.getByRole('button', { name: 'Home c1 vs Away c1: Match winner · Home, odds 1.85' }),
    )
    expect(store.getState().cricketSlip).toMatchObject({ order: ['c1:winner:home'], isActive: true })
    // A soccer pick brings the sports slip back, starting it again for the new sport.
    await userEvent.click(
      screen.getByRole('button', { name: 'Home s1 vs Away s1: Match result · Home, odds 2.00' }),
    )
    expect(store.getState().sports).toMatchObject({ selectedGame: 'soccer', selectedOptions: ['s1|wl||H'] })
    expect(store.getState().cricketSlip.isActive).toBe(false)
  })

  it('reads only known filters from the address', () => {
    expect(filterOf(new URLSearchParams('sport=cricket&league=%20Hoops%20&hours=6'))).toEqual({
      sport: 'cricket',
      league: 'Hoops',
      hours: 6,
    })
    expect(filterOf(new URLSearchParams('sport=365sports&league=&hours=5'))).toEqual({
      sport: undefined,
      league: undefined,
      hours: undefined,
    })
  })
})
