import type { OperatorDraw, OperatorDrawPage, VoidedDraw } from '@app/contract'
import type { OperatorRole } from '@app/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  fakeOperatorApi,
  type OperatorCall,
  operatorWithRoles,
  Refusal,
} from '../../testing/fake-operator-api'
import { renderBackoffice } from '../../testing/render-backoffice'
import { signOperatorInEachTest } from '../../testing/sign-operator-in-each-test'

/** The signed-in operator, as GET /me names them. */
const ME = 7
const OTHER = 8
const RESULT = { numbers: [12, 2, 3, 4, 5, 6], special: 9 }

const draw = (overrides: Partial<OperatorDraw>): OperatorDraw => ({
  id: 501,
  game: 'hkmarksix',
  number: '26/045',
  status: 2,
  closes_at: '2026-05-01T13:15:00Z',
  draws_at: '2026-05-01T13:30:00Z',
  result_source: 'official',
  result: null,
  open_bets: 3,
  open_stake: '120',
  entry: { state: 'none', first: null, second: null },
  ...overrides,
})

const WAITING: OperatorDrawPage = {
  total: 45,
  list: [
    draw({}),
    draw({
      id: 502,
      number: '26/046',
      entry: {
        state: 'pending',
        first: { operator_id: OTHER, entered_at: '2026-05-01T14:00:00Z', result: null },
        second: null,
      },
    }),
    draw({
      id: 503,
      number: '26/047',
      game: 'twnmarksix',
      entry: {
        state: 'pending',
        first: { operator_id: ME, entered_at: '2026-05-01T14:05:00Z', result: RESULT },
        second: null,
      },
    }),
  ],
}

const SETTLED: OperatorDrawPage = {
  total: 1,
  list: [draw({ id: 400, number: '26/040', status: 3, result: RESULT, open_bets: 0, open_stake: '0' })],
}

const VOIDED: VoidedDraw = {
  draw: draw({ status: 4, open_bets: 0, open_stake: '0' }),
  refunded: [
    { bet_id: 9001, user_id: 31, nickname: 'lucky_ana', stake: '100' },
    { bet_id: 9002, user_id: 32, nickname: 'bo_wins', stake: '20' },
  ],
  total: '120',
}

function serveDraws(
  overrides: Record<string, (call: OperatorCall) => unknown> = {},
  roles: OperatorRole[] = ['trading'],
) {
  return fakeOperatorApi({
    'GET /me': () => ({ ...operatorWithRoles(roles), operator_id: ME }),
    'GET /draws': (call) => (call.query.get('status') === 'settled' ? SETTLED : WAITING),
    'POST /draws/501/result': () =>
      draw({
        entry: {
          state: 'pending',
          first: { operator_id: ME, entered_at: '2026-05-01T14:10:00Z', result: RESULT },
          second: null,
        },
      }),
    'POST /draws/502/result/confirm': () => draw({ id: 502, number: '26/046', status: 3, result: RESULT }),
    'POST /draws/501/void': () => VOIDED,
    ...overrides,
  })
}

const queries = (api: { callsTo: (route: string) => OperatorCall[] }) =>
  api.callsTo('GET /draws').map((call) => Object.fromEntries(call.query))

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr')
  if (!row) throw new Error(`No row holds "${text}"`)
  return within(row)
}

/** Types a result into the open entry form: six numbers in draw order, then the special. */
async function typeResult(balls: readonly (number | string)[]) {
  const dialog = within(screen.getByRole('dialog'))
  for (const [index, ball] of balls.entries()) {
    const label = index < 6 ? `Number ${index + 1}` : 'Special number'
    const input = dialog.getByLabelText(label)
    await userEvent.clear(input)
    if (ball !== '') await userEvent.type(input, String(ball))
  }
}

signOperatorInEachTest({ token: 'trading-token', operatorId: ME })

describe('the draws waiting for their result', () => {
  it('lists them a page at a time, filtered by game and status on the server', async () => {
    const api = serveDraws()
    await renderBackoffice('/draws')
    await screen.findByText('Draw 26/045')
    expect(queries(api)[0]).toEqual({ status: 'waiting', start: '0', limit: '20' })
    expect(rowOf('Draw 26/045').getByText('Not entered yet')).toBeTruthy()
    expect(rowOf('Draw 26/045').getByText('120.00 USDT')).toBeTruthy()
    expect(screen.getByText('Rows 1–3 of 45')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Draws' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ start: '20' }))
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'twnmarksix')
    await waitFor(() =>
      expect(queries(api).at(-1)).toEqual({ status: 'waiting', game: 'twnmarksix', start: '0', limit: '20' }),
    )
    await userEvent.click(screen.getByRole('tab', { name: 'Settled' }))
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ status: 'settled', game: 'twnmarksix' }))
    expect(await screen.findByText('12 · 2 · 3 · 4 · 5 · 6, special 9')).toBeTruthy()
  })

  it('names the operator of a waiting first entry but hides its numbers from the second', async () => {
    serveDraws()
    await renderBackoffice('/draws')
    await screen.findByText('Draw 26/046')
    const theirs = rowOf('Draw 26/046')
    expect(theirs.getByText('Waiting for a second operator')).toBeTruthy()
    expect(theirs.getByText('by operator #8')).toBeTruthy()
    expect(theirs.getByText('Numbers hidden until you enter yours')).toBeTruthy()
    expect(theirs.getByRole('button', { name: 'Confirm the result of draw 26/046' })).toBeTruthy()
    const mine = rowOf('Draw 26/047')
    expect(mine.getByText('by you')).toBeTruthy()
    expect(mine.getByText('12 · 2 · 3 · 4 · 5 · 6, special 9')).toBeTruthy()
    expect(mine.getByText('Another operator must confirm your entry')).toBeTruthy()
    expect(mine.queryByRole('button', { name: /Confirm/ })).toBeNull()
  })
})

