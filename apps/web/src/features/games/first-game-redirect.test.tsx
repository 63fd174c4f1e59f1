import { GAME_ID, GAME_STATUS } from '@app/domain'
import { cleanup, screen } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, renderWithStore } from '../wallet/wallet-test-support'
import { FirstGameRedirect } from './first-game-redirect'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function WhereAmI() {
  return <p data-testid="path">{useLocation().pathname}</p>
}

/** Where /game sends a visitor when the catalogue answers these games. */
async function redirectWith(games: { game_id: number; status: number; name: string }[]) {
  fakeApi({ 'GET /sports/api/v1/available_games': { data: games } })
  renderWithStore(
    <Routes>
      <Route path="/game" element={<FirstGameRedirect />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { path: '/game' },
  )
  return (await screen.findByTestId('path')).textContent
}

describe('FirstGameRedirect', () => {
  it('opens the first visible lobby the catalogue lists, past a hidden one', async () => {
    expect(
      await redirectWith([
        { game_id: GAME_ID.soccer, status: GAME_STATUS.active, name: 'Soccer' },
        { game_id: GAME_ID.pgGames, status: GAME_STATUS.hidden, name: 'PG Games' },
        { game_id: GAME_ID.tadaGames, status: GAME_STATUS.active, name: 'TADA Games' },
      ]),
    ).toBe('/game/tadaGame')
  })

  it('opens the arcade when no game with a lobby is visible', async () => {
    expect(
      await redirectWith([{ game_id: GAME_ID.soccer, status: GAME_STATUS.active, name: 'Soccer' }]),
    ).toBe('/gameArcade')
  })
})
