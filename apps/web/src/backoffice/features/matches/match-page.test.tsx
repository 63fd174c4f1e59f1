import type { MatchResettlement } from '@app/contract'
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
import { operatorMatch, RESETTLEMENT, resettledBet } from './match-fixtures.test-support'

const MATCH_PATH = '/matches/soccer-20260501-1'

function serveMatch(overrides: Record<string, (call: OperatorCall) => unknown> = {}) {
  return fakeOperatorApi({
    'GET /me': () => operatorWithRoles(['trading']),
    [`GET ${MATCH_PATH}`]: () => operatorMatch(),
    [`POST ${MATCH_PATH}/result/preview`]: () => RESETTLEMENT,
    [`POST ${MATCH_PATH}/result`]: () => RESETTLEMENT,
    ...overrides,
  })
}

signOperatorInEachTest({ token: 'trading-token', operatorId: 8 })

/** Replaces a score field's value, as an operator selecting it and typing over it. */
async function setScore(label: string, index: number, value: string) {
  const field = screen.getAllByLabelText(label)[index]
  if (!field) throw new Error(`no field ${label} #${index}`)
  await userEvent.clear(field)
  if (value) await userEvent.type(field, value)
}

const rowOf = (region: HTMLElement, text: string) => {
  const row = within(region).getByText(text).closest('tr')
  if (!row) throw new Error(`No row holds "${text}"`)
  return within(row)
}