describe('entering a result', () => {
  it('checks the balls with the domain’s rule before sending, then saves the first entry', async () => {
    const api = serveDraws()
    await renderBackoffice('/draws')
    await screen.findByText('Draw 26/045')
    await userEvent.click(screen.getByRole('button', { name: 'Enter the result of draw 26/045' }))
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Enter the result of Hong Kong Mark Six, draw 26/045' }),
    )
    await typeResult([12, 2, 3, 4, 5, 5, 50])
    await userEvent.click(dialog.getByRole('button', { name: 'Save the first entry' }))
    expect(dialog.getByText('This number is already entered.')).toBeTruthy()
    expect(dialog.getByText('From 1 to 49.')).toBeTruthy()
    expect(api.callsTo('POST /draws/501/result')).toHaveLength(0)

    await typeResult([12, 2, 3, 4, 5, 6, 9])
    await userEvent.click(dialog.getByRole('button', { name: 'Save the first entry' }))
    expect(
      await screen.findByText('The first entry of draw 26/045 is saved. It waits for another operator.'),
    ).toBeTruthy()
    expect(api.callsTo('POST /draws/501/result')[0]?.body).toEqual(RESULT)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('confirms another operator’s entry blind, with an Idempotency-Key, and the draw settles', async () => {
    const api = serveDraws()
    await renderBackoffice('/draws')
    await screen.findByText('Draw 26/046')
    const listings = queries(api).length
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the result of draw 26/046' }))
    const dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByText(/Operator #8 entered this result first/)).toBeTruthy()
    expect(dialog.queryByText(/12 · 2/)).toBeNull()
    await typeResult([12, 2, 3, 4, 5, 6, 9])
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm and settle' }))
    expect(await screen.findByText('Draw 26/046 is settled and its bets are paid.')).toBeTruthy()
    const [sent] = api.callsTo('POST /draws/502/result/confirm')
    expect(sent?.body).toEqual(RESULT)
    expect(sent?.idempotencyKey).toBeTruthy()
    await waitFor(() => expect(queries(api).length).toBeGreaterThan(listings))
  })

  it('says a different second entry left the draw disputed and reads the list again', async () => {
    const api = serveDraws({ 'POST /draws/502/result/confirm': () => new Refusal(409, 'RESULT_MISMATCH') })
    await renderBackoffice('/draws')
    await screen.findByText('Draw 26/046')
    const listings = queries(api).length
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the result of draw 26/046' }))
    await typeResult([12, 2, 3, 4, 5, 7, 9])
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm and settle' }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The two entries of draw 26/046 differ, so it was not settled. Check the official result: a new first entry is needed.',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(queries(api).length).toBeGreaterThan(listings))
  })

  it('shows the server’s refusal in the form, such as the first operator confirming their own entry', async () => {
    serveDraws({ 'POST /draws/502/result/confirm': () => new Refusal(403, 'RESULT_SAME_OPERATOR') })
    await renderBackoffice('/draws')
    await screen.findByText('Draw 26/046')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the result of draw 26/046' }))
    await typeResult([12, 2, 3, 4, 5, 6, 9])
    const dialog = within(screen.getByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm and settle' }))
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Another operator must confirm this result: the operator who entered it first cannot.',
    )
  })
})

describe('voiding a draw', () => {
  it('asks for a reason, refunds with an Idempotency-Key and lists the refunded bets', async () => {
    const api = serveDraws()
    await renderBackoffice('/draws')
    await screen.findByText('Draw 26/045')
    await userEvent.click(screen.getByRole('button', { name: 'Void draw 26/045' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Void Hong Kong Mark Six, draw 26/045' }))
    expect(dialog.getByText('120.00 USDT')).toBeTruthy()
    const confirm = dialog.getByRole('button', { name: 'Void and refund' })
    expect((confirm as HTMLButtonElement).disabled).toBe(true)
    await userEvent.type(dialog.getByLabelText('Reason (kept in the audit log)'), 'Official draw cancelled')
    await userEvent.click(confirm)
    expect(await screen.findByText('Draw 26/045 is void: 2 bets refunded, 120.00 USDT in all.')).toBeTruthy()
    const [sent] = api.callsTo('POST /draws/501/void')
    expect(sent?.body).toEqual({ reason: 'Official draw cancelled' })
    expect(sent?.idempotencyKey).toBeTruthy()
    const refunded = within(screen.getByRole('region', { name: 'Bets refunded by voiding draw 26/045' }))
    expect(refunded.getByText('#9001')).toBeTruthy()
    expect(refunded.getByText('lucky_ana')).toBeTruthy()
    expect(refunded.getByText('100.00')).toBeTruthy()
    expect(refunded.getByText('In all')).toBeTruthy()
    expect(refunded.getByText('120.00')).toBeTruthy()
    await userEvent.click(refunded.getByRole('button', { name: 'Hide' }))
    expect(screen.queryByRole('region', { name: /Bets refunded/ })).toBeNull()
  })

  it('is not offered once a draw is settled', async () => {
    serveDraws()
    await renderBackoffice('/draws?status=settled')
    await screen.findByText('Draw 26/040')
    expect(rowOf('Draw 26/040').queryByRole('button', { name: /Void/ })).toBeNull()
  })
})
