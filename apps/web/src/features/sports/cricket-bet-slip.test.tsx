import type { CricketSlip } from '@app/contract'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, type RecordedCall } from '../wallet/wallet-test-support'
import { CricketBetSlip } from './cricket-bet-slip'
import { CricketLobbyPage } from './cricket-lobby-page'
import { cricketMatch, renderSports, setUpNarrowScreen } from './sports-test-support'

setUpNarrowScreen({ hasDialogs: true, clearsStorage: true })

const matches = [cricketMatch('c1'), cricketMatch('c2', { league_name: 'Southern Bash' })]
const config = {
  game_id: 10,
  key: 'soccer',
  status: 1,
  bet_min: '0.01',
  bet_max: '50000',
  multiple_min: 1,
  multiple_max: 99,
  bonus_min: '0',
  bonus_max: '10200',
  disabled_regions: [],
}
const member = {
  user_id: 7,
  score: '100',
  nickname: 'Demo',
  role: 'user',
  currency: 'USDT',
  email: null,
  email_verified: false,
  area_code: null,
  phone: null,
  phone_verified: false,
  has_real_name: false,
  has_payment_password: false,
  invite_code: 'ABC',
}

function setUp(
  place: (call: RecordedCall) => { status?: number; data?: unknown; msg?: string; errorData?: unknown },
  byId = cricketMatch('c1'),
) {
  return fakeApi({
    'GET /sports/cricketAPI/matchData/matchList': { data: { list: matches, total: matches.length } },
    'GET /sports/cricketAPI/matchData/getById/c1': { data: byId },
    'GET /sports/api/v1/game_config': { data: config },
    'GET /sports/api/v1/config/exchange': { data: [] },
    'GET /sports/api/v1/member/info': { data: member },
    'POST /sports/betData/create': place,
  })
}

function renderLobbyAndSlip() {
  return renderSports(
    <>
      <CricketLobbyPage />
      <CricketBetSlip />
    </>,
    { path: '/sport/cricket' },
  )
}

const odds = (match: string, market: string, outcome: string, price: string) =>
  screen.getByRole('button', {
    name: `Home ${match} vs Away ${match}: ${market} · ${outcome}, odds ${price}`,
  })

async function pickHomeAndOver() {
  await screen.findByRole('heading', { level: 2, name: 'Monsoon T20' })
  await userEvent.click(odds('c1', 'Match winner', 'Home', '1.85'))
  await userEvent.click(odds('c1', 'Total runs', 'Over 310.5', '1.90'))
}

const placedSlip = (): CricketSlip => ({ slipId: 9, matchId: 'c1', total_amount: '20', bets: [] })

