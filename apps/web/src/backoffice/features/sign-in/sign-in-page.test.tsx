import type { DeskAgent } from '@app/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startSession } from '../../shared/operator-session'
import { fakeOperatorApi, Refusal } from '../../testing/fake-operator-api'
import { stubWebSocket } from '../../testing/fake-web-socket'
import { renderBackoffice } from '../../testing/render-backoffice'

const AGENT: DeskAgent = {
  operator_id: 7,
  name: 'Mia',
  roles: ['support'],
  available: false,
  max_open_chats: 5,
  open_chats: 1,
}
const deskAnswers = {
  'GET /support/me': () => AGENT,
  'GET /support/conversations': () => [],
}

beforeEach(() => {
  stubWebSocket()
})
afterEach(() => {
  cleanup()
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

async function signIn(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('the sign-in page', () => {
  it('keeps the token in sessionStorage and every later call carries it as a bearer token', async () => {
    const api = fakeOperatorApi({
      'POST /sign_in': () => ({ token: 'operator-token', operator_id: 7 }),
      ...deskAnswers,
    })
    await renderBackoffice('/sign-in')
    await signIn('operator@example.com', 'operate42')

    await screen.findByRole('heading', { name: 'Support desk' })
    expect(sessionStorage.getItem('backoffice_token')).toBe('operator-token')
    expect(api.callsTo('POST /sign_in')[0]?.body).toEqual({
      email: 'operator@example.com',
      password: 'operate42',
    })
    await waitFor(() => expect(api.callsTo('GET /support/me')).toHaveLength(1))
    expect(api.callsTo('GET /support/me')[0]?.authorization).toBe('Bearer operator-token')
  })

  it("shows the server's reason when the password is wrong, and keeps no token", async () => {
    fakeOperatorApi({ 'POST /sign_in': () => new Refusal(401, 'INVALID_CREDENTIALS') })
    await renderBackoffice('/sign-in')
    await signIn('operator@example.com', 'wrong')

    expect((await screen.findByRole('alert')).textContent).toBe('The account or password is not correct.')
    expect(sessionStorage.getItem('backoffice_token')).toBeNull()
  })

  it('is where a signed-out operator lands, whatever back-office path they open', async () => {
    fakeOperatorApi(deskAnswers)
    await renderBackoffice('/chat')
    await screen.findByRole('button', { name: 'Sign in' })
  })

  it('takes the operator back to sign in when the server no longer accepts the token (401)', async () => {
    startSession({ token: 'expired-token', operatorId: 7 })
    fakeOperatorApi({
      'GET /support/me': () => new Refusal(401, 'UNAUTHORIZED'),
      'GET /support/conversations': () => new Refusal(401, 'UNAUTHORIZED'),
    })
    await renderBackoffice('/support')

    await screen.findByRole('button', { name: 'Sign in' })
    expect(sessionStorage.getItem('backoffice_token')).toBeNull()
  })
})
