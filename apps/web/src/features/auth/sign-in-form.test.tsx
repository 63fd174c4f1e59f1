import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, renderWithStore } from '../wallet/wallet-test-support'
import { SignInForm } from './sign-in-form'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const SESSION = { token: 'access', fresh_token: 'refresh', user_id: 7, role: 'user' }

async function signIn(session: object) {
  fakeApi({ 'POST /sports/api/v1/sign_in/': { data: session } })
  return typeIn()
}

async function typeIn() {
  const { store } = renderWithStore(<SignInForm />)
  await userEvent.type(screen.getByLabelText('Email or mobile number'), 'player@example.com')
  await userEvent.type(screen.getByLabelText('Password'), 'winning42')
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  await waitFor(() => expect(store.getState().ui.toast ?? screen.queryByRole('alert')).not.toBeNull())
  return store.getState().ui.toast
}

describe('the sign-in form', () => {
  it('welcomes the player', async () => {
    expect(await signIn(SESSION)).toMatchObject({ type: 'successful', message: 'auth.welcome' })
  })

  it('warns the player of wrong passwords tried on their account since their last sign-in', async () => {
    expect(await signIn({ ...SESSION, failed_sign_ins: 4 })).toMatchObject({
      type: 'warning',
      message: 'auth.failedSignIns',
      params: { count: 4 },
    })
  })

  it('tells a wrong password inside the form, not in a toast under the dialog', async () => {
    fakeApi({
      'POST /sports/api/v1/sign_in/': { status: 401, msg: 'INVALID_CREDENTIALS' },
    })
    expect(await typeIn()).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('The account or password is not correct.')
  })
})
