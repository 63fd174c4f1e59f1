import { GAME_ID, GAME_STATUS } from '@app/domain'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, renderWithStore, stubResizeObserver } from '../wallet/wallet-test-support'
import { GameArcadePage } from './game-arcade-page'

beforeEach(() => {
  stubResizeObserver()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const CATALOGUE = [
  { game_id: GAME_ID.soccer, status: GAME_STATUS.active, name: 'Soccer' },
  { game_id: GAME_ID.hkmarksix, status: GAME_STATUS.active, name: 'Mark Six' },
  { game_id: GAME_ID.ammarksix, status: GAME_STATUS.active, name: 'Macau Mark Six' },
  { game_id: GAME_ID.newammarksix, status: GAME_STATUS.active, name: 'New Macau Mark Six' },
  { game_id: GAME_ID.twnmarksix, status: GAME_STATUS.active, name: 'Taiwan Mark Six' },
  { game_id: GAME_ID.sgnmarksix, status: GAME_STATUS.active, name: 'Singapore Mark Six' },
  { game_id: GAME_ID.gallopingmarksix, status: GAME_STATUS.active, name: 'Galloping Mark Six' },
  { game_id: GAME_ID.pk10, status: GAME_STATUS.active, name: 'Ten-car racing' },
  { game_id: GAME_ID.airship, status: GAME_STATUS.active, name: 'Airship' },
  { game_id: GAME_ID.pgGames, status: GAME_STATUS.hidden, name: 'PG' },
]

const cardLinks = () =>
  [...document.querySelectorAll('.game-card a')].map((link) => [link.textContent, link.getAttribute('href')])

describe('GameArcadePage', () => {
  it('lists every visible game by category, beyond the two rows of the home page', async () => {
    fakeApi({ 'GET /sports/api/v1/available_games': { data: CATALOGUE } })
    renderWithStore(<GameArcadePage />, { path: '/gameArcade' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeTruthy()
    const sections = await screen.findAllByRole('heading', { level: 2 })
    expect(sections.map((heading) => heading.textContent)).toEqual(['Sports', 'Lottery'])
    expect(cardLinks()).toHaveLength(9)
  })

  it('lists one category when the home page’s "more" link asks for it', async () => {
    fakeApi({ 'GET /sports/api/v1/available_games': { data: CATALOGUE } })
    renderWithStore(<GameArcadePage />, { path: '/gameArcade?category=lottery' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeTruthy()
    await screen.findByText('Airship')
    const links = cardLinks()
    expect(links).toHaveLength(8)
    expect(links.at(-1)).toEqual([expect.stringContaining('Airship'), '/lottery/racing?game=airship'])
  })

  it('says so when no game is visible', async () => {
    fakeApi({ 'GET /sports/api/v1/available_games': { data: [] } })
    renderWithStore(<GameArcadePage />, { path: '/gameArcade' })
    expect(await screen.findByText('No games to show here right now.')).toBeTruthy()
  })

  it('shows each visible provider’s games two rows at a time, and more on request', async () => {
    const games = Array.from({ length: 8 }, (_, index) => ({
      code: `game-${index + 1}`,
      name: `Game ${index + 1}`,
      status: GAME_STATUS.active,
    }))
    fakeApi({
      'GET /sports/api/v1/available_games': {
        data: [
          { game_id: GAME_ID.pgGames, status: GAME_STATUS.active, name: 'PG Games' },
          { game_id: GAME_ID.tadaGames, status: GAME_STATUS.hidden, name: 'TaDa Games' },
        ],
      },
      'GET /pggame/api/v1/pg/game_list': { data: { list: games, total: games.length } },
    })
    renderWithStore(<GameArcadePage />, { path: '/gameArcade' })
    const section = await screen.findByRole('region', { name: 'PG Games' })
    // jsdom measures no width: three cards a row, two rows.
    await vi.waitFor(() => expect(section.querySelectorAll('.game-card')).toHaveLength(6))
    expect(section.querySelector('.game-card a')?.getAttribute('href')).toBe('/game/play/pg/game-1')
    expect(screen.queryByRole('region', { name: 'TaDa Games' })).toBeNull()
    fireEvent.click(within(section).getByRole('button', { name: 'Load more' }))
    expect(section.querySelectorAll('.game-card')).toHaveLength(8)
    expect(within(section).queryByRole('button', { name: 'Load more' })).toBeNull()
  })
})
