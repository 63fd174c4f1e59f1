import { GAME_ID, GAME_STATUS } from '@app/domain'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, renderWithStore, stubResizeObserver } from '../wallet/wallet-test-support'
import { ProviderLobbyPage } from './provider-lobby-page'

const game = (index: number) => ({ code: `game-${index}`, name: `Game ${index}`, status: GAME_STATUS.active })
const AVAILABLE = {
  data: [{ game_id: GAME_ID.pgGames, status: GAME_STATUS.active, name: 'PG Games' }],
}

beforeEach(() => {
  stubResizeObserver()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ProviderLobbyPage', () => {
  it('lists the provider’s games under its name and loads the next page on request', async () => {
    const calls = fakeApi({
      'GET /sports/api/v1/available_games': AVAILABLE,
      'GET /pggame/api/v1/pg/game_list': (call) => {
        const start = Number(call.query.get('start'))
        const limit = Number(call.query.get('limit'))
        const all = Array.from({ length: 20 }, (_, index) => game(index + 1))
        return { data: { list: all.slice(start, start + limit), total: all.length } }
      },
    })
    renderWithStore(<ProviderLobbyPage provider="pgGames" />, { path: '/game/pg' })
    expect(await screen.findByRole('heading', { level: 1, name: 'PG Games' })).toBeTruthy()
    await waitFor(() => expect(document.querySelectorAll('.game-card')).toHaveLength(18))
    const first = document.querySelector('.game-card[data-game="pg-game-1"] a')
    expect(first?.getAttribute('href')).toBe('/game/play/pg/game-1')
    expect(first?.querySelector('img')?.getAttribute('src')).toBe('/art/provider-games/pg-game-1.svg')
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(document.querySelectorAll('.game-card')).toHaveLength(20))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    const pages = calls.filter((call) => call.path === '/pggame/api/v1/pg/game_list')
    expect(pages.map((call) => call.query.get('start'))).toEqual(['0', '18'])
  })

  it('says so when the provider has no games to show', async () => {
    fakeApi({
      'GET /sports/api/v1/available_games': AVAILABLE,
      'GET /pggame/api/v1/pg/game_list': { data: { list: [], total: 0 } },
    })
    renderWithStore(<ProviderLobbyPage provider="pgGames" />, { path: '/game/pg' })
    expect(await screen.findByText('No games to show here right now.')).toBeTruthy()
  })

  it('offers a retry when the list cannot be loaded', async () => {
    let fails = true
    fakeApi({
      'GET /sports/api/v1/available_games': AVAILABLE,
      'GET /pggame/api/v1/pg/game_list': () =>
        fails ? { status: 404, msg: 'NOT_FOUND' } : { data: { list: [game(1)], total: 1 } },
    })
    renderWithStore(<ProviderLobbyPage provider="pgGames" />, { path: '/game/pg' })
    const retry = await screen.findByRole('button', { name: 'Try again' })
    fails = false
    fireEvent.click(retry)
    await waitFor(() => expect(document.querySelectorAll('.game-card')).toHaveLength(1))
  })
})
