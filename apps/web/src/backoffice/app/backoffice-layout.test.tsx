import { type OperatorRole, operatorMay } from '@app/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { deskAgent, fakeOperatorApi, operatorWithRoles, Refusal } from '../testing/fake-operator-api'
import { FakeWebSocket } from '../testing/fake-web-socket'
import { renderBackoffice } from '../testing/render-backoffice'
import { signOperatorInEachTest } from '../testing/sign-operator-in-each-test'
import { SECTIONS } from './sections'

const AGENT = deskAgent({ roles: ['admin'] })
const EMPTY_PAGE = { total: 0, list: [] }

/** The operator API for an operator of these roles, with every section's first call answered empty. */
function serveOperator(roles: readonly OperatorRole[]) {
  return fakeOperatorApi({
    'GET /me': () => operatorWithRoles(roles),
    'GET /support/me': () => AGENT,
    'GET /support/conversations': () => [],
    'GET /withdrawals': () => EMPTY_PAGE,
    'GET /players': () => EMPTY_PAGE,
  })
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Back-office sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

signOperatorInEachTest({ token: 'operator-token', operatorId: 7 })

describe('the back office by the operator’s roles', () => {
  it('shows a finance-only operator only their sections, lands them on Money, and opens no desk socket', async () => {
    const api = serveOperator(['finance'])
    const { i18n } = await renderBackoffice('/')
    expect(await screen.findByRole('heading', { name: 'Money', level: 1 })).toBeTruthy()
    const financeSections = SECTIONS.filter((section) => operatorMay(['finance'], section.duty))
    expect(navLinks()).toEqual(financeSections.map((section) => i18n.t(`common.nav.${section.labelKey}`)))
    expect(navLinks()).toContain('Money')
    expect(navLinks()).not.toContain('Support desk')
    // The desk is the support duty's: no socket, no presence, no desk status in the header.
    expect(FakeWebSocket.sockets).toEqual([])
    expect(api.callsTo('GET /support/me')).toEqual([])
    expect(screen.queryByText(/Connecting|Offline|Live/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy()
  })

  it('shows an admin every section and the desk, with its live connection', async () => {
    serveOperator(['admin'])
    const { i18n } = await renderBackoffice('/')
    expect(await screen.findByText('Connecting…')).toBeTruthy()
    expect(navLinks()).toEqual(SECTIONS.map((section) => i18n.t(`common.nav.${section.labelKey}`)))
    expect(FakeWebSocket.sockets).toHaveLength(1)
  })

  it('says “no access” at a section’s address the roles do not open, and asks its server nothing', async () => {
    const api = serveOperator(['finance'])
    await renderBackoffice('/players/31')
    expect(await screen.findByRole('heading', { name: 'You do not have access' })).toBeTruthy()
    expect(screen.getByText(/Your roles do not include this section/)).toBeTruthy()
    expect(api.calls.filter((call) => call.path.startsWith('/players'))).toEqual([])
    // The nav still leads to what they may open.
    await userEvent.click(screen.getByRole('link', { name: 'Money' }))
    expect(await screen.findByRole('heading', { name: 'Money', level: 1 })).toBeTruthy()
  })

  it('tells an operator with no duty yet to ask for one', async () => {
    serveOperator([])
    await renderBackoffice('/')
    expect(await screen.findByText(/no back-office duties yet/)).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Back-office sections' })
    expect(within(nav).queryAllByRole('link')).toEqual([])
  })

  it('reads the operator once, and offers a retry when that fails', async () => {
    let attempts = 0
    const api = fakeOperatorApi({
      'GET /me': () => {
        attempts += 1
        return attempts === 1 ? new Refusal(503, 'serverError') : operatorWithRoles(['finance'])
      },
      'GET /withdrawals': () => EMPTY_PAGE,
    })
    await renderBackoffice('/money')
    expect(await screen.findByRole('heading', { name: 'Your account could not be loaded' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Money', level: 1 })).toBeTruthy()
    // Moving between screens keeps the operator read once.
    await userEvent.click(screen.getByRole('link', { name: /Adjustments/ }))
    await waitFor(() => expect(api.callsTo('GET /adjustments')).toHaveLength(1))
    expect(api.callsTo('GET /me')).toHaveLength(2)
  })
})
