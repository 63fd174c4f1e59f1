import { cleanup, render, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../shared/api/api'
import { PaymentReturn, readPaymentReturn } from './payment-return'
import { createTestStore } from './wallet-test-support'

afterEach(cleanup)

describe('readPaymentReturn', () => {
  it.each([
    ['?payment=success&order=D42', { outcome: 'success', order: 'D42', rest: '' }],
    ['?payment=cancelled&order=D42&chat=true', { outcome: 'cancelled', order: 'D42', rest: '?chat=true' }],
    ['?payment=success', { outcome: 'success', order: undefined, rest: '' }],
    ['?payment=maybe&order=D42', undefined],
    ['?chat=true', undefined],
    ['', undefined],
  ])('reads %j', (search, expected) => {
    expect(readPaymentReturn(search)).toEqual(expected)
  })
})

function renderAt(path: string) {
  const store = createTestStore()
  const dispatched: unknown[] = []
  const dispatch = store.dispatch
  vi.spyOn(store, 'dispatch').mockImplementation((action: Parameters<typeof dispatch>[0]) => {
    dispatched.push(action)
    return dispatch(action)
  })
  const router = createMemoryRouter([{ path: '*', element: <PaymentReturn /> }], { initialEntries: [path] })
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return { store, router, dispatched }
}

describe('PaymentReturn', () => {
  it('tells a paid deposit in a success toast, refreshes the money, opens the history and strips the query', async () => {
    const { store, router, dispatched } = renderAt('/profile?payment=success&order=D42')
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(router.state.location.pathname).toBe('/profile')
    expect(store.getState().ui.toast).toMatchObject({ type: 'successful', message: 'wallet.paymentSuccess' })
    expect(store.getState().ui.selectedProfileMenu).toBe('transactions')
    expect(dispatched).toContainEqual(api.util.invalidateTags(['Balance', 'Member', 'Deposits', 'ChangeLog']))
  })

  it('tells a cancelled payment in a warning toast on any page and keeps the other query flags', async () => {
    const { store, router } = renderAt('/sport/soccer?payment=cancelled&order=D42&chat=true')
    await waitFor(() => expect(router.state.location.search).toBe('?chat=true'))
    expect(store.getState().ui.toast).toMatchObject({ type: 'warning', message: 'wallet.paymentCancelled' })
    expect(store.getState().ui.selectedProfileMenu).toBe('rewards')
  })

  it('does nothing on a page without the payment query', () => {
    const { store, router } = renderAt('/?chat=true')
    expect(router.state.location.search).toBe('?chat=true')
    expect(store.getState().ui.toast).toBeNull()
  })
})
