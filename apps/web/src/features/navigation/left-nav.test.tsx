import { GAME_ID, GAME_STATUS } from '@app/domain'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, renderWithStore } from '../wallet/wallet-test-support'
import { LeftNav } from './left-nav'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The shortcuts the left navigation marks as the current page at an address. */
async function activeShortcuts(path: string): Promise<string[]> {
  fakeApi({
    'GET /sports/api/v1/available_games': {
      data: [{ game_id: GAME_ID.soccer, status: GAME_STATUS.active, name: 'Soccer' }],
    },
  })
  renderWithStore(<LeftNav isIconOnly={false} />, { path })
  const shortcuts = await screen.findByRole('list', { name: 'Shortcuts' })
  const active = [...shortcuts.querySelectorAll('a[aria-current="page"]')].map(
    (link) => link.textContent ?? '',
  )
  cleanup()
  return active
}

describe('LeftNav shortcuts', () => {
  it.each([
    ['/reports?start_date=2026-03-01', ['Reports']],
    ['/announcements/12', ['Announcements']],
    ['/results/basketball', ['Results']],
    ['/howToPlay/bd', ['How to play']],
    ['/?announcements', ['Announcements']],
    ['/profile?tab=reports', ['Reports']],
    ['/?chat=true', []],
    ['/promotions', []],
  ])('at %s mark %o active, by path fragment or query key', async (path, active) => {
    expect(await activeShortcuts(path)).toEqual(active)
  })
})

describe('LeftNav tabs', () => {
  it('has a Lottery tab with every visible lottery game, chosen on a lottery page, and live support over the page', async () => {
    fakeApi({
      'GET /sports/api/v1/available_games': {
        data: [
          { game_id: GAME_ID.soccer, status: GAME_STATUS.active, name: 'Soccer' },
          { game_id: GAME_ID.hkmarksix, status: GAME_STATUS.active, name: 'Mark Six' },
          { game_id: GAME_ID.pk10, status: GAME_STATUS.active, name: 'Ten-car racing' },
          { game_id: GAME_ID.airship, status: GAME_STATUS.disable, name: 'Airship' },
          { game_id: GAME_ID.twnmarksix, status: GAME_STATUS.hidden, name: 'Taiwan Mark Six' },
        ],
      },
    })
    renderWithStore(<LeftNav isIconOnly={false} />, { path: '/lottery/racing?game=pk10' })
    expect(await screen.findByRole('tab', { name: 'Lottery', selected: true })).toBeTruthy()
    const panel = screen.getByRole('tabpanel', { name: 'Lottery' })
    const links = [...panel.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ])
    expect(links).toEqual([
      ['Mark Six', '/lottery/mark-six?game=hkmarksix'],
      ['Ten-car racing', '/lottery/racing?game=pk10'],
      ['Airship', '/lottery/racing?game=airship'],
    ])
    expect(screen.getByRole('link', { name: 'Live support' }).getAttribute('href')).toBe(
      '/lottery/racing?game=pk10&support=true',
    )
  })
})