describe('correcting a result', () => {
  it('previews the changed bets with their totals, then applies the correction with a reason, once', async () => {
    const api = serveMatch()
    await renderBackoffice(MATCH_PATH)
    expect(await screen.findByRole('heading', { name: 'Harbour City vs Northern Rovers' })).toBeTruthy()
    expect(screen.getAllByText('2:1 (half time 1:0)').length).toBeGreaterThan(0)
    // The form starts from the stored result: full time, then half time, home first.
    expect(
      screen.getAllByLabelText<HTMLInputElement>('Harbour City (home)').map((field) => field.value),
    ).toEqual(['2', '1'])
    await setScore('Harbour City (home)', 0, '1')
    await setScore('Northern Rovers (away)', 0, '2')
    await setScore('Harbour City (home)', 1, '0')
    await setScore('Northern Rovers (away)', 1, '1')
    await userEvent.click(screen.getByRole('button', { name: 'Preview the changes' }))

    const preview = await screen.findByRole('region', { name: 'What the corrected result changes' })
    expect(api.callsTo(`POST ${MATCH_PATH}/result/preview`)[0]?.body).toEqual({
      score: { home: 1, away: 2 },
      half_score: { home: 0, away: 1 },
    })
    const loser = rowOf(preview, 'lucky_ana')
    expect(loser.getByText('39.20')).toBeTruthy()
    expect(loser.getByText('-39.20').classList).toContain('bo-negative')
    expect(loser.getByText('owed: 9.20')).toBeTruthy()
    expect(loser.getByText('Single, 20.00 USDT')).toBeTruthy()
    const winner = rowOf(preview, 'bob_agent')
    expect(winner.getByText('+31.50')).toBeTruthy()
    expect(within(preview).getByText('Net difference').nextElementSibling?.textContent).toBe('-7.70 USDT')
    expect(api.callsTo(`POST ${MATCH_PATH}/result`)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Apply the correction' }))
    const dialog = screen.getByRole('dialog', {
      name: 'Correct the result of Harbour City vs Northern Rovers',
    })
    expect(within(dialog).getByText('1:2 (half time 0:1)')).toBeTruthy()
    const confirm = within(dialog).getByRole('button', { name: 'Apply and settle again' })
    expect((confirm as HTMLButtonElement).disabled).toBe(true)
    await userEvent.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'League review')
    await userEvent.click(confirm)

    expect(await screen.findByText('The result is corrected. Bets changed: 2.')).toBeTruthy()
    const [applied, ...again] = api.callsTo(`POST ${MATCH_PATH}/result`)
    expect(again).toEqual([])
    expect(applied?.body).toEqual({
      score: { home: 1, away: 2 },
      half_score: { home: 0, away: 1 },
      reason: 'League review',
    })
    expect(applied?.idempotencyKey).toMatch(/^[\w-]{8,}$/)
    expect(screen.getByRole('region', { name: 'Bets settled again' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'What the corrected result changes' })).toBeNull()
    // The match is read again for its new result.
    await waitFor(() => expect(api.callsTo(`GET ${MATCH_PATH}`).length).toBeGreaterThanOrEqual(2))
  })

  it('explains an impossible result as typed and asks the server nothing', async () => {
    const api = serveMatch()
    await renderBackoffice(MATCH_PATH)
    await screen.findByRole('heading', { name: 'Harbour City vs Northern Rovers' })
    await setScore('Harbour City (home)', 1, '3')
    await userEvent.click(screen.getByRole('button', { name: 'Preview the changes' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A side cannot have more at half time than at full time.',
    )
    await setScore('Harbour City (home)', 1, '')
    expect(screen.getByRole('alert').textContent).toBe('Enter every score as a whole number from 0 to 999.')
    expect(api.callsTo(`POST ${MATCH_PATH}/result/preview`)).toEqual([])
  })

  it('drops a preview once the result is edited, and shows the server’s refusal', async () => {
    let previews = 0
    serveMatch({
      [`POST ${MATCH_PATH}/result/preview`]: () => {
        previews += 1
        return previews === 1 ? RESETTLEMENT : new Refusal(409, 'RESULT_UNCHANGED')
      },
    })
    await renderBackoffice(MATCH_PATH)
    await screen.findByRole('heading', { name: 'Harbour City vs Northern Rovers' })
    await setScore('Harbour City (home)', 0, '1')
    await setScore('Northern Rovers (away)', 0, '2')
    await userEvent.click(screen.getByRole('button', { name: 'Preview the changes' }))
    await screen.findByRole('region', { name: 'What the corrected result changes' })
    await setScore('Harbour City (home)', 0, '2')
    expect(screen.queryByRole('region', { name: 'What the corrected result changes' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Apply the correction' })).toBeNull()
    await setScore('Northern Rovers (away)', 0, '1')
    await userEvent.click(screen.getByRole('button', { name: 'Preview the changes' }))
    expect((await screen.findByRole('alert')).textContent).toBe('This is already the result of the match.')
    expect(screen.queryByRole('button', { name: 'Apply the correction' })).toBeNull()
  })

  it('asks a basketball match for its final score only', async () => {
    serveMatch({
      [`GET ${MATCH_PATH}`]: () =>
        operatorMatch({ game: 'basketball', score: { home: 101, away: 99 }, half_score: null }),
    })
    await renderBackoffice(MATCH_PATH)
    await screen.findByRole('heading', { name: 'Harbour City vs Northern Rovers' })
    expect(screen.getByRole('group', { name: 'Final score (overtime included)' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Half time' })).toBeNull()
    await setScore('Northern Rovers (away)', 0, '101')
    await userEvent.click(screen.getByRole('button', { name: 'Preview the changes' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A basketball game cannot end level: overtime decides it.',
    )
  })

  it('waits for kick-off before it offers a correction', async () => {
    serveMatch({
      [`GET ${MATCH_PATH}`]: () =>
        operatorMatch({ status: 1, score: null, half_score: null, finished_at: null }),
    })
    await renderBackoffice(MATCH_PATH)
    expect(await screen.findByText('The result can be corrected once the match has kicked off.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Preview the changes' })).toBeNull()
  })
})

describe('voiding a match', () => {
  it('voids with a reason after a warning, once, and lists the refunded and re-priced bets', async () => {
    const voided: MatchResettlement = {
      match: operatorMatch({ status: 5, score: null, half_score: null }),
      bets: [
        resettledBet({
          kind: 'settled',
          old_status: 1,
          new_status: 32,
          old_payout: null,
          new_payout: '20',
          difference: '20',
          taken: '0',
        }),
        resettledBet({
          bet_id: 503,
          folds: [2, 3],
          legs: 3,
          kind: 'repriced',
          old_status: 1,
          new_status: 1,
          old_payout: null,
          new_payout: null,
          difference: '0',
          taken: '0',
        }),
      ],
      totals: { bets: 2, credited: '20', taken: '0', receivable: '0', difference: '20' },
    }
    const api = serveMatch({ [`POST ${MATCH_PATH}/void`]: () => voided })
    await renderBackoffice(MATCH_PATH)
    await screen.findByRole('heading', { name: 'Harbour City vs Northern Rovers' })
    await userEvent.click(screen.getByRole('button', { name: 'Void the match' }))
    const dialog = screen.getByRole('dialog', { name: 'Void Harbour City vs Northern Rovers' })
    expect(within(dialog).getByText(/its payouts will be reversed/)).toBeTruthy()
    await userEvent.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Abandoned')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void the match' }))

    expect(await screen.findByText('The match is void. Bets changed: 2.')).toBeTruthy()
    const [call, ...again] = api.callsTo(`POST ${MATCH_PATH}/void`)
    expect(again).toEqual([])
    expect(call?.body).toEqual({ reason: 'Abandoned' })
    expect(call?.idempotencyKey).toMatch(/^[\w-]{8,}$/)
    const refunded = screen.getByRole('region', { name: 'Refunded and re-priced bets' })
    expect(within(refunded).getByText('Settled now')).toBeTruthy()
    expect(within(refunded).getByText('was pending, now refunded')).toBeTruthy()
    const parlay = rowOf(refunded, '2+3 String 1 over 3 legs, 20.00 USDT')
    expect(parlay.getByText('Leg re-priced')).toBeTruthy()
    expect(parlay.getAllByText('waiting')).toHaveLength(2)
  })
})
