import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, type RecordedCall, renderWithStore } from '../wallet/wallet-test-support'
import { checkResetCode, ForgotPasswordForm } from './forgot-password-form'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

type Answer = { status?: number; data?: unknown; msg?: string; errorData?: unknown }

function setUp(
  check: (call: RecordedCall) => Answer,
  change: (call: RecordedCall) => Answer = () => ({ data: null }),
) {
  return fakeApi({
    'GET /sports/api/v1/verify/email': { data: { expires_in_s: 600, resend_in_s: 60 } },
    'POST /sports/api/v1/forget/email/check': check,
    'POST /sports/api/v1/forget/email': change,
  })
}

async function passCodeStep(code = '123456') {
  await userEvent.type(screen.getByLabelText('Email'), 'player@example.com')
  await userEvent.type(screen.getByLabelText('Verification code'), code)
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
}

describe('the forgotten-password modal', () => {
  it('asks for the code first and refuses a missing one without calling the server', async () => {
    const calls = setUp(() => ({ data: null }))
    renderWithStore(<ForgotPasswordForm />)
    await userEvent.type(screen.getByLabelText('Email'), 'player@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Please fill in this field.')).toBeDefined()
    expect(calls).toEqual([])
  })

  it('shows a wrong code under the code field with the tries left, and stays on the code step', async () => {
    setUp(() => ({ status: 400, msg: 'INVALID_CODE', errorData: { field: 'code', tries_left: 4 } }))
    renderWithStore(<ForgotPasswordForm />)
    await passCodeStep('000000')
    expect(await screen.findByText('The verification code is not correct. 4 attempts left.')).toBeDefined()
    expect(screen.queryByLabelText('New password')).toBeNull()
  })

  it('opens the change step once the code is right, checks the new password by the spec’s rules, and changes it', async () => {
    const calls = setUp(() => ({ data: null }))
    const { store } = renderWithStore(<ForgotPasswordForm />)
    await passCodeStep()
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeDefined()
    const submit = screen.getByRole('button', { name: 'Change password' })
    await userEvent.type(screen.getByLabelText('New password'), 'short1')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'short1')
    await userEvent.click(submit)
    expect(await screen.findByText('The password needs at least 8 characters.')).toBeDefined()
    await userEvent.clear(screen.getByLabelText('New password'))
    await userEvent.type(screen.getByLabelText('New password'), 'fortune77')
    await userEvent.click(submit)
    expect(await screen.findByText('The passwords do not match.')).toBeDefined()
    expect(calls.filter((call) => call.path === '/sports/api/v1/forget/email')).toEqual([])
    await userEvent.clear(screen.getByLabelText('Confirm password'))
    await userEvent.type(screen.getByLabelText('Confirm password'), 'fortune77')
    await userEvent.click(submit)
    await vi.waitFor(() => expect(store.getState().ui.openedModal).toBe('login'))
    expect(calls.find((call) => call.path === '/sports/api/v1/forget/email')?.body).toEqual({
      email: 'player@example.com',
      code: '123456',
      password: 'fortune77',
      confirm_password: 'fortune77',
    })
    expect(store.getState().ui.toast?.message).toBe('auth.passwordChanged')
  })

  it('goes back to the code step when the code expired before the change', async () => {
    setUp(
      () => ({ data: null }),
      () => ({ status: 400, msg: 'CODE_EXPIRED', errorData: { field: 'code' } }),
    )
    renderWithStore(<ForgotPasswordForm />)
    await passCodeStep()
    await userEvent.type(await screen.findByLabelText('New password'), 'fortune77')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'fortune77')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(
      await screen.findByText('The verification code has expired. Please request a new one.'),
    ).toBeDefined()
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDefined()
  })

  it.each([
    ['', 'REQUIRED'],
    ['12345', 'INVALID_CODE'],
    ['12a456', 'INVALID_CODE'],
  ])('a typed code %j is refused as %s', (code, reason) => {
    expect(checkResetCode(code)).toEqual({ ok: false, reason })
  })
})
