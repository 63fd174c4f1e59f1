import type { GameLimits, OperatorGame } from '@app/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  fakeOperatorApi,
  type OperatorCall,
  operatorWithRoles,
  Refusal,
} from '../../testing/fake-operator-api'
import { renderBackoffice } from '../../testing/render-backoffice'
import { signOperatorInEachTest } from '../../testing/sign-operator-in-each-test'

const SPORTS_LIMITS: GameLimits = {
  bet_min: '0.01',
  bet_max: '50000',
  multiple_min: 1,
  multiple_max: 99,
  bonus_min: '0',
  bonus_max: '10200',
  disabled_regions: [],
}

const game = (overrides: Partial<OperatorGame>): OperatorGame => ({
  game_id: 10,
  key: 'soccer',
  category: 'sports',
  name: 'Soccer',
  status: 1,
  updated_at: '2026-05-01T08:00:00Z',
  limits: SPORTS_LIMITS,
  ...overrides,
})

const GAMES: OperatorGame[] = [
  game({}),
  game({
    game_id: 11,
    key: 'basketball',
    name: 'Basketball',
    limits: { ...SPORTS_LIMITS, disabled_regions: ['br'] },
  }),
  game({
    game_id: 13,
    key: 'hkmarksix',
    category: 'lottery',
    name: 'Hong Kong Mark Six',
    status: 2,
    limits: { ...SPORTS_LIMITS, bet_min: '1', bet_max: '20000', multiple_max: 1, bonus_max: '500000' },
  }),
]

function serveGames(overrides: Record<string, (call: OperatorCall) => unknown> = {}) {
  return fakeOperatorApi({
    'GET /me': () => operatorWithRoles(['trading']),
    'GET /games': () => GAMES,
    'PUT /games/11/status': (call) => ({ ...GAMES[1], status: (call.body as { status: number }).status }),
    'PUT /games/10/limits': (call) => game({ limits: call.body as GameLimits }),
    ...overrides,
  })
}

const rowOf = (name: string) => {
  const row = screen.getByText(name, { selector: 'strong' }).closest('tr')
  if (!row) throw new Error(`No row holds "${name}"`)
  return within(row)
}

signOperatorInEachTest({ token: 'trading-token', operatorId: 8 })

describe('the games', () => {
  it('lists every game with its availability and limits', async () => {
    serveGames()
    await renderBackoffice('/games')
    await screen.findByText('Soccer', { selector: 'strong' })
    expect(screen.getByRole('link', { name: 'Games' })).toBeTruthy()
    const soccer = rowOf('Soccer')
    expect((soccer.getByLabelText('Availability of Soccer') as HTMLSelectElement).value).toBe('1')
    expect(soccer.getByText('Bet 0.01 to 50,000.00 USDT')).toBeTruthy()
    expect(soccer.getByText('Multiple 1 to 99')).toBeTruthy()
    expect(rowOf('Basketball').getByText('Disabled in Brazil')).toBeTruthy()
    const lottery = rowOf('Hong Kong Mark Six')
    expect(lottery.getByText('Lottery')).toBeTruthy()
    expect((lottery.getByLabelText('Availability of Hong Kong Mark Six') as HTMLSelectElement).value).toBe(
      '2',
    )
  })

  it('saves a new availability at once and says so', async () => {
    const api = serveGames()
    await renderBackoffice('/games')
    await screen.findByText('Basketball', { selector: 'strong' })
    await userEvent.selectOptions(screen.getByLabelText('Availability of Basketball'), 'Hidden')
    expect(await screen.findByText('Basketball is now Hidden.')).toBeTruthy()
    expect(api.callsTo('PUT /games/11/status')[0]?.body).toEqual({ status: 3 })
    expect((screen.getByLabelText('Availability of Basketball') as HTMLSelectElement).value).toBe('3')
  })

  it('shows a refused change and keeps the saved availability', async () => {
    serveGames({ 'PUT /games/11/status': () => new Refusal(403, 'FORBIDDEN') })
    await renderBackoffice('/games')
    await screen.findByText('Basketball', { selector: 'strong' })
    await userEvent.selectOptions(screen.getByLabelText('Availability of Basketball'), 'Hidden')
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do this.')
    expect((screen.getByLabelText('Availability of Basketball') as HTMLSelectElement).value).toBe('1')
  })
})

describe('a game’s limits', () => {
  it('names every field the domain’s rule refuses and sends nothing', async () => {
    const api = serveGames()
    await renderBackoffice('/games')
    await screen.findByText('Soccer', { selector: 'strong' })
    await userEvent.click(screen.getByRole('button', { name: 'Edit the limits of Soccer' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Limits of Soccer' }))
    await userEvent.clear(dialog.getByLabelText('Bet minimum (USDT)'))
    await userEvent.type(dialog.getByLabelText('Bet minimum (USDT)'), '100')
    await userEvent.clear(dialog.getByLabelText('Bet maximum (USDT)'))
    await userEvent.type(dialog.getByLabelText('Bet maximum (USDT)'), '50')
    await userEvent.clear(dialog.getByLabelText('Multiple maximum'))
    await userEvent.type(dialog.getByLabelText('Multiple maximum'), '2.5')
    await userEvent.click(dialog.getByRole('button', { name: 'Save the limits' }))
    expect(dialog.getByText('Below its minimum.')).toBeTruthy()
    expect(dialog.getByText('Enter a whole number.')).toBeTruthy()
    expect(api.callsTo('PUT /games/10/limits')).toHaveLength(0)
  })

  it('saves new limits and disabled regions, and the row shows them', async () => {
    const api = serveGames()
    await renderBackoffice('/games')
    await screen.findByText('Soccer', { selector: 'strong' })
    await userEvent.click(screen.getByRole('button', { name: 'Edit the limits of Soccer' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Limits of Soccer' }))
    await userEvent.clear(dialog.getByLabelText('Bet maximum (USDT)'))
    await userEvent.type(dialog.getByLabelText('Bet maximum (USDT)'), '5000')
    await userEvent.click(dialog.getByLabelText('India'))
    await userEvent.click(dialog.getByLabelText('Brazil'))
    await userEvent.click(dialog.getByRole('button', { name: 'Save the limits' }))
    expect(await screen.findByText('The limits of Soccer are saved. The next bet follows them.')).toBeTruthy()
    expect(api.callsTo('PUT /games/10/limits')[0]?.body).toEqual({
      ...SPORTS_LIMITS,
      bet_max: '5000',
      disabled_regions: ['br', 'in'],
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const soccer = rowOf('Soccer')
    expect(soccer.getByText('Bet 0.01 to 5,000.00 USDT')).toBeTruthy()
    expect(soccer.getByText('Disabled in Brazil, India')).toBeTruthy()
  })

  it('shows the server’s refusal in the form', async () => {
    serveGames({ 'PUT /games/10/limits': () => new Refusal(400, 'GAME_LIMIT_TOO_LOW', { field: 'bet_min' }) })
    await renderBackoffice('/games')
    await screen.findByText('Soccer', { selector: 'strong' })
    await userEvent.click(screen.getByRole('button', { name: 'Edit the limits of Soccer' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Save the limits' }))
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'A minimum is too low: the bet minimum must be above 0, the multiple minimum at least 1 and the bonus minimum at least 0.',
    )
  })
})
