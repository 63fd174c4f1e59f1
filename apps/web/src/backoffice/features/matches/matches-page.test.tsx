import type { OperatorMatchPage } from '@app/contract'
import type { OperatorRole } from '@app/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeOperatorApi, type OperatorCall, operatorWithRoles } from '../../testing/fake-operator-api'
import { renderBackoffice } from '../../testing/render-backoffice'
import { signOperatorInEachTest } from '../../testing/sign-operator-in-each-test'
import { operatorMatch } from './match-fixtures.test-support'

const PAGE: OperatorMatchPage = {
  total: 45,
  list: [
    operatorMatch(),
    operatorMatch({
      match_id: 'basketball-20260501-3',
      game: 'basketball',
      league_name: 'Metro Cup',
      home_name: 'Lakeside',
      away_name: 'Summit',
      status: 1,
      score: null,
      half_score: null,
      finished_at: null,
      bets: { count: 0, pending: 0, stake: '0', payout: '0' },
    }),
  ],
}

function serveMatches(roles: readonly OperatorRole[] = ['trading']) {
  return fakeOperatorApi({
    'GET /me': () => operatorWithRoles([...roles]),
    'GET /matches': () => PAGE,
  })
}

const queries = (api: { callsTo: (route: string) => OperatorCall[] }) =>
  api.callsTo('GET /matches').map((call) => Object.fromEntries(call.query))

signOperatorInEachTest({ token: 'trading-token', operatorId: 8 })

describe('the matches list', () => {
  it('shows the latest kick-offs first with each match’s result and bets, and pages on the server', async () => {
    const api = serveMatches()
    await renderBackoffice('/matches')
    const link = await screen.findByRole('link', { name: 'Harbour City vs Northern Rovers' })
    expect(link.getAttribute('href')).toBe('/matches/soccer-20260501-1')
    expect(queries(api)[0]).toEqual({ q: '', sort: '-starts_at', start: '0', limit: '20' })
    const row = within(link.closest('tr') as HTMLElement)
    expect(row.getByText('Finished')).toBeTruthy()
    expect(row.getByText('2:1 (half time 1:0)')).toBeTruthy()
    expect(row.getByText('pending: 2')).toBeTruthy()
    expect(row.getByText('340.00')).toBeTruthy()
    const open = within(screen.getByRole('link', { name: 'Lakeside vs Summit' }).closest('tr') as HTMLElement)
    expect(open.getByText('Open')).toBeTruthy()
    expect(open.getByText('JC basketball · Metro Cup')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Matches' })).toBeTruthy()
    expect(screen.getByText('Rows 1–2 of 45')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ start: '20', limit: '20' }))
  })

  it('sorts by stakes, filters by sport, status and text, each from the first page', async () => {
    const api = serveMatches()
    await renderBackoffice('/matches?start=20')
    await screen.findByRole('link', { name: 'Harbour City vs Northern Rovers' })
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Stakes/ })).getByRole('button'))
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ sort: '-stake', start: '0' }))
    await userEvent.selectOptions(screen.getByLabelText('Sport'), 'bd')
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ sport: 'bd', sort: '-stake' }))
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Void')
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ sport: 'bd', status: '5' }))
    await userEvent.type(screen.getByLabelText('League, team or match ID'), 'Rovers')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ q: 'Rovers', status: '5', start: '0' }))
  })

  it('tells a support-only operator who opens its address that they have no access, and asks nothing', async () => {
    const api = serveMatches(['support'])
    await renderBackoffice('/matches')
    expect(await screen.findByRole('heading', { name: 'You do not have access' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /^Matches$/ })).toBeNull()
    expect(api.callsTo('GET /matches')).toEqual([])
  })
})
