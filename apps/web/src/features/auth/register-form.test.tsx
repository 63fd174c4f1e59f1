import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, renderWithStore } from '../wallet/wallet-test-support'
import { RegisterForm } from './register-form'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const INVALID_EMAIL = 'Please enter a valid email address.'

describe('the registration form', () => {
  it('takes a rule’s error away as soon as the field is corrected, and keeps the others', async () => {
    fakeApi({})
    renderWithStore(<RegisterForm />)
    await userEvent.type(screen.getByLabelText('Email'), 'player@example')
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText(INVALID_EMAIL)).toBeTruthy()
    const errorsBefore = document.querySelectorAll('.field-error').length
    await userEvent.type(screen.getByLabelText('Email'), '.com')
    await waitFor(() => expect(screen.queryByText(INVALID_EMAIL)).toBeNull())
    // The nickname and passwords are still empty: their errors stay until they pass too.
    expect(document.querySelectorAll('.field-error')).toHaveLength(errorsBefore - 1)
  })
})
