import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TransferPanel } from './transfer-panel'
import { fakeApi, type RecordedCall, renderWithStore } from './wallet-test-support'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const order = (status: string, direction = 'in') => ({
  order_id: `ky-${status}`,
  direction,
  amount: '50',
  status,
  created_at: '2026-11-27T20:00:00.000Z',
})

function cardRoom(transfer: (call: RecordedCall) => { data?: unknown; status?: number; msg?: string }) {
  return fakeApi({
    'GET /sports/api/v1/member/account': {
      data: { score: '120', held: '0', currency: 'USDT', total_recharge: '0' },
    },
    'GET /playcard/api/v1/ky/balance': { data: { balance: '30', in_transit: '0', currency: 'USDT' } },
    'GET /playcard/api/v1/ky/game_list': {
      data: { list: [{ code: 'ky-baccarat', name: 'Card Room Baccarat', status: 1 }], total: 1 },
    },
    'GET /playcard/api/v1/ky/transfers': { data: { list: [], total: 0 } },
    'POST /playcard/api/v1/ky/transfer_in': transfer,
    'POST /playcard/api/v1/ky/transfer_out': transfer,
    'GET /nggame/api/v1/ng/game_list': {
      data: {
        list: [{ code: 'ng-baccarat', name: 'Live Baccarat', status: 1, plat_type: 'studio' }],
        total: 1,
      },
    },
    'GET /nggame/api/v1/ng/balance': (call) => ({
      data: {
        balance: call.query.get('plat_type') === 'studio' ? '12.5' : '0',
        in_transit: '0',
        currency: 'USDT',
      },
    }),
    'GET /nggame/api/v1/ng/transfers': { data: { list: [], total: 0 } },
    'POST /nggame/api/v1/ng/transfer_in': transfer,
  })
}

describe('TransferPanel', () => {
  it('moves money to the card room’s wallet with an idempotency key, and says it arrived', async () => {
    const calls = cardRoom(() => ({ data: order('ok') }))
    renderWithStore(<TransferPanel />)
    expect(await screen.findByText('30.00 USDT')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Play Card Room Baccarat' }).getAttribute('href')).toBe(
      '/game/play/ky/ky-baccarat',
    )
    fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    expect(await screen.findByText('50.00 USDT moved to the game wallet.')).toBeTruthy()
    const sent = calls.find((call) => call.path === '/playcard/api/v1/ky/transfer_in')
    expect(sent?.body).toEqual({ money: '50' })
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[\w-]{16,}$/)
  })

  it('checks the amount against the wallet it leaves before sending anything', async () => {
    const calls = cardRoom(() => ({ data: order('ok', 'out') }))
    renderWithStore(<TransferPanel />)
    await screen.findByText('30.00 USDT')
    fireEvent.click(screen.getByLabelText('Back to the main wallet'))
    fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: '40' } })
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    expect(await screen.findByText('Your balance is not enough.')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('tells the player a transfer the card room has not confirmed is held in transit', async () => {
    cardRoom(() => ({ data: order('unknown') }))
    renderWithStore(<TransferPanel />)
    await screen.findByText('30.00 USDT')
    fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    expect(await screen.findByText(/has not confirmed the transfer of 50.00 USDT yet/)).toBeTruthy()
  })

  it('shows the server’s refusal in the form', async () => {
    cardRoom(() => ({ status: 422, msg: 'INSUFFICIENT_BALANCE' }))
    renderWithStore(<TransferPanel />)
    await screen.findByText('30.00 USDT')
    fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: '100' } })
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your balance is not enough.'))
  })

  it('moves money to the live casino’s wallet on its platform, in USDT', async () => {
    const calls = cardRoom(() => ({ data: order('ok') }))
    renderWithStore(<TransferPanel />)
    await screen.findByText('30.00 USDT')
    fireEvent.click(await screen.findByLabelText('Live casino'))
    expect(await screen.findByText('12.50 USDT')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Play Live Baccarat' }).getAttribute('href')).toBe(
      '/game/play/ng/ng-baccarat?plat_type=studio',
    )
    fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    expect(await screen.findByText('50.00 USDT moved to the game wallet.')).toBeTruthy()
    const sent = calls.find((call) => call.path === '/nggame/api/v1/ng/transfer_in')
    expect(sent?.body).toEqual({ money: '5', plat_type: 'studio', currency: 'USDT' })
  })
})
