import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, renderWithStore } from '../wallet/wallet-test-support'
import { GamePlayPage } from './game-play-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const renderAt = (path: string) =>
  renderWithStore(
    <Routes>
      <Route path="/game/play/:type/:id" element={<GamePlayPage />} />
    </Routes>,
    { path },
  )

const frame = () => document.querySelector('iframe.game-frame')

describe('GamePlayPage', () => {
  it('writes a pg game’s page into a frame whose scripts cannot reach the player’s session', async () => {
    const calls = fakeApi({
      'GET /pggame/api/v1/pg/dragon-fortune': {
        data: { type: 'html', html: '<main id="game"></main>', name: 'Dragon Fortune' },
      },
    })
    renderAt('/game/play/pg/dragon-fortune')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dragon Fortune' })).toBeTruthy()
    await waitFor(() => expect(frame()).not.toBeNull())
    expect(frame()?.getAttribute('srcdoc')).toBe('<main id="game"></main>')
    expect(frame()?.getAttribute('sandbox')).toBe('allow-scripts')
    expect(frame()?.getAttribute('title')).toBe('Dragon Fortune')
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/game/pg')
    expect(calls.map((call) => call.path)).toEqual(['/pggame/api/v1/pg/dragon-fortune'])
  })

  it('opens a tada game and a card room game at the address their launch answers', async () => {
    const calls = fakeApi({
      'GET /tadaGame/api/v1/tada/startForUrl/royal-baccarat': {
        data: { type: 'url', url: '/studio/play/abc', name: 'Royal Baccarat' },
      },
      'GET /playcard/api/v1/ky/login': {
        data: { type: 'url', url: '/studio/play/def', name: 'Card Room Baccarat' },
      },
    })
    renderAt('/game/play/tada/royal-baccarat')
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe('/studio/play/abc'))
    cleanup()
    renderAt('/game/play/ky/ky-baccarat')
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe('/studio/play/def'))
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/gameArcade')
    expect(calls.find((call) => call.path === '/playcard/api/v1/ky/login')?.query.get('game_id')).toBe(
      'ky-baccarat',
    )
  })

  it('opens a live casino game on the platform its link names', async () => {
    const calls = fakeApi({
      'POST /nggame/api/v1/ng/login': {
        data: { type: 'url', url: '/studio/play/ng1', name: 'Live Baccarat' },
      },
    })
    renderAt('/game/play/ng/ng-baccarat?plat_type=studio')
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe('/studio/play/ng1'))
    expect(calls[0]?.body).toEqual({ plat_type: 'studio', game_code: 'ng-baccarat' })
  })

  it('shows why a game cannot open, and opens it when asked again', async () => {
    let isActive = false
    fakeApi({
      'GET /pggame/api/v1/pg/lucky-koi': () =>
        isActive
          ? { data: { type: 'html', html: '<p>koi</p>', name: 'Lucky Koi' } }
          : { status: 422, msg: 'GAME_NOT_ACTIVE' },
    })
    renderAt('/game/play/pg/lucky-koi')
    expect(await screen.findByText('This game is not active right now.')).toBeTruthy()
    expect(frame()).toBeNull()
    isActive = true
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(frame()?.getAttribute('srcdoc')).toBe('<p>koi</p>'))
  })

  it('opens noah’s games through the third-party launch call, whatever the case of its type', async () => {
    const calls = fakeApi({
      'GET /3rd-game/api/noah/startForUrl/ark-treasure': {
        data: { type: 'url', url: '/studio/play/n1', name: 'Ark Treasure' },
      },
    })
    renderAt('/game/play/NOAH/ark-treasure')
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe('/studio/play/n1'))
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/game/noah')
    expect(calls).toHaveLength(1)
  })
})
