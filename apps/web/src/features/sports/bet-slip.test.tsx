import type { SportsBet } from '@app/contract'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi, type RecordedCall } from '../wallet/wallet-test-support'
import { SportsBetSlip } from './bet-slip'
import { SportsLobbyPage } from './sports-lobby-page'
import { renderSports, setUpNarrowScreen, soccerMatch } from './sports-test-support'

setUpNarrowScreen({ hasDialogs: true, clearsStorage: true })

const matches = [soccerMatch('m1'), soccerMatch('m2'), soccerMatch('m3', { league_name: 'Hill League' })]
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
  score: '1000',
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
const placedBet = (): SportsBet => ({
  bet_id: 42,
  game: 'soccer',
  multiple: 1,
  bets: 4,
  folds: [2, 3],
  cast_value: '10',
  total_price: '40',
  bonus: '0',
  bonus_currency: 'USDT',
  extra_bonus: '0',
  extra_bonus_currency: 'USDT',
  currency: 'USDT',
  total_currency: 'USDT',
  payout: null,
  tax: null,
  estimated_min: '40',
  estimated_max: '260',
  status: 1,
  create_at: '2026-05-01T10:00:00Z',
  settled_at: null,
  settle_reasons: [],
  legs: [],
  match: {},
})

function setUp(
  place: (call: RecordedCall) => { status?: number; data?: unknown; msg?: string; errorData?: unknown },
) {
  return fakeApi({
    'GET /sports/api/v1/soccer': { data: { list: matches, total: matches.length } },
    'GET /sports/api/v1/game_config': { data: config },
    'GET /sports/api/v1/config/exchange': { data: [] },
    'GET /sports/api/v1/member/info': { data: member },
    'POST /sports/api/v1/soccer/bet': place,
  })
}

async function pickHomeWins(count: number) {
  for (const id of ['m1', 'm2', 'm3'].slice(0, count)) {
    await userEvent.click(
      screen.getByRole('button', { name: `Home ${id} vs Away ${id}: Match result · Home, odds 2.00` }),
    )
  }
}

/** The soccer lobby beside the slip, once its matches show, with the home win of the first `count` picked. */
async function slipWithHomeWins(count: number) {
  const view = renderSports(
    <>
      <SportsLobbyPage sport="soccer" />
      <SportsBetSlip />
    </>,
  )
  await screen.findByRole('heading', { level: 2, name: 'Coastal League' })
  await pickHomeWins(count)
  return view
}

