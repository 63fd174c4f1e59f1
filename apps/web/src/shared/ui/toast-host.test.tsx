import { TOAST_DURATION_MS } from '@app/domain'
import { configureStore } from '@reduxjs/toolkit'
import { act, cleanup, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { englishShell } from '../../i18n/resources'
import { toastShown, uiSlice } from '../ui-state/ui-slice'
import { ToastHost } from './toast-host'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderHost() {
  const store = configureStore({ reducer: { ui: uiSlice.reducer } })
  render(
    <Provider store={store}>
      <ToastHost />
    </Provider>,
  )
  return store
}

describe('ToastHost', () => {
  it.each([['successful'], ['error'], ['warning'], ['info']] as const)(
    'shows a %s toast with its translated text and type label',
    (type) => {
      const store = renderHost()
      act(() => void store.dispatch(toastShown({ type, message: 'toast.lngSettingError' })))
      const region = screen.getByRole('status')
      expect(region.textContent).toContain('The language could not be set.')
      expect(region.textContent).toContain(englishShell.toast[type])
      expect(region.querySelector(`[data-toast-type="${type}"]`)).not.toBeNull()
    },
  )

  it('hides itself after 2500 ms by clearing the notification', () => {
    const store = renderHost()
    act(() => void store.dispatch(toastShown({ type: 'info', message: 'auth.unauthorized' })))
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 1))
    expect(store.getState().ui.toast).not.toBeNull()
    act(() => void vi.advanceTimersByTime(1))
    expect(store.getState().ui.toast).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('closes at once from its dismiss button', () => {
    const store = renderHost()
    act(() => void store.dispatch(toastShown({ type: 'error', message: 'auth.unauthorized' })))
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click())
    expect(store.getState().ui.toast).toBeNull()
  })

  it('restarts the countdown when a new toast replaces the old one', () => {
    const store = renderHost()
    act(() => void store.dispatch(toastShown({ type: 'info', message: 'auth.unauthorized' })))
    act(() => void vi.advanceTimersByTime(2000))
    act(() => void store.dispatch(toastShown({ type: 'warning', message: 'toast.lngSettingError' })))
    act(() => void vi.advanceTimersByTime(2000))
    expect(store.getState().ui.toast?.type).toBe('warning')
  })
})
