import { SETTLEMENT_REASONS } from '@app/domain'
import { cleanup, render, screen, within } from '@testing-library/react'
import i18next from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { SettlementReasons } from './settlement-reasons'

afterEach(cleanup)

describe('a settled bet’s reasons', () => {
  it('reads each code as a sentence, the rules’ figures filled in from the settings', () => {
    render(<SettlementReasons reasons={['WON', 'BONUS_CAPPED', 'WIN_TAX_WITHHELD']} />)
    const list = screen.getByRole('list', { name: 'Why it settled so' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Won: your picks came in.',
      'A combination’s payout was capped at the maximum bonus for its number of matches.',
      'A 20% tax was withheld because the payout is above 20,000 USDT.',
    ])
  })

  it('names the push ball, the postponement and the year-animal deduction', () => {
    render(
      <SettlementReasons
        reasons={[
          'SPECIAL_49_TWO_SIDES_PUSH',
          'MATCH_POSTPONED_VOID',
          'YEAR_ANIMAL_DEDUCTION',
          'RACE_SUM_11_SMALL',
        ]}
      />,
    )
    expect(screen.getByText('The special number was 49: two-sides bets are returned.')).toBeDefined()
    expect(
      screen.getByText(
        'A match was postponed for more than 36 hours: it is void and its picks count at odds 1.00.',
      ),
    ).toBeDefined()
    expect(
      screen.getByText('A winning combination holds this year’s animal: 15% of its prize is deducted.'),
    ).toBeDefined()
    expect(screen.getByText('The champion and runner-up sum was 11, which counts as small.')).toBeDefined()
  })

  it('shows nothing for a pending bet', () => {
    const { container } = render(<SettlementReasons reasons={[]} />)
    expect(container.textContent).toBe('')
  })

  it('has a sentence for every reason code (the other languages carry every English key)', () => {
    const missing = SETTLEMENT_REASONS.filter((reason) => !i18next.exists(`settlement.reasons.${reason}`))
    expect(missing).toEqual([])
  })
})