describe('the sports lobby and slip', () => {
  it('groups matches by league and toggles picks with pressed odds buttons', async () => {
    setUp(() => ({ data: null }))
    renderSports(<SportsLobbyPage sport="soccer" />, { path: '/sport/soccer' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Coastal League' })).toBeDefined()
    expect(screen.getByRole('heading', { level: 2, name: 'Hill League' })).toBeDefined()
    const home = screen.getByRole('button', { name: 'Home m1 vs Away m1: Handicap · Home -1, odds 3.50' })
    await userEvent.click(home)
    expect(home.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('Picks: 1 · Matches: 1')).toBeDefined()
    await userEvent.click(home)
    expect(home.getAttribute('aria-pressed')).toBe('false')
  })

  it('asks a guest to sign in with the toBetComplete prompt, whose button opens the sign-in dialog', async () => {
    setUp(() => ({ data: null }))
    const { store } = await slipWithHomeWins(2)
    await userEvent.type(screen.getByLabelText('Stake per combination (USDT)'), '10')
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }))
    const prompt = await screen.findByRole('dialog', { name: 'Sign in to bet' })
    expect(within(prompt).getByText('Please sign in to complete your bet.')).toBeDefined()
    await userEvent.click(within(prompt).getByRole('button', { name: 'Sign in' }))
    expect(store.getState().ui.openedModal).toBe('login')
  })

  it('takes only digits and one decimal point as the stake, and says so when it drops something', async () => {
    setUp(() => ({ data: null }))
    await slipWithHomeWins(2)
    const stake = screen.getByLabelText('Stake per combination (USDT)')
    await userEvent.type(stake, '1e9')
    expect(stake).toHaveProperty('value', '19')
    expect(screen.getByRole('status').textContent).toBe('Amounts take digits and one decimal point only.')
    await userEvent.clear(stake)
    await userEvent.type(stake, '2.5')
    expect(stake).toHaveProperty('value', '2.5')
    expect(screen.queryByText('Amounts take digits and one decimal point only.')).toBeNull()
  })

  it('places 2 and 3 String 1 with an Idempotency-Key and shows what was bought', async () => {
    localStorage.setItem('token', 'player-token')
    const calls = setUp(() => ({ data: placedBet() }))
    const { store } = await slipWithHomeWins(3)
    await userEvent.click(screen.getByRole('button', { name: '2 String 1' }))
    expect(screen.getByRole('button', { name: '3 String 1' }).getAttribute('aria-pressed')).toBe('true')
    await userEvent.type(screen.getByLabelText('Stake per combination (USDT)'), '10')
    expect(screen.getByTestId('slip-combinations').textContent).toBe('4')
    // 2 String 1: 3 × 4.00; 3 String 1: 8.00; at 10 USDT: max 200 and min 40.
    expect(screen.getByTestId('slip-estimated-max').textContent).toBe('200.00 USDT')
    expect(screen.getByTestId('slip-estimated-min').textContent).toBe('40.00 USDT')
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Bet placed' })
    expect(within(dialog).getByText('2 String 1, 3 String 1')).toBeDefined()
    const post = calls.find((call) => call.method === 'POST')
    expect(post?.headers.get('idempotency-key')).toBeTruthy()
    expect(post?.body).toMatchObject({
      folds: [2, 3],
      cast_value: '10',
      multiple: 1,
      accept_changed_odds: false,
      picks: [
        { match_id: 'm1', kind: 'wl', name: 'H', handicap_val: null, odds: '2.00' },
        { match_id: 'm2', kind: 'wl', name: 'H', handicap_val: null, odds: '2.00' },
        { match_id: 'm3', kind: 'wl', name: 'H', handicap_val: null, odds: '2.00' },
      ],
    })
    expect(store.getState().sports.betSlipList).toEqual([])
  })

  it('marks a fallen price when the server answers ODDS_CHANGED and lets the player accept it', async () => {
    localStorage.setItem('token', 'player-token')
    setUp(() => ({ status: 409, msg: 'ODDS_CHANGED', errorData: { changes: [{ index: 1, odds: '1.80' }] } }))
    const { store } = await slipWithHomeWins(2)
    await userEvent.type(screen.getByLabelText('Stake per combination (USDT)'), '5')
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }))
    expect(await screen.findByText('Odds changed: 2.00 → 1.80')).toBeDefined()
    expect(screen.getByText('Some odds have changed: accept the new odds to continue.')).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Accept new odds' }))
    expect(store.getState().sports.betSlipList[1]?.picks[0]).toMatchObject({
      odds: '1.80',
      changedFrom: null,
    })
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDefined()
  })

  it('takes a risen price from ODDS_CHANGED without asking, as a player who never chose gets "accept higher"', async () => {
    localStorage.setItem('token', 'player-token')
    localStorage.setItem('user_id', '7')
    setUp(() => ({ status: 409, msg: 'ODDS_CHANGED', errorData: { changes: [{ index: 1, odds: '2.40' }] } }))
    const { store } = await slipWithHomeWins(2)
    expect(screen.getByRole('combobox', { name: 'When odds change' })).toHaveProperty('value', 'acceptHigher')
    await userEvent.type(screen.getByLabelText('Stake per combination (USDT)'), '5')
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }))
    await vi.waitFor(() =>
      expect(store.getState().sports.betSlipList[1]?.picks[0]).toMatchObject({
        odds: '2.40',
        changedFrom: null,
      }),
    )
    expect(screen.queryByText('Odds changed: 2.00 → 2.40')).toBeNull()
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDefined()
  })

  it('shows the player’s remembered choice, remembers a new one for that player and places by it', async () => {
    localStorage.setItem('token', 'player-token')
    localStorage.setItem('user_id', '7')
    localStorage.setItem('odds_change_policy:7', 'alwaysAsk')
    const calls = setUp(() => ({ data: placedBet() }))
    await slipWithHomeWins(1)
    const choice = screen.getByRole('combobox', { name: 'When odds change' })
    expect(choice).toHaveProperty('value', 'alwaysAsk')
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Accept any change', 'Accept higher odds', 'Always ask'])
    await userEvent.selectOptions(choice, 'acceptAny')
    expect(localStorage.getItem('odds_change_policy:7')).toBe('acceptAny')
    expect(localStorage.getItem('odds_change_policy:8')).toBeNull()
    await userEvent.type(screen.getByLabelText('Stake per combination (USDT)'), '10')
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }))
    await screen.findByRole('dialog', { name: 'Bet placed' })
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ accept_changed_odds: true })
  })

  it('reads anything unknown in storage as "accept higher", and asks a guest nothing', async () => {
    localStorage.setItem('token', 'player-token')
    localStorage.setItem('user_id', '7')
    localStorage.setItem('odds_change_policy:7', 'sometimes')
    setUp(() => ({ data: null }))
    await slipWithHomeWins(1)
    expect(screen.getByRole('combobox', { name: 'When odds change' })).toHaveProperty('value', 'acceptHigher')
    cleanup()
    localStorage.clear()
    await slipWithHomeWins(1)
    expect(screen.queryByRole('combobox', { name: 'When odds change' })).toBeNull()
  })

  it('lets a waiting rise go once the player switches from "always ask" to "accept higher"', async () => {
    localStorage.setItem('token', 'player-token')
    localStorage.setItem('user_id', '7')
    localStorage.setItem('odds_change_policy:7', 'alwaysAsk')
    setUp(() => ({ status: 409, msg: 'ODDS_CHANGED', errorData: { changes: [{ index: 0, odds: '2.40' }] } }))
    await slipWithHomeWins(1)
    await userEvent.type(screen.getByLabelText('Stake per combination (USDT)'), '5')
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }))
    expect(await screen.findByText('Odds changed: 2.00 → 2.40')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Accept new odds' })).toBeDefined()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'When odds change' }), 'acceptHigher')
    expect(screen.queryByText('Odds changed: 2.00 → 2.40')).toBeNull()
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDefined()
  })

  it('lists the slip’s combinations in the bet combination list', async () => {
    setUp(() => ({ data: null }))
    await slipWithHomeWins(3)
    await userEvent.click(screen.getByRole('button', { name: '2 String 1' }))
    await userEvent.click(screen.getByRole('button', { name: 'View combinations' }))
    const list = await screen.findByRole('dialog', { name: 'Bet combinations' })
    expect(within(list).getByText('1–4 of 4')).toBeDefined()
    expect(within(list).getAllByRole('listitem', { name: /^Combination \d$/ })).toHaveLength(4)
  })
})
