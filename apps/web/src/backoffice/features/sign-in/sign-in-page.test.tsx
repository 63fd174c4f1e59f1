import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startSession } from '../../shared/operator-session'
import {
  deskAgent,
  enrolledSignIn,
  enrollingSignIn,
  fakeOperatorApi,
  Refusal,
} from '../../testing/fake-operator-api'
import { stubWebSocket } from '../../testing/fake-web-socket'
import { renderBackoffice } from '../../testing/render-backoffice'

const AGENT = deskAgent({ open_chats: 1 })
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

const ACCOUNT = { email: 'operator@example.com', password: 'operate42', code: '123456' }
const SESSION = { token: 'operator-token', operator_id: 7 }

async function signIn(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return user
}

/** The code field, once the page asks for it: six digits, the number pad, and the browser's one-time-code fill. */
async function codeField() {
  const field = (await screen.findByLabelText('Authenticator code')) as HTMLInputElement
  expect(field.getAttribute('inputmode')).toBe('numeric')
  expect(field.getAttribute('autocomplete')).toBe('one-time-code')
  expect(field.getAttribute('maxlength')).toBe('6')
  return field
}

describe('the sign-in page', () => {
  it('asks an enrolled operator for the authenticator code after the password, then keeps the token for every later call', async () => {
    const api = fakeOperatorApi({ ...enrolledSignIn(ACCOUNT, SESSION), ...deskAnswers })
    await renderBackoffice('/sign-in')
    const user = await signIn(ACCOUNT.email, ACCOUNT.password)

    const field = await codeField()
    expect(document.activeElement).toBe(field)
    screen.getByRole('heading', { name: 'Two-step sign-in' })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(sessionStorage.getItem('backoffice_token')).toBeNull()
    // Only digits go in, six at most.
    await user.type(field, '12a3 4567')
    expect(field.value).toBe('123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    await screen.findByRole('heading', { name: 'Support desk' })
    expect(sessionStorage.getItem('backoffice_token')).toBe('operator-token')
    expect(api.callsTo('POST /sign_in').map((call) => call.body)).toEqual([
      { email: ACCOUNT.email, password: ACCOUNT.password },
      { email: ACCOUNT.email, password: ACCOUNT.password, totp: '123456' },
    ])
    await waitFor(() => expect(api.callsTo('GET /support/me')).toHaveLength(1))
    expect(api.callsTo('GET /support/me')[0]?.authorization).toBe('Bearer operator-token')
  })

  it("shows the server's reason for a wrong code and lets the operator try again", async () => {
    fakeOperatorApi({ ...enrolledSignIn(ACCOUNT, SESSION), ...deskAnswers })
    await renderBackoffice('/sign-in')
    const user = await signIn(ACCOUNT.email, ACCOUNT.password)
    const field = await codeField()
    await user.type(field, '654321')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The authenticator code is not correct. Check the time on your device and try the current code.',
    )
    expect(sessionStorage.getItem('backoffice_token')).toBeNull()
    await user.clear(field)
    await user.type(field, ACCOUNT.code)
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await screen.findByRole('heading', { name: 'Support desk' })
  })

  it('goes back to email and password when the operator starts over', async () => {
    fakeOperatorApi(enrolledSignIn(ACCOUNT, SESSION))
    await renderBackoffice('/sign-in')
    const user = await signIn(ACCOUNT.email, ACCOUNT.password)
    await codeField()
    await user.click(screen.getByRole('button', { name: 'Start over' }))

    const emailField = (await screen.findByLabelText('Email')) as HTMLInputElement
    expect(emailField.value).toBe(ACCOUNT.email)
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('')
  })

  it('sets up the authenticator on a first sign-in: QR code, key to type in, and a code that confirms and signs in', async () => {
    const enrolment = {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauth_uri:
        'otpauth://totp/WIN365:operator%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=WIN365',
    }
    const api = fakeOperatorApi({ ...enrollingSignIn(ACCOUNT, enrolment, SESSION), ...deskAnswers })
    await renderBackoffice('/sign-in')
    const user = await signIn(ACCOUNT.email, ACCOUNT.password)

    await screen.findByRole('heading', { name: 'Set up your authenticator' })
    screen.getByRole('img', { name: 'QR code that adds your back-office account to an authenticator app' })
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    expect(api.callsTo('POST /totp/enrolment')[0]?.body).toEqual({ ticket: 'enrolment-ticket' })
    expect(sessionStorage.getItem('backoffice_token')).toBeNull()

    const field = await codeField()
    await user.type(field, '000000')
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The authenticator code is not correct/)
    await user.clear(field)
    await user.type(field, ACCOUNT.code)
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }))

    await screen.findByRole('heading', { name: 'Support desk' })
    expect(sessionStorage.getItem('backoffice_token')).toBe('operator-token')
    expect(api.callsTo('POST /totp/enrolment/confirm').at(-1)?.body).toEqual({
      ticket: 'enrolment-ticket',
      code: ACCOUNT.code,
    })
  })

  it('says so when the set-up has ended, and starts over from the password', async () => {
    fakeOperatorApi({
      ...enrollingSignIn(ACCOUNT, { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x' }, SESSION),
      'POST /totp/enrolment/confirm': () => new Refusal(401, 'TOTP_ENROLMENT_ENDED'),
    })
    await renderBackoffice('/sign-in')
    const user = await signIn(ACCOUNT.email, ACCOUNT.password)
    await user.type(await codeField(), ACCOUNT.code)
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }))

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This authenticator set-up has ended. Please sign in again to start over.',
    )
    await user.click(screen.getByRole('button', { name: 'Start over' }))
    await screen.findByRole('heading', { name: 'Back office' })
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
