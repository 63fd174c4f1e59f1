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
