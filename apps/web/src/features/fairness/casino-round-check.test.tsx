import { commitmentOf, dealRound } from '@app/domain'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CasinoRoundCheck, checkCasinoRound } from './casino-round-check'

const SEED = '7c'.repeat(32)

afterEach(cleanup)

describe('checkCasinoRound', () => {
  it('deals the round the studio dealt, and hashes the seed to its commitment', () => {
    const checked = checkCasinoRound('baccarat', {
      serverSeed: ` ${SEED.toUpperCase()} `,
      clientSeed: 'ab-12',
      nonce: '4',
    })
    expect(checked).toEqual({
      ok: true,
      dealt: dealRound('baccarat', { serverSeed: SEED, clientSeed: 'ab-12', nonce: 4 }),
      commitment: commitmentOf(SEED),
    })
  })

  it('names the field that cannot be used', () => {
    expect(checkCasinoRound('slot', { serverSeed: 'abc', clientSeed: 'x', nonce: '1' })).toEqual({
      ok: false,
      problem: 'serverSeed',
    })
    expect(checkCasinoRound('slot', { serverSeed: SEED, clientSeed: ' ', nonce: '1' })).toEqual({
      ok: false,
      problem: 'clientSeed',
    })
    for (const nonce of ['0', '-1', '1.5', '', '1e3']) {
      expect(checkCasinoRound('slot', { serverSeed: SEED, clientSeed: 'x', nonce })).toEqual({
        ok: false,
        problem: 'nonce',
      })
    }
  })
})

describe('CasinoRoundCheck', () => {
  it('shows the dealt dragon-tiger cards and whether the seed matches the pasted commitment', () => {
    render(<CasinoRoundCheck />)
    fireEvent.click(screen.getByLabelText('Dragon Tiger'))
    fireEvent.change(screen.getByLabelText('Revealed server seed (64 hexadecimal characters)'), {
      target: { value: SEED },
    })
    fireEvent.change(screen.getByLabelText('Client seed'), { target: { value: 'lucky' } })
    fireEvent.change(screen.getByLabelText('Round number'), { target: { value: '9' } })
    fireEvent.change(screen.getByLabelText('Commitment to compare (optional)'), {
      target: { value: commitmentOf(SEED) },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Deal the round' }))
    const dealt = dealRound('dragonTiger', { serverSeed: SEED, clientSeed: 'lucky', nonce: 9 })
    if (dealt.engine !== 'dragonTiger') throw new Error('not dragon-tiger')
    const outcome = { dragon: 'Dragon wins', tiger: 'Tiger wins', tie: 'Tie' }[dealt.round.outcome]
    expect(screen.getByText(outcome)).toBeTruthy()
    expect(screen.getByText('Matches')).toBeTruthy()
    expect(document.querySelectorAll('.casino-card')).toHaveLength(2)
  })

  it('explains a seed that is not one', () => {
    render(<CasinoRoundCheck />)
    fireEvent.change(screen.getByLabelText('Revealed server seed (64 hexadecimal characters)'), {
      target: { value: 'not-a-seed' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Deal the round' }))
    expect(screen.getByText('A server seed is 64 characters from 0 to 9 and a to f.')).toBeTruthy()
  })
})