describe('the cricket lobby and slip', () => {
  it('lists matches by league with both markets, and toggles a selection on the slip', async () => {
    setUp(() => ({ data: null }))
    const { store } = renderLobbyAndSlip()
    expect(await screen.findByRole('heading', { level: 2, name: 'Southern Bash' })).toBeDefined()
    const home = odds('c1', 'Match winner', 'Home', '1.85')
    await userEvent.click(home)
    expect(home.getAttribute('aria-pressed')).toBe('true')
    expect(store.getState().cricketSlip).toMatchObject({
      matchId: 'c1',
      order: ['c1:winner:home'],
      isActive: true,
    })
    await userEvent.click(home)
    expect(home.getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByText('Tap the odds of a cricket match to add a selection.')).toBeDefined()
  })

  it('starts a new slip when a selection of another match is picked', async () => {
    setUp(() => ({ data: null }))
    const { store } = renderLobbyAndSlip()
    await pickHomeAndOver()
    await userEvent.click(odds('c2', 'Match winner', 'Away', '1.95'))
    expect(store.getState().cricketSlip.order).toEqual(['c2:winner:away'])
  })

  it('sets the quick amount on every selection and shows the total and the possible return', async () => {
    setUp(() => ({ data: null }))
    renderLobbyAndSlip()
    await pickHomeAndOver()
    expect(screen.getByText('Enter an amount for every selection.')).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: '10.00' }))
    const amounts = screen.getAllByLabelText('Amount (USDT)')
    expect(amounts.map((input) => (input as HTMLInputElement).value)).toEqual(['10', '10'])
    // 10 × 1.85 + 10 × 1.90
    expect(screen.getByTestId('cricket-total').textContent).toBe('20.00 USDT')
    expect(screen.getByTestId('cricket-possible-win').textContent).toBe('37.50 USDT')
    expect(screen.getByText('Returns 18.50 USDT')).toBeDefined()
  })

  it('warns with the spec’s texts and keeps the button off: below the minimum, above the balance', async () => {
    localStorage.setItem('token', 'player-token')
    const calls = setUp(() => ({ data: placedSlip() }))
    renderLobbyAndSlip()
    await pickHomeAndOver()
    const [first, second] = screen.getAllByLabelText('Amount (USDT)')
    if (!first || !second) throw new Error('two amount fields expected')
    await userEvent.type(first, '0.001')
    await userEvent.type(second, '1')
    expect(await screen.findByText('The stake is below the minimum bet.')).toBeDefined()
    await userEvent.clear(first)
    await userEvent.type(first, '100')
    expect(await screen.findByText('Your balance is not enough for this slip.')).toBeDefined()
    expect((screen.getByRole('button', { name: 'Place bet' }) as HTMLButtonElement).disabled).toBe(true)
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('places the slip with an Idempotency-Key, each amount in USDT at the price shown', async () => {
    localStorage.setItem('token', 'player-token')
    const calls = setUp(() => ({ data: placedSlip() }))
    const { store } = renderLobbyAndSlip()
    await pickHomeAndOver()
    await userEvent.click(screen.getByRole('button', { name: '10.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Bet placed' })
    expect(within(dialog).getByText('20.00 USDT')).toBeDefined()
    const post = calls.find((call) => call.method === 'POST')
    expect(post?.headers.get('idempotency-key')).toBeTruthy()
    expect(post?.body).toEqual({
      matchId: 'c1',
      bets: {
        'c1:winner:home': {
          categoryLabel: 'winner',
          slipLabel: 'home',
          odd: '1.85',
          amount: '10',
          line: null,
        },
        'c1:total_runs:over': {
          categoryLabel: 'total_runs',
          slipLabel: 'over',
          odd: '1.90',
          amount: '10',
          line: 310.5,
        },
      },
      accept_changed_odds: false,
    })
    expect(store.getState().cricketSlip.order).toEqual([])
  })

  it('reads the match again on ODDS_CHANGED, marks a fallen price and lets the player accept it', async () => {
    localStorage.setItem('token', 'player-token')
    const moved = cricketMatch('c1')
    moved.selections = moved.selections.map((selection) =>
      selection.id === 'c1:winner:home' ? { ...selection, odd: '1.70' } : selection,
    )
    setUp(
      () => ({
        status: 409,
        msg: 'ODDS_CHANGED',
        errorData: { changes: [{ id: 'c1:winner:home', odd: '1.70' }] },
      }),
      moved,
    )
    const { store } = renderLobbyAndSlip()
    await pickHomeAndOver()
    await userEvent.click(screen.getByRole('button', { name: '5.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }))
    expect(await screen.findByText('Odds changed: 1.85 → 1.70')).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Accept new odds' }))
    expect(store.getState().cricketSlip.bets['c1:winner:home']).toMatchObject({
      odd: '1.70',
      changedFrom: null,
    })
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDefined()
  })

  it('follows the player’s choice in the cricket slip too: a rise asked about under "always ask", then let go', async () => {
    localStorage.setItem('token', 'player-token')
    localStorage.setItem('user_id', '7')
    const moved = cricketMatch('c1')
    moved.selections = moved.selections.map((selection) =>
      selection.id === 'c1:winner:home' ? { ...selection, odd: '2.10' } : selection,
    )
    const calls = setUp(
      () => ({
        status: 409,
        msg: 'ODDS_CHANGED',
        errorData: { changes: [{ id: 'c1:winner:home', odd: '2.10' }] },
      }),
      moved,
    )
    const { store } = renderLobbyAndSlip()
    await pickHomeAndOver()
    const choice = screen.getByRole('combobox', { name: 'When odds change' })
    expect(choice).toHaveProperty('value', 'acceptHigher')
    await userEvent.selectOptions(choice, 'alwaysAsk')
    expect(localStorage.getItem('odds_change_policy:7')).toBe('alwaysAsk')
    await userEvent.click(screen.getByRole('button', { name: '5.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }))
    expect(await screen.findByText('Odds changed: 1.85 → 2.10')).toBeDefined()
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ accept_changed_odds: false })
    await userEvent.selectOptions(choice, 'acceptHigher')
    expect(store.getState().cricketSlip.bets['c1:winner:home']).toMatchObject({
      odd: '2.10',
      changedFrom: null,
    })
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDefined()
  })

  it('asks a guest to sign in before placing', async () => {
    setUp(() => ({ data: null }))
    renderLobbyAndSlip()
    await pickHomeAndOver()
    await userEvent.click(screen.getByRole('button', { name: '1.00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }))
    expect(await screen.findByRole('dialog', { name: 'Sign in to bet' })).toBeDefined()
  })

  it('shows the spec’s error text with a retry when the matches fail to load, and the empty text when none', async () => {
    fakeApi({ 'GET /sports/cricketAPI/matchData/matchList': { status: 400, msg: 'VALIDATION_FAILED' } })
    renderSports(<CricketLobbyPage />)
    expect(await screen.findByText('The matches could not be loaded.')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined()
    cleanup()
    fakeApi({ 'GET /sports/cricketAPI/matchData/matchList': { data: { list: [], total: 0 } } })
    renderSports(<CricketLobbyPage />)
    expect(await screen.findByText('No matches are open for betting right now.')).toBeDefined()
  })
})
