import { moneyOf } from '@app/domain'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PayoutMatrixDialog } from './payout-matrix'
import { NOTHING_PENDING } from './pending-odds-change'
import type { SlipMatch } from './slice'
import { setUpNarrowScreen } from './sports-test-support'

setUpNarrowScreen({ hasDialogs: true })

const slipMatch = (
  id: string,
  picks: { kind: 'wl' | 'handicap'; name: string; odds: string; line?: number }[],
) =>
  ({
    matchId: id,
    leagueName: 'Coastal League',
    homeName: `Home ${id}`,
    awayName: `Away ${id}`,
    startTime: '2026-05-01T18:00:00Z',
    isClosed: false,
    picks: picks.map((pick) => ({
      key: `${id}|${pick.kind}|${pick.name}`,
      kind: pick.kind,
      name: pick.name,
      handicapVal: pick.line ?? null,
      odds: pick.odds,
      ...NOTHING_PENDING,
    })),
  }) satisfies SlipMatch

function openMatrix(betSlipList: SlipMatch[], folds: number[], stake = '10') {
  render(
    <PayoutMatrixDialog
      isOpen
      onClose={() => {}}
      state={{ betSlipList, folds, multiple: 1, selectedGame: 'soccer' }}
      unitStake={moneyOf(stake)}
      currency="USDT"
      exchangeRate={{ numerator: 1n, denominator: 1n }}
    />,
  )
  return screen.getByRole('dialog', { hidden: true, name: 'What this slip pays' })
}

describe('the slip’s payout table', () => {
  it('shows one match as a grid of full-time scores, each cell what settlement pays', () => {
    const dialog = openMatrix([slipMatch('m1', [{ kind: 'wl', name: 'H', odds: '2.00' }])], [1])
    const grid = within(dialog).getByRole('table', { name: /by full-time score/ })
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(6)
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(6)
    const cells = within(grid)
      .getAllByRole('cell')
      .filter((cell) => cell.textContent !== '')
    expect(cells).toHaveLength(36)
    // Row 1:0 (home 1, away 0) is the 7th cell: a home win pays 2.00 × 10.
    expect(cells[6]?.textContent).toBe('20.00 (Best)')
    expect(cells[1]?.textContent).toBe('0.00 (Worst)')
    expect(within(dialog).getByText('Least payout returning the stake').nextSibling?.textContent).toBe(
      '20.00 USDT',
    )
  })

  it('lists two matches as rows of results, with their scores, best first, and folds the ones paying nothing', async () => {
    const dialog = openMatrix(
      [
        slipMatch('m1', [{ kind: 'wl', name: 'H', odds: '2.00' }]),
        slipMatch('m2', [{ kind: 'handicap', name: 'H', odds: '3.00', line: -1 }]),
      ],
      [2],
    )
    const table = within(dialog).getByRole('table', { name: 'Payout by result of each match' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Payout (USDT)', 'Net (USDT)', 'Home m1 vs Away m1', 'Home m2 vs Away m2'])
    const [best, worst] = within(table).getAllByRole('row').slice(1)
    expect(best?.textContent).toContain('Wins: Home -1')
    expect(best?.textContent).toContain('60.00')
    expect(best?.textContent).toContain('+50.00')
    expect(best?.textContent).toContain('Best')
    expect(worst?.textContent).toContain('−10.00')
    expect(worst?.textContent).toContain('Worst')
    // Home wins of m1 by any score (1:0, 2:0, …) share the row; the other 11 results pay nothing.
    expect(best?.textContent).toContain('Scores: 1:0 · 2:0')
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show them' }))
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3 * 4)
  })

  it('says why it cannot show a slip without a stake', () => {
    const dialog = openMatrix([slipMatch('m1', [{ kind: 'wl', name: 'H', odds: '2.00' }])], [1], '0')
    expect(
      within(dialog).getByText('Enter a stake and choose a parlay to see what the slip pays.'),
    ).toBeDefined()
  })
})
